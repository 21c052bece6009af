import { describe, expect, it } from 'vitest';
import { CoalescedNotify, parseProgress, progressEntry } from './notify.js';

const tick = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));

describe('coalesced notifications', () => {
  it('sends one notification for all that was added within a short window, the latest entry per key', async () => {
    const sent: string[] = [];
    const notify = new CoalescedNotify(async (payload) => sent.push(payload), () => undefined);
    notify.add('orders', 'orders:1');
    notify.add('catalog', 'catalog:1');
    notify.add('orders', 'orders:2');
    expect(sent).toEqual([]);
    await tick(30);
    expect(sent).toEqual(['orders:2;catalog:1']);
    notify.add();
    await tick(30);
    expect(sent).toEqual(['orders:2;catalog:1', '']);
  });

  it('sends nothing once closed, also what was waiting for its window', async () => {
    const sent: string[] = [];
    const notify = new CoalescedNotify(async (payload) => sent.push(payload), () => undefined);
    notify.add('orders', 'orders:1');
    notify.close();
    notify.add('orders', 'orders:2');
    await tick(30);
    expect(sent).toEqual([]);
  });

  it('reports a notification that failed', async () => {
    const errors: unknown[] = [];
    const notify = new CoalescedNotify(() => Promise.reject(new Error('gone')), (error) => errors.push(error));
    notify.add();
    await tick(30);
    expect(errors).toHaveLength(1);
  });
});

describe('progress payload', () => {
  it('carries projection names and checkpoints there and back, skipping malformed entries', () => {
    const payload = [
      progressEntry('orders', { transactionId: 9_007_199_254_740_993n, globalPosition: 42 }),
      'junk',
      progressEntry('catalog', { transactionId: 7n, globalPosition: 3 }),
    ].join(';');
    expect(parseProgress(payload)).toEqual([
      ['orders', { transactionId: 9_007_199_254_740_993n, globalPosition: 42 }],
      ['catalog', { transactionId: 7n, globalPosition: 3 }],
    ]);
  });
});
