import type pg from 'pg';
import { Refusal, systemActor, type EventStore } from '../../events/index.js';
import type { Logger } from '../../infra/logger.js';
import { readSetting } from '../../projections/settings/index.js';
import { erasePersonalData } from './erase.js';

/** The queue of the retention rules' daily run; pg-boss queues one job a day (UTC), at night in the UAE. */
export const personalDataRetentionQueue = 'personal-data-retention';
export const personalDataRetentionSchedule = '17 23 * * *';

/**
 * Customers erased in one run at most: a backlog (the first run on an old store, the setting just lowered) drains
 * over a few days instead of one run holding the store's connections.
 */
const runLimit = 1000;

export interface RetentionDeps {
  readonly store: EventStore;
  readonly pool: pg.Pool;
  readonly logger: Logger;
}

/** The reason a retention erasure records. */
export const retentionReason = (years: number) => `No order and no sign-in for ${years} years`;

/**
 * The retention rules (setting `personalDataRetentionYears`, default 5): erases the personal data of every customer
 * who has not registered, ordered or signed in since that many years before `now`; her orders stay, with their
 * numbers and amounts (erasePersonalData, by 'retention'). Staff accounts are never nominated. The read models
 * nominate (users, orders, and the sign-ins table); each erasure is decided from her stream, so one erased meanwhile
 * is skipped. Returns the ids erased.
 */
export async function eraseInactiveCustomers(deps: RetentionDeps, now = new Date()): Promise<string[]> {
  const years = Number(await readSetting(deps.pool, 'personalDataRetentionYears'));
  if (!Number.isInteger(years) || years < 1) return [];
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - years);
  const due = await deps.pool.query<{ id: string }>(
    `select u.id from users u
     where u.role = 'customer' and u.erased_at is null and u.created_at < $1
       and not exists (select 1 from orders o where o.user_id = u.id and o.created_at >= $1)
       and not exists (select 1 from sign_ins s where s.user_id = u.id and s.last_signed_in_at >= $1)
     order by u.created_at, u.id limit $2`,
    [cutoff.toISOString(), runLimit],
  );
  const erased: string[] = [];
  let failure: unknown;
  for (const { id } of due.rows) {
    try {
      await erasePersonalData(
        deps.store,
        { userId: id, by: 'retention', reason: retentionReason(years) },
        { actor: systemActor, correlationId: `retention-${id}` },
        { now },
      );
      erased.push(id);
    } catch (error) {
      // Erased meanwhile (by herself, staff or another run): nothing to do.
      if (error instanceof Refusal) continue;
      // One account's failure does not hold up the others; the run fails after them, and the next day tries again.
      failure ??= error;
      deps.logger.warn('erasing an inactive customer failed', { userId: id, error });
    }
  }
  if (erased.length > 0) deps.logger.info('inactive customers erased by the retention rules', { erased: erased.length, years });
  if (failure) throw failure;
  return erased;
}

/** The retention rules as the job queue runs them: their queue, their schedule and their handler. */
export function personalDataRetentionJob(deps: RetentionDeps) {
  return {
    queue: personalDataRetentionQueue,
    schedule: personalDataRetentionSchedule,
    run: async () => {
      await eraseInactiveCustomers(deps);
    },
  };
}
