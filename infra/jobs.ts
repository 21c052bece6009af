import pg, { type PoolClient } from 'pg';
import PgBoss from 'pg-boss';
import type { Logger } from './logger.js';

/** How one job is queued: its own id (a second job with the same id is not queued) and its retry policy. */
export interface JobOptions {
  readonly id?: string;
  readonly singletonKey?: string;
  /** Attempts after the first. */
  readonly retryLimit?: number;
  /** Seconds before a retry; with `retryBackoff` the first of a doubling series. */
  readonly retryDelay?: number;
  readonly retryBackoff?: boolean;
  /** How long one attempt may run; an attempt left by a stopped instance is given up and retried after it. */
  readonly expireInSeconds?: number;
  /** Not taken before this time (a job queued now for later). */
  readonly startAfter?: Date;
}

export interface WorkOptions<T> {
  /** Jobs taken and handled at once (default 1). */
  readonly batchSize?: number;
  /**
   * Jobs of a batch with the same `key` are handled one after another, lowest `order` first (jobs queued by one
   * statement come out of pg-boss in no particular order, so the order is the caller's to say).
   */
  readonly inTurn?: { key(data: T): string; order(data: T): number };
  /** How long the worker waits before looking again after finding less than a full batch (default 0.5). */
  readonly pollingIntervalSeconds?: number;
}

/** How many jobs of a queue are in each state. */
export interface QueueCounts {
  /** Waiting for their first attempt or for a retry. */
  readonly waiting: number;
  readonly active: number;
  /** Out of attempts; they stay until retried or archived. */
  readonly failed: number;
}

export interface Jobs {
  /** Queues a job inside the caller's transaction: it exists if and only if that transaction commits. */
  sendInTransaction(client: PoolClient, queue: string, data: object): Promise<void>;
  /**
   * Queues several jobs inside the caller's transaction in one statement (a transaction that moves a projection's
   * checkpoint must stay short: it holds back every projection's view of the log). A job whose id was queued before
   * is skipped.
   */
  insertInTransaction(
    client: PoolClient,
    queue: string,
    jobs: ReadonlyArray<{ data: object; options: JobOptions }>,
  ): Promise<void>;
  /**
   * Runs `handler` for the queue's jobs on this instance. One job at a time by default; with a `batchSize` above 1,
   * up to that many are taken in one fetch and handled at the same time, each an attempt of its own (one that fails
   * is retried alone, the others complete), and a full batch is followed by the next at once rather than after the
   * polling interval.
   */
  work<T extends object>(queue: string, handler: (data: T) => Promise<void>, options?: WorkOptions<T>): Promise<void>;
  counts(queue: string): Promise<QueueCounts>;
  /**
   * Queues a job on the queue at every tick of `cron` (UTC). pg-boss keeps one schedule per queue and queues one job
   * per tick however many instances run, so every instance may call this at start-up.
   */
  schedule(queue: string, cron: string): Promise<void>;
  /** Gives every failed job of the queue one more attempt; returns how many. */
  retryFailed(queue: string): Promise<number>;
  stop(): Promise<void>;
}

const schema = 'pgboss';

/**
 * Background jobs on pg-boss in the store's own PostgreSQL, so any instance
 * can take any job and each job runs once.
 */
export async function startJobs(options: {
  databaseUrl: string;
  queues: readonly string[];
  logger: Logger;
  /** How often jobs past their time limit are given up (and retried): pg-boss's maintenance interval. */
  maintenanceIntervalSeconds?: number;
}): Promise<Jobs> {
  const boss = new PgBoss({
    connectionString: options.databaseUrl,
    schema,
    max: 4,
    application_name: 'store-jobs',
    // Failed jobs stay retryable (and counted on the health page) for a week, not pg-boss's 12 hours.
    archiveFailedAfterSeconds: 7 * 24 * 60 * 60,
    ...(options.maintenanceIntervalSeconds ? { maintenanceIntervalSeconds: options.maintenanceIntervalSeconds } : {}),
  });
  boss.on('error', (error) => options.logger.warn('job queue error', { error }));
  await boss.start();
  await createQueues(boss, options.databaseUrl, options.queues);
  const db = boss.getDb();
  return {
    async sendInTransaction(client, queue, data) {
      const id = await boss.send(queue, data, {
        retryLimit: 5,
        retryDelay: 2,
        db: { executeSql: (text: string, values: unknown[]) => client.query(text, values) },
      });
      if (!id) throw new Error(`Job for ${queue} was not queued`);
    },
    async insertInTransaction(client, queue, jobs) {
      if (jobs.length === 0) return;
      await boss.insert(
        jobs.map(({ data, options: jobOptions }) => ({ name: queue, data, ...jobOptions })),
        { db: { executeSql: (text: string, values: unknown[]) => client.query(text, values) } },
      );
    },
    async work(queue, handler, workOptions = {}) {
      const { batchSize = 1, pollingIntervalSeconds = 0.5 } = workOptions;
      // The worker's id, known once pg-boss has started it (before it hands over a first batch).
      const worker: { id?: string } = {};
      worker.id = await boss.work<object>(queue, { pollingIntervalSeconds, batchSize }, async (jobs) => {
        if (batchSize === 1) {
          for (const job of jobs) await handler(job.data as never);
          return;
        }
        // Each job is completed or failed as soon as it ends, so what pg-boss then does with the whole batch (complete
        // what is still active; fail it, should the batch outlast its time limit) touches none that ended. A record that
        // fails throws, and pg-boss fails the jobs still active: they are tried again, never lost.
        const ids = new Map(jobs.map((job) => [job.data, job.id]));
        const attempt = async (data: never) => {
          const id = ids.get(data)!;
          try {
            await handler(data);
          } catch (error) {
            await boss.fail(queue, id, error as object);
            return;
          }
          await boss.complete(queue, id);
        };
        await handleBatch(jobs.map((job) => job.data as never), attempt, workOptions.inTurn);
        // A full batch: more may be waiting, so the worker looks again now rather than after its polling interval.
        if (jobs.length === batchSize && worker.id) boss.notifyWorker(worker.id);
      });
    },
    async counts(queue) {
      // pg-boss 10 keeps a queue's jobs in its job table until they are archived; it has no call for this count.
      const result = await db.executeSql(
        `select count(*) filter (where state in ('created', 'retry'))::int as waiting,
           count(*) filter (where state = 'active')::int as active,
           count(*) filter (where state = 'failed')::int as failed
         from ${schema}.job where name = $1`,
        [queue],
      );
      const row = result.rows[0] as QueueCounts | undefined;
      return { waiting: row?.waiting ?? 0, active: row?.active ?? 0, failed: row?.failed ?? 0 };
    },
    async schedule(queue, cron) {
      // A run that fails is not retried: the next tick, a minute later, does the same work afresh.
      await boss.schedule(queue, cron, {}, { retryLimit: 0, expireInSeconds: 50 });
    },
    async retryFailed(queue) {
      const failed = await db.executeSql(`select id from ${schema}.job where name = $1 and state = 'failed'`, [queue]);
      const ids = failed.rows.map((row: { id: string }) => row.id);
      if (ids.length > 0) await boss.retry(queue, ids);
      return ids.length;
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 5000, wait: true });
    },
  };
}

/** Handles every job at once, except that jobs of the same key go one after another (a failure does not stop the next). */
async function handleBatch<T>(
  batch: readonly T[],
  handle: (data: T) => Promise<void>,
  inTurn?: { key(data: T): string; order(data: T): number },
): Promise<void> {
  const tails = new Map<string, Promise<unknown>>();
  const turns = inTurn ? [...batch].sort((a, b) => inTurn.order(a) - inTurn.order(b)) : batch;
  const handled = turns.map((data, index) => {
    const key = inTurn ? inTurn.key(data) : String(index);
    const done = (tails.get(key) ?? Promise.resolve()).then(() => handle(data));
    tails.set(key, done.catch(() => undefined));
    return done;
  });
  // Every job has its turn before the batch ends; the first failure to record one is the batch's.
  const outcomes = await Promise.allSettled(handled);
  const failed = outcomes.find((outcome) => outcome.status === 'rejected');
  if (failed) throw failed.reason;
}

/** Any fixed number, the same in every instance: it names the lock taken while queues are created. */
const queueCreationLock = 7_402_118;

/**
 * Sending to a queue that does not exist is silently dropped: create them first. pg-boss creates a queue's table
 * as a partition of its job table, and two instances doing that at once deadlock; so instances take turns, and
 * each creates only what is missing.
 */
async function createQueues(boss: PgBoss, databaseUrl: string, queues: readonly string[]): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'store-jobs' });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [queueCreationLock]);
    for (const queue of queues) if (!(await boss.getQueue(queue))) await boss.createQueue(queue);
  } finally {
    await client.end();
  }
}
