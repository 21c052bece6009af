import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemActor, type EventStore } from '../../events/index.js';
import { createLogger } from '../../infra/logger.js';
import { migrate } from '../../infra/migrate.js';
import { tickCatalogue } from '../../tests/support/counting-projection.js';
import { createTestDatabase, type TestDatabase } from '../../tests/support/database.js';
import { checkpointMigration } from './checkpoints.js';
import { checkpointFailureMigration, ProjectionEventError, readFailures } from './failures.js';
import { defineProjection, type Projection } from './projection.js';
import { rebuildProjection } from './rebuild.js';
import { ProjectionRunner } from './runner.js';

/** Ticks kept in a smallint: a tick of 40,000 is an event this read model cannot apply until its column is widened. */
const stamps = defineProjection({
  name: 'stamps',
  handles: ['Ticked'],
  tables: ['stamp_log'],
  migrations: [{ id: 'test:stamps:1', sql: 'create table stamp_log (global_position bigint primary key, n smallint not null)' }],
  async apply(client, events) {
    await client.query(
      `insert into stamp_log (global_position, n) select p, n from unnest($1::bigint[], $2::int[]) as t(p, n)`,
      [events.map((event) => event.globalPosition), events.map((event) => (event.data as { n: number }).n)],
    );
  },
});

/** The same, filled inside the database on a rebuild (Projection.fromLog). */
const stampsFromLog: Projection = {
  ...stamps,
  async fromLog(client) {
    await client.query(`insert into stamp_log select global_position, (data->>'n')::int from events where type = 'Ticked'`);
  },
};

const lines: Array<{ msg: string; level: string }> = [];
const logger = createLogger('info', { destination: { write: (line: string) => void lines.push(JSON.parse(line)) } });
const saying = (msg: string) => lines.filter((line) => line.msg === msg);
const meta = { actor: systemActor, correlationId: 'test' };
let db: TestDatabase;
let store: EventStore;

beforeAll(async () => {
  db = await createTestDatabase({ catalogue: tickCatalogue, migrations: [] });
  await migrate(db.pool, [
    { id: 'events', sql: (await import('../../events/schema.js')).eventStoreSchema },
    checkpointMigration,
    checkpointFailureMigration,
    ...stamps.migrations,
  ]);
  store = db.store;
});
afterAll(() => db.drop());

async function until(check: () => Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const stamped = async () => (await db.pool.query<{ n: number }>('select n from stamp_log order by global_position')).rows.map((row) => row.n);
const checkpoint = async () =>
  (await db.pool.query<{ p: number }>(`select global_position as p from projection_checkpoints where name = 'stamps'`)).rows[0]?.p;
const schemas = async () =>
  (await db.pool.query<{ name: string }>(`select nspname as name from pg_namespace where nspname like 'rebuild_%'`)).rows.map((row) => row.name);

describe('a projection that cannot apply an event', () => {
  let positions: number[];

  it('keeps the events of the batch before it, stops just before it, is logged once, lets no read wait, and resumes there after a fix', async () => {
    const appended = await store.append(
      [{ streamId: 'ticks-1', streamType: 'tick', expectedVersion: 0, events: [1, 2, 40_000, 4, 5].map((n) => ({ type: 'Ticked', data: { n } })) }],
      meta,
    );
    const last = appended.position.globalPosition;
    positions = [last - 4, last - 3, last - 2, last - 1, last];
    const runner = new ProjectionRunner(db.pool, store, [stamps], db.url, { logger, idlePollMs: 50, leaderCheckMs: 100 });
    await runner.start();
    try {
      await until(async () => (await readFailures(db.pool)).has('stamps'), 10_000, 'the stop to be recorded');
      expect(await stamped()).toEqual([1, 2]);
      expect(await checkpoint()).toBe(positions[1]);
      const failure = (await readFailures(db.pool)).get('stamps')!;
      expect(failure).toMatchObject({ event: { position: positions[2], type: 'Ticked', streamId: 'ticks-1' }, checkpoint: positions[1] });
      expect(failure.error).toBe('smallint out of range');
      expect(runner.failing(['stamps'])).toBe(true);

      const started = Date.now();
      expect(await runner.waitToRead(appended.position, ['stamps'], 5000)).toBe(false);
      expect(Date.now() - started).toBeLessThan(500);

      // Polled every 50 ms, tried again after 1 s: still one line, and the checkpoint where it was.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(saying('projection stopped')).toHaveLength(1);
      expect(await checkpoint()).toBe(positions[1]);

      await db.pool.query('alter table stamp_log alter column n type integer');
      await until(async () => (await stamped()).length === 5, 10_000, 'the projection to resume');
      expect(await stamped()).toEqual([1, 2, 40_000, 4, 5]);
      await until(async () => !(await readFailures(db.pool)).has('stamps'), 2000, 'the stop to be cleared');
      expect(runner.failing(['stamps'])).toBe(false);
      expect(saying('projection resumed')).toHaveLength(1);
      expect(await runner.waitToRead(appended.position, ['stamps'], 5000)).toBe(true);
    } finally {
      await runner.stop();
    }
  }, 30_000);

  it('ends a rebuild with the event it cannot apply, in the shared pass or filled inside the database, keeping nothing of it', async () => {
    for (const projection of [stamps, stampsFromLog]) {
      const error = await rebuildProjection(db.pool, store, projection).then(
        () => null,
        (failed: unknown) => failed,
      );
      expect(error).toBeInstanceOf(ProjectionEventError);
      expect((error as ProjectionEventError).failure).toMatchObject({
        projection: 'stamps',
        event: { position: positions[2], type: 'Ticked' },
        error: 'smallint out of range',
      });
      expect((error as Error).message).toBe(
        `The stamps read model cannot apply event ${positions[2]} (Ticked, stream ticks-1): smallint out of range`,
      );
      expect(await schemas()).toEqual([]);
      // The live read model is untouched.
      expect(await stamped()).toEqual([1, 2, 40_000, 4, 5]);
    }
  }, 30_000);
});
