import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { createTestDatabase, type TestDatabase } from '../tests/support/database.js';
import { Counted } from '../tests/support/test-events.js';
import { EventCatalogue } from './catalogue.js';

// The read every command starts with (an order reads its products, the customer, the fee and its key this way) is
// a named statement: each connection keeps one plan for it, made from what the log looked like then. That plan must
// read each stream through its index, so that a read costs a few pages however much the log has grown since; a
// plan that scanned the events table made every order's read grow with the log (over half of the database's time per
// order at a few ten thousand events).

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase({ catalogue: new EventCatalogue([Counted]) });
});
afterAll(() => db.drop());

/** Adds `streams` streams of five events each, numbered from `first`. */
async function addStreams(first: number, streams: number): Promise<void> {
  await db.pool.query(
    `insert into events (stream_id, stream_type, stream_version, type, data)
     select 'load-' || s, 'load', v, 'Counted', jsonb_build_object('by', v)
     from generate_series($1::int, $1::int + $2::int - 1) as s, generate_series(1, 5) as v order by s, v`,
    [first, streams],
  );
}

/** Scans of the events table this connection has made and not yet reported. */
async function eventScans(client: pg.PoolClient): Promise<{ seq: number; index: number }> {
  const result = await client.query<{ seq_scan: string; idx_scan: string }>(
    "select seq_scan, idx_scan from pg_stat_xact_user_tables where relname = 'events'",
  );
  return { seq: Number(result.rows[0]?.seq_scan ?? 0), index: Number(result.rows[0]?.idx_scan ?? 0) };
}

describe('reading several streams at once', () => {
  it('reads each stream through its index, with the plan a connection made while the log was small', async () => {
    const wanted = [
      { streamId: 'load-7', afterVersion: 0 },
      { streamId: 'load-15', afterVersion: 3 },
      { streamId: 'load-none', afterVersion: 0 },
    ];
    const client = await db.pool.connect();
    try {
      // A young store: a few streams, known to the planner, and enough reads for the connection to keep one plan.
      await addStreams(1, 20);
      await client.query('analyze events');
      for (let call = 0; call < 8; call++) await db.store.readStreams(wanted, client);
      // The log grows a thousand times over; the connection keeps its plan.
      await addStreams(21, 4000);
      // Counted inside one transaction: a connection hands its counts on (and starts again) only between them.
      await client.query('begin');
      const before = await eventScans(client);
      for (let call = 0; call < 5; call++) {
        const read = await db.store.readStreams(wanted, client);
        expect(read.get('load-7')!.map((event) => event.streamVersion)).toEqual([1, 2, 3, 4, 5]);
        expect(read.get('load-15')!.map((event) => event.streamVersion)).toEqual([4, 5]);
        expect(read.get('load-none')).toEqual([]);
      }
      const after = await eventScans(client);
      await client.query('commit');
      expect(after.seq - before.seq).toBe(0);
      expect(after.index - before.index).toBeGreaterThan(0);
    } finally {
      client.release();
    }
  });
});
