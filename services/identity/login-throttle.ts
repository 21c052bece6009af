import type { Queryable } from '../../events/index.js';

/**
 * Sign-in limits (ADR 016, ADR 063). From a device that signed in as the account before (its known-device cookie),
 * an attempt is judged by that device's own failures alone, so nobody else's guesses can keep the owner out. From
 * any other device, failures are counted per account and client address together, so guesses from one address never
 * lock the owner out from another; per address across accounts, against one address trying many accounts; and per
 * account from every address, where past a ceiling each further attempt must wait longer (so many addresses cannot
 * guess quickly either: they slow every device the account has not signed in from).
 */
export const loginLimits = {
  windowSeconds: 15 * 60,
  perAccountAndClient: 5,
  perClient: 20,
  accountCeiling: 20,
  accountMaxDelaySeconds: 5 * 60,
  perKnownDevice: 5,
} as const;

export interface LoginKeys {
  readonly client: string;
  readonly account: string;
  /** The known device the attempt comes from (its cookie proved for this account), or null. */
  readonly device?: string | null;
}

export type LoginReservation =
  | { readonly allowed: true }
  | { readonly allowed: false; readonly limitedBy: 'pair' | 'client' | 'account' | 'device'; readonly retryAfterSeconds: number };

const keysOf = ({ client, account }: LoginKeys) => ({
  // An address never contains '|', so the first one ends it whatever the account text holds.
  pair: `pair:${client}|${account}`,
  client: `client:${client}`,
  account: `account:${account}`,
});

// A device id is base64url, so the '|' ends it as it ends an address.
const deviceKey = (device: string, account: string) => `device:${device}|${account}`;

/** Reserves one sign-in attempt before the password is checked; refused when a limit is reached. */
export async function reserveLoginAttempt(db: Queryable, login: LoginKeys): Promise<LoginReservation> {
  if (login.device) return reserveKnownDeviceAttempt(db, deviceKey(login.device, login.account));
  const keys = keysOf(login);
  const limits = loginLimits;
  const result = await db.query<{ limited_by: 'pair' | 'client' | 'account' | null; retry_after_seconds: number }>(
    'select * from reserve_login_attempt($1, $2, $3, $4, $5, $6, $7, $8)',
    [
      keys.pair,
      keys.client,
      keys.account,
      limits.windowSeconds,
      limits.perAccountAndClient,
      limits.perClient,
      limits.accountCeiling,
      limits.accountMaxDelaySeconds,
    ],
  );
  const row = result.rows[0]!;
  if (row.limited_by === null) return { allowed: true };
  return { allowed: false, limitedBy: row.limited_by, retryAfterSeconds: Math.max(1, row.retry_after_seconds) };
}

/**
 * A right password gives its reservation back: the pair (or the known device's count) starts afresh, and the address
 * and the account no longer count it. A wrong one keeps it, as a failure.
 */
export async function releaseLoginAttempt(db: Queryable, login: LoginKeys): Promise<void> {
  if (login.device) {
    await db.query('delete from auth_limits where key = $1', [deviceKey(login.device, login.account)]);
    return;
  }
  const keys = keysOf(login);
  await db.query(
    `with released as (
       update auth_limits set attempts = greatest(attempts - 1, 0) where key = any($2::text[]))
     delete from auth_limits where key = $1`,
    [keys.pair, [keys.client, keys.account]],
  );
}

/**
 * A known device's attempt: counted on its own key only, in one statement that counts it only below the limit. The
 * conflict's update sees the row as the last committed attempt left it, so of any number of parallel guesses exactly
 * the limit's reach the password. A refused attempt counts nowhere.
 */
async function reserveKnownDeviceAttempt(db: Queryable, key: string): Promise<LoginReservation> {
  const { windowSeconds, perKnownDevice } = loginLimits;
  const result = await db.query<{ allowed: boolean; retry_after_seconds: number | null }>(
    `with counted as (
       insert into auth_limits as a (key, attempts, window_started, last_attempt) values ($1, 1, now(), now())
       on conflict (key) do update set
         attempts = case when a.window_started > now() - make_interval(secs => $2) then a.attempts + 1 else 1 end,
         window_started = case when a.window_started > now() - make_interval(secs => $2) then a.window_started else now() end,
         last_attempt = now()
       where a.window_started <= now() - make_interval(secs => $2) or a.attempts < $3
       returning key)
     select exists (select from counted) as allowed,
       (select ceil(extract(epoch from window_started + make_interval(secs => $2) - now()))::integer
        from auth_limits where key = $1) as retry_after_seconds`,
    [key, windowSeconds, perKnownDevice],
  );
  const row = result.rows[0]!;
  if (row.allowed) return { allowed: true };
  // The count that refused may have been committed after this statement's snapshot: then the whole window is the wait.
  return { allowed: false, limitedBy: 'device', retryAfterSeconds: Math.max(1, row.retry_after_seconds ?? windowSeconds) };
}
