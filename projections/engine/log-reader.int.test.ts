import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  EventCatalogue,
  defineEvent,
  startOfLog,
  systemActor,
  type Checkpoint,
  type StoredEvent,
} from '../../events/index.js';
import { createTestDatabase, type TestDatabase } from '../../tests/support/database.js';
import { Counted, Renamed } from '../../tests/support/test-events.js';
import { readLogSpan } from './log-reader.js';

// The projections' reader must walk the log exactly as EventStore.readAll does (same batches, same checkpoints,
// same horizon), only leaving out what the caller does not want.

const Noted = defineEvent('Noted', z.object({ text: z.string() }));
const catalogue = new EventCatalogue([Counted, Noted, Renamed]);
const meta = { actor: systemActor, correlationId: 'reader-test' };

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase({ catalogue });
  const append = (streamId: string, events: { type: string; data: unknown }[]) =>
    db.store.append([{ streamId, streamType: 's', expectedVersion: 'any', events }], meta);
  // Rows as transactions 99 and 100 would have written them: the later position belongs to the earlier
  // transaction, so log order and position order disagree.
  await db.pool.query(
    `insert into events (transaction_id, stream_id, stream_type, stream_version, type, data)
     values ('100', 'old-a', 's', 1, 'Counted', '{"by":100}'), ('99', 'old-b', 's', 1, 'Noted', '{"text":"99"}'),
            ('99', 'old-c', 's', 1, 'Renamed', '{"name":"Mariam Al Hashimi"}')`,
  );
  for (let i = 0; i < 12; i++) {
    await append(`s-${i % 4}`, [
      { type: 'Counted', data: { by: i } },
      ...(i % 3 === 0 ? [{ type: 'Noted', data: { text: `note ${i}` } }] : []),
    ]);
  }
});
afterAll(() => db.drop());

/** The log in batches as readAll gives it. */
async function batchesOfReadAll(size: number): Promise<{ events: StoredEvent[]; end: Checkpoint }[]> {
  const batches = [];
  let checkpoint = startOfLog;
  for (;;) {
    const events = await db.store.readAll(checkpoint, size);
    if (events.length === 0) return batches;
    const last = events[events.length - 1]!;
    checkpoint = { transactionId: last.transactionId, globalPosition: last.globalPosition };
    batches.push({ events, end: checkpoint });
  }
}

async function spans(size: number, types: readonly string[] | null, metadata = false) {
  const result = [];
  let checkpoint = startOfLog;
  for (;;) {
    const span = await readLogSpan(db.pool, db.store, checkpoint, size, types, { metadata });
    if (span.read === 0) return result;
    checkpoint = span.end!;
    result.push(span);
  }
}

const plain = (event: StoredEvent) => ({
  globalPosition: event.globalPosition,
  transactionId: event.transactionId,
  streamId: event.streamId,
  streamType: event.streamType,
  streamVersion: event.streamVersion,
  type: event.type,
  schemaVersion: event.schemaVersion,
  data: event.data,
});

describe('reading the log for projections', () => {
  it('gives the batches, order, data and checkpoints readAll gives, late commits included', async () => {
    for (const size of [1, 2, 3, 5, 100]) {
      const expected = await batchesOfReadAll(size);
      const actual = await spans(size, null, true);
      expect(actual.map((span) => span.end)).toEqual(expected.map((batch) => batch.end));
      expect(actual.map((span) => span.read)).toEqual(expected.map((batch) => batch.events.length));
      expect(actual.map((span) => span.events.map(plain))).toEqual(expected.map((batch) => batch.events.map(plain)));
      const metadataOf = (event: StoredEvent) => [event.metadata, event.recordedAt];
      expect(actual.flatMap((span) => span.events.map(metadataOf))).toEqual(
        expected.flatMap((batch) => batch.events.map(metadataOf)),
      );
    }
    const all = (await spans(100, null)).flatMap((span) => span.events);
    // Transaction 99 before 100, whatever their positions; upcast like readAll.
    expect(all.slice(0, 3).map((event) => event.streamId)).toEqual(['old-b', 'old-c', 'old-a']);
    expect(all[1]!.data).toEqual({ firstName: 'Mariam', lastName: 'Al Hashimi' });
  });

  it('moves through the same checkpoints when only some types are wanted, and returns only those', async () => {
    for (const size of [1, 2, 4, 7]) {
      const expected = await batchesOfReadAll(size);
      const actual = await spans(size, ['Noted']);
      expect(actual.map((span) => span.end)).toEqual(expected.map((batch) => batch.end));
      expect(actual.map((span) => span.read)).toEqual(expected.map((batch) => batch.events.length));
      expect(actual.map((span) => span.events.map(plain))).toEqual(
        expected.map((batch) => batch.events.filter((event) => event.type === 'Noted').map(plain)),
      );
    }
  });

  it('says so when metadata that was not asked for is used, instead of passing for empty', async () => {
    const [span] = await spans(100, ['Counted']);
    const event = span!.events[0]!;
    expect(() => event.metadata).toThrow(/needsMetadata/);
    expect(() => event.recordedAt).toThrow(/needsMetadata/);
    // Serialising (logging) such an event still works.
    const text = JSON.stringify(event, (_key, value: unknown) => (typeof value === 'bigint' ? String(value) : value));
    expect(JSON.parse(text)).toMatchObject({ type: 'Counted', data: { by: expect.any(Number) } });
  });

  it('does not read past a transaction that is still open', async () => {
    const before = await spans(1000, null);
    const start = before[before.length - 1]!.end!;
    const slow = await db.pool.connect();
    try {
      await slow.query('begin');
      await db.store.append([{ streamId: 'late-slow', streamType: 's', expectedVersion: 0, events: [{ type: 'Noted', data: { text: 'slow' } }] }], meta, slow);
      await db.store.append([{ streamId: 'late-quick', streamType: 's', expectedVersion: 0, events: [{ type: 'Noted', data: { text: 'quick' } }] }], meta);
      const whileOpen = await readLogSpan(db.pool, db.store, start, 1000, ['Noted']);
      expect(whileOpen.read).toBe(0);
      await slow.query('commit');
      const afterCommit = await readLogSpan(db.pool, db.store, start, 1000, ['Noted']);
      expect(afterCommit.events.map((event) => event.streamId)).toEqual(['late-slow', 'late-quick']);
    } finally {
      slow.release();
    }
  });
});
