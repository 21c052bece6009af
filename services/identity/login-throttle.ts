import type { Queryable } from '../../events/index.js';

/**
 * Sign-in limits. Failures are counted per account and client address together, so guesses from one address never
 * lock the owner out from another; per address across accounts, against one address trying many accounts; and per
 * account from every address, where past a ceiling each further attempt must wait longer (so many addresses cannot
 * guess quickly either, while the owner is only slowed, never shut out for long).
 */
export const loginLimits = {
  windowSeconds: 15 * 60,
  perAccountAndClient: 5,
  perClient: 20,
  accountCeiling: 20,
  accountMaxDelaySeconds: 5 * 60,
} as const;

export interface LoginKeys {
  readonly client: string;
  readonly account: string;
}

export type LoginReservation =
  | { readonly allowed: true }
  | { readonly allowed: false; readonly limitedBy: 'pair' | 'client' | 'account'; readonly retryAfterSeconds: number };

const keysOf = ({ client, account }: LoginKeys) => ({
  // An address never contains '|', so the first one ends it whatever the account text holds.
  pair: `pair:${client}|${account}`,
  client: `client:${client}`,
  account: `account:${account}`,
});

/** Reserves one sign-in attempt before the password is checked; refused when a limit is reached. */
export async function reserveLoginAttempt(db: Queryable, login: LoginKeys): Promise<LoginReservation> {
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
 * A right password gives its reservation back: the pair starts afresh, and the address and the account no longer
 * count it. A wrong one keeps it, as a failure.
 */
export async function releaseLoginAttempt(db: Queryable, login: LoginKeys): Promise<void> {
  const keys = keysOf(login);
  await db.query(
    `with released as (
       update auth_limits set attempts = greatest(attempts - 1, 0) where key = any($2::text[]))
     delete from auth_limits where key = $1`,
    [keys.pair, [keys.client, keys.account]],
  );
}
