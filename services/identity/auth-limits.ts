import type { Queryable } from '../../events/index.js';
import type { Migration } from '../../infra/migrate.js';

/**
 * Counts of sign-in and registration attempts, in PostgreSQL so every instance sees the same counts. Operational
 * state, not history: outside the event log, and not worth a backup (after a restore the counts start again).
 *
 * One row per key (`pair:<client>|<account>`, `client:<client>`, `account:<account>`, `register:<client>`, and a
 * known device's `device:<device>|<account>`, ADR 063), each counting attempts in a window that starts with its first
 * attempt. A sign-in from an unknown device reserves its attempt on its three keys in one call of
 * `reserve_login_attempt` before the password is checked, so parallel guesses cannot slip past the limits between a
 * check and a count: the rows are locked in one order (account, client, pair), and an attempt that is refused counts
 * nowhere. A known device's attempt is reserved on its own key alone (login-throttle.ts).
 */
export const authLimitsMigration: Migration = {
  id: 'identity:auth-limits:1',
  sql: `drop table if exists login_failures;
  create table auth_limits (
    key text primary key,
    attempts integer not null,
    window_started timestamptz not null,
    last_attempt timestamptz not null
  );
  create index auth_limits_by_window on auth_limits (window_started);

  create function reserve_login_attempt(
    pair_key text, client_key text, account_key text, window_seconds integer,
    pair_limit integer, client_limit integer, account_ceiling integer, account_max_delay_seconds integer)
  returns table (limited_by text, retry_after_seconds integer)
  language plpgsql as $$
  declare
    window_length constant interval := make_interval(secs => window_seconds);
    account_row auth_limits;
    client_row auth_limits;
    pair_row auth_limits;
    wait_until timestamptz;
  begin
    insert into auth_limits (key, attempts, window_started, last_attempt)
    select k, 0, now(), now() from unnest(array[account_key, client_key, pair_key]) as k
    on conflict (key) do nothing;
    select * into account_row from auth_limits where key = account_key for update;
    select * into client_row from auth_limits where key = client_key for update;
    select * into pair_row from auth_limits where key = pair_key for update;
    -- A window that has run out starts again with this attempt.
    if account_row.window_started <= now() - window_length then account_row.attempts := 0; account_row.window_started := now(); end if;
    if client_row.window_started <= now() - window_length then client_row.attempts := 0; client_row.window_started := now(); end if;
    if pair_row.window_started <= now() - window_length then pair_row.attempts := 0; pair_row.window_started := now(); end if;

    if pair_row.attempts >= pair_limit then
      return query select 'pair'::text, ceil(extract(epoch from pair_row.window_started + window_length - now()))::integer;
      return;
    end if;
    if client_row.attempts >= client_limit then
      return query select 'client'::text, ceil(extract(epoch from client_row.window_started + window_length - now()))::integer;
      return;
    end if;
    -- Past the ceiling an account takes one attempt at a time, each after a wait that doubles (1 s, 2 s, 4 s...).
    if account_row.attempts >= account_ceiling then
      wait_until := account_row.last_attempt
        + make_interval(secs => least(power(2, least(account_row.attempts - account_ceiling, 30)), account_max_delay_seconds));
      if now() < wait_until then
        return query select 'account'::text, ceil(extract(epoch from wait_until - now()))::integer;
        return;
      end if;
    end if;

    update auth_limits as a set attempts = v.attempts + 1, window_started = v.started, last_attempt = now()
    from (values (account_key, account_row.attempts, account_row.window_started),
                 (client_key, client_row.attempts, client_row.window_started),
                 (pair_key, pair_row.attempts, pair_row.window_started)) as v(key, attempts, started)
    where a.key = v.key;
    return query select null::text, 0;
  end;
  $$;`,
};

/**
 * Counts one attempt on `key` and answers the count in the current window (this attempt included) and the seconds
 * until that window ends. One statement: parallel attempts each get their own count.
 */
export async function countAttempt(
  db: Queryable,
  key: string,
  windowSeconds: number,
): Promise<{ attempts: number; retryAfterSeconds: number }> {
  const result = await db.query<{ attempts: number; retry_after: number }>(
    `insert into auth_limits as a (key, attempts, window_started, last_attempt) values ($1, 1, now(), now())
     on conflict (key) do update set
       attempts = case when a.window_started > now() - make_interval(secs => $2) then a.attempts + 1 else 1 end,
       window_started = case when a.window_started > now() - make_interval(secs => $2) then a.window_started else now() end,
       last_attempt = now()
     returning attempts, ceil(extract(epoch from window_started + make_interval(secs => $2) - now()))::integer as retry_after`,
    [key, windowSeconds],
  );
  const row = result.rows[0]!;
  return { attempts: row.attempts, retryAfterSeconds: Math.max(1, row.retry_after) };
}

/** Drops counts whose window ended long ago (every window is an hour at most). */
export async function sweepAuthLimits(db: Queryable): Promise<number> {
  const result = await db.query(`delete from auth_limits where window_started < now() - interval '2 hours'`);
  return result.rowCount ?? 0;
}

/**
 * Forgets the sign-in counts of one account (from every address), or every count when no account is given: the
 * operator's way to let a locked-out owner in at once (`npm run limits:clear`).
 */
export async function clearAuthLimits(db: Queryable, account?: string): Promise<number> {
  const result = account
    ? await db.query(
        `delete from auth_limits
         where key = $1 or ((key like 'pair:%' or key like 'device:%') and substr(key, strpos(key, '|') + 1) = $2)`,
        [`account:${account}`, account],
      )
    : await db.query('delete from auth_limits');
  return result.rowCount ?? 0;
}
