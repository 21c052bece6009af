import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../infra/logger.js';
import { startTestStore, type TestStore } from '../../tests/support/test-store.js';
import { eraseInactiveCustomers, personalDataRetentionQueue, personalDataRetentionSchedule, retentionReason } from './retention.js';

let store: TestStore;

beforeAll(async () => {
  store = await startTestStore();
}, 60_000);
afterAll(() => store.stop());

const years = (from: Date, count: number) => new Date(from.getTime() + count * 365.25 * 24 * 60 * 60 * 1000);

describe('the retention rules', () => {
  it('erase only the customers with no order and no sign-in for the years set; staff are kept', async () => {
    const admin = await store.login();
    const me = async (cookie: string) => (await store.request('GET', '/api/auth/me', { cookie })).body.id as string;
    const inactive = await me(await store.customer());
    const active = await me(await store.customer());
    await store.settled();
    const deps = { store: store.db.store, pool: store.db.pool, logger: createLogger('error') };

    // Six years on, with the default of five: she signed in a year before then; the other was never seen again.
    const now = years(new Date(), 6);
    await store.db.pool.query('update sign_ins set last_signed_in_at = $2 where user_id = $1', [active, years(now, -1)]);
    expect(await eraseInactiveCustomers(deps, years(new Date(), 4))).toEqual([]);
    expect(await eraseInactiveCustomers(deps, now)).toEqual([inactive]);

    const erasure = await store.db.store.readStream(`user-${inactive}`);
    expect(erasure.at(-1)).toMatchObject({
      type: 'PersonalDataErased',
      data: { userId: inactive, by: 'retention', reason: retentionReason(5), erasedAt: now.toISOString() },
    });
    await expect
      .poll(async () => (await store.db.pool.query('select id from users where erased_at is not null')).rows.map((row) => row.id))
      .toEqual([inactive]);
    const kept = await store.db.pool.query<{ role: string; email: string }>(
      'select role, email from users where id = any($1::uuid[])', [[active, await me(admin)]]);
    expect(kept.rows.map((row) => row.role).sort()).toEqual(['admin', 'customer']);
    expect(kept.rows.every((row) => row.email.includes('@'))).toBe(true);

    // A longer setting keeps her: seven years are not over yet.
    expect((await store.request('POST', '/api/admin/settings', { cookie: admin, body: { key: 'personalDataRetentionYears', value: 7 } })).status).toBe(200);
    await store.settled();
    await store.db.pool.query('update sign_ins set last_signed_in_at = $2 where user_id = $1', [active, years(new Date(), -1)]);
    expect(await eraseInactiveCustomers(deps, now)).toEqual([]);
    expect(await eraseInactiveCustomers(deps, years(new Date(), 8))).toEqual([active]);
  }, 60_000);

  it('run once a day, scheduled by the store as it starts', async () => {
    const { rows } = await store.db.pool.query<{ cron: string }>('select cron from pgboss.schedule where name = $1', [personalDataRetentionQueue]);
    expect(rows).toEqual([{ cron: personalDataRetentionSchedule }]);
    expect(personalDataRetentionSchedule).toMatch(/^\d+ \d+ \* \* \*$/);
  });
});
