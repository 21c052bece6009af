import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemActor } from '../../events/index.js';
import { createLogger } from '../../infra/logger.js';
import { createTestDatabase, type TestDatabase } from '../../tests/support/database.js';
import { rebuildProjection } from '../engine/rebuild.js';
import { ProjectionRunner } from '../engine/runner.js';
import { findUserByEmail, usersProjection } from './index.js';

let db: TestDatabase;
let runner: ProjectionRunner;

beforeAll(async () => {
  db = await createTestDatabase();
  runner = new ProjectionRunner(db.pool, db.store, [usersProjection], db.url, { logger: createLogger('error') });
  await runner.start();
});
afterAll(async () => {
  await runner.stop();
  await db.drop();
});

async function registered(email: string, role: 'customer' | 'admin' = 'customer') {
  const userId = randomUUID();
  const append = await db.store.append(
    [
      {
        streamId: `user-${userId}`,
        streamType: 'user',
        expectedVersion: 0,
        events: [
          {
            type: 'UserRegistered',
            data: { userId, email, name: `Name of ${email}`, passwordHash: 'hash', role, registeredAt: '2026-01-02T03:04:05.000Z' },
          },
        ],
      },
    ],
    { actor: systemActor, correlationId: 'test' },
  );
  await runner.waitFor(append.position, append.eventTypes);
  return userId;
}

describe('users read model', () => {
  it('finds a registered user by email whatever its case, with role and creation time', async () => {
    const id = await registered('Noor.Ahmed@Example.com');
    expect(await findUserByEmail(db.pool, '  noor.ahmed@example.COM ')).toEqual({
      id,
      email: 'Noor.Ahmed@Example.com',
      name: 'Name of Noor.Ahmed@Example.com',
      role: 'customer',
      passwordHash: 'hash',
      createdAt: '2026-01-02T03:04:05+00:00',
    });
  });

  it('rebuilds from the log into tables equal to the live ones, while serving', async () => {
    for (let i = 0; i < 20; i++) await registered(`shopper${i}@example.com`);
    const progress: number[] = [];
    const result = await rebuildProjection(db.pool, db.store, usersProjection, {
      batchSize: 7,
      onProgress: (step) => progress.push(step.read),
    });
    expect(result.matches).toBe(true);
    expect(result.differences).toEqual({ users: 0 });
    expect(progress.length).toBeGreaterThan(2);
    expect(await findUserByEmail(db.pool, 'shopper7@example.com')).not.toBeNull();
  });

  it('reports a live table that drifted from the log and restores it', async () => {
    await registered('drift@example.com');
    await db.pool.query(`delete from users where email = 'drift@example.com'`);
    const result = await rebuildProjection(db.pool, db.store, usersProjection);
    expect(result.matches).toBe(false);
    expect(result.differences.users).toBe(1);
    expect(await findUserByEmail(db.pool, 'drift@example.com')).not.toBeNull();
    // Projection keeps running on the swapped-in table.
    await registered('after-rebuild@example.com');
    expect(await findUserByEmail(db.pool, 'after-rebuild@example.com')).not.toBeNull();
  });
});
