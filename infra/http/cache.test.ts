import { describe, expect, it } from 'vitest';
import { coalesce } from './cache.js';

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
