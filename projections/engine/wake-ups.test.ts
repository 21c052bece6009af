import { describe, expect, it } from 'vitest';
import type { Checkpoint } from '../../events/index.js';
import { WakeUps } from './wake-ups.js';

const at = (globalPosition: number): Checkpoint => ({ transactionId: 100n, globalPosition });

/** Wake-ups over a clock and known positions the test moves. */
function setUp() {
  const known = new Map<string, Checkpoint>();
  const clock = { now: 1_000_000 };
  const wakeUps = new WakeUps((name) => known.get(name), () => clock.now);
  return { known, clock, wakeUps };
}

describe('wake-ups in process', () => {
  it('keeps a projection looking until it passes an append made here that it handles', () => {
    const { known, wakeUps } = setUp();
    expect(wakeUps.keepLooking('orders')).toBe(false);
    wakeUps.appended(['orders'], at(5));
    expect(wakeUps.chasing('orders')).toBe(true);
    known.set('orders', at(4));
    expect(wakeUps.keepLooking('orders')).toBe(true);
    known.set('orders', at(5));
    expect(wakeUps.keepLooking('orders')).toBe(false);
    expect(wakeUps.chasing('catalog')).toBe(false);
  });

  it('chases the latest append, for at most five seconds from the first one not yet reached', () => {
    const { known, clock, wakeUps } = setUp();
    wakeUps.appended(['orders'], at(5));
    clock.now += 3000;
    wakeUps.appended(['orders'], at(9));
    known.set('orders', at(5));
    expect(wakeUps.chasing('orders')).toBe(true);
    clock.now += 2001;
    expect(wakeUps.chasing('orders')).toBe(false);
  });

  it('keeps every projection looking for a quarter of a second after another instance wakes this one', () => {
    const { clock, wakeUps } = setUp();
    wakeUps.woken();
    clock.now += 249;
    expect(wakeUps.keepLooking('orders')).toBe(true);
    clock.now += 1;
    expect(wakeUps.keepLooking('orders')).toBe(false);
  });
});
