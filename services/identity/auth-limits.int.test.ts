import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../infra/project-root.js';
import { requestFrom } from '../../tests/support/from-address.js';
import { startTestStore, type TestStore } from '../../tests/support/test-store.js';
import { sweepAuthLimits } from './auth-limits.js';

/**
 * Sign-in and registration limits, with clients told apart by their address: each test sends from its own
 * loopback addresses (127.0.0.x), so the store sees distinct clients and the tests do not share counts.
 */

let store: TestStore;
const registrationsPerHour = 3;

beforeAll(async () => {
  store = await startTestStore({ REGISTER_LIMIT_PER_HOUR: String(registrationsPerHour) });
});
afterAll(() => store.stop());

const login = (from: string, email: string, password: string) =>
  requestFrom(store.url, from, 'POST', '/api/auth/login', { body: { email, password } });

let accounts = 0;
/** A customer account, registered from an address of its own (registrations are limited per address). */
async function account(): Promise<{ email: string; password: string }> {
  accounts += 1;
  const email = `owner-${accounts}@example.com`;
  const password = `right-password-${accounts}`;
  const answer = await requestFrom(store.url, `127.0.3.${accounts}`, 'POST', '/api/auth/register', {
    body: { name: 'Owner', email, password },
  });
  if (answer.status !== 201) throw new Error(`register: ${answer.status} ${answer.text}`);
  return { email, password };
}

const statusCounts = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});

describe('sign-in limits', () => {
  for (const [guesses, from] of [
    [15, '127.0.0.11'],
    [60, '127.0.0.12'],
  ] as const) {
    it(`checks only 5 of ${guesses} parallel wrong guesses for one account against the password; the rest get 429`, async () => {
      const owner = await account();
      const answers = await Promise.all(Array.from({ length: guesses }, () => login(from, owner.email, 'wrong-guess')));
      // A 401 is an answer from the password check; a 429 was refused before it.
      expect(statusCounts(answers.map((answer) => answer.status))).toEqual({ 401: 5, 429: guesses - 5 });
      const refused = answers.find((answer) => answer.status === 429)!;
      expect(refused.body).toMatchObject({ code: 'too_many_attempts', message: expect.stringMatching(/Too many failed login attempts/) });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    });
  }

  it('does not let wrong guesses from one address stop the right password from another', async () => {
    const owner = await account();
    const [attacker, ownerAddress] = ['127.0.0.21', '127.0.0.22'];
    const guesses = await Promise.all(Array.from({ length: 30 }, () => login(attacker, owner.email, 'wrong-guess')));
    expect(statusCounts(guesses.map((answer) => answer.status))).toEqual({ 401: 5, 429: 25 });
    expect((await login(attacker, owner.email, owner.password)).status).toBe(429);

    const ownLogin = await login(ownerAddress, owner.email, owner.password);
    expect(ownLogin.status).toBe(200);
    expect(ownLogin.body).toMatchObject({ email: owner.email });
  });

  it('past the per-account ceiling makes every further attempt wait, doubling; the owner gets in after the wait', async () => {
    const owner = await account();
    // Twenty addresses, one wrong guess each: no address reaches its own limit, the account reaches its ceiling.
    const spread = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login(`127.0.4.${i + 1}`, owner.email, 'wrong-guess')),
    );
    expect(spread.map((answer) => answer.status)).toEqual(Array(20).fill(401));

    // The waits are counted from the account's last attempt; pinned to now, so a slow machine cannot stretch them.
    const asIfJustTried = () =>
      store.db.pool.query(`update auth_limits set last_attempt = now() where key = $1`, [`account:${owner.email}`]);
    await asIfJustTried();
    const tooSoon = await login('127.0.4.100', owner.email, owner.password);
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.params).toEqual({ retryAfterSeconds: 1 });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await login('127.0.4.101', owner.email, 'wrong-guess')).status).toBe(401);
    // One more failure past the ceiling: the next wait is twice as long.
    await asIfJustTried();
    expect((await login('127.0.4.102', owner.email, owner.password)).body.params).toEqual({ retryAfterSeconds: 2 });
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect((await login('127.0.4.102', owner.email, owner.password)).status).toBe(200);
  });

  it('lets the operator clear an account’s counts, so a locked-out owner gets in at once', async () => {
    const owner = await account();
    const from = '127.0.0.41';
    for (let i = 0; i < 5; i++) expect((await login(from, owner.email, 'wrong-guess')).status).toBe(401);
    expect((await login(from, owner.email, owner.password)).status).toBe(429);
    // The operator's command (npm run limits:clear -- <email>), run against the store's database.
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', path.join(projectRoot, 'app/cli/clear-limits.ts'), owner.email.toUpperCase()],
      { cwd: projectRoot, env: { ...process.env, DATABASE_URL: store.db.url, LOG_LEVEL: 'error' }, timeout: 30_000 },
    );
    expect(stdout).toContain(`of ${owner.email}`);
    expect((await login(from, owner.email, owner.password)).status).toBe(200);
  });

  it('gives a right password’s attempt back, so an owner who mistypes now and then is never stopped', async () => {
    const owner = await account();
    const from = '127.0.0.51';
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 4; i++) expect((await login(from, owner.email, 'typo')).status).toBe(401);
      expect((await login(from, owner.email, owner.password)).status).toBe(200);
    }
  });
});

describe('registration limit', () => {
  it(`accepts ${registrationsPerHour} registrations an hour from one address, then answers 429 and writes nothing`, async () => {
    const register = (from: string, email: string) =>
      requestFrom(store.url, from, 'POST', '/api/auth/register', { body: { name: 'Newcomer', email, password: 'secret1' } });
    for (let i = 0; i < registrationsPerHour; i++) expect((await register('127.0.0.61', `new-${i}@example.com`)).status).toBe(201);

    const before = await store.eventCount();
    const refused = await register('127.0.0.61', 'one-too-many@example.com');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'limit_reached', message: expect.stringMatching(/Too many registrations/) });
    expect(refused.body.params.retryAfterSeconds).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBe(refused.body.params.retryAfterSeconds);
    expect(await store.eventCount()).toBe(before);

    // Another address is another client.
    expect((await register('127.0.0.62', 'one-too-many@example.com')).status).toBe(201);
  });
});

describe('sweeping the counts', () => {
  it('drops counts whose window ended long ago and keeps current ones', async () => {
    await store.db.pool.query(
      `insert into auth_limits (key, attempts, window_started, last_attempt) values
         ('client:198.51.100.1', 7, now() - interval '3 hours', now() - interval '3 hours'),
         ('client:198.51.100.2', 7, now() - interval '10 minutes', now())`,
    );
    expect(await sweepAuthLimits(store.db.pool)).toBeGreaterThanOrEqual(1);
    const { rows } = await store.db.pool.query<{ key: string }>(`select key from auth_limits where key like 'client:198.51.100.%'`);
    expect(rows.map((row) => row.key)).toEqual(['client:198.51.100.2']);
  });
});
