import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemActor, type EventStore } from '../../events/index.js';
import { createLogger } from '../../infra/logger.js';
import { migrate } from '../../infra/migrate.js';
import { projectRoot } from '../../infra/project-root.js';
import { countingProjection, tickCatalogue } from '../../tests/support/counting-projection.js';
import { createTestDatabase, type TestDatabase } from '../../tests/support/database.js';
import { checkpointMigration } from './checkpoints.js';
import { checkpointFailureMigration } from './failures.js';
import { ProjectionRunner } from './runner.js';

const logger = createLogger('error');
const meta = { actor: systemActor, correlationId: 'test' };
let db: TestDatabase;
let store: EventStore;

beforeAll(async () => {
  db = await createTestDatabase({ catalogue: tickCatalogue, migrations: [] });
  await migrate(db.pool, [
    { id: 'events', sql: (await import('../../events/schema.js')).eventStoreSchema },
    checkpointMigration,
    checkpointFailureMigration,
    ...countingProjection().migrations,
  ]);
  store = db.store;
});
afterAll(() => db.drop());

async function tick(count: number, streamPrefix: string) {
  for (let i = 0; i < count; i += 50) {
    const events = Array.from({ length: Math.min(50, count - i) }, (_, k) => ({ type: 'Ticked', data: { n: i + k } }));
    await store.append([{ streamId: `${streamPrefix}-${i}`, streamType: 'tick', expectedVersion: 0, events }], meta);
  }
}

async function tickLog() {
  const result = await db.pool.query<{ total: number; distinct: number }>(
    'select count(*)::int as total, count(distinct global_position)::int as distinct from tick_log',
  );
  return result.rows[0]!;
}

async function until(check: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function startProjectionProcess(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(projectRoot, 'tests/support/run-counting-projection.ts')], {
    env: { ...process.env, DATABASE_URL: db.url },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout!.once('data', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`projection process exited with ${code}`)));
  });
}

describe('projection runner', () => {
  it('neither loses nor repeats an event when its process is killed mid-stream', async () => {
    const total = 600;
    await tick(total, 'crash');
    const first = await startProjectionProcess();
    await until(async () => (await tickLog()).total >= 100, 20_000);
    first.kill('SIGKILL');
    await new Promise((resolve) => first.once('exit', resolve));
    const atKill = (await tickLog()).total;
    expect(atKill).toBeLessThan(total);

    const second = await startProjectionProcess();
    try {
      await until(async () => (await tickLog()).total >= total, 30_000);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await tickLog()).toEqual({ total, distinct: total });
    } finally {
      second.kill('SIGKILL');
      await new Promise((resolve) => second.once('exit', resolve));
    }
  }, 60_000);

  it('answers a waiting write once the projection shows it (read-your-writes)', async () => {
    const runner = new ProjectionRunner(db.pool, store, [countingProjection()], db.url, { logger });
    await runner.start();
    try {
      const append = await store.append(
        [{ streamId: 'ryw-1', streamType: 'tick', expectedVersion: 0, events: [{ type: 'Ticked', data: { n: -1 } }] }],
        meta,
      );
      expect(await runner.waitFor(append.position, append.eventTypes)).toBe(true);
      const row = await db.pool.query('select 1 from tick_log where global_position = $1', [append.position.globalPosition]);
      expect(row.rowCount).toBe(1);
    } finally {
      await runner.stop();
    }
  });

  it('runs each projection on one instance only and hands over when the leader stops', async () => {
    const options = { logger, leaderCheckMs: 100, idlePollMs: 50 };
    const a = new ProjectionRunner(db.pool, store, [countingProjection()], db.url, options);
    const b = new ProjectionRunner(db.pool, store, [countingProjection()], db.url, options);
    await a.start();
    await b.start();
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect([...a.leading(), ...b.leading()]).toEqual(['ticks']);
      const [leader, follower] = a.leading().length ? [a, b] : [b, a];
      const before = (await tickLog()).total;
      await leader.stop();
      const stoppedAt = Date.now();
      await until(async () => follower.leading().includes('ticks'), 5000);
      expect(Date.now() - stoppedAt).toBeLessThan(5000);
      await tick(10, 'handover');
      await until(async () => (await tickLog()).total === before + 10, 5000);
      expect(await tickLog()).toMatchObject({ total: before + 10, distinct: before + 10 });
    } finally {
      await a.stop();
      await b.stop();
    }
  });
});
