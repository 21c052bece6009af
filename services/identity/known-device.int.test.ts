import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestFrom, sessionCookieOf, type AddressedResponse } from '../../tests/support/from-address.js';
import { startTestStore, type TestStore } from '../../tests/support/test-store.js';
import { clearAuthLimits } from './auth-limits.js';
import { loginLimits } from './login-throttle.js';

/**
 * Strangers' guesses cannot keep an owner out of a browser she signed in from before (ADR 063). Clients are told
 * apart by their loopback address (127.x.y.z), each test using addresses of its own.
 */

let store: TestStore;
beforeAll(async () => {
  store = await startTestStore();
});
afterAll(() => store.stop());

const login = (from: string, email: string, password: string, cookie?: string) =>
  requestFrom(store.url, from, 'POST', '/api/auth/login', { body: { email, password }, cookie });

/** The `known_device=...` pair a sign-in's answer set, to send back as a Cookie header. */
function knownDeviceOf(answer: AddressedResponse): string {
  const cookie = ([] as string[]).concat(answer.headers['set-cookie'] ?? []).find((line) => line.startsWith('known_device='));
  if (!cookie) throw new Error(`no known-device cookie in the answer (status ${answer.status})`);
  return cookie.split(';')[0]!;
}

let accounts = 0;
/** A customer who registered and signed in once from her own address: her browser's known-device cookie. */
async function owner(): Promise<{ email: string; password: string; home: string; device: string; signIn: AddressedResponse }> {
  accounts += 1;
  const home = `127.0.20.${accounts}`;
  const email = `device-owner-${accounts}@example.com`;
  const password = `right-password-${accounts}`;
  const registered = await requestFrom(store.url, home, 'POST', '/api/auth/register', {
    body: { name: 'Owner', email, password },
  });
  if (registered.status !== 201) throw new Error(`register: ${registered.status} ${registered.text}`);
  // Carrying the registration's position, the sign-in finds her in the read model.
  const signIn = await requestFrom(store.url, home, 'POST', '/api/auth/login', {
    body: { email, password },
    headers: { 'x-log-position': String(registered.headers['x-log-position']) },
  });
  expect(signIn.status).toBe(200);
  return { email, password, home, device: knownDeviceOf(signIn), signIn };
}

const statuses = (answers: AddressedResponse[]) => answers.map((answer) => answer.status);
const count = (values: number[], status: number) => values.filter((value) => value === status).length;

/** The reported attack: 5 wrong guesses from each of 8 addresses at once (`127.0.<block>.1` to `.8`). */
async function eightAddressAttack(email: string, block: number): Promise<number[]> {
  const guesses = Array.from({ length: 8 }, (_, address) =>
    Array.from({ length: 5 }, () => login(`127.0.${block}.${address + 1}`, email, 'wrong-guess')),
  ).flat();
  const answered = statuses(await Promise.all(guesses));
  expect(answered.every((status) => status === 401 || status === 429)).toBe(true);
  // The account reached its ceiling: from now on every device it has not signed in from waits.
  expect(count(answered, 401)).toBeGreaterThanOrEqual(loginLimits.accountCeiling);
  return answered;
}

/** The account's wait counted from now, so the check right after sees it running however slow the machine is. */
const asIfJustGuessed = (email: string) =>
  store.db.pool.query(`update auth_limits set last_attempt = now() where key = $1`, [`account:${email}`]);

function expectThrottled(answer: AddressedResponse) {
  expect(answer.status).toBe(429);
  expect(answer.body).toMatchObject({ code: 'too_many_attempts', message: expect.stringMatching(/Too many failed login attempts/) });
  expect(answer.body.params.retryAfterSeconds).toBeGreaterThan(0);
  expect(Number(answer.headers['retry-after'])).toBe(answer.body.params.retryAfterSeconds);
}

describe('the known-device cookie', () => {
  it('is set on a successful sign-in: httpOnly, SameSite=Strict, for the API, kept a year', async () => {
    const { email, signIn } = await owner();
    const cookie = ([] as string[]).concat(signIn.headers['set-cookie'] ?? []).find((line) => line.startsWith('known_device='))!;
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    expect(cookie).toMatch(/; Path=\/api(;|$)/);
    expect(Number(/Max-Age=(\d+)/.exec(cookie)?.[1])).toBe(365 * 24 * 60 * 60);
    // A wrong password marks nothing.
    const wrong = await login('127.0.21.1', email, 'wrong-guess');
    expect(([] as string[]).concat(wrong.headers['set-cookie'] ?? []).some((line) => line.startsWith('known_device='))).toBe(false);
  });
});

describe('an owner under attack from many addresses', () => {
  it('signs in from her known device after 8 addresses guessed 5 times each; an unknown device still waits', async () => {
    const her = await owner();
    await eightAddressAttack(her.email, 30);
    await asIfJustGuessed(her.email);

    // From her browser: from her own address, from a new one, and even from an address that used up its guesses.
    for (const from of [her.home, '127.0.31.1', '127.0.30.1']) {
      const answer = await login(from, her.email, her.password, her.device);
      expect(answer.status, `from ${from}`).toBe(200);
      expect(answer.body).toMatchObject({ email: her.email });
      expect(sessionCookieOf(answer)).toMatch(/^session=/);
    }

    // A ninth address without the cookie (a new phone, or the attacker with her password list) is throttled as before.
    await asIfJustGuessed(her.email);
    expectThrottled(await login('127.0.31.9', her.email, her.password));
  });

  it('gets in from her known device every time while rotating addresses keep guessing every 0.2 s', async () => {
    const her = await owner();
    await eightAddressAttack(her.email, 32);
    await asIfJustGuessed(her.email);

    let polling = true;
    let next = 1;
    const attacker = (async () => {
      const answers: number[] = [];
      while (polling) {
        // Each poll from an address not seen before, so no per-address limit ever stops it.
        answers.push((await login(`127.0.33.${next++}`, her.email, 'wrong-guess')).status);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      return answers;
    })();

    const known: number[] = [];
    const unknown: number[] = [];
    for (let attempt = 0; attempt < 8; attempt++) {
      known.push((await login('127.0.34.1', her.email, her.password, her.device)).status);
      unknown.push((await login(`127.0.35.${attempt + 1}`, her.email, her.password)).status);
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    polling = false;
    const guesses = await attacker;

    expect(guesses.length).toBeGreaterThan(5);
    expect(guesses.every((status) => status === 401 || status === 429)).toBe(true);
    expect(known).toEqual(Array(8).fill(200));
    // Without the cookie she is judged with the attacker, by the account's wait.
    expect(count(unknown, 429)).toBeGreaterThan(0);
  });
});

describe('a known-device cookie cannot be used to guess past the limits', () => {
  it('counts a wrong password from the device against that device: 5 of parallel guesses reach the password', async () => {
    const her = await owner();
    // A stolen cookie, tried 12 times at once from the thief's address.
    const answers = statuses(await Promise.all(Array.from({ length: 12 }, () => login('127.0.40.1', her.email, 'wrong-guess', her.device))));
    expect({ 401: count(answers, 401), 429: count(answers, 429) }).toEqual({ 401: loginLimits.perKnownDevice, 429: 12 - loginLimits.perKnownDevice });
    // The device is done for its window, right password or not, whatever address it comes from.
    expectThrottled(await login('127.0.40.2', her.email, her.password, her.device));

    // Its failures are its own: the owner's other devices are not slowed by them.
    expect((await login('127.0.41.1', her.email, her.password)).status).toBe(200);
    // And the operator's clearing of the account forgets them too.
    await clearAuthLimits(store.db.pool, her.email);
    expect((await login('127.0.40.2', her.email, her.password, her.device)).status).toBe(200);
  });

  it('gives nothing to a forged cookie, nor to one earned by another account', async () => {
    const her = await owner();
    const attacker = await owner();
    await eightAddressAttack(her.email, 42);

    const value = her.device.slice('known_device='.length);
    const forged = `known_device=${value.slice(0, -2)}${value.endsWith('AA') ? 'BB' : 'AA'}`;
    const madeUp = `known_device=${'A'.repeat(22)}.${'B'.repeat(43)}`;
    for (const cookie of [forged, madeUp, attacker.device]) {
      await asIfJustGuessed(her.email);
      expectThrottled(await login('127.0.43.1', her.email, her.password, cookie));
    }
    expect((await login('127.0.43.2', her.email, her.password, her.device)).status).toBe(200);
  });

  it('forgets every device marked with the old password when she sets a new one, but the one she set it from', async () => {
    const her = await owner();
    // A second browser of hers, where she changes her password.
    const second = await login('127.0.50.2', her.email, her.password);
    const changed = await requestFrom(store.url, '127.0.50.2', 'POST', '/api/account/password', {
      cookie: `${sessionCookieOf(second)}; ${knownDeviceOf(second)}`,
      body: { currentPassword: her.password, newPassword: 'new-password-1' },
    });
    expect(changed.status).toBe(204);
    const secondDevice = knownDeviceOf(changed);
    // Carrying the change's position, this read returns once the read models hold the new password.
    const settled = await requestFrom(store.url, '127.0.50.2', 'GET', '/api/health', {
      headers: { 'x-log-position': String(changed.headers['x-log-position']) },
    });
    expect(settled.headers['x-log-position-reached']).toBeUndefined();

    await eightAddressAttack(her.email, 51);
    await asIfJustGuessed(her.email);
    expectThrottled(await login('127.0.52.1', her.email, 'new-password-1', her.device));
    expect((await login('127.0.52.2', her.email, 'new-password-1', secondDevice)).status).toBe(200);
  });
});
