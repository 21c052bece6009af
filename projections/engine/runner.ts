import pg from 'pg';
import { isAtOrAfter, startOfLog, type Checkpoint, type EventStore, type StoredEvent } from '../../events/index.js';
import { inTransaction } from '../../infra/db.js';
import type { Logger } from '../../infra/logger.js';
import { applyBatch, type BatchCursor } from './apply-batch.js';
import { lockCheckpoint, moveCheckpointFrom, moveCheckpointStatement, readCheckpoints, saveCheckpoint } from './checkpoints.js';
import { readLogSpan } from './log-reader.js';
import { concerns, typesRead, type Projection } from './projection.js';

export interface RunnerOptions {
  readonly logger: Logger;
  /** Runs projections on this instance when it wins their locks; false makes it a follower only. */
  readonly lead?: boolean;
  readonly batchSize?: number;
  /** Safety poll when nothing wakes the runner (a notification lost during a reconnect). */
  readonly idlePollMs?: number;
  /** How often leadership is (re)claimed and the control connection checked. */
  readonly leaderCheckMs?: number;
  /** Called after a batch commits, with the events the projection applied. */
  readonly onApplied?: (projection: string, events: readonly StoredEvent[]) => void;
}

export interface ProjectionLag {
  readonly name: string;
  readonly checkpoint: number;
  readonly head: number;
  readonly lag: number;
  readonly ledHere: boolean;
}

interface Waiter {
  readonly names: readonly string[];
  readonly position: Checkpoint;
  readonly resolve: (caughtUp: boolean) => void;
}

const lockNamespace = 7_305_113;
const progressChannel = 'projection_progress';
const eventsChannel = 'store_events';
/** Names each instance's control connection, so an instance can tell whether any other one is listening. */
const controlName = 'store-projection-control';
/** After a wake-up from another instance, keep looking for a short while: an older open transaction can hide an event. */
const hotWindowMs = 250;
const hotPollMs = 10;
/** How long a projection keeps looking for an append made here that an open transaction still hides. */
const chaseMs = 5000;
/** Appends within this window share one wake-up notification to other instances. */
const remoteWakeMs = 5;

/**
 * Keeps every projection caught up with the log. One dedicated connection
 * per instance listens for wake-ups and holds a session advisory lock per
 * projection, so each projection runs on exactly one instance; when that
 * connection (or its process) dies the locks go with it and another
 * instance takes over at its next leadership check. Each batch re-reads the
 * checkpoint under a row lock, so even two runners could never apply an
 * event twice.
 */
export class ProjectionRunner {
  private control: pg.Client | null = null;
  private readonly led = new Set<string>();
  private readonly known = new Map<string, Checkpoint>();
  /** Batches committed here per read model (see localChanges). */
  private readonly committed = new Map<string, number>();
  /** Where each projection led here stands in the log (may be ahead of its stored checkpoint: see `saveSkipped`). */
  private readonly position = new Map<string, Checkpoint>();
  /** The checkpoint row as this instance last read or wrote it. */
  private readonly persisted = new Map<string, Checkpoint>();
  /** Appends made here that a projection handles and has not reached yet, with when they were made. */
  private readonly wanted = new Map<string, { readonly position: Checkpoint; readonly since: number }>();
  private readonly waiters = new Set<Waiter>();
  private readonly running = new Map<string, Promise<void>>();
  private readonly again = new Set<string>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private lastWake = 0;
  private stopListening: (() => void) | undefined;
  private readonly unannounced = new Map<string, Checkpoint>();
  private progressTimer: NodeJS.Timeout | undefined;
  private remoteWake: NodeJS.Timeout | undefined;
  private stopped = false;
  /** Whether another instance's control connection was seen at the last leadership check. */
  private othersListening = true;
  private readonly byName: ReadonlyMap<string, Projection>;

  constructor(
    private readonly pool: pg.Pool,
    private readonly store: EventStore,
    readonly projections: readonly Projection[],
    private readonly connectionString: string,
    private readonly options: RunnerOptions,
  ) {
    this.byName = new Map(projections.map((projection) => [projection.name, projection]));
  }

  async start(): Promise<void> {
    this.stopListening = this.store.onAppended((append) => {
      this.wakeFor(append.position, append.eventTypes);
      this.wakeOtherInstances();
    });
    for (const [name, checkpoint] of await readCheckpoints(this.pool)) this.known.set(name, checkpoint);
    await this.connectControl();
    this.every(this.options.leaderCheckMs ?? 1000, () => this.checkLeadership());
    this.every(this.options.idlePollMs ?? 500, () => this.catchUpAll());
  }

  /** Projections led by this instance. */
  leading(): readonly string[] {
    return [...this.led];
  }

  /** Asks every projection led here to look for new events now. */
  wake(): void {
    this.lastWake = Date.now();
    this.catchUpAll();
  }

  /**
   * An append made here: only the projections handling its types look now, and they keep looking until they
   * pass it (an older transaction still open can hide it for a moment). The others pick it up at their next
   * look; nothing waits on them for it.
   */
  private wakeFor(position: Checkpoint, eventTypes: readonly string[]): void {
    const now = Date.now();
    for (const name of this.namesHandling(eventTypes)) {
      const current = this.wanted.get(name);
      if (!current || isAtOrAfter(position, current.position)) this.wanted.set(name, { position, since: current?.since ?? now });
      if (this.led.has(name)) this.schedule(name);
    }
  }

  private namesHandling(eventTypes: readonly string[]): string[] {
    return this.projections
      .filter((projection) => concerns(projection, eventTypes))
      .map((projection) => projection.name);
  }

  /**
   * How many batches this instance has committed to the read model `name`,
   * or null when it does not lead its projection (then others may change it
   * unseen). Lets caches of a read model skip asking the database whether it
   * changed (infra/http/cache.ts).
   */
  localChanges(name: string): number | null {
    return this.led.has(name) ? (this.committed.get(name) ?? 0) : null;
  }

  /**
   * Resolves once every read model handling one of `eventTypes` has reached
   * `position` (true), or after `timeoutMs` (false). Used so that a write's
   * response is sent only when the reads it affects show it.
   */
  waitFor(position: Checkpoint, eventTypes: readonly string[], timeoutMs = 5000): Promise<boolean> {
    // A projection without tables (a reactor) serves no reads: nothing a write answers can depend on it.
    const names = this.namesHandling(eventTypes).filter((name) => this.byName.get(name)!.tables.length > 0);
    if (this.reached(names, position)) return Promise.resolve(true);
    return new Promise((resolve) => {
      const waiter: Waiter = {
        names,
        position,
        resolve: (caughtUp) => {
          clearTimeout(timeout);
          clearInterval(poll);
          this.waiters.delete(waiter);
          resolve(caughtUp);
        },
      };
      const timeout = setTimeout(() => waiter.resolve(false), timeoutMs);
      // Progress of projections led here arrives in process; for others (led by another instance) it comes by
      // notification, and this poll covers one that was missed.
      const poll = names.every((name) => this.led.has(name))
        ? undefined
        : setInterval(() => void this.refreshKnown(), 100);
      this.waiters.add(waiter);
      for (const name of names) if (this.led.has(name)) this.schedule(name);
    });
  }

  async lag(): Promise<ProjectionLag[]> {
    const [head, checkpoints] = await Promise.all([this.store.headPosition(), readCheckpoints(this.pool)]);
    return this.projections.map((projection) => {
      const checkpoint = checkpoints.get(projection.name)?.globalPosition ?? 0;
      return {
        name: projection.name,
        checkpoint,
        head,
        lag: Math.max(0, head - checkpoint),
        ledHere: this.led.has(projection.name),
      };
    });
  }

  /** Runs every projection to the end of the log in this process, whoever leads. For start-up and tools. */
  async drain(): Promise<void> {
    for (const projection of this.projections) {
      while ((await this.runBatch(projection)) > 0);
    }
    await this.saveSkipped();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.stopListening?.();
    clearTimeout(this.remoteWake);
    clearTimeout(this.progressTimer);
    for (const timer of this.timers) clearInterval(timer);
    for (const waiter of [...this.waiters]) waiter.resolve(false);
    await Promise.allSettled(this.running.values());
    await this.saveSkipped();
    const control = this.control;
    this.control = null;
    this.led.clear();
    // Closing the session releases its advisory locks.
    await control?.end().catch(() => undefined);
  }

  /**
   * Tells the other instances that the log grew: one NOTIFY for all the
   * appends of a short window, sent outside any append's transaction (a
   * NOTIFY in the append's own transaction serialised every commit).
   */
  private wakeOtherInstances(): void {
    if (this.remoteWake || this.stopped || !this.othersListening) return;
    this.remoteWake = setTimeout(() => {
      this.remoteWake = undefined;
      this.pool
        .query('select pg_notify($1, $2)', [eventsChannel, ''])
        .catch((error) => this.options.logger.debug('wake-up notification failed', { error }));
    }, remoteWakeMs);
    this.remoteWake.unref();
  }

  private every(ms: number, task: () => void): void {
    const timer = setInterval(task, ms);
    timer.unref();
    this.timers.add(timer);
  }

  private async connectControl(): Promise<void> {
    if (this.stopped || this.control) return;
    const client = new pg.Client({ connectionString: this.connectionString, application_name: controlName });
    const lost = (error?: Error) => {
      if (this.control !== client) return;
      this.options.logger.warn('projection control connection lost', { error });
      this.control = null;
      this.led.clear();
      client.end().catch(() => undefined);
    };
    client.on('error', lost);
    client.on('end', () => lost());
    client.on('notification', (message) => {
      if (message.channel === eventsChannel) this.wake();
      else if (message.channel === progressChannel && message.payload) this.onProgress(message.payload);
    });
    try {
      await client.connect();
      await client.query(`listen ${eventsChannel}`);
      await client.query(`listen ${progressChannel}`);
    } catch (error) {
      this.options.logger.warn('projection control connection failed', { error });
      await client.end().catch(() => undefined);
      return;
    }
    this.control = client;
    await this.checkLeadership();
    // Whatever was written while disconnected.
    await this.refreshKnown();
    this.wake();
  }

  private async checkLeadership(): Promise<void> {
    if (this.stopped) return;
    if (!this.control) return this.connectControl();
    await this.saveSkipped();
    const control = this.control;
    try {
      // Notifications serve other instances only: with none listening, none are sent (a starting instance is
      // seen within a check, and until then polls).
      const others = await control.query<{ others: boolean }>(
        `select exists (select 1 from pg_stat_activity where application_name = $1 and datname = current_database()
           and pid <> pg_backend_pid()) as others`,
        [controlName],
      );
      this.othersListening = others.rows[0]?.others ?? true;
    } catch (error) {
      this.othersListening = true;
      this.options.logger.debug('looking for other instances failed', { error });
    }
    if (this.options.lead === false) return;
    try {
      for (const projection of this.projections) {
        if (this.led.has(projection.name)) continue;
        const result = await control.query<{ locked: boolean }>(
          'select pg_try_advisory_lock($1, hashtext($2)) as locked',
          [lockNamespace, projection.name],
        );
        if (result.rows[0]?.locked && control === this.control) {
          this.led.add(projection.name);
          // Whatever others did while this instance did not lead it, counts from before must not vouch for it.
          this.committed.set(projection.name, (this.committed.get(projection.name) ?? 0) + 1);
          this.options.logger.info('leading projection', { projection: projection.name });
          this.schedule(projection.name);
        }
      }
      // Re-check: a lock we think we hold must still be held by this session.
      if (this.led.size > 0) {
        const held = await control.query<{ name: string }>(
          `select p.name from unnest($2::text[]) as p(name)
           where exists (select 1 from pg_locks where locktype = 'advisory' and pid = pg_backend_pid()
             and classid = $1 and objid = hashtext(p.name)::oid and granted)`,
          [lockNamespace, [...this.led]],
        );
        const stillHeld = new Set(held.rows.map((row) => row.name));
        for (const name of [...this.led]) {
          if (stillHeld.has(name)) continue;
          this.led.delete(name);
          this.position.delete(name);
        }
      }
    } catch (error) {
      this.options.logger.warn('leadership check failed', { error });
    }
  }

  private catchUpAll(): void {
    for (const name of this.led) this.schedule(name);
  }

  private schedule(name: string): void {
    if (this.stopped) return;
    if (this.running.has(name)) {
      this.again.add(name);
      return;
    }
    const projection = this.byName.get(name)!;
    const run = this.catchUp(projection)
      .catch((error) => this.options.logger.error('projection failed', { projection: name, error }))
      .finally(() => {
        this.running.delete(name);
        if (this.again.delete(name)) this.schedule(name);
        else if (this.chasing(name) || Date.now() - this.lastWake < hotWindowMs) {
          const timer = setTimeout(() => this.schedule(name), hotPollMs);
          timer.unref();
        }
      });
    this.running.set(name, run);
  }

  private async catchUp(projection: Projection): Promise<void> {
    const batchSize = this.options.batchSize ?? 500;
    while (!this.stopped && this.led.has(projection.name)) {
      if ((await this.runBatch(projection, batchSize)) < batchSize) return;
    }
  }

  /** True while an append made here that the projection handles is still ahead of it (for a bounded time). */
  private chasing(name: string): boolean {
    const wanted = this.wanted.get(name);
    if (!wanted) return false;
    const checkpoint = this.known.get(name);
    if ((checkpoint && isAtOrAfter(checkpoint, wanted.position)) || Date.now() - wanted.since > chaseMs) {
      this.wanted.delete(name);
      return false;
    }
    return true;
  }

  /**
   * Takes the next span of the log after where the projection stands. Returns the events it covered (0 at the end
   * of the settled log).
   *
   * The span is read before any transaction: everything below the read horizon has ended, so a read inside
   * the transaction would return the same rows. A span holding none of the projection's events moves it in
   * memory only (saved later by `saveSkipped`): most spans of a busy shop hold nothing for most read models, and
   * a transaction per span per read model was most of the statements an order cost. A span with events is
   * applied in one transaction that first moves the checkpoint row, only if it still holds what this instance
   * last saw (so no other runner applied anything since); otherwise the batch is read again under the row's
   * lock, as a runner new to the projection does.
   */
  private async runBatch(projection: Projection, batchSize = 500): Promise<number> {
    const name = projection.name;
    const from = this.position.get(name);
    const expected = this.persisted.get(name);
    if (from && expected) {
      const span = await readLogSpan(this.pool, this.store.catalogue, from, batchSize, typesRead(projection), {
        metadata: projection.needsMetadata,
      });
      if (!span.end) return 0;
      const end = span.end;
      if (span.events.length === 0) {
        this.moved(name, end, []);
        return span.read;
      }
      const applied = await this.applySpan(projection, expected, end, span.events);
      if (applied) {
        this.persisted.set(name, end);
        this.moved(name, end, span.events);
        return span.read;
      }
    }

    const cursor: BatchCursor = { checkpoint: startOfLog, read: 0 };
    await inTransaction(this.pool, async (client) => {
      cursor.checkpoint = await lockCheckpoint(client, name);
      if ((await applyBatch(client, this.store, projection, cursor, batchSize)) === 0) return;
      await saveCheckpoint(client, name, cursor.checkpoint);
    });
    this.persisted.set(name, cursor.checkpoint);
    this.moved(name, cursor.checkpoint, cursor.applied ?? []);
    return cursor.read;
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

  /** The projection reached `checkpoint`: tell waiters here and elsewhere, and admins what it applied. */
  private moved(name: string, checkpoint: Checkpoint, applied: readonly StoredEvent[]): void {
    this.position.set(name, checkpoint);
    // Counted before waiters hear of it: a read made after a write's answer sees the count move.
    if (applied.length > 0) this.committed.set(name, (this.committed.get(name) ?? 0) + 1);
    this.advance(name, checkpoint);
    if (applied.length > 0) {
      // Only batches that applied something are announced: a write waits only on projections handling its
      // events, so it is always a batch with events that takes such a projection past it.
      this.announceProgress(name, checkpoint);
      this.options.onApplied?.(name, applied);
      // This commit may have been what hid another projection's events: let those still behind look again.
      for (const other of this.led) if (other !== name && this.chasing(other)) this.schedule(other);
    }
  }

  /**
   * Stores how far projections moved over spans that held nothing for them, each with one statement that
   * moves the row only if it still holds what this instance last saw. If it does not, another runner moved it:
   * the projection is read again from the row at its next batch.
   */
  private async saveSkipped(): Promise<void> {
    for (const [name, position] of this.position) {
      const expected = this.persisted.get(name);
      if (!expected || sameCheckpoint(position, expected)) continue;
      try {
        if (await moveCheckpointFrom(this.pool, name, expected, position)) this.persisted.set(name, position);
        else this.position.delete(name);
      } catch (error) {
        this.options.logger.warn('saving a projection checkpoint failed', { projection: name, error });
      }
    }
  }

  /**
   * Tells other instances (whose writes may be waiting on this projection)
   * how far it got: one NOTIFY per short window for all projections, sent
   * after the batches committed, so no projection commit waits on the
   * database-wide notification lock. This instance's waiters were already
   * told in process.
   */
  private announceProgress(name: string, checkpoint: Checkpoint): void {
    if (!this.othersListening) return;
    this.unannounced.set(name, checkpoint);
    if (this.progressTimer || this.stopped) return;
    this.progressTimer = setTimeout(() => {
      this.progressTimer = undefined;
      const payload = [...this.unannounced]
        .map(([projection, at]) => `${projection}:${at.transactionId}:${at.globalPosition}`)
        .join(';');
      this.unannounced.clear();
      this.pool
        .query('select pg_notify($1, $2)', [progressChannel, payload])
        .catch((error) => this.options.logger.debug('progress notification failed', { error }));
    }, remoteWakeMs);
    this.progressTimer.unref();
  }

  private onProgress(payload: string): void {
    for (const entry of payload.split(';')) {
      const [name, transactionId, globalPosition] = entry.split(':');
      if (!name || !transactionId || !globalPosition) continue;
      this.advance(name, { transactionId: BigInt(transactionId), globalPosition: Number(globalPosition) });
    }
  }

  private async refreshKnown(): Promise<void> {
    try {
      for (const [name, checkpoint] of await readCheckpoints(this.pool)) this.advance(name, checkpoint);
    } catch (error) {
      this.options.logger.warn('reading checkpoints failed', { error });
    }
  }

  private advance(name: string, checkpoint: Checkpoint): void {
    const current = this.known.get(name);
    // Notifications and polls can arrive out of order: checkpoints only move forward.
    if (current && isAtOrAfter(current, checkpoint)) return;
    this.known.set(name, checkpoint);
    for (const waiter of [...this.waiters]) {
      if (this.reached(waiter.names, waiter.position)) waiter.resolve(true);
    }
  }

  private reached(names: readonly string[], position: Checkpoint): boolean {
    return names.every((name) => {
      const checkpoint = this.known.get(name);
      return checkpoint !== undefined && isAtOrAfter(checkpoint, position);
    });
  }
}

function sameCheckpoint(a: Checkpoint, b: Checkpoint): boolean {
  return a.transactionId === b.transactionId && a.globalPosition === b.globalPosition;
}
