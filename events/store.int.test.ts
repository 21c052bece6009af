import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../tests/support/database.js';
import { Counted, Renamed } from '../tests/support/test-events.js';
import { EventCatalogue } from './catalogue.js';
import { handleCommand } from './command.js';
import type { Decider } from './decider.js';
import { ConcurrencyError, EventStore, startOfLog, systemActor, type Checkpoint } from './store.js';

const catalogue = new EventCatalogue([Counted, Renamed]);
const meta = { actor: systemActor, correlationId: 'test' };
const counted = (by = 1) => ({ type: 'Counted', data: { by } });

let db: TestDatabase;
let store: EventStore;

beforeAll(async () => {
  db = await createTestDatabase({ catalogue });
  store = db.store;
});
afterAll(() => db.drop());

describe('event store', () => {
  it('appends to a new stream and reads it back in order with metadata', async () => {
    await store.append([{ streamId: 'a-1', streamType: 'a', expectedVersion: 0, events: [counted(1), counted(2)] }], meta);
    await store.append([{ streamId: 'a-1', streamType: 'a', expectedVersion: 2, events: [counted(3)] }], meta);
    const events = await store.readStream('a-1');
    expect(events.map((event) => [event.streamVersion, (event.data as { by: number }).by])).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
    ]);
    expect(events[0]!.metadata).toMatchObject({ actor: { id: 'system', role: 'system' }, correlationId: 'test' });
  });

  it('lets exactly one of two writers racing on one stream win; the other gets a conflict', async () => {
    await store.append([{ streamId: 'race-1', streamType: 'race', expectedVersion: 0, events: [counted()] }], meta);
    const results = await Promise.allSettled(
      [1, 2].map(() =>
        store.append([{ streamId: 'race-1', streamType: 'race', expectedVersion: 1, events: [counted()] }], meta),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.filter((result) => result.status === 'rejected');
    expect(rejected).toHaveLength(1);
    expect((rejected[0] as PromiseRejectedResult).reason).toBeInstanceOf(ConcurrencyError);
    expect(await store.streamVersion('race-1')).toBe(2);
  });

  it('refuses an expected version that is behind or ahead of the stream', async () => {
    await store.append([{ streamId: 'v-1', streamType: 'v', expectedVersion: 0, events: [counted(), counted()] }], meta);
    for (const expectedVersion of [0, 1, 3, 7]) {
      await expect(
        store.append([{ streamId: 'v-1', streamType: 'v', expectedVersion, events: [counted()] }], meta),
      ).rejects.toBeInstanceOf(ConcurrencyError);
    }
    expect(await store.streamVersion('v-1')).toBe(2);
  });

  it('writes nothing when one stream of a multi-stream append conflicts', async () => {
    await store.append([{ streamId: 'm-taken', streamType: 'm', expectedVersion: 0, events: [counted()] }], meta);
    const before = await store.headPosition();
    await expect(
      store.append(
        [
          { streamId: 'm-fresh', streamType: 'm', expectedVersion: 0, events: [counted()] },
          { streamId: 'm-taken', streamType: 'm', expectedVersion: 0, events: [counted()] },
        ],
        meta,
      ),
    ).rejects.toBeInstanceOf(ConcurrencyError);
    expect(await store.readStream('m-fresh')).toEqual([]);
    expect(await store.readStream('m-taken')).toHaveLength(1);
    const after = await db.pool.query('select count(*)::int as n from events where global_position > $1', [before]);
    expect(after.rows[0].n).toBe(0);
  });

  it('refuses data that does not match the event schema, and unknown event types', async () => {
    await expect(
      store.append([{ streamId: 'bad-1', streamType: 'b', expectedVersion: 0, events: [{ type: 'Counted', data: { by: 'x' } }] }], meta),
    ).rejects.toThrow();
    await expect(
      store.append([{ streamId: 'bad-1', streamType: 'b', expectedVersion: 0, events: [{ type: 'Nope', data: {} }] }], meta),
    ).rejects.toThrow(/Unknown event type/);
    expect(await store.readStream('bad-1')).toEqual([]);
  });

  it('refuses UPDATE, DELETE and TRUNCATE of the events table', async () => {
    await store.append([{ streamId: 'imm-1', streamType: 'i', expectedVersion: 0, events: [counted()] }], meta);
    await expect(db.pool.query(`update events set data = '{"by":9}' where stream_id = 'imm-1'`)).rejects.toThrow(
      /immutable/,
    );
    await expect(db.pool.query(`delete from events where stream_id = 'imm-1'`)).rejects.toThrow(/immutable/);
    await expect(db.pool.query('truncate events')).rejects.toThrow(/immutable/);
    expect(await store.readStream('imm-1')).toHaveLength(1);
  });

  it('upcasts events stored in an older shape when reading', async () => {
    await db.pool.query(
      `insert into events (stream_id, stream_type, stream_version, type, schema_version, data)
       values ('person-1', 'person', 1, 'Renamed', 1, '{"name":"Mariam Al Hashimi"}')`,
    );
    const [event] = await store.readStream('person-1');
    expect(event!.data).toEqual({ firstName: 'Mariam', lastName: 'Al Hashimi' });
    const appended = await store.append(
      [{ streamId: 'person-1', streamType: 'person', expectedVersion: 1, events: [{ type: 'Renamed', data: { firstName: 'Huda', lastName: 'Saleh' } }] }],
      meta,
    );
    expect(appended.nextVersions.get('person-1')).toBe(2);
    const stored = await db.pool.query(`select schema_version from events where stream_id = 'person-1' order by stream_version`);
    expect(stored.rows.map((row) => row.schema_version)).toEqual([1, 2]);
  });
});

describe('global log reader', () => {
  async function readEverything(from: Checkpoint) {
    const seen = [];
    let checkpoint = from;
    for (;;) {
      const batch = await store.readAll(checkpoint, 100);
      if (batch.length === 0) return { seen, checkpoint };
      seen.push(...batch);
      const last = batch[batch.length - 1]!;
      checkpoint = { transactionId: last.transactionId, globalPosition: last.globalPosition };
    }
  }

  it('neither skips nor repeats an event whose transaction commits after a later one', async () => {
    const start = (await readEverything(startOfLog)).checkpoint;

    const slow = await db.pool.connect();
    try {
      await slow.query('begin');
      // Takes its position first...
      const early = await store.append(
        [{ streamId: 'late-slow', streamType: 'late', expectedVersion: 0, events: [counted(1)] }],
        meta,
        slow,
      );
      // ...while another writer takes a later position and commits first.
      const quick = await store.append(
        [{ streamId: 'late-quick', streamType: 'late', expectedVersion: 0, events: [counted(2)] }],
        meta,
      );
      expect(early.position.globalPosition).toBeLessThan(quick.position.globalPosition);

      // A reader by position alone would deliver the quick event now and never the slow one.
      const whileOpen = await readEverything(start);
      expect(whileOpen.seen.map((event) => event.streamId)).not.toContain('late-quick');

      await slow.query('commit');
      const afterCommit = await readEverything(whileOpen.checkpoint);
      expect(afterCommit.seen.map((event) => event.streamId)).toEqual(['late-slow', 'late-quick']);
      expect((await readEverything(afterCommit.checkpoint)).seen).toEqual([]);
    } finally {
      slow.release();
    }
  });

  it('orders by transaction id as a number, also across a change in digit count', async () => {
    // Rows as transactions 99 and 100 would have written them (older than any real transaction here).
    await db.pool.query(
      `insert into events (transaction_id, stream_id, stream_type, stream_version, type, data)
       values ('100', 'digits-a', 'd', 1, 'Counted', '{"by":1}'), ('99', 'digits-b', 'd', 1, 'Counted', '{"by":1}')`,
    );
    const [first, second] = await store.readAll(startOfLog, 2);
    expect([first!.streamId, second!.streamId]).toEqual(['digits-b', 'digits-a']);
    const [next] = await store.readAll({ transactionId: first!.transactionId, globalPosition: first!.globalPosition }, 1);
    expect(next!.streamId).toBe('digits-a');
  });

  it('never delivers events of a rolled-back transaction', async () => {
    const start = (await readEverything(startOfLog)).checkpoint;
    const client = await db.pool.connect();
    await client.query('begin');
    await store.append([{ streamId: 'rolled-back', streamType: 'r', expectedVersion: 0, events: [counted()] }], meta, client);
    await client.query('rollback');
    client.release();
    await store.append([{ streamId: 'kept', streamType: 'r', expectedVersion: 0, events: [counted()] }], meta);
    expect((await readEverything(start)).seen.map((event) => event.streamId)).toEqual(['kept']);
  });
});

describe('command handling', () => {
  type Count = { readonly total: number };
  const counter: Decider<{ type: 'Add'; by: number }, { type: 'Counted'; data: { by: number } }, Count> = {
    streamType: 'counter',
    initialState: () => ({ total: 0 }),
    evolve: (state, event) => ({ total: state.total + event.data.by }),
    decide: (command) => [{ type: 'Counted', data: { by: command.by } }],
  };

  it('retries a lost race so that every concurrent command lands exactly once', async () => {
    const writers = 6;
    await Promise.all(
      Array.from({ length: writers }, () =>
        handleCommand(store, counter, 'counter-1', { type: 'Add', by: 1 }, meta, { retries: 20 }),
      ),
    );
    const events = await store.readStream('counter-1');
    expect(events.map((event) => event.streamVersion)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('gives up with a conflict after its retries', async () => {
    const racing = Array.from({ length: 12 }, () =>
      handleCommand(store, counter, 'counter-2', { type: 'Add', by: 1 }, meta, { retries: 0 }),
    );
    const results = await Promise.allSettled(racing);
    const failures = results.filter((result) => result.status === 'rejected') as PromiseRejectedResult[];
    expect(failures.length).toBeGreaterThan(0);
    for (const failure of failures) expect(failure.reason).toBeInstanceOf(ConcurrencyError);
    expect(await store.streamVersion('counter-2')).toBe(12 - failures.length);
  });
});
