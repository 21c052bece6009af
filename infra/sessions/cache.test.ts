import { describe, expect, it } from 'vitest';
import { SessionCache, type CachedUser } from './cache.js';

const user = (id: string): CachedUser => ({ id, email: `${id}@example.com`, role: 'customer' });

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

function heardCache() {
  const cache = new SessionCache({ ttlMs: 60_000, max: 100 });
  cache.setEnabled(true);
  return cache;
}

describe('session cache', () => {
  it('asks the database once for a session, however many requests need it at the same time or after', async () => {
    const cache = heardCache();
    let loads = 0;
    const load = async () => {
      loads += 1;
      return user('u1');
    };
    await Promise.all([cache.get('s1', load), cache.get('s1', load), cache.get('s1', load)]);
    expect(await cache.get('s1', load)).toEqual(user('u1'));
    expect(loads).toBe(1);
  });

  it("knows a new account's session without asking (its read model may not show her yet), until it ends", async () => {
    const cache = heardCache();
    cache.prime('s1', user('u1'));
    let loads = 0;
    const load = async () => {
      loads += 1;
      return null;
    };
    expect(await cache.get('s1', load)).toEqual(user('u1'));
    expect(loads).toBe(0);
    cache.evictUser('u1');
    expect(await cache.get('s1', load)).toBeNull();
    // While endings may be missed nothing is kept, primed sessions neither.
    const deaf = new SessionCache({ ttlMs: 60_000, max: 100 });
    deaf.prime('s2', user('u2'));
    expect(await deaf.get('s2', load)).toBeNull();
  });

  it('forgets an ended session at once, and a lookup under way when it ended does not bring it back', async () => {
    const cache = heardCache();
    const slow = deferred<CachedUser | null>();
    const pending = cache.get('s1', () => slow.promise);
    cache.evictSession('s1');
    slow.resolve(user('u1'));
    await pending;
    let loads = 0;
    expect(
      await cache.get('s1', async () => {
        loads += 1;
        return null;
      }),
    ).toBeNull();
    expect(loads).toBe(1);
  });

  it("forgets every session of a user whose sessions ended, and keeps other users'", async () => {
    const cache = heardCache();
    await cache.get('a1', async () => user('a'));
    await cache.get('a2', async () => user('a'));
    await cache.get('b1', async () => user('b'));
    cache.evictUser('a');
    const asked: string[] = [];
    const load = async (sessionId: string) => {
      asked.push(sessionId);
      return null;
    };
    for (const sessionId of ['a1', 'a2', 'b1']) await cache.get(sessionId, load);
    expect(asked).toEqual(['a1', 'a2']);
  });

  it('keeps nothing while endings cannot be heard', async () => {
    const cache = new SessionCache({ ttlMs: 60_000, max: 100 });
    let loads = 0;
    const load = async () => {
      loads += 1;
      return user('u1');
    };
    await cache.get('s1', load);
    await cache.get('s1', load);
    expect(loads).toBe(2);
    cache.setEnabled(true);
    await cache.get('s1', load);
    cache.setEnabled(false);
    await cache.get('s1', load);
    expect(loads).toBe(4);
  });
});
