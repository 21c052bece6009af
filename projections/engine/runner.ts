import type pg from 'pg';
import { startOfLog, type Checkpoint, type EventStore, type StoredEvent } from '../../events/index.js';
import type { Logger } from '../../infra/logger.js';
import { CheckpointMoves, type Batch } from './checkpoint-moves.js';
import { readCheckpoints } from './checkpoints.js';
import { isDatabaseUnavailable } from '../../infra/db.js';
import { FailedProjections } from './failed-projections.js';
import { failedEvent, failureMessage, ProjectionEventError, readFailures, type ProjectionFailure } from './failures.js';
import { Leadership } from './leadership.js';
import { CoalescedNotify, eventsChannel, parseProgress, progressChannel, progressEntry } from './notify.js';
import { concerns, typesRead, type Projection } from './projection.js';
import { BatchScheduler } from './scheduler.js';
import { unappliedEvents } from './unapplied.js';
import { Waiters } from './waiters.js';
import { WakeUps } from './wake-ups.js';

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
  /** Set while it is stopped at an event it cannot apply (ADR 061). */
  readonly failure: ProjectionFailure | null;
}

/**
 * Keeps every projection caught up with the log, putting together: who leads which projection
 * (`Leadership`: advisory locks on a dedicated connection), when a projection looks for new events (`WakeUps`,
 * notifications from other instances, the idle poll), one catch-up at a time per projection (`BatchScheduler`),
 * how batches move checkpoints (`CheckpointMoves`: even two runners could never apply an event twice), the
 * reads waiting for a written position (`Waiters`, ADR 041) and the projections stopped at an event they cannot
 * apply (`FailedProjections`, ADR 061).
 */
export class ProjectionRunner {
  private readonly leadership: Leadership;
  private readonly waiters = new Waiters();
  private readonly wakeUps = new WakeUps((name) => this.waiters.knownAt(name));
  private readonly scheduler: BatchScheduler;
  private readonly moves: CheckpointMoves;
  private readonly failed: FailedProjections;
  /** Tells other instances the log grew. */
  private readonly logGrew: CoalescedNotify;
  /** Tells other instances (whose writes may wait on projections led here) how far projections got. */
  private readonly progress: CoalescedNotify;
  /** Batches committed here per read model (see localChanges). */
  private readonly committed = new Map<string, number>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private stopListening: (() => void) | undefined;
  private stopped = false;
  private readonly byName: ReadonlyMap<string, Projection>;
  /** The projections with tables: reactors serve no reads, so no read waits for them. */
  private readonly readModels: readonly string[];

  constructor(
    private readonly pool: pg.Pool,
    private readonly store: EventStore,
    readonly projections: readonly Projection[],
    connectionString: string,
    private readonly options: RunnerOptions,
  ) {
    this.byName = new Map(projections.map((projection) => [projection.name, projection]));
    this.readModels = projections.filter((projection) => projection.tables.length > 0).map((projection) => projection.name);
    const { logger } = options;
    this.moves = new CheckpointMoves(pool, store, logger);
    this.failed = new FailedProjections(pool, logger, (name, failed) =>
      failed ? this.waiters.stop(name) : this.waiters.resume(name),
    );
    this.scheduler = new BatchScheduler(
      (name) => this.catchUp(this.byName.get(name)!),
      // A stopped projection waits for its next try, however many reads would like it to move.
      (name) => !this.failed.has(name) && this.wakeUps.keepLooking(name),
      (name, error) => {
        // The database restarting or unreachable is no stop of the read model: it looks again at its next wake-up.
        if (isDatabaseUnavailable(error)) logger.warn('projection waits for the database', { projection: name, error: failureMessage(error) });
        else void this.failed.failed(name, null, error, this.waiters.knownAt(name)?.globalPosition ?? 0);
      },
    );
    this.leadership = new Leadership({
      connectionString,
      names: projections.map((projection) => projection.name),
      channels: [eventsChannel, progressChannel],
      lead: options.lead !== false,
      logger,
      gained: (name) => {
        // Whatever others did while this instance did not lead it, counts from before must not vouch for it.
        this.committed.set(name, (this.committed.get(name) ?? 0) + 1);
        this.failed.gained(name);
        this.scheduler.schedule(name);
      },
      lost: (name) => {
        this.moves.forget(name);
        this.failed.lost(name);
      },
      notified: (channel, payload) => {
        if (channel === eventsChannel) this.wake();
        else if (channel === progressChannel && payload) {
          for (const [name, checkpoint] of parseProgress(payload)) this.waiters.advance(name, checkpoint);
        }
      },
    });
    const notify = (channel: string) => (payload: string) => pool.query('select pg_notify($1, $2)', [channel, payload]);
    this.logGrew = new CoalescedNotify(notify(eventsChannel), (error) =>
      logger.debug('wake-up notification failed', { error }),
    );
    this.progress = new CoalescedNotify(notify(progressChannel), (error) =>
      logger.debug('progress notification failed', { error }),
    );
  }

  async start(): Promise<void> {
    this.stopListening = this.store.onAppended((append) => {
      this.wakeFor(append.position, append.eventTypes);
      // Notifications serve other instances only: with none listening, none are sent.
      if (this.leadership.othersListening) this.logGrew.add();
    });
    for (const [name, checkpoint] of await readCheckpoints(this.pool)) this.waiters.advance(name, checkpoint);
    await this.checkLeadership();
    this.every(this.options.leaderCheckMs ?? 1000, () => void this.checkLeadership());
    this.every(this.options.idlePollMs ?? 500, () => this.catchUpAll());
  }

  /** Projections led by this instance. */
  leading(): readonly string[] {
    return this.leadership.leading();
  }

  /** Asks every projection led here to look for new events now. */
  wake(): void {
    this.wakeUps.woken();
    this.catchUpAll();
  }

  /**
   * How many batches this instance has committed to the read model `name`,
   * or null when it does not lead its projection (then others may change it
   * unseen). Lets caches of a read model skip asking the database whether it
   * changed (infra/http/cache.ts).
   */
  localChanges(name: string): number | null {
    return this.leadership.leads(name) ? (this.committed.get(name) ?? 0) : null;
  }

  /**
   * Resolves once every read model handling one of `eventTypes` has reached
   * `position` (true), or after `timeoutMs` (false). For start-up and tools
   * that write and then read (the admin account, the demo data); requests
   * wait on the read side instead (`waitToRead`).
   */
  waitFor(position: Checkpoint, eventTypes: readonly string[], timeoutMs = 5000): Promise<boolean> {
    // A projection without tables (a reactor) serves no reads: nothing a write answers can depend on it.
    const names = this.namesHandling(eventTypes).filter((name) => this.byName.get(name)!.tables.length > 0);
    if (this.waiters.reached(names, position)) return Promise.resolve(true);
    // Progress of projections led here arrives in process; for others (led by another instance) it comes by
    // notification, and this poll covers one that was missed.
    const ledHere = names.every((name) => this.leadership.leads(name));
    const caughtUp = this.waiters.wait(names, position, timeoutMs, ledHere ? undefined : () => void this.refreshKnown());
    for (const name of names) if (this.leadership.leads(name)) this.scheduler.schedule(name);
    return caughtUp;
  }

  /**
   * Whether each read model of `readModels` (every one when not given) is known to stand at or after `position`:
   * a read carrying that position is then answered at once, without asking the database.
   */
  readable(position: Checkpoint, readModels?: readonly string[]): boolean {
    return this.waiters.reached(this.readModelsAmong(readModels), position);
  }

  /**
   * Read-your-writes on the read side (ADR 041): resolves true once each read model of `readModels` (every one
   * when not given) shows every event of the log at or before `position` that concerns it, false after
   * `timeoutMs`. A read model still behind the position is only waited for when the log holds events of its
   * types between where it stands and the position (one indexed query): most of a write's events concern a few
   * read models, and the others need not be woken for a read to be answered.
   */
  async waitToRead(position: Checkpoint, readModels?: readonly string[], timeoutMs = 5000): Promise<boolean> {
    const behind = this.readModelsAmong(readModels).filter((name) => !this.waiters.reached([name], position));
    if (behind.length === 0) return true;
    const targets = await unappliedEvents(
      this.pool,
      behind.map((name) => ({ name, from: this.waiters.knownAt(name) ?? startOfLog, types: typesRead(this.byName.get(name)!) })),
      position,
    );
    // It may have moved while the database was asked.
    for (const [name, target] of targets) if (this.waiters.reached([name], target)) targets.delete(name);
    if (targets.size === 0) return true;
    const waits = [...targets].map(([name, target]) => {
      const ledHere = this.leadership.leads(name);
      if (ledHere) {
        // The write may have been made on another instance: the projection looks now, and keeps looking until it
        // passes it (an older transaction still open can hide it for a moment).
        this.wakeUps.appended([name], target);
        this.scheduler.schedule(name);
      }
      // Led elsewhere: its progress comes by notification, and this poll covers one that was missed.
      return this.waiters.wait([name], target, timeoutMs, ledHere ? undefined : () => void this.refreshKnown());
    });
    return (await Promise.all(waits)).every(Boolean);
  }

  async lag(): Promise<ProjectionLag[]> {
    const [head, checkpoints, failures] = await Promise.all([
      this.store.headPosition(),
      readCheckpoints(this.pool),
      readFailures(this.pool),
    ]);
    return this.projections.map((projection) => {
      const checkpoint = checkpoints.get(projection.name)?.globalPosition ?? 0;
      return {
        name: projection.name,
        checkpoint,
        head,
        lag: Math.max(0, head - checkpoint),
        ledHere: this.leadership.leads(projection.name),
        failure: failures.get(projection.name) ?? null,
      };
    });
  }

  /** The projections stopped at an event they cannot apply, as recorded for every instance (ADR 061). */
  async failures(): Promise<ProjectionFailure[]> {
    const names = new Set(this.projections.map((projection) => projection.name));
    return [...(await readFailures(this.pool)).values()].filter((failure) => names.has(failure.projection));
  }

  /**
   * Whether one of `readModels` (every one when not given) is known here to be stopped at an event it cannot
   * apply: a read answered before it is then no surprise worth a line of its own (the stop was logged once).
   */
  failing(readModels?: readonly string[]): boolean {
    return this.waiters.anyStopped(this.readModelsAmong(readModels));
  }

  /**
   * Runs every projection to the end of the log in this process, whoever leads. For start-up and tools; an event
   * a projection cannot apply ends it with a `ProjectionEventError` naming it.
   */
  async drain(): Promise<void> {
    for (const projection of this.projections) {
      for (;;) {
        const batch = await this.runBatch(projection, 500);
        if (batch.failed) {
          throw new ProjectionEventError({
            projection: projection.name,
            event: failedEvent(batch.failed.event),
            checkpoint: batch.at?.globalPosition ?? 0,
            error: failureMessage(batch.failed.error),
          });
        }
        if (batch.read === 0) break;
      }
    }
    await this.moves.saveSkipped();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.stopListening?.();
    this.logGrew.close();
    this.progress.close();
    for (const timer of this.timers) clearInterval(timer);
    this.waiters.releaseAll();
    await this.scheduler.stop();
    await this.moves.saveSkipped();
    await this.leadership.stop();
  }

  /**
   * An append made here: only the projections handling its types look now, and they keep looking until they
   * pass it (an older transaction still open can hide it for a moment). The others pick it up at their next
   * look; nothing waits on them for it.
   */
  private wakeFor(position: Checkpoint, eventTypes: readonly string[]): void {
    const names = this.namesHandling(eventTypes);
    this.wakeUps.appended(names, position);
    for (const name of names) if (this.leadership.leads(name)) this.scheduler.schedule(name);
  }

  /** The read models among `names` (every one when not given); names of no read model are left out. */
  private readModelsAmong(names: readonly string[] | undefined): readonly string[] {
    return names ? names.filter((name) => this.readModels.includes(name)) : this.readModels;
  }

  private namesHandling(eventTypes: readonly string[]): string[] {
    return this.projections
      .filter((projection) => concerns(projection, eventTypes))
      .map((projection) => projection.name);
  }

  private every(ms: number, task: () => void): void {
    const timer = setInterval(task, ms);
    timer.unref();
    this.timers.add(timer);
  }

  /** (Re)connects the control connection when it is down, stores skipped progress, then claims leadership. */
  private async checkLeadership(): Promise<void> {
    if (this.stopped) return;
    const reconnected = !this.leadership.connected && (await this.leadership.connect());
    if (!this.leadership.connected) return;
    await this.moves.saveSkipped();
    await this.leadership.check();
    if (!reconnected) return;
    // Whatever was written while disconnected.
    await this.refreshKnown();
    this.wake();
  }

  private catchUpAll(): void {
    for (const name of this.leadership.leading()) this.scheduler.schedule(name);
  }

  /**
   * Batches until the projection is caught up. One that stopped at an event it cannot apply waits for its next
   * try (see FailedProjections) and does nothing meanwhile, however often it is woken.
   */
  private async catchUp(projection: Projection): Promise<void> {
    const name = projection.name;
    if (this.failed.resting(name)) return;
    const batchSize = this.options.batchSize ?? 500;
    while (!this.stopped && this.leadership.leads(name)) {
      let batch: Batch;
      try {
        batch = await this.runBatch(projection, batchSize);
      } catch (error) {
        if (isDatabaseUnavailable(error)) throw error;
        // No one event to blame (the database refused even the events one by one): a stop all the same, tried
        // again after the same waits and logged once, rather than at every wake-up.
        await this.failed.failed(name, null, error, this.waiters.knownAt(name)?.globalPosition ?? 0);
        return;
      }
      const at = batch.at?.globalPosition ?? this.waiters.knownAt(name)?.globalPosition ?? 0;
      // A connection lost while an event was applied blames no event.
      if (batch.failed && isDatabaseUnavailable(batch.failed.error)) throw batch.failed.error;
      if (batch.failed) {
        await this.failed.failed(name, batch.failed.event, batch.failed.error, at);
        return;
      }
      if (batch.at) await this.failed.applied(name, at);
      if (batch.read < batchSize) return;
    }
  }

  /** Runs one batch and tells whoever follows the projection how far it got. */
  private async runBatch(projection: Projection, batchSize: number): Promise<Batch> {
    const batch = await this.moves.next(projection, batchSize);
    if (batch.at) this.moved(projection.name, batch.at, batch.applied);
    return batch;
  }

  /** The projection reached `checkpoint`: tell waiters here and elsewhere, and admins what it applied. */
  private moved(name: string, checkpoint: Checkpoint, applied: readonly StoredEvent[]): void {
    // Counted before waiters hear of it: a read made after a write's answer sees the count move.
    if (applied.length > 0) this.committed.set(name, (this.committed.get(name) ?? 0) + 1);
    this.waiters.advance(name, checkpoint);
    if (applied.length === 0) return;
    // Only batches that applied something are announced: a write waits only on projections handling its
    // events, so it is always a batch with events that takes such a projection past it. This instance's
    // waiters were already told in process.
    if (this.leadership.othersListening) this.progress.add(name, progressEntry(name, checkpoint));
    this.options.onApplied?.(name, applied);
    // This commit may have been what hid another projection's events: let those still behind look again.
    for (const other of this.leadership.leading()) {
      if (other !== name && this.wakeUps.chasing(other)) this.scheduler.schedule(other);
    }
  }

  /** Where projections stand, and which are stopped, as recorded: for those led elsewhere. */
  private async refreshKnown(): Promise<void> {
    try {
      const [checkpoints, failures] = await Promise.all([readCheckpoints(this.pool), readFailures(this.pool)]);
      // Stops first: a waiter woken by a checkpoint then sees the stops as they are.
      for (const projection of this.projections) {
        if (this.leadership.leads(projection.name)) continue;
        if (failures.has(projection.name)) this.waiters.stop(projection.name);
        else this.waiters.resume(projection.name);
      }
      for (const [name, checkpoint] of checkpoints) this.waiters.advance(name, checkpoint);
    } catch (error) {
      this.options.logger.warn('reading checkpoints failed', { error });
    }
  }
}
