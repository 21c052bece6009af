import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EventCatalogue, EventStore, defineEvent, eventStoreSchema, eventStoreUpgrade, systemActor } from '../../events/index.js';
import { createLogger } from '../../infra/logger.js';
import { migrate } from '../../infra/migrate.js';
import { countingProjection, Ticked } from '../../tests/support/counting-projection.js';
import { createTestDatabase, type TestDatabase } from '../../tests/support/database.js';
import { checkpointMigration, readCheckpoints } from './checkpoints.js';
import { checkpointFailureMigration } from './failures.js';
import { defineProjection } from './projection.js';
import { ProjectionRunner } from './runner.js';

const Tocked = defineEvent('Tocked', z.object({ n: z.number().int() }));
const catalogue = new EventCatalogue([Ticked, Tocked]);
const logger = createLogger('error');
const meta = { actor: systemActor, correlationId: 'test' };

/** Handles an event type nobody appends here: every span of this log holds nothing for it. */
const quietProjection = defineProjection({
  name: 'quiet',
  handles: ['Tocked'],
  // Named so that writes wait for it; never created, since nothing reaches it.
  tables: ['quiet_nothing'],
  migrations: [],
  async apply() {
    throw new Error('nothing to apply');
  },
});

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase({ catalogue, migrations: [] });
  await migrate(db.pool, [
    { id: 'events', sql: eventStoreSchema },
    { id: 'events:2', sql: eventStoreUpgrade },
    checkpointMigration, checkpointFailureMigration, ...countingProjection().migrations]);
});
afterAll(() => db.drop());

const tick = (store: EventStore, streamId: string, n: number) =>
  store.append([{ streamId, streamType: 'tick', expectedVersion: 0, events: [{ type: 'Ticked', data: { n } }] }], meta);

async function ticksApplied(): Promise<Map<number, number>> {
  const rows = await db.pool.query<{ n: number; times: number }>('select n, count(*)::int as times from tick_log group by n');
  return new Map(rows.rows.map((row) => [row.n, row.times]));
}

describe('what the projection runner costs', () => {
  it('passes spans holding none of a projection’s events without writing, and stores where it got to later', async () => {
    const runner = new ProjectionRunner(db.pool, db.store, [countingProjection(), quietProjection], db.url, {
      logger,
      leaderCheckMs: 60_000,
      idlePollMs: 20,
    });
    await runner.start();
    let last;
    try {
      for (let n = 1; n <= 20; n++) last = await tick(db.store, `spans-${n}`, n);
      expect(await runner.waitFor(last!.position, last!.eventTypes)).toBe(true);
      expect(await runner.waitFor(last!.position, ['Tocked'])).toBe(true);
      // Moved in memory only: its stored checkpoint has not followed the log.
      const stored = await readCheckpoints(db.pool);
      expect(stored.get('ticks')!.globalPosition).toBe(last!.position.globalPosition);
      expect(stored.get('quiet')?.globalPosition ?? 0).toBeLessThan(last!.position.globalPosition);
    } finally {
      await runner.stop();
    }
    expect((await readCheckpoints(db.pool)).get('quiet')!.globalPosition).toBe(last!.position.globalPosition);
  });

  it('reads a batch again under the lock when another runner moved the checkpoint, applying nothing twice', async () => {
    // Appends through a store of its own wake no runner here: each runner looks only when told to.
    const writer = new EventStore(db.pool, catalogue);
    const leader = new ProjectionRunner(db.pool, db.store, [countingProjection()], db.url, {
      logger,
      leaderCheckMs: 60_000,
      idlePollMs: 60_000,
    });
    await leader.start();
    try {
      await leader.drain();
      expect(leader.leading()).toEqual(['ticks']);
      await tick(writer, 'moved-1', 1001);
      // Another instance applies the first event and moves the checkpoint past it.
      await new ProjectionRunner(db.pool, writer, [countingProjection()], db.url, { logger, lead: false }).drain();
      const second = await tick(writer, 'moved-2', 1002);
      expect(await leader.waitFor(second.position, second.eventTypes)).toBe(true);
      const applied = await ticksApplied();
      expect([applied.get(1001), applied.get(1002)]).toEqual([1, 1]);
    } finally {
      await leader.stop();
    }
  });

  it('sends wake-up notifications only while another instance is running', async () => {
    const listener = new pg.Client({ connectionString: db.url });
    await listener.connect();
    let heard = 0;
    listener.on('notification', () => (heard += 1));
    await listener.query('listen store_events');
    const options = { logger, leaderCheckMs: 50, idlePollMs: 60_000 };
    const alone = new ProjectionRunner(db.pool, db.store, [countingProjection()], db.url, options);
    await alone.start();
    let other: ProjectionRunner | undefined;
    try {
      await new Promise((resolve) => setTimeout(resolve, 150));
      for (let n = 0; n < 5; n++) await tick(db.store, `alone-${n}`, 2000 + n);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(heard).toBe(0);

      other = new ProjectionRunner(db.pool, db.store, [countingProjection()], db.url, options);
      await other.start();
      await new Promise((resolve) => setTimeout(resolve, 150));
      await tick(db.store, 'together', 3000);
      const deadline = Date.now() + 2000;
      while (heard === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(heard).toBeGreaterThan(0);
    } finally {
      await other?.stop();
      await alone.stop();
      await listener.end();
    }
  });

  it('answers a write without waiting for a projection that keeps no tables (a reactor)', async () => {
    let reacted = 0;
    const slowReactor = defineProjection({
      name: 'slow_reactor',
      handles: ['Ticked'],
      tables: [],
      migrations: [],
      async apply(_client, events) {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        reacted += events.length;
      },
    });
    const runner = new ProjectionRunner(db.pool, db.store, [countingProjection(), slowReactor], db.url, { logger });
    await runner.start();
    try {
      await new Promise((resolve) => setTimeout(resolve, 1600));
      const before = reacted;
      const append = await tick(db.store, 'reactor-1', 4000);
      const started = Date.now();
      expect(await runner.waitFor(append.position, append.eventTypes)).toBe(true);
      expect(Date.now() - started).toBeLessThan(1000);
      expect((await ticksApplied()).get(4000)).toBe(1);
      expect(reacted).toBe(before);
    } finally {
      await runner.stop();
    }
  });
});
