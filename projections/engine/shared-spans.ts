import type { Checkpoint } from '../../events/index.js';
import type { LogSpan } from './log-reader.js';

/** Nothing more to read. */
const endOfLog: LogSpan = { events: [], read: 0, end: null };

export interface SharedSpansOptions {
  /** Spans read ahead of the furthest reader (default 2). */
  readonly ahead?: number;
  /**
   * Spans in progress at once at most (default 2): a reader waits rather than take the span that many past the one
   * the slowest reader is applying.
   */
  readonly lead?: number;
}

/**
 * Consecutive spans of the log, each read once and taken in order by several readers (the read models of a
 * rebuild), each at its own pace. In lock-step, every span waited for the slowest read model before the next one
 * started, and for that tail one core did nothing; here the others go on with the next spans meanwhile, within
 * `lead` spans of the slowest, which bounds the spans held in memory. Reading runs `ahead` spans beyond the furthest reader:
 * applying waits on the database most of the time, and that is when this side can parse.
 *
 * A reader calls `take` for its next span and `done` once it applied it; an empty span (read 0) is the end.
 * `settled` is told of each span once every reader is done with it, in log order. `fail` ends every reader's wait.
 */
export class SharedSpans {
  private readonly spans = new Map<number, Promise<LogSpan>>();
  /** Spans some reader has taken, so arrived: settling needs no waiting. */
  private readonly arrived = new Map<number, LogSpan>();
  private readonly next: number[];
  private readonly ahead: number;
  private readonly lead: number;
  private settledUpTo = 0;
  private waiting: (() => void)[] = [];
  private failure: unknown = null;
  /** Milliseconds during which some reader waited for its span to be read: what reading costs beyond applying. */
  waitedForReads = 0;
  private waitingForReads = 0;
  private waitingSince = 0;

  constructor(
    private readonly read: (after: Checkpoint) => Promise<LogSpan>,
    private readonly from: Checkpoint,
    private readonly batchSize: number,
    readers: number,
    private readonly settled: (span: LogSpan) => void,
    options: SharedSpansOptions = {},
  ) {
    this.next = new Array<number>(readers).fill(0);
    this.ahead = options.ahead ?? 2;
    this.lead = Math.max(1, options.lead ?? 2);
  }

  async take(reader: number): Promise<LogSpan> {
    const index = this.next[reader]!;
    while (this.failure === null && index - this.slowest() >= this.lead) {
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    if (this.failure !== null) throw this.failure;
    for (let ahead = 1; ahead <= this.ahead; ahead++) this.spanAt(index + ahead);
    const span = await this.timeWaiting(this.spanAt(index));
    this.arrived.set(index, span);
    return span;
  }

  done(reader: number): void {
    this.next[reader]! += 1;
    // Every reader took the spans below the slowest one's next.
    for (const slowest = this.slowest(); this.settledUpTo < slowest; this.settledUpTo++) {
      const span = this.arrived.get(this.settledUpTo)!;
      this.spans.delete(this.settledUpTo);
      this.arrived.delete(this.settledUpTo);
      if (span.read > 0) this.settled(span);
    }
    const waiting = this.waiting;
    this.waiting = [];
    for (const wake of waiting) wake();
  }

  fail(error: unknown): void {
    this.failure ??= error;
    const waiting = this.waiting;
    this.waiting = [];
    for (const wake of waiting) wake();
  }

  private async timeWaiting(span: Promise<LogSpan>): Promise<LogSpan> {
    if (this.waitingForReads++ === 0) this.waitingSince = performance.now();
    try {
      return await span;
    } finally {
      if (--this.waitingForReads === 0) this.waitedForReads += performance.now() - this.waitingSince;
    }
  }

  private slowest(): number {
    return Math.min(...this.next);
  }

  /** The span at `index`, reading it (after the one before it) the first time it is asked for. */
  private spanAt(index: number): Promise<LogSpan> {
    let span = this.spans.get(index);
    if (span) return span;
    span =
      index === 0
        ? this.read(this.from)
        : this.spanAt(index - 1).then((previous) =>
            previous.read < this.batchSize ? endOfLog : this.read(previous.end!),
          );
    // Awaited when taken; if the rebuild fails first, a failed read ahead must not surface on its own.
    span.catch(() => undefined);
    this.spans.set(index, span);
    return span;
  }
}
