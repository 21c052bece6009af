import type { Checkpoint } from '../../events/index.js';

/** Other instances' projections moved (payload: `progressPayload`). */
export const progressChannel = 'projection_progress';
/** The log grew (no payload). */
export const eventsChannel = 'store_events';
/** Notifications within this window share one NOTIFY. */
const windowMs = 5;

/**
 * One NOTIFY per short window for everything added during it, sent after the fact and outside any transaction:
 * a NOTIFY in a commit takes a database-wide lock, which serialised every commit that sent one.
 */
export class CoalescedNotify {
  private readonly pending = new Map<string, string>();
  private timer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    /** Sends one notification (`select pg_notify(channel, payload)`). */
    private readonly send: (payload: string) => Promise<unknown>,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Adds `entry` to the next notification; a later entry under the same key replaces it. */
  add(key = '', entry = ''): void {
    if (this.closed) return;
    this.pending.set(key, entry);
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      const payload = [...this.pending.values()].join(';');
      this.pending.clear();
      this.send(payload).catch(this.onError);
    }, windowMs);
    this.timer.unref();
  }

  /** Drops what was not sent yet and sends nothing more. */
  close(): void {
    this.closed = true;
    clearTimeout(this.timer);
    this.pending.clear();
  }
}

/** The progress notification's entry for one projection: `name:transactionId:globalPosition`. */
export function progressEntry(name: string, checkpoint: Checkpoint): string {
  return `${name}:${checkpoint.transactionId}:${checkpoint.globalPosition}`;
}

/** The projections and checkpoints a progress notification names; malformed entries are skipped. */
export function parseProgress(payload: string): [name: string, checkpoint: Checkpoint][] {
  const result: [string, Checkpoint][] = [];
  for (const entry of payload.split(';')) {
    const [name, transactionId, globalPosition] = entry.split(':');
    if (!name || !transactionId || !globalPosition) continue;
    result.push([name, { transactionId: BigInt(transactionId), globalPosition: Number(globalPosition) }]);
  }
  return result;
}
