import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EventCatalogue, EventStore, defineEvent, eventStoreSchema, eventStoreUpgrade, systemActor } from '../../events/index.js';
import { createLogger } from '../../infra/logger.js';
import { migrate } from '../../infra/migrate.js';
import { countingProjection, Ticked } from '../../tests/support/counting-projection.js';
import { createTestDatabase, type TestDatabase } from '../../tests/support/database.js';
import { CheckpointMoves } from './checkpoint-moves.js';
import { checkpointMigration, readCheckpoints } from './checkpoints.js';
import { checkpointFailureMigration } from './failures.js';
import { defineProjection } from './projection.js';

const Tocked = defineEvent('Tocked', z.object({ n: z.number().int() }));
const catalogue = new EventCatalogue([Ticked, Tocked]);
const logger = createLogger('error');
const meta = { actor: systemActor, correlationId: 'test' };
const ticks = countingProjection();
/** Handles a type nobody appends here. */
const quiet = defineProjection({ name: 'quiet', handles: ['Tocked'], tables: [], migrations: [], apply: async () => undefined });

let db: TestDatabase;
let store: EventStore;
beforeAll(async () => {
  db = await createTestDatabase({ catalogue, migrations: [] });
  await migrate(db.pool, [{ id: 'events', sql: eventStoreSchema }, { id: 'events:2', sql: eventStoreUpgrade }, checkpointMigration, checkpointFailureMigration, ...ticks.migrations]);
  store = new EventStore(db.pool, catalogue);
});
afterAll(() => db.drop());

const tick = (streamId: string, n: number) =>
  store.append([{ streamId, streamType: 'tick', expectedVersion: 0, events: [{ type: 'Ticked', data: { n } }] }], meta);

async function timesApplied(n: number): Promise<number> {
  const result = await db.pool.query<{ times: number }>('select count(*)::int as times from tick_log where n = $1', [n]);
  return result.rows[0]!.times;
}

async function toEnd(moves: CheckpointMoves, projection = ticks) {
  while ((await moves.next(projection, 500)).read > 0);
}

describe('checkpoint moves', () => {
  it('applies each event once although two runners move the same projection', async () => {
    const a = new CheckpointMoves(db.pool, store, logger);
    const b = new CheckpointMoves(db.pool, store, logger);
    await tick('moves-1', 1);
    await toEnd(a);
    await tick('moves-2', 2);
    // b applies the new event and moves the row past it; a still holds where the row was.
    await toEnd(b);
    const third = await tick('moves-3', 3);
    const batch = await a.next(ticks, 500);
    expect(batch.at?.globalPosition).toBe(third.position.globalPosition);
    expect(batch.applied.map((event) => event.data)).toEqual([{ n: 3 }]);
    expect([await timesApplied(1), await timesApplied(2), await timesApplied(3)]).toEqual([1, 1, 1]);
  });

  it('passes spans holding none of its events in memory, stores them when asked, unless the row moved meanwhile', async () => {
    const mine = new CheckpointMoves(db.pool, store, logger);
    await toEnd(mine, quiet);
    const stored = (await readCheckpoints(db.pool)).get('quiet')!;
    const last = await tick('quiet-1', 10);
    const batch = await mine.next(quiet, 500);
    expect([batch.read, batch.at?.globalPosition, batch.applied]).toEqual([1, last.position.globalPosition, []]);
    expect((await readCheckpoints(db.pool)).get('quiet')).toEqual(stored);
    await mine.saveSkipped();
    expect((await readCheckpoints(db.pool)).get('quiet')).toEqual(last.position);

    // Another runner moves the row on: a stale save leaves it, and the next batch starts from the row.
    const later = await tick('quiet-2', 11);
    await mine.next(quiet, 500);
    await toEnd(new CheckpointMoves(db.pool, store, logger), quiet);
    await db.pool.query(`update projection_checkpoints set global_position = global_position + 1000 where name = 'quiet'`);
    await mine.saveSkipped();
    expect((await readCheckpoints(db.pool)).get('quiet')!.globalPosition).toBe(later.position.globalPosition + 1000);
    const reread = await mine.next(quiet, 500);
    expect(reread.at?.globalPosition).toBe(later.position.globalPosition + 1000);
  });
});
