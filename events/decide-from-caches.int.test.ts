import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../tests/support/database.js';
import { Counted } from '../tests/support/test-events.js';
import { EventCatalogue } from './catalogue.js';
import { handle } from './command.js';
import { streamRead, type CommandDecider, type StreamRead } from './decider.js';
import { FoldCache } from './fold-cache.js';
import { refuse } from './refusal.js';
import { systemActor, type EventStore } from './store.js';

// A command decided from its cached folds alone must never write what a decision on the streams' newest state
// would not: the append's expected versions check the streams it writes to, a stream only read must have been
// read recently, and a refusal is only ever given after a read.

const meta = { actor: systemActor, correlationId: 'test' };
const counted = (by: number) => ({ type: 'Counted', data: { by } });
type Total = { readonly total: number };
const totalFold = {
  streamType: 'count',
  initialState: (): Total => ({ total: 0 }),
  evolve: (state: Total, event: { data: unknown }): Total => ({ total: state.total + (event.data as { by: number }).by }),
};
/** The same fold under another identity, for a stream only read. */
const limitFold = { ...totalFold };

/** Adds one to a counter while it stays within the limit another stream holds; a new "ticket" stream records each. */
type Add = { readonly counter: string; readonly limit: string; readonly ticket: string };
const addWithinLimit: CommandDecider<Add, { counter: StreamRead<Total>; limit: StreamRead<Total>; ticket: StreamRead<Total> }, number> = {
  streams: (command) => ({
    counter: streamRead(totalFold, command.counter),
    limit: streamRead(limitFold, command.limit),
    ticket: streamRead({ ...totalFold, streamType: 'ticket' }, command.ticket),
  }),
  decide(_command, { counter, limit, ticket }) {
    if (ticket.total !== 0) throw refuse.conflict('Ticket used');
    if (counter.total + 1 > limit.total) throw refuse.limitReached('Limit reached');
    return { events: { counter: [counted(1)], ticket: [counted(1)] }, result: counter.total + 1 };
  },
};

let db: TestDatabase;
let store: EventStore;
let reads = 0;

beforeAll(async () => {
  db = await createTestDatabase({ catalogue: new EventCatalogue([Counted]) });
  store = db.store;
  const readStreams = store.readStreams.bind(store);
  store.readStreams = (...args) => ((reads += 1), readStreams(...args));
});
afterAll(() => db.drop());

let serial = 0;
function setUp(freshMs = 60_000) {
  serial += 1;
  const names = { counter: `counter-${serial}`, limit: `limit-${serial}` };
  const caches = [new FoldCache(store, totalFold), new FoldCache(store, limitFold)];
  const add = () =>
    handle(store, addWithinLimit, { ...names, ticket: `ticket-${serial}-${Math.random()}` }, meta, { caches, fromCaches: { freshMs }, retries: 30 });
  const write = (streamId: string, by: number) => store.append([{ streamId, streamType: 'count', expectedVersion: 'any', events: [counted(by)] }], meta);
  return { names, add, write };
}

describe('deciding from the cached folds', () => {
  it('reads once, then decides later commands without reading, each at the version the last one left', async () => {
    const { names, add, write } = setUp();
    await write(names.limit, 10);
    const before = reads;
    expect((await add()).result).toBe(1);
    expect((await add()).result).toBe(2);
    expect((await add()).result).toBe(3);
    expect(reads - before).toBe(1);
    expect((await store.readStream(names.counter)).map((event) => event.streamVersion)).toEqual([1, 2, 3]);
  });

  it('reads again when another writer moved a stream it writes to, and decides on what it found', async () => {
    const { names, add, write } = setUp();
    await write(names.limit, 10);
    await add();
    await write(names.counter, 5);
    const before = reads;
    expect((await add()).result).toBe(7);
    expect(reads - before).toBe(1);
  });

  it('never refuses from the cache: a refusal is decided again on a read', async () => {
    const { names, add, write } = setUp();
    await write(names.limit, 1);
    await add();
    // Room made elsewhere: the cached limit still says full.
    await write(names.limit, 1);
    expect((await add()).result).toBe(2);
    await expect(add()).rejects.toMatchObject({ meaning: 'limit_reached' });
  });

  it('reads a stream it only reads once its cached fold is older than allowed', async () => {
    const { names, add, write } = setUp(0);
    await write(names.limit, 10);
    await add();
    const before = reads;
    await add();
    expect(reads - before).toBe(1);
  });

  it('lets exactly as many of many concurrent commands through as the limit allows', async () => {
    const { names, add, write } = setUp();
    await write(names.limit, 5);
    await add();
    const results = await Promise.allSettled(Array.from({ length: 12 }, () => add()));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(4);
    expect((await store.readStream(names.counter)).map((event) => event.streamVersion)).toEqual([1, 2, 3, 4, 5]);
  });
});
