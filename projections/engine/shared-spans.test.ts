import { describe, expect, it } from 'vitest';
import type { Checkpoint } from '../../events/index.js';
import type { LogSpan } from './log-reader.js';
import { SharedSpans } from './shared-spans.js';
import { event } from '../../tests/support/test-history.js';

const batchSize = 3;

/** A log of `length` events read in spans of `batchSize`, counting the reads. */
function fakeLog(length: number) {
  const log = Array.from({ length }, (_, i) => ({ ...event('OrderPlaced', { n: i }), globalPosition: i + 1 }));
  const reads: number[] = [];
  const read = async (after: Checkpoint): Promise<LogSpan> => {
    reads.push(after.globalPosition);
    await new Promise((resolve) => setTimeout(resolve, 1));
    const events = log.filter((e) => e.globalPosition > after.globalPosition).slice(0, batchSize);
    const last = events[events.length - 1];
    return { events, read: events.length, end: last ? { transactionId: 1000n, globalPosition: last.globalPosition } : null };
  };
  return { read, reads };
}

const from: Checkpoint = { transactionId: 0n, globalPosition: 0 };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('spans of the log shared by several read models', () => {
  it('reads each span once and gives every reader all of them in order, whatever their pace', async () => {
    const { read, reads } = fakeLog(20);
    const settled: number[] = [];
    const spans = new SharedSpans(read, from, batchSize, 3, (span) => settled.push(span.end!.globalPosition), { lead: 2 });
    const seen: number[][] = [[], [], []];
    let furthestLead = 0;
    const position = [0, 0, 0];
    await Promise.all(
      [0, 5, 20].map(async (delay, reader) => {
        for (;;) {
          const span = await spans.take(reader);
          if (span.read === 0) return;
          furthestLead = Math.max(furthestLead, position[reader]! - Math.min(...position));
          seen[reader]!.push(...span.events.map((e) => e.globalPosition));
          await pause(delay);
          position[reader]! += 1;
          spans.done(reader);
        }
      }),
    );
    const all = Array.from({ length: 20 }, (_, i) => i + 1);
    expect(seen).toEqual([all, all, all]);
    // Every span read once (the last, short one ends the log without another read).
    expect(reads).toEqual([0, 3, 6, 9, 12, 15, 18]);
    // Settled in log order, each once every reader applied it.
    expect(settled).toEqual([3, 6, 9, 12, 15, 18, 20]);
    // A fast reader waits instead of running more than `lead` spans ahead of the slowest.
    expect(furthestLead).toBeLessThanOrEqual(2);
  });

  it('stops the readers waiting on a failed one', async () => {
    const { read } = fakeLog(30);
    const spans = new SharedSpans(read, from, batchSize, 2, () => undefined, { lead: 1 });
    const failing = (async () => {
      await spans.take(1);
      throw new Error('apply failed');
    })().catch((error: unknown) => {
      spans.fail(error);
      throw error;
    });
    const fast = (async () => {
      for (;;) {
        const span = await spans.take(0);
        if (span.read === 0) return 'ended';
        spans.done(0);
      }
    })();
    await expect(failing).rejects.toThrow('apply failed');
    await expect(fast).rejects.toThrow('apply failed');
  });
});
