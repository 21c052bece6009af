import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../tests/support/database.js';
import { Counted } from '../tests/support/test-events.js';
import { EventCatalogue } from './catalogue.js';
import { FoldCache } from './fold-cache.js';
import { systemActor, type EventStore } from './store.js';

const meta = { actor: systemActor, correlationId: 'test' };
const counted = (by: number) => ({ type: 'Counted', data: { by } });
const total = {
  initialState: () => ({ total: 0, seen: 0 }),
  evolve: (state: { total: number; seen: number }, event: { data: unknown }) => ({
    total: state.total + (event.data as { by: number }).by,
    seen: state.seen + 1,
  }),
};

let db: TestDatabase;
let store: EventStore;

beforeAll(async () => {
  db = await createTestDatabase({ catalogue: new EventCatalogue([Counted]) });
  store = db.store;
});
afterAll(() => db.drop());

const add = (streamId: string, expectedVersion: number, ...by: number[]) =>
  store.append([{ streamId, streamType: 'count', expectedVersion, events: by.map(counted) }], meta);

describe('reading several streams at once', () => {
  it('returns each stream after its own version, in version order, and an empty list for the rest', async () => {
    await add('many-a', 0, 1, 2, 3);
    await add('many-b', 0, 10);
    const tails = await store.readStreams([
      { streamId: 'many-a', afterVersion: 1 },
      { streamId: 'many-b', afterVersion: 0 },
      { streamId: 'many-none', afterVersion: 0 },
    ]);
    expect([...tails.keys()]).toEqual(['many-a', 'many-b', 'many-none']);
    expect(tails.get('many-a')!.map((event) => [event.streamVersion, (event.data as { by: number }).by])).toEqual([
      [2, 2],
      [3, 3],
    ]);
    expect(tails.get('many-b')!.map((event) => event.streamVersion)).toEqual([1]);
    expect(tails.get('many-none')).toEqual([]);
  });
});

describe('fold cache', () => {
  it('folds several streams from one read and extends them with only what was appended since', async () => {
    await add('fold-a', 0, 1, 2);
    await add('fold-b', 0, 5);
    const cache = new FoldCache(store, total);
    const first = await cache.loadMany(['fold-a', 'fold-b'], [{ streamId: 'fold-other', afterVersion: 0 }]);
    expect(first.folded).toEqual([
      { state: { total: 3, seen: 2 }, version: 2 },
      { state: { total: 5, seen: 1 }, version: 1 },
    ]);
    expect(first.others.get('fold-other')).toEqual([]);
    await add('fold-a', 2, 4);
    const second = await cache.loadMany(['fold-a', 'fold-b']);
    expect(second.folded[0]).toEqual({ state: { total: 7, seen: 3 }, version: 3 });
    expect(second.folded[1]).toBe(first.folded[1]);
  });

  it('never applies an event twice when loads of one stream overlap', async () => {
    await add('overlap', 0, 1);
    const cache = new FoldCache(store, total);
    await cache.load('overlap');
    await add('overlap', 1, 1, 1);
    // Both read after version 1; whichever folds second must not add the same events again.
    const loads = await Promise.all([cache.load('overlap'), cache.load('overlap'), cache.loadMany(['overlap'])]);
    for (const folded of [loads[0], loads[1], loads[2].folded[0]]) expect(folded).toEqual({ state: { total: 3, seen: 3 }, version: 3 });
    const tail = cache.tail('overlap');
    expect(cache.extend('overlap', 1, (await store.readStream('overlap', { afterVersion: 1 })))).toEqual({
      state: { total: 3, seen: 3 },
      version: 3,
    });
    expect(tail).toEqual({ streamId: 'overlap', afterVersion: 3 });
  });
});
