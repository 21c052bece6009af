import type { Migration } from '../migrate.js';

/**
 * When each user last signed in: one row per user, set as each session opens. The retention rules erase a customer
 * who has neither ordered nor signed in for years (setting `personalDataRetentionYears`), and sessions cannot tell:
 * they are deleted a day after they expire. Not an event: a sign-in changes nothing the store decides on, and one
 * event per sign-in would grow the log for a single date. Kept in backups (app/backup/tables.ts), so a restore
 * does not make every customer look inactive.
 */
export const signInsMigration: Migration = {
  id: 'sign-ins:1',
  sql: `create table sign_ins (
    user_id uuid primary key,
    last_signed_in_at timestamptz not null
  );
  insert into sign_ins (user_id, last_signed_in_at)
    select user_id, max(created_at) from sessions group by user_id;`,
};

/** The statement `openSession` runs with its insert: the user's last sign-in is now. */
export const recordSignIn = `insert into sign_ins (user_id, last_signed_in_at) values ($1, now())
  on conflict (user_id) do update set last_signed_in_at = greatest(sign_ins.last_signed_in_at, excluded.last_signed_in_at)`;
