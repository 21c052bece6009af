import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemActor } from '../../events/index.js';
import { createLogger } from '../../infra/logger.js';
import { createTestDatabase, type TestDatabase } from '../../tests/support/database.js';
import { rebuildProjection } from '../engine/rebuild.js';
import { ProjectionRunner } from '../engine/runner.js';
import { readStoreSettings, settingsProjection } from './index.js';

let db: TestDatabase;
let runner: ProjectionRunner;

beforeAll(async () => {
  db = await createTestDatabase();
  runner = new ProjectionRunner(db.pool, db.store, [settingsProjection], db.url, { logger: createLogger('error') });
  await runner.start();
});
afterAll(async () => {
  await runner.stop();
  await db.drop();
});

async function feeChanged(value: string) {
  const streamId = 'setting-codFee';
  const append = await db.store.append(
    [
      {
        streamId,
        streamType: 'setting',
        expectedVersion: await db.store.streamVersion(streamId),
        events: [{ type: 'SettingChanged', data: { key: 'codFee', value, changedAt: new Date().toISOString() } }],
      },
    ],
    { actor: systemActor, correlationId: 'test' },
  );
  expect(await runner.waitFor(append.position, append.eventTypes)).toBe(true);
}

describe('settings read model', () => {
  it('reads codFee as "0.00" before it is ever set, then its latest value', async () => {
    expect(await readStoreSettings(db.pool)).toEqual({ codFee: '0.00', returnWindowDays: 14 });
    await feeChanged('15.00');
    await feeChanged('12.50');
    expect(await readStoreSettings(db.pool)).toEqual({ codFee: '12.50', returnWindowDays: 14 });
  });

  it('rebuilds from the log into a table equal to the live one', async () => {
    const result = await rebuildProjection(db.pool, db.store, settingsProjection);
    expect(result.matches).toBe(true);
    expect(await readStoreSettings(db.pool)).toEqual({ codFee: '12.50', returnWindowDays: 14 });
  });
});
