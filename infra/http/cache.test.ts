import { describe, expect, it } from 'vitest';
import { coalesce, VersionedCache } from './cache.js';

describe('coalesced reads', () => {
  it('serves callers that arrive during a run from the next run, never from one that began before them', async () => {
    let runs = 0;
    let value = 0;
    const releases: Array<() => void> = [];
    const read = coalesce(
      () =>
        new Promise<number>((resolve) => {
          runs += 1;
          const seen = value;
          releases.push(() => resolve(seen));
        }),
    );
    const first = read();
    value = 1; // committed after the first run began
    const second = read();
    const third = read();
    releases.shift()!();
    expect(await first).toBe(0);
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    releases.shift()!();
    expect(await second).toBe(1);
    expect(await third).toBe(1);
    expect(runs).toBe(2);
  });

  it('starts afresh after a failed run', async () => {
    let calls = 0;
    const read = coalesce(async () => {
      calls += 1;
      if (calls === 1) throw new Error('lost connection');
      return 'ok';
    });
    await expect(read()).rejects.toThrow('lost connection');
    expect(await read()).toBe('ok');
  });
});

describe('cached JSON entries', () => {
  it('offer a gzip form with a tag of its own for large bodies only', async () => {
    const { gunzipSync } = await import('node:zlib');
    const { jsonEntry } = await import('./cache.js');
    const large = jsonEntry(Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Abaya ${i}` })));
    const gzip = large.gzipped()!;
    expect(JSON.parse(gunzipSync(gzip.body).toString())).toHaveLength(200);
    expect(gzip.body.length).toBeLessThan(large.body.length / 3);
    expect(gzip.etag).not.toBe(large.etag);
    expect(large.gzipped()).toBe(gzip);
    expect(jsonEntry({ small: true }).gzipped()).toBeNull();
  });
});

describe('versioned snapshots', () => {
  /** A read model whose version and contents the test moves, counting the lookups made. */
  function readModel() {
    const state = { version: 1, lookups: 0, loads: 0, local: 0 as number | null };
    return {
      state,
      cache: (recheckMs = 250) =>
        new VersionedCache(
          async () => {
            state.lookups += 1;
            return String(state.version);
          },
          async () => {
            state.loads += 1;
            return { version: String(state.version), snapshot: `contents ${state.version}` };
          },
          () => state.local,
          recheckMs,
        ),
    };
  }

  it('skip the version lookup while this instance leads the read model and has not changed it', async () => {
    const { state, cache: make } = readModel();
    const cache = make();
    expect(cache.peek()).toBeNull();
    expect(await cache.get()).toBe('contents 1');
    expect(cache.peek()).toBe('contents 1');
    expect(await cache.get()).toBe('contents 1');
    expect(state.lookups).toBe(1);
    // A batch committed here: the next read asks and sees it.
    state.version = 2;
    state.local = 1;
    expect(cache.peek()).toBeNull();
    expect(await cache.get()).toBe('contents 2');
    expect(state.lookups).toBe(2);
    expect(state.loads).toBe(2);
  });

  it('look the version up on every read when another instance leads the read model', async () => {
    const { state, cache: make } = readModel();
    state.local = null;
    const cache = make();
    await cache.get();
    state.version = 2;
    expect(await cache.get()).toBe('contents 2');
    expect(state.lookups).toBe(2);
  });

  it('look again after the recheck interval even when nothing moved here (a rebuild may have swapped tables in)', async () => {
    const { state, cache: make } = readModel();
    const cache = make(20);
    await cache.get();
    state.version = 2;
    expect(await cache.get()).toBe('contents 1');
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(await cache.get()).toBe('contents 2');
  });

});
