import type pg from 'pg';
import type { Migration } from '../../infra/migrate.js';

/**
 * Failed sign-ins counted per client address and per account in PostgreSQL,
 * so every instance sees the same counts. Operational data, not history:
 * it lives outside the event log.
 */
export const loginThrottleMigration: Migration = {
  id: 'identity:login-failures:1',
  sql: `create table login_failures (
    key text primary key,
    failures integer not null,
    window_started timestamptz not null
  );`,
};

export const throttleLimits = { perAccount: 5, perClient: 20, windowSeconds: 15 * 60 } as const;

export interface ThrottleKeys {
  readonly client: string;
  readonly account: string;
}

const keysOf = (keys: ThrottleKeys) => [`client:${keys.client}`, `account:${keys.account}`];

export async function isThrottled(pool: pg.Pool, keys: ThrottleKeys): Promise<boolean> {
  const result = await pool.query<{ key: string; failures: number }>(
    `select key, failures from login_failures
     where key = any($1) and window_started > now() - make_interval(secs => $2)`,
    [keysOf(keys), throttleLimits.windowSeconds],
  );
  return result.rows.some((row) =>
    row.key.startsWith('client:')
      ? row.failures >= throttleLimits.perClient
      : row.failures >= throttleLimits.perAccount,
  );
}

export async function recordFailure(pool: pg.Pool, keys: ThrottleKeys): Promise<void> {
  await pool.query(
    `insert into login_failures (key, failures, window_started)
     select k, 1, now() from unnest($1::text[]) as k
     on conflict (key) do update set
       failures = case when login_failures.window_started > now() - make_interval(secs => $2)
                       then login_failures.failures + 1 else 1 end,
       window_started = case when login_failures.window_started > now() - make_interval(secs => $2)
                             then login_failures.window_started else now() end`,
    [keysOf(keys), throttleLimits.windowSeconds],
  );
}

export async function clearAccountFailures(pool: pg.Pool, account: string): Promise<void> {
  await pool.query('delete from login_failures where key = $1', [`account:${account}`]);
}
