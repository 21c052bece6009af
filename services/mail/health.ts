import type pg from 'pg';
import { mailQueue, type MailJobs } from './outbox.js';

export interface MailHealth {
  /** Messages waiting to be sent, for the first time or again, or being sent now. */
  readonly queued: number;
  /** Messages out of attempts: they go again only when an admin retries them (POST /api/admin/mail/retry). */
  readonly failed: number;
  /** The latest error of a message not sent yet, or null when every message that failed was sent since. */
  readonly lastError: { readonly messageId: string; readonly message: string; readonly at: string } | null;
}

export async function mailHealth(pool: pg.Pool, jobs: Pick<MailJobs, 'counts'>): Promise<MailHealth> {
  const [counts, last] = await Promise.all([
    jobs.counts(mailQueue),
    pool.query<{ messageId: string; message: string; at: string }>(
      `select message_id as "messageId", last_error as message, to_json(last_attempt_at)#>>'{}' as at
       from mail_messages where sent_at is null and last_error is not null
       order by last_attempt_at desc limit 1`,
    ),
  ]);
  return { queued: counts.waiting + counts.active, failed: counts.failed, lastError: last.rows[0] ?? null };
}
