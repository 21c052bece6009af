import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Checkpoint } from '../../events/index.js';
import { Waiters } from './waiters.js';

const at = (transactionId: number, globalPosition: number): Checkpoint => ({ transactionId: BigInt(transactionId), globalPosition });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('waiters for read-your-writes', () => {
  it('answers at once when every read model already stands at the position, and when none is asked for', async () => {
    const waiters = new Waiters();
    waiters.advance('orders', at(10, 5));
    await expect(waiters.wait(['orders'], at(10, 5), 1000)).resolves.toBe(true);
    await expect(waiters.wait([], at(99, 99), 1000)).resolves.toBe(true);
  });

  it('answers only once every read model named has passed the position', async () => {
    const waiters = new Waiters();
    let answer: boolean | undefined;
    void waiters.wait(['orders', 'catalog'], at(10, 5), 1000).then((caughtUp) => (answer = caughtUp));
    waiters.advance('orders', at(11, 7));
    await vi.advanceTimersByTimeAsync(0);
    expect(answer).toBeUndefined();
    waiters.advance('catalog', at(10, 4));
    await vi.advanceTimersByTimeAsync(0);
    expect(answer).toBeUndefined();
    waiters.advance('catalog', at(10, 5));
    await vi.advanceTimersByTimeAsync(0);
    expect(answer).toBe(true);
  });

  it('orders positions by transaction first: a later position in an older transaction is not past it', async () => {
    const waiters = new Waiters();
    waiters.advance('orders', at(9, 50));
    expect(waiters.reached(['orders'], at(10, 5))).toBe(false);
    waiters.advance('orders', at(10, 5));
    expect(waiters.reached(['orders'], at(10, 5))).toBe(true);
  });

  it('never moves a read model back when news of its progress arrives out of order', () => {
    const waiters = new Waiters();
    waiters.advance('orders', at(12, 8));
    waiters.advance('orders', at(10, 5));
    expect(waiters.knownAt('orders')).toEqual(at(12, 8));
    expect(waiters.reached(['orders'], at(11, 6))).toBe(true);
  });

  it('answers false after the timeout, and stops polling then', async () => {
    const waiters = new Waiters();
    const poll = vi.fn();
    const caughtUp = waiters.wait(['orders'], at(10, 5), 450, poll);
    await vi.advanceTimersByTimeAsync(450);
    await expect(caughtUp).resolves.toBe(false);
    const polls = poll.mock.calls.length;
    expect(polls).toBe(4);
    await vi.advanceTimersByTimeAsync(1000);
    expect(poll.mock.calls.length).toBe(polls);
  });

  it('answers every waiter false when released (the runner stops), and a later advance changes nothing', async () => {
    const waiters = new Waiters();
    const first = waiters.wait(['orders'], at(10, 5), 60_000);
    const second = waiters.wait(['catalog'], at(10, 5), 60_000);
    waiters.releaseAll();
    waiters.advance('orders', at(10, 5));
    await expect(Promise.all([first, second])).resolves.toEqual([false, false]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('answers false at once for a read model stopped short of the position, waiting and later, until it resumes', async () => {
    const waiters = new Waiters();
    waiters.advance('catalog', at(10, 4));
    const waiting = waiters.wait(['catalog', 'orders'], at(10, 5), 60_000);
    const other = waiters.wait(['orders'], at(10, 5), 60_000);
    waiters.stop('catalog');
    await expect(waiting).resolves.toBe(false);
    await expect(waiters.wait(['catalog'], at(10, 5), 60_000)).resolves.toBe(false);
    // Stopped past the position: it shows what the read asks for.
    await expect(waiters.wait(['catalog'], at(10, 4), 60_000)).resolves.toBe(true);
    expect(waiters.anyStopped(['orders', 'catalog'])).toBe(true);
    waiters.advance('orders', at(10, 5));
    await expect(other).resolves.toBe(true);
    waiters.resume('catalog');
    let answer: boolean | undefined;
    void waiters.wait(['catalog'], at(10, 5), 60_000).then((caughtUp) => (answer = caughtUp));
    await vi.advanceTimersByTimeAsync(0);
    expect(answer).toBeUndefined();
    waiters.advance('catalog', at(10, 5));
    await vi.advanceTimersByTimeAsync(0);
    expect(answer).toBe(true);
  });
});
