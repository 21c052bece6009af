import pg, { type PoolClient } from 'pg';
import PgBoss from 'pg-boss';
import type { Logger } from './logger.js';

export interface Jobs {
  /** Queues a job inside the caller's transaction: it exists if and only if that transaction commits. */
  sendInTransaction(client: PoolClient, queue: string, data: object): Promise<void>;
  work<T extends object>(queue: string, handler: (data: T) => Promise<void>): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Background jobs on pg-boss in the store's own PostgreSQL, so any instance
 * can take any job and each job runs once.
 */
export async function startJobs(options: { databaseUrl: string; queues: readonly string[]; logger: Logger }): Promise<Jobs> {
  const boss = new PgBoss({ connectionString: options.databaseUrl, max: 4, application_name: 'store-jobs' });
  boss.on('error', (error) => options.logger.warn('job queue error', { error }));
  await boss.start();
  await createQueues(boss, options.databaseUrl, options.queues);
  return {
    async sendInTransaction(client, queue, data) {
      const id = await boss.send(queue, data, {
        retryLimit: 5,
        retryDelay: 2,
        db: { executeSql: (text: string, values: unknown[]) => client.query(text, values) },
      });
      if (!id) throw new Error(`Job for ${queue} was not queued`);
    },
    async work(queue, handler) {
      await boss.work<object>(queue, { pollingIntervalSeconds: 0.5 }, async (jobs) => {
        for (const job of jobs) await handler(job.data as never);
      });
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 5000, wait: true });
    },
  };
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
