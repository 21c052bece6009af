import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventCatalogue, EventStore, storeCatalogue } from '../../events/index.js';
import { createLogger } from '../../infra/logger.js';
import { projectRoot } from '../../infra/project-root.js';
import { ProjectionRunner } from '../../projections/index.js';
import { createTestDatabase, testDataKey, type TestDatabase } from '../../tests/support/database.js';
import { auditSealReactor, readLogRewrites, sealPersonalDataOfLog, verifyAuditSeal } from './index.js';

/*
 * A store written before personal data was sealed: its events hold names, emails and phones in plain text, its
 * metadata the acting users' emails, its address claims' streams the addresses themselves, and its audit seal covers
 * all of that. The one rewrite seals them in place and seals the chain again; the check names the step.
 */

/** The catalogue as it was before: the same types, none of them declaring personal fields. */
const plainCatalogue = new EventCatalogue(storeCatalogue.types().map((type) => ({ ...storeCatalogue.definition(type), personal: undefined })));
const logger = createLogger('error');
const exec = promisify(execFile);

let db: TestDatabase;
const userId = randomUUID();
const email = 'huda.rewrite@example.com';
const phone = '+971501239876';

beforeAll(async () => {
  db = await createTestDatabase();
  const old = new EventStore(db.pool, plainCatalogue);
  const meta = { actor: { id: userId, role: 'customer', email }, correlationId: 'before-sealing' };
  await old.append(
    [
      {
        streamId: `user-${userId}`,
        streamType: 'user',
        expectedVersion: 0,
        events: [{ type: 'UserRegistered', data: { userId, email, name: 'Huda Rewrite', passwordHash: 'x', role: 'customer', registeredAt: '2026-01-01T00:00:00.000Z' } }],
      },
      { streamId: `user-email-${email}`, streamType: 'user-email', expectedVersion: 0, events: [{ type: 'EmailClaimed', data: { email, userId } }] },
    ],
    meta,
  );
  const addressId = randomUUID();
  await old.append(
    [
      {
        streamId: `address-book-${userId}`,
        streamType: 'address-book',
        expectedVersion: 0,
        events: [{ type: 'AddressSaved', data: { userId, addressId, name: 'Huda Rewrite', phone, city: 'dubai', addressLine1: 'Villa 9, Street 4', addressLine2: null, savedAt: '2026-01-02T00:00:00.000Z' } }],
      },
    ],
    meta,
  );
  await new ProjectionRunner(db.pool, db.store, [auditSealReactor], db.url, { logger }).drain();
});
afterAll(() => db.drop());

async function storedText(): Promise<string> {
  const rows = await db.pool.query<{ row: string }>('select e::text as row from events e order by global_position');
  return rows.rows.map((row) => row.row).join('\n');
}

async function verifyCommand(args: string[] = []): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await exec(process.execPath, ['--import', 'tsx', path.join(projectRoot, 'app/cli/audit-verify.ts'), ...args], {
      cwd: projectRoot,
      env: { ...process.env, DATABASE_URL: db.url, DATA_KEY: testDataKey, LOG_LEVEL: 'error', NODE_ENV: 'test' },
      timeout: 60_000,
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

describe('the one rewrite of the log', () => {
  it('seals what was plain, keeps the chain verifiable, records itself, and runs only once', async () => {
    expect(await storedText()).toContain(email);
    const before = await verifyAuditSeal(db.pool);
    expect(before.problems).toEqual([]);
    const noted = await db.pool.query<{ global_position: string; hash: Buffer }>('select global_position, hash from audit_seal order by seq desc limit 1');

    const result = await sealPersonalDataOfLog({ pool: db.pool, store: db.store, logger });
    expect(result).toEqual({ eventsSealed: 3, metadataCleared: 3, streamsRenamed: 1, linksResealed: 3 });
    const text = await storedText();
    expect(text).not.toContain(email);
    expect(text).not.toContain('501239876');
    expect(text).not.toContain('Villa 9');

    // Read through the store, everything is as it was written.
    const user = await db.store.readStream(`user-${userId}`);
    expect(user[0]!.data).toMatchObject({ email, name: 'Huda Rewrite' });
    const book = await db.store.readStream(`address-book-${userId}`);
    expect(book[0]!.data).toMatchObject({ phone, addressLine1: 'Villa 9, Street 4' });
    const claim = await db.store.readStream(`user-email-${db.store.vault!.blindIndex(email)}`);
    expect(claim.map((event) => event.data)).toEqual([{ email, userId }]);

    // The seal verifies over the rewritten events; the step is an event of the log, sealed in turn.
    await new ProjectionRunner(db.pool, db.store, [auditSealReactor], db.url, { logger }).drain();
    const after = await verifyAuditSeal(db.pool);
    expect(after.problems).toEqual([]);
    expect(after.verified).toBe(4);
    const [rewrite] = await readLogRewrites(db.pool);
    expect(rewrite).toMatchObject({ eventsSealed: 3, streamsRenamed: 1, verifiedBefore: 3, headBefore: { seq: 3, hash: before.head!.hash } });

    expect(await sealPersonalDataOfLog({ pool: db.pool, store: db.store, logger })).toBeNull();
    expect(await readLogRewrites(db.pool)).toHaveLength(1);

    // The auditor's command verifies, names the step, and still accepts a hash noted before it.
    const position = noted.rows[0]!.global_position;
    const check = await verifyCommand(['--expect', `${position}:${noted.rows[0]!.hash.toString('hex')}`]);
    expect(check.output).toContain('Audit seal verified: 4 events');
    expect(check.output).toContain('The log was rewritten once');
    expect(check.output).toContain(`held the ${noted.rows[0]!.hash.toString('hex')} noted until the rewrite`);
    expect(check.code).toBe(0);
  });
});
