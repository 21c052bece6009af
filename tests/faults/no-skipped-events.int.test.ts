import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventStoreSchema, systemActor } from '../../events/index.js';
import { createLogger } from '../../infra/logger.js';
import { migrate } from '../../infra/migrate.js';
import { checkpointFailureMigration, checkpointMigration, ProjectionRunner } from '../../projections/index.js';
import { countingProjection, tickCatalogue } from '../support/counting-projection.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { until } from '../support/store-process.js';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase({ catalogue: tickCatalogue, migrations: [] });
  await migrate(db.pool, [{ id: 'events', sql: eventStoreSchema }, checkpointMigration, checkpointFailureMigration, ...countingProjection().migrations]);
});
afterAll(() => db.drop());

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('projections under concurrent, slow and rolled-back writers', () => {
  it('apply every committed event exactly once and none of the rolled-back ones', async () => {
    const runner = new ProjectionRunner(db.pool, db.store, [countingProjection()], db.url, {
      logger: createLogger('error'),
      idlePollMs: 50,
    });
    await runner.start();
    const writers = 12;
    const transactionsEach = 25;
    let rolledBack = 0;
    // A fixed pseudo-random sequence keeps the run repeatable.
    let seed = 42;
    const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);

    try {
      await Promise.all(
        Array.from({ length: writers }, async (_, writer) => {
          for (let t = 0; t < transactionsEach; t++) {
            const client = await db.pool.connect();
            try {
              await client.query('begin');
              await pause(random() * 8);
              await db.store.append(
                [
                  {
                    streamId: `w${writer}-t${t}`,
                    streamType: 'tick',
                    expectedVersion: 0,
                    events: Array.from({ length: 1 + Math.floor(random() * 3) }, (_, k) => ({ type: 'Ticked', data: { n: k } })),
                  },
                ],
                { actor: systemActor, correlationId: 'fault' },
                client,
              );
              // Holding the transaction open lets later positions commit first.
              await pause(random() * 15);
              if (random() < 0.2) {
                rolledBack += 1;
                await client.query('rollback');
              } else {
                await client.query('commit');
              }
            } finally {
              client.release();
            }
          }
        }),
      );
      const committed = await db.pool.query<{ global_position: number }>('select global_position from events order by 1');
      const expected = committed.rows.map((row) => Number(row.global_position));
      await until(async () => {
        const count = await db.pool.query<{ n: number }>('select count(*)::int as n from tick_log');
        return count.rows[0]!.n >= expected.length;
      }, 20_000, 'all events projected');
      await pause(200);
      const applied = await db.pool.query<{ global_position: number }>('select global_position from tick_log order by 1');
      expect(applied.rows.map((row) => Number(row.global_position))).toEqual(expected);
      expect(rolledBack).toBeGreaterThan(0);
      console.log(`no skipped events: ${expected.length} committed events applied once each; ${rolledBack} transactions rolled back`);
    } finally {
      await runner.stop();
    }
  }, 60_000);
});
