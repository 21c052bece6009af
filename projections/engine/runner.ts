import pg from 'pg';
import { isAtOrAfter, startOfLog, type Checkpoint, type EventStore, type StoredEvent } from '../../events/index.js';
import { inTransaction } from '../../infra/db.js';
import type { Logger } from '../../infra/logger.js';
import { applyBatch, type BatchCursor } from './apply-batch.js';
import { lockCheckpoint, readCheckpoints, saveCheckpoint } from './checkpoints.js';
import type { Projection } from './projection.js';

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
/** After a wake-up, keep looking for a short while: an event can be hidden behind an older open transaction. */
const hotWindowMs = 250;
const hotPollMs = 10;
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
    this.stopListening = this.store.onAppended(() => {
      this.wake();
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
   * Resolves once every projection handling one of `eventTypes` has reached
   * `position` (true), or after `timeoutMs` (false). Used so that a write's
   * response is sent only when the reads it affects show it.
   */
  waitFor(position: Checkpoint, eventTypes: readonly string[], timeoutMs = 5000): Promise<boolean> {
    const names = this.projections
      .filter((projection) => projection.handles.some((type) => eventTypes.includes(type)))
      .map((projection) => projection.name);
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
      this.wake();
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
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.stopListening?.();
    clearTimeout(this.remoteWake);
    clearTimeout(this.progressTimer);
    for (const timer of this.timers) clearInterval(timer);
    for (const waiter of [...this.waiters]) waiter.resolve(false);
    await Promise.allSettled(this.running.values());
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
    if (this.remoteWake || this.stopped) return;
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
    const client = new pg.Client({ connectionString: this.connectionString, application_name: 'store-projections' });
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
    if (this.options.lead === false) return;
    const control = this.control;
    try {
      for (const projection of this.projections) {
        if (this.led.has(projection.name)) continue;
        const result = await control.query<{ locked: boolean }>(
          'select pg_try_advisory_lock($1, hashtext($2)) as locked',
          [lockNamespace, projection.name],
        );
        if (result.rows[0]?.locked && control === this.control) {
          this.led.add(projection.name);
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
        for (const name of [...this.led]) if (!stillHeld.has(name)) this.led.delete(name);
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
        else if (Date.now() - this.lastWake < hotWindowMs) {
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

  /** One batch in one transaction: lock the checkpoint, read after it, apply, move it. Returns events read. */
  private async runBatch(projection: Projection, batchSize = 500): Promise<number> {
    const cached = this.known.get(projection.name);
    // Most wake-ups find nothing new for a given projection: look before taking locks.
    if (cached && (await this.store.readAll(cached, 1)).length === 0) return 0;

    const cursor: BatchCursor = { checkpoint: cached ?? startOfLog, read: 0 };
    await inTransaction(this.pool, async (client) => {
      // Read models are derived: a batch lost in a crash is lost with its checkpoint and simply applied again.
      // Not waiting for the disk keeps these transactions short, and every open transaction holds back the
      // horizon below which all projections may read the log.
      await client.query('set local synchronous_commit = off');
      cursor.checkpoint = await lockCheckpoint(client, projection.name);
      if ((await applyBatch(client, this.store, projection, cursor, batchSize)) === 0) return;
      await saveCheckpoint(client, projection.name, cursor.checkpoint);
    });
    this.advance(projection.name, cursor.checkpoint);
    this.announceProgress(projection.name, cursor.checkpoint);
    if (cursor.applied?.length) this.options.onApplied?.(projection.name, cursor.applied);
    return cursor.read;
  }

  /**
   * Tells other instances (whose writes may be waiting on this projection)
   * how far it got: one NOTIFY per short window for all projections, sent
   * after the batches committed, so no projection commit waits on the
   * database-wide notification lock. This instance's waiters were already
   * told in process.
   */
  private announceProgress(name: string, checkpoint: Checkpoint): void {
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
