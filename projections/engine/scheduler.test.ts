import { describe, expect, it } from 'vitest';
import { BatchScheduler } from './scheduler.js';

const tick = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));

/** A scheduler whose runs end when the test says, recording which ran. */
function setUp(keepLooking: (name: string) => boolean = () => false) {
  const started: string[] = [];
  const errors: string[] = [];
  const pending: (() => void)[] = [];
  const scheduler = new BatchScheduler(
    (name) => {
      started.push(name);
      if (name === 'broken') return Promise.reject(new Error('boom'));
      return new Promise<void>((resolve) => pending.push(resolve));
    },
    keepLooking,
    (name) => errors.push(name),
  );
  const finishAll = async () => {
    for (const finish of pending.splice(0)) finish();
    await tick();
  };
  return { scheduler, started, errors, finishAll };
}

describe('batch scheduler', () => {
  it('runs a projection once at a time, and once more after a run for all requests made during it', async () => {
    const { scheduler, started, finishAll } = setUp();
    scheduler.schedule('orders');
    scheduler.schedule('orders');
    scheduler.schedule('orders');
    expect(started).toEqual(['orders']);
    await finishAll();
    expect(started).toEqual(['orders', 'orders']);
    await finishAll();
    expect(started).toEqual(['orders', 'orders']);
  });

  it('runs different projections side by side', () => {
    const { scheduler, started } = setUp();
    scheduler.schedule('orders');
    scheduler.schedule('catalog');
    expect(started).toEqual(['orders', 'catalog']);
  });

  it('looks again shortly while keepLooking says so', async () => {
    let looking = true;
    const { scheduler, started, finishAll } = setUp(() => looking);
    scheduler.schedule('orders');
    await finishAll();
    await tick(30);
    expect(started).toEqual(['orders', 'orders']);
    looking = false;
    await finishAll();
    await tick(30);
    expect(started).toEqual(['orders', 'orders']);
  });

  it('reports a failed run and runs the projection again when asked', async () => {
    const { scheduler, started, errors } = setUp();
    scheduler.schedule('broken');
    await tick();
    expect(errors).toEqual(['broken']);
    scheduler.schedule('broken');
    expect(started).toEqual(['broken', 'broken']);
  });

  it('stops once the runs under way ended, and starts nothing after', async () => {
    const { scheduler, started, finishAll } = setUp();
    scheduler.schedule('orders');
    scheduler.schedule('orders');
    let stopped = false;
    const stopping = scheduler.stop().then(() => (stopped = true));
    await tick();
    expect(stopped).toBe(false);
    await finishAll();
    await stopping;
    scheduler.schedule('catalog');
    expect(started).toEqual(['orders']);
  });
});
