import pg from 'pg';
import type { Logger } from './logger.js';

// numeric (money) stays a string end to end: it never passes through binary floating point.
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => value);
// bigint counts and positions fit in a double for any store this size.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export type { Pool, PoolClient } from 'pg';

export function createPool(
  url: string,
  options: { max: number; logger: Logger; applicationName?: string; asynchronousCommit?: boolean },
): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max,
    application_name: options.applicationName ?? 'store',
    // Set when the connection opens, so no transaction spends a statement on it. Times are written in UTC whatever
    // the server's zone, as the answers built from decisions write them (infra/pg-time.ts, ADR 049).
    options: ['-c timezone=UTC', ...(options.asynchronousCommit ? ['-c synchronous_commit=off'] : [])].join(' '),
    connectionTimeoutMillis: 10_000,
    idleTimeoutMillis: 30_000,
  });
  // A client losing its server (a database restart) must not crash the process: idle ones are reported by the
  // pool; a checked-out one (e.g. one held for LISTEN) emits on itself, and its holder sees the connection end.
  pool.on('error', (error) => options.logger.warn('idle database client failed', { error }));
  pool.on('connect', (client) => client.on('error', (error) => options.logger.debug('database client failed', { error })));
  return pool;
}

/**
 * Runs `work` in one transaction on a pooled client. `first`, a statement without parameters, goes with the `begin`
 * in one round trip; `work` gets its result.
 */
export async function inTransaction<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient, first: pg.QueryResult | undefined) => Promise<T>,
  first?: string,
): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    let opened: pg.QueryResult | undefined;
    if (first) opened = ((await client.query(`begin; ${first}`)) as unknown as pg.QueryResult[])[1];
    else await client.query('begin');
    const result = await work(client, opened);
    await client.query('commit');
    return result;
  } catch (error) {
    // A client whose rollback fails has lost its connection: drop it instead of reusing it.
    await client.query('rollback').catch((rollbackError: Error) => (broken = rollbackError));
    throw error;
  } finally {
    client.release(broken);
  }
}

/**
 * Connection-level failures (the database restarting or unreachable): a retry will do; neither the request nor the
 * event being applied was at fault.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  if (code && ['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', '57P01', '57P02', '57P03', '08000', '08001', '08003', '08006'].includes(code)) {
    return true;
  }
  return typeof message === 'string' && /Connection terminated|timeout exceeded when trying to connect/.test(message);
}
