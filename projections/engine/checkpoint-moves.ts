import type pg from 'pg';
import { startOfLog, type Checkpoint, type EventStore, type StoredEvent } from '../../events/index.js';
import { inTransaction } from '../../infra/db.js';
import type { Logger } from '../../infra/logger.js';
import { applyBatch, type BatchCursor } from './apply-batch.js';
import { lockCheckpoint, moveCheckpointFrom, moveCheckpointStatement, saveCheckpoint } from './checkpoints.js';
import { applyOneByOne } from './failures.js';
import { readLogSpan } from './log-reader.js';
import { typesRead, type Projection } from './projection.js';

/** What one batch did. */
export interface Batch {
  /** Events of the log the batch covered (0 at the end of the settled log). */
  readonly read: number;
  /** Where the projection now stands; null when the batch found nothing and learned nothing. */
  readonly at: Checkpoint | null;
  /** The events it applied (committed). */
  readonly applied: readonly StoredEvent[];
  /** The event the projection could not apply, and why: the batch kept the events before it and stopped there. */
  readonly failed?: { readonly event: StoredEvent; readonly error: unknown };
}

/**
 * Moves projections through the log and their checkpoint rows with them, remembering per projection where it
 * stands here (which may be ahead of its stored row: see `saveSkipped`) and what the row held when this instance
 * last read or wrote it.
 */
export class CheckpointMoves {
  /** Where each projection stands here. */
  private readonly position = new Map<string, Checkpoint>();
  /** The checkpoint row as this instance last read or wrote it. */
  private readonly persisted = new Map<string, Checkpoint>();

  constructor(
    private readonly pool: pg.Pool,
    private readonly store: EventStore,
    private readonly logger: Logger,
  ) {}

  /**
   * Takes the next span of the log after where the projection stands.
   *
   * The span is read before any transaction: everything below the read horizon has ended, so a read inside
   * the transaction would return the same rows. A span holding none of the projection's events moves it in
   * memory only (saved later by `saveSkipped`): most spans of a busy shop hold nothing for most read models, and
   * a transaction per span per read model was most of the statements an order cost. A span with events is
   * applied in one transaction that first moves the checkpoint row, only if it still holds what this instance
   * last saw (so no other runner applied anything since); otherwise the batch is read again under the row's
   * lock, as a runner new to the projection does.
   */
  async next(projection: Projection, batchSize: number): Promise<Batch> {
    try {
      return await this.nextBatch(projection, batchSize);
    } catch {
      // The database refused the batch: one of its events, or something passing (a deadlock, a lost connection).
      // Applying the events one by one tells which: those before a failing event are kept, and the batch stops at it.
      return this.oneByOne(projection, batchSize);
    }
  }

  private async nextBatch(projection: Projection, batchSize: number): Promise<Batch> {
    const name = projection.name;
    const from = this.position.get(name);
    const expected = this.persisted.get(name);
    if (from && expected) {
      const span = await readLogSpan(this.pool, this.store, from, batchSize, typesRead(projection), {
        metadata: projection.needsMetadata,
      });
      if (!span.end) return { read: 0, at: null, applied: [] };
      const end = span.end;
      if (span.events.length === 0) {
        this.position.set(name, end);
        return { read: span.read, at: end, applied: [] };
      }
      if (await this.applySpan(projection, expected, end, span.events)) {
        this.persisted.set(name, end);
        this.position.set(name, end);
        return { read: span.read, at: end, applied: span.events };
      }
    }

    const cursor: BatchCursor = { checkpoint: startOfLog, read: 0 };
    await inTransaction(this.pool, async (client) => {
      cursor.checkpoint = await lockCheckpoint(client, name);
      if ((await applyBatch(client, this.store, projection, cursor, batchSize)) === 0) return;
      await saveCheckpoint(client, name, cursor.checkpoint);
    });
    this.persisted.set(name, cursor.checkpoint);
    this.position.set(name, cursor.checkpoint);
    return { read: cursor.read, at: cursor.checkpoint, applied: cursor.applied ?? [] };
  }

  /**
   * The next batch from the stored checkpoint (under its row's lock), each event under a savepoint: the events
   * that apply are kept and the checkpoint moves past them; the first that fails ends the batch and is returned with
   * its error, the checkpoint left just before it. When every event applies (what failed was passing), the batch
   * is simply applied. A failure outside the events (the database unreachable) is thrown.
   */
  private async oneByOne(projection: Projection, batchSize: number): Promise<Batch> {
    const name = projection.name;
    const outcome = await inTransaction(this.pool, async (client) => {
      const from = await lockCheckpoint(client, name);
      const span = await readLogSpan(client, this.store, from, batchSize, typesRead(projection), {
        metadata: projection.needsMetadata,
      });
      const { applied, failed } = await applyOneByOne(client, projection, span.events);
      const events = span.events.slice(0, applied);
      const last = events[events.length - 1];
      const at = failed ? (last ? { transactionId: last.transactionId, globalPosition: last.globalPosition } : from) : (span.end ?? from);
      if (!sameCheckpoint(at, from)) await saveCheckpoint(client, name, at);
      return { at, read: span.read, events, failed };
    });
    this.persisted.set(name, outcome.at);
    this.position.set(name, outcome.at);
    return {
      read: outcome.failed ? 0 : outcome.read,
      at: outcome.at,
      applied: outcome.events,
      ...(outcome.failed ? { failed: outcome.failed } : {}),
    };
  }

  /** Another runner may move the projection now: its next batch starts from its row, read under the row's lock. */
  forget(name: string): void {
    this.position.delete(name);
  }

  /**
   * Stores how far projections moved over spans that held nothing for them, each with one statement that
   * moves the row only if it still holds what this instance last saw. If it does not, another runner moved it:
   * the projection is read again from the row at its next batch.
   */
  async saveSkipped(): Promise<void> {
    for (const [name, position] of this.position) {
      const expected = this.persisted.get(name);
      if (!expected || sameCheckpoint(position, expected)) continue;
      try {
        if (await moveCheckpointFrom(this.pool, name, expected, position)) this.persisted.set(name, position);
        else this.position.delete(name);
      } catch (error) {
        this.logger.warn('saving a projection checkpoint failed', { projection: name, error });
      }
    }
  }

  /**
   * One transaction: move the checkpoint row from `expected` to `end` (its row lock keeps any other runner out
   * until commit), apply, commit. The move goes with `begin` in one round trip. False when the row no longer held
   * `expected`: nothing was applied.
   */
  private async applySpan(
    projection: Projection,
    expected: Checkpoint,
    end: Checkpoint,
    events: readonly StoredEvent[],
  ): Promise<boolean> {
    return inTransaction(
      this.pool,
      async (client, moved) => {
        // Not moved: the transaction changed nothing, and its commit ends it.
        if (moved?.rowCount !== 1) return false;
        await projection.apply(client, events);
        return true;
      },
      moveCheckpointStatement(projection.name, expected, end),
    );
  }
}

function sameCheckpoint(a: Checkpoint, b: Checkpoint): boolean {
  return a.transactionId === b.transactionId && a.globalPosition === b.globalPosition;
}
