import { randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemActor } from '../../events/index.js';
import { allProjections, rebuildProjections } from '../../projections/index.js';
import { randomHistory } from '../../projections/engine/test-history.js';
import { startTestStore, type TestStore } from '../../tests/support/test-store.js';
import { auditSealName, verifyAuditSeal } from './index.js';

let store: TestStore;

/** A session for a role no sign-up gives yet, signed as the store signs its own. */
function sessionOf(role: string): string {
  const token = jwt.sign({ email: `${role}@store.test`, role }, 'test-secret-that-is-long-enough-to-sign-sessions', {
    algorithm: 'HS256',
    subject: randomUUID(),
    expiresIn: 600,
  });
  return `session=${token}`;
}

/** The sealed head once the seal has reached every event of the log (bounded wait). */
async function sealedHead(cookie: string) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const answer = await store.request('GET', '/api/audit/seal', { cookie });
    expect(answer.status).toBe(200);
    if (answer.body.eventCount === (await store.eventCount()) || Date.now() > deadline) return answer.body;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  store = await startTestStore();
  const history = randomHistory(20270311, 120);
  for (let i = 0; i < history.length; i += 3) {
    await store.db.store.append(
      history.slice(i, i + 3).map((event, k) => ({
        streamId: `history-${event.globalPosition}-${k}`,
        streamType: 'history',
        expectedVersion: 0,
        events: [{ type: event.type, data: event.data }],
      })),
      { actor: systemActor, correlationId: 'audit-api-test' },
    );
  }
});
afterAll(async () => {
  await store?.stop();
});

describe('GET /api/audit/seal', () => {
  it('is refused to visitors (401) and customers (403)', async () => {
    const visitor = await store.request('GET', '/api/audit/seal');
    expect(visitor.status).toBe(401);
    expect(visitor.body.code).toBeTypeOf('string');
    const customer = await store.request('GET', '/api/audit/seal', { cookie: await store.customer() });
    expect(customer.status).toBe(403);
    expect(customer.body.hash).toBeUndefined();
  });

  it('answers admins and auditors with the sealed head: position, hash, time and event count', async () => {
    const admin = await store.login();
    const head = await sealedHead(admin);
    const events = await store.eventCount();
    const last = await store.db.pool.query<{ global_position: number }>(
      'select global_position from events order by transaction_id desc, global_position desc limit 1',
    );
    expect(head).toEqual({
      position: Number(last.rows[0]!.global_position),
      hash: expect.stringMatching(/^[0-9a-f]{64}$/),
      sealedAt: expect.any(String),
      eventCount: events,
    });
    expect(Date.parse(head.sealedAt)).toBeGreaterThan(Date.now() - 60_000);
    // The hash an auditor notes is the one the chain recomputed from the log ends on.
    const verified = await verifyAuditSeal(store.db.pool);
    expect(verified.problems).toEqual([]);
    expect(verified.head?.hash).toBe(head.hash);

    const auditor = await store.request('GET', '/api/audit/seal', { cookie: sessionOf('auditor') });
    expect(auditor.status).toBe(200);
    expect(auditor.body.hash).toBe(head.hash);
    expect((await store.request('GET', '/api/audit/seal', { cookie: sessionOf('courier') })).status).toBe(403);
    // The audit prefix is closed as a whole, also where no route exists.
    expect((await store.request('GET', '/api/audit/anything', { cookie: await store.customer() })).status).toBe(403);
  });
});

describe('rebuilding the read models', () => {
  it('leaves the seal alone: links, checkpoint and head hash', async () => {
    const admin = await store.login();
    const head = await sealedHead(admin);
    const snapshot = async () => ({
      links: (await store.db.pool.query('select seq, global_position, hash, sealed_at from audit_seal order by seq')).rows,
      checkpoint: (
        await store.db.pool.query(
          `select transaction_id::text, global_position, updated_at from projection_checkpoints where name = $1`,
          [auditSealName],
        )
      ).rows,
    });
    const before = await snapshot();
    expect(before.links.length).toBe(head.eventCount);

    // As `npm run projections:rebuild` does, every read model it knows: the seal is not one of them.
    expect(allProjections.map((projection) => projection.name)).not.toContain(auditSealName);
    const results = await rebuildProjections(store.db.pool, store.db.store, allProjections);
    expect(results.every((result) => result.matches)).toBe(true);

    expect(await snapshot()).toEqual(before);
    expect((await store.request('GET', '/api/audit/seal', { cookie: admin })).body).toEqual(head);
    expect((await verifyAuditSeal(store.db.pool)).problems).toEqual([]);
  });
});
