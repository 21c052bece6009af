import { describe, expect, it } from 'vitest';
import { Busy } from '../errors.js';
import { WorkQueue } from './work-queue.js';

const busy = () => new Busy('Busy', 'images_busy', 2);

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('a work queue', () => {
  it('runs at most its concurrency at once, the others in the order they came', async () => {
    const queue = new WorkQueue(2, 10, busy);
    const gates = [gate(), gate(), gate(), gate()];
    const started: number[] = [];
    const done = gates.map((g, index) => queue.run(async () => (started.push(index), await g.opened, index)));
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(queue.load).toEqual({ running: 2, waiting: 2 });
    gates[1]!.open();
    await done[1];
    expect(started).toEqual([0, 1, 2]);
    for (const g of gates) g.open();
    expect(await Promise.all(done)).toEqual([0, 1, 2, 3]);
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
  });

  it('turns a job past the waiting line away at once, without running it', async () => {
    const queue = new WorkQueue(1, 1, busy);
    const g = gate();
    const first = queue.run(() => g.opened);
    const second = queue.run(() => g.opened);
    let ran = false;
    await expect(queue.run(async () => (ran = true))).rejects.toBeInstanceOf(Busy);
    expect(ran).toBe(false);
    g.open();
    await Promise.all([first, second]);
    expect(await queue.run(async () => 'free again')).toBe('free again');
  });

  it('frees the place of a job that failed', async () => {
    const queue = new WorkQueue(1, 0, busy);
    await expect(queue.run(() => Promise.reject(new Error('bad image')))).rejects.toThrow('bad image');
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
    expect(await queue.run(async () => 1)).toBe(1);
  });
});
