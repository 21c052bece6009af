import type { Queryable } from '../../events/index.js';
import type { Migration } from '../migrate.js';
import { recordSignIn } from './sign-ins.js';

/**
 * Sessions kept in PostgreSQL, so that ending one (logout, and later a role or password change) holds on every
 * instance. Operational state like the login limits, not history: a plain table outside the event log, which a
 * backup need not carry (after a restore everyone simply signs in again).
 */
export const sessionsMigration: Migration = {
  id: 'sessions:1',
  sql: `create table sessions (
    id uuid primary key,
    user_id uuid not null,
    created_at timestamptz not null default now(),
    expires_at timestamptz not null,
    ended_at timestamptz
  );
  create index sessions_of_user on sessions (user_id) where ended_at is null;
  create index sessions_by_expiry on sessions (expires_at);`,
};

/** Where instances hear of ended sessions. */
export const sessionEndingsChannel = 'sessions_ended';

/** What one notification says ended: one session, or every session of a user but one. */
export type SessionEnding =
  | { readonly session: string }
  | { readonly user: string; readonly except: string | null };

export async function openSession(db: Queryable, userId: string, sessionId: string, expiresAt: Date): Promise<void> {
  // A user's sessions long expired go as a new one starts, so a user's rows stay few without a sweep.
  await db.query(
    `with swept as (delete from sessions where user_id = $1 and expires_at < now() - interval '1 day'),
       signed_in as (${recordSignIn})
     insert into sessions (id, user_id, expires_at) values ($2, $1, $3)`,
    [userId, sessionId, expiresAt],
  );
}

/** A live session's user as the users read model has them now. */
export interface LiveSession {
  readonly id: string;
  readonly email: string;
  readonly role: string;
}

/**
 * The live session's user as the users read model has them now (so a role is never taken from an old token);
 * `{ unseenUser }` when the session is live but the read model does not show its user yet (an account registered a
 * moment ago, on another instance: ADR 049 answers a registration before its projection); or null: ended, expired,
 * unknown, or a user who was erased. One lookup by primary keys.
 */
export async function findLiveSession(db: Queryable, sessionId: string): Promise<LiveSession | { unseenUser: string } | null> {
  const result = await db.query<{ user_id: string; id: string | null; email: string; role: string; erased: boolean }>(
    `select s.user_id, u.id, u.email, u.role, u.erased_at is not null as erased
     from sessions s left join users u on u.id = s.user_id
     where s.id = $1 and s.ended_at is null and s.expires_at > now()`,
    [sessionId],
  );
  const row = result.rows[0];
  if (!row || row.erased) return null;
  if (row.id === null) return { unseenUser: row.user_id };
  return { id: row.id, email: row.email, role: row.role };
}

/** Ends one session; the notification goes out with the commit, to every instance (this one included). */
export async function endSession(db: Queryable, sessionId: string): Promise<void> {
  const ending: SessionEnding = { session: sessionId };
  await db.query(
    `with ended as (update sessions set ended_at = now() where id = $1 and ended_at is null returning id)
     select pg_notify($2, $3) from ended`,
    [sessionId, sessionEndingsChannel, JSON.stringify(ending)],
  );
}

/**
 * Ends every live session of a user except `except` (the caller's own, e.g. after changing one's own password).
 * Told to every instance even when none was live, so cached views of the user are dropped all the same.
 */
export async function endSessionsOf(db: Queryable, userId: string, except?: string): Promise<number> {
  const ending: SessionEnding = { user: userId, except: except ?? null };
  const result = await db.query<{ ended: number }>(
    `with ended as (
       update sessions set ended_at = now()
       where user_id = $1 and ended_at is null and ($2::uuid is null or id <> $2::uuid) returning id)
     select (select count(*)::int from ended) as ended, pg_notify($3, $4)`,
    [userId, except ?? null, sessionEndingsChannel, JSON.stringify(ending)],
  );
  return result.rows[0]?.ended ?? 0;
}

/** Drops sessions past their expiry (their tokens are refused by then anyway). */
export async function sweepSessions(db: Queryable): Promise<number> {
  const result = await db.query(`delete from sessions where expires_at < now() - interval '1 day'`);
  return result.rowCount ?? 0;
}

export function parseSessionEnding(payload: string | undefined): SessionEnding | null {
  if (!payload) return null;
  try {
    const value = JSON.parse(payload) as Record<string, unknown>;
    if (typeof value.session === 'string') return { session: value.session };
    if (typeof value.user === 'string') return { user: value.user, except: typeof value.except === 'string' ? value.except : null };
  } catch {
    // Not ours.
  }
  return null;
}
