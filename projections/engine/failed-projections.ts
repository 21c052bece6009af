import type pg from 'pg';
import type { StoredEvent } from '../../events/index.js';
import type { Logger } from '../../infra/logger.js';
import { clearFailure, describeFailure, failedEvent, failureMessage, recordFailure, type FailedEvent } from './failures.js';

/** The first wait before a stopped projection tries its event again; each later wait doubles, up to the longest. */
export const firstRetryMs = 1000;
export const longestRetryMs = 60_000;

interface Failing {
  /** The event and the reason: a failure with another of either is a new state. */
  readonly key: string;
  readonly tries: number;
  readonly retryAt: number;
  /** Whether its checkpoint row says so (a failed write of it is tried again at the next failure). */
  readonly recorded: boolean;
}

/**
 * The projections led here that stopped at an event they cannot apply (ADR 061). A stopped projection is a state,
 * not a loop: it tries again after a wait that doubles from 1 s to a minute (a restart tries at once), is logged
 * once when it stops or stops differently and once when it resumes, and is recorded on its checkpoint row, from
 * which every instance reads it. `changed` hears each change, for the reads waiting on the projection.
 */
export class FailedProjections {
  private readonly failing = new Map<string, Failing>();
  /** Led here since a moment another instance (or an earlier run) may have recorded it failed: cleared at its next applied batch. */
  private readonly unsure = new Set<string>();

  constructor(
    private readonly pool: pg.Pool,
    private readonly logger: Logger,
    private readonly changed: (name: string, failed: boolean) => void,
  ) {}

  /** Whether `name` is stopped and its next try has not come yet. */
  resting(name: string): boolean {
    const failing = this.failing.get(name);
    return failing !== undefined && Date.now() < failing.retryAt;
  }

  has(name: string): boolean {
    return this.failing.has(name);
  }

  /** This instance now leads `name`: a failure recorded before is cleared once it applies a batch. */
  gained(name: string): void {
    this.unsure.add(name);
  }

  /** This instance no longer leads `name`: whoever does will find its failure again (or not). */
  lost(name: string): void {
    if (this.failing.delete(name)) this.changed(name, false);
  }

  /**
   * `name` could not apply `event` (null: its batch failed whatever the events), standing at `checkpoint`.
   * Logged and recorded only when it is a new state.
   */
  async failed(name: string, event: StoredEvent | null, error: unknown, checkpoint: number): Promise<void> {
    const message = failureMessage(error);
    const named: FailedEvent | null = event ? failedEvent(event) : null;
    const key = `${named?.position ?? '-'} ${message}`;
    const current = this.failing.get(name);
    const same = current?.key === key;
    const tries = same ? current.tries + 1 : 0;
    const wait = Math.min(longestRetryMs, firstRetryMs * 2 ** tries);
    this.failing.set(name, { key, tries, retryAt: Date.now() + wait, recorded: same && current.recorded });
    if (same) {
      this.logger.debug('projection still stopped', { projection: name, position: named?.position ?? null, retryInSeconds: wait / 1000 });
    } else {
      this.logger.error('projection stopped', {
        projection: name,
        position: named?.position ?? null,
        eventType: named?.type ?? null,
        streamId: named?.streamId ?? null,
        checkpoint,
        reason: describeFailure({ projection: name, event: named, checkpoint, error: message }),
        retryInSeconds: wait / 1000,
      });
      this.changed(name, true);
    }
    if (same && current.recorded) return;
    try {
      await recordFailure(this.pool, name, named, message);
      this.failing.set(name, { ...this.failing.get(name)!, recorded: true });
    } catch (recordError) {
      this.logger.debug('recording a projection failure failed', { projection: name, error: recordError });
    }
  }

  /**
   * `name` applied a batch: a stop it was in is over, whether this instance saw it or finds it recorded (by an
   * earlier run, or another instance that led it).
   */
  async applied(name: string, checkpoint: number): Promise<void> {
    const wasFailing = this.failing.delete(name);
    const wasUnsure = this.unsure.delete(name);
    if (!wasFailing && !wasUnsure) return;
    if (wasFailing) this.changed(name, false);
    try {
      const wasRecorded = await clearFailure(this.pool, name);
      if (wasFailing || wasRecorded) this.logger.info('projection resumed', { projection: name, position: checkpoint });
    } catch (error) {
      // Tried again at its next batch.
      this.unsure.add(name);
      this.logger.debug('clearing a projection failure failed', { projection: name, error });
    }
  }
}
