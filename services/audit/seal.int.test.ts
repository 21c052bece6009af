import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { EventCatalogue, systemActor } from '../../events/index.js';
import { createLogger } from '../../infra/logger.js';
import { projectRoot } from '../../infra/project-root.js';
import { ProjectionRunner } from '../../projections/index.js';
import { createTestDatabase, type TestDatabase } from '../../tests/support/database.js';
import { Counted, Renamed } from '../../tests/support/test-events.js';
import { auditSealReactor, verifyAuditSeal } from './index.js';

/*
 * The seal on a real PostgreSQL: a log is sealed, then changed behind the store's back as only the database owner
 * can (the immutability triggers switched off), and the check must name the event and what was done to it, in
 * process and as the command an auditor runs.
 */

const catalogue = new EventCatalogue([Counted, Renamed]);
const metadata = { actor: systemActor, correlationId: 'audit-seal-test' };
const databases: TestDatabase[] = [];

afterAll(async () => {
  for (const db of databases) await db.drop();
});

interface SealedLog {
  readonly db: TestDatabase;
  /** Seals whatever the log holds that is not sealed yet. */
  seal(): Promise<void>;
  /** Positions in the order the log reader delivers them (transaction id, then position). */
  order(): Promise<number[]>;
}

/**
 * A log of a few streams, sealed, where one transaction took its id first but wrote last: its event has a higher
 * position than the next transaction's yet comes first in the reader's order.
 */
async function sealedLog(): Promise<SealedLog> {
  const db = await createTestDatabase({ catalogue });
  databases.push(db);
  // A runner of its own each time: it starts from the stored checkpoint.
  const seal = () => new ProjectionRunner(db.pool, db.store, [auditSealReactor], db.url, { logger: createLogger('error') }).drain();
  const append = (streamId: string, expectedVersion: number, events: { type: string; data: unknown }[]) =>
    db.store.append([{ streamId, streamType: 'test', expectedVersion, events }], metadata);

  await append('counter-a', 0, [
    { type: 'Counted', data: { by: 1 } },
    { type: 'Counted', data: { by: 2 } },
  ]);
  await append('person-1', 0, [{ type: 'Renamed', data: { firstName: 'Mariam', lastName: 'Al Hashimi' } }]);
  const early = await db.pool.connect();
  try {
    await early.query('begin');
    await early.query('select pg_current_xact_id()');
    await append('counter-b', 0, [{ type: 'Counted', data: { by: 3 } }]);
    await db.store.append(
      [{ streamId: 'counter-a', streamType: 'test', expectedVersion: 2, events: [{ type: 'Counted', data: { by: 4 } }] }],
      metadata,
      early,
    );
    await early.query('commit');
  } finally {
    early.release();
  }
  await append('counter-b', 1, [
    { type: 'Counted', data: { by: 5 } },
    { type: 'Counted', data: { by: 6 } },
  ]);
  await append('person-2', 0, [{ type: 'Renamed', data: { firstName: 'Layla', lastName: 'Haddad' } }]);
  await seal();
  return {
    db,
    seal,
    async order() {
      const result = await db.pool.query<{ global_position: number }>(
        'select global_position from events order by transaction_id, global_position',
      );
      return result.rows.map((row) => Number(row.global_position));
    },
  };
}

/** Runs a change as the database owner with the events table's guards switched off. */
async function tamper(db: TestDatabase, sql: string, values: unknown[] = []): Promise<void> {
  const client = await db.pool.connect();
  try {
    await client.query('begin');
    // Every trigger: the immutability ones and the foreign key that keeps stream versions contiguous.
    await client.query('alter table events disable trigger all');
    await client.query(sql, values);
    await client.query('alter table events enable trigger all');
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}

const exec = promisify(execFile);

/** `npm run audit:verify` as an auditor runs it (from source), against this database. */
async function verifyCommand(db: TestDatabase, args: string[] = []): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await exec(process.execPath, ['--import', 'tsx', path.join(projectRoot, 'app/cli/audit-verify.ts'), ...args], {
      cwd: projectRoot,
      env: { ...process.env, DATABASE_URL: db.url, LOG_LEVEL: 'error', NODE_ENV: 'test' },
      timeout: 60_000,
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

async function links(db: TestDatabase) {
  const result = await db.pool.query<{ seq: number; global_position: number; hash: Buffer; sealed_at: Date }>(
    'select seq, global_position, hash, sealed_at from audit_seal order by seq',
  );
  return result.rows.map((row) => ({ ...row, seq: Number(row.seq), global_position: Number(row.global_position) }));
}

describe('the audit seal', () => {
  it('links every event in the order the log reader delivers them, not in position order', async () => {
    const log = await sealedLog();
    const order = await log.order();
    // The transaction that took its id first but wrote later: a higher position delivered before a lower one.
    expect(order).not.toEqual([...order].sort((a, b) => a - b));
    expect((await links(log.db)).map((link) => link.global_position)).toEqual(order);

    const result = await verifyAuditSeal(log.db.pool);
    expect(result.problems).toEqual([]);
    expect(result.verified).toBe(order.length);
    expect(result.head).toEqual({
      position: order[order.length - 1],
      hash: (await links(log.db)).at(-1)!.hash.toString('hex'),
      eventCount: order.length,
    });
  });

  it('reads data and metadata back as the same text, whatever the key order or spacing written', async () => {
    const log = await sealedLog();
    const same = await log.db.pool.query<{ same: boolean; text: string }>(
      `select '{"b": 1, "a":  {"z": [1, 2.50], "y": "\u00e9"}}'::jsonb::text = '{"a":{"y":"\u00e9","z":[1,2.50]},"b":1}'::jsonb::text as same,
              '{"b": 1, "a": 2.50}'::jsonb::text as text`,
    );
    expect(same.rows[0]).toEqual({ same: true, text: '{"a": 2.50, "b": 1}' });
    // As a dump and restore would: every stored value, written out and read in again, reads back the same.
    const unstable = await log.db.pool.query<{ n: number }>(
      `select count(*)::int as n from events
       where data::text::jsonb::text <> data::text or metadata::text::jsonb::text <> metadata::text`,
    );
    expect(unstable.rows[0]!.n).toBe(0);
  });

  it('seals events of a type the catalogue does not know, and newer events only once sealed', async () => {
    const log = await sealedLog();
    await log.db.pool.query(
      `insert into events (stream_id, stream_type, stream_version, type, data) values ('legacy-1', 'legacy', 1, 'Retired', '{"x": 1}')`,
    );
    const before = await verifyAuditSeal(log.db.pool);
    expect(before.problems).toEqual([]);
    expect(before.unsealed).toBe(1);

    await log.seal();
    const after = await verifyAuditSeal(log.db.pool);
    expect(after.problems).toEqual([]);
    expect(after.unsealed).toBe(0);
    expect(after.head?.eventCount).toBe((await log.order()).length);
  });

  it('verifies an untouched log with the command: exit 0 and a summary', async () => {
    const log = await sealedLog();
    const head = (await links(log.db)).at(-1)!;
    const { code, output } = await verifyCommand(log.db, ['--expect', `${head.global_position}:${head.hash.toString('hex')}`]);
    expect(code).toBe(0);
    expect(output).toContain(
      `Audit seal verified: ${head.seq} events, head position ${head.global_position}, head hash ${head.hash.toString('hex')}`,
    );
    expect(output).toContain('The 1 noted link(s) still hold.');
  });

  it('finds a chain the database owner rewrote whole only against a head noted outside the database', async () => {
    const log = await sealedLog();
    const noted = (await links(log.db)).at(-1)!;
    const target = (await log.order())[2]!;
    await tamper(log.db, `update events set data = jsonb_set(data, '{lastName}', '"Smith"') where global_position = $1`, [target]);
    // Links thrown away and the log sealed again from its start: a chain consistent with the altered log.
    const client = await log.db.pool.connect();
    try {
      await client.query('begin');
      await client.query('alter table audit_seal disable trigger user');
      await client.query('delete from audit_seal');
      await client.query('alter table audit_seal enable trigger user');
      await client.query(`update projection_checkpoints set transaction_id = '0', global_position = 0 where name = 'audit_seal'`);
      await client.query('commit');
    } finally {
      client.release();
    }
    await log.seal();

    expect((await verifyAuditSeal(log.db.pool)).problems).toEqual([]);
    const { code, output } = await verifyCommand(log.db, ['--expect', `${noted.global_position}:${noted.hash.toString('hex')}`]);
    expect(code).toBe(1);
    expect(output).toContain(`The link at position ${noted.global_position} is `);
    expect(output).toContain('the chain was rewritten');
  });

  it("names an event whose data was altered, and exits non-zero", async () => {
    const log = await sealedLog();
    const target = (await log.order())[2]!;
    await tamper(log.db, `update events set data = jsonb_set(data, '{lastName}', '"Smith"') where global_position = $1`, [target]);

    const result = await verifyAuditSeal(log.db.pool);
    expect(result.problems).toEqual([expect.objectContaining({ kind: 'altered', position: target })]);
    const { code, output } = await verifyCommand(log.db);
    expect(code).toBe(1);
    expect(output).toContain(`event at position ${target} altered`);
  });

  it('names an event whose recording time moved by a microsecond', async () => {
    const log = await sealedLog();
    const target = (await log.order())[4]!;
    await tamper(log.db, `update events set recorded_at = recorded_at + interval '1 microsecond' where global_position = $1`, [target]);
    expect((await verifyAuditSeal(log.db.pool)).problems).toEqual([expect.objectContaining({ kind: 'altered', position: target })]);
  });

  it('names an event that was removed, and exits non-zero', async () => {
    const log = await sealedLog();
    // The first event of a stream that has more: only possible with its contiguity foreign key switched off too.
    const target = (await log.order())[0]!;
    await tamper(log.db, 'delete from events where global_position = $1', [target]);

    const result = await verifyAuditSeal(log.db.pool);
    expect(result.problems).toEqual([expect.objectContaining({ kind: 'removed', position: target })]);
    const { code, output } = await verifyCommand(log.db);
    expect(code).toBe(1);
    expect(output).toContain(`event at position ${target} removed`);
  });

  it('names an event inserted below the sealed head, and exits non-zero', async () => {
    const log = await sealedLog();
    const first = (await log.order())[0]!;
    const inserted = 1000;
    // Given an early transaction's id, the event sits among sealed ones in the reader's order.
    await tamper(
      log.db,
      `insert into events (global_position, transaction_id, stream_id, stream_type, stream_version, type, data, metadata, recorded_at)
       overriding system value
       select $1, transaction_id, 'counter-z', 'test', 1, 'Counted', '{"by": 100}', metadata, recorded_at
       from events where global_position = $2`,
      [inserted, first],
    );

    const result = await verifyAuditSeal(log.db.pool);
    expect(result.problems).toEqual([expect.objectContaining({ kind: 'inserted', position: inserted })]);
    const { code, output } = await verifyCommand(log.db);
    expect(code).toBe(1);
    expect(output).toContain(`event at position ${inserted} inserted`);
  });

  it('names an event moved to another place in commit order', async () => {
    const log = await sealedLog();
    const order = await log.order();
    const target = order[1]!;
    const last = order[order.length - 1]!;
    // Given the newest sealed transaction's id, an early event now comes last but one in the reader's order.
    await tamper(
      log.db,
      `update events set transaction_id = (select transaction_id from events where global_position = $2) where global_position = $1`,
      [target, last],
    );
    expect((await verifyAuditSeal(log.db.pool)).problems).toEqual([expect.objectContaining({ kind: 'altered', position: target })]);
  });

  it('refuses changes to the links themselves, as the log does', async () => {
    const log = await sealedLog();
    await expect(log.db.pool.query('update audit_seal set hash = hash')).rejects.toThrow(/immutable/);
    await expect(log.db.pool.query('delete from audit_seal')).rejects.toThrow(/immutable/);
  });
});
