import { createHash } from 'node:crypto';
import type { PoolClient } from 'pg';
import type { ShopperLocale } from '../../events/orders.js';
import { uuidFromText } from '../../infra/derived-ids.js';
import type { WorkOptions } from '../../infra/jobs.js';
import type { Migration } from '../../infra/migrate.js';
import { checkpointAtLogEnd } from '../../projections/engine/checkpoints.js';
import type { OrderMailKind, ReviewRequestMailKind, StockAlertMailKind } from './kinds.js';

export const mailQueue = 'mail';
/** The reactor's name, which is also its checkpoint's. */
export const mailReactorName = 'order_mail';

/** A staff member told of new orders: the address and the language to write in. */
export interface StaffRecipient {
  readonly address: string;
  readonly locale: ShopperLocale;
}

/** One message about an order: what caused it and to whom. What it says is composed when it is sent. */
export interface OrderMailJob {
  /** The Message-ID header, fixed when queued: the same for every attempt, so a second copy is recognisably one. */
  readonly messageId: string;
  readonly kind: OrderMailKind;
  readonly orderId: string;
  readonly orderNumber: number;
  /** The global position of the event that caused it. */
  readonly position: number;
  /** The order's shopper (her address is looked up when sending) or a staff member chosen when queued. */
  readonly to: 'shopper' | StaffRecipient;
}

/** The one message of a fired back-in-stock alert (ADR 060): its StockAlertFired event, by stream and version. */
export interface StockAlertMailJob {
  readonly messageId: string;
  readonly kind: StockAlertMailKind;
  readonly streamId: string;
  readonly streamVersion: number;
  readonly position: number;
  /** The shopper who waited (her address is looked up when sending). */
  readonly userId: string;
  readonly to: 'shopper';
}

/** The one message of a request for reviews: its ReviewRequested event, by stream and version, about her order. */
export interface ReviewRequestMailJob {
  readonly messageId: string;
  readonly kind: ReviewRequestMailKind;
  readonly orderId: string;
  readonly orderNumber: number;
  readonly streamId: string;
  readonly streamVersion: number;
  readonly position: number;
  /** The order's shopper (her address is looked up when sending). */
  readonly userId: string;
  readonly to: 'shopper';
}

export type MailJob = OrderMailJob | StockAlertMailJob | ReviewRequestMailJob;

/** The order a message is about; null for one that is about none (a back-in-stock alert). */
export const orderNumberOf = (job: MailJob): number | null => (job.kind === 'back-in-stock' ? null : job.orderNumber);

/** A request for reviews' message id, from its order and its event's position: one message per ReviewRequested. */
export function reviewRequestMessageIdFor(orderNumber: number, position: number, domain: string): string {
  return `<order-${orderNumber}.${position}.review-request@${domain}>`;
}

/** What the outbox needs of the job queue (infra/jobs.ts provides it). */
export interface MailJobs {
  insertInTransaction(
    client: PoolClient,
    queue: string,
    jobs: ReadonlyArray<{
      data: object;
      options: {
        id: string;
        singletonKey: string;
        retryLimit: number;
        retryDelay: number;
        retryBackoff: boolean;
        expireInSeconds: number;
      };
    }>,
  ): Promise<void>;
  work<T extends object>(
    queue: string,
    handler: (data: T) => Promise<void>,
    options?: Pick<WorkOptions<T>, 'batchSize' | 'inTurn'>,
  ): Promise<void>;
  counts(queue: string): Promise<{ waiting: number; active: number; failed: number }>;
  retryFailed(queue: string): Promise<number>;
}

export interface RetryPolicy {
  /** Attempts after the first; each waits about twice as long as the one before. */
  readonly limit: number;
  readonly delaySeconds: number;
  /** How long one attempt may take before it is given up and tried again. */
  readonly timeoutSeconds: number;
}

/**
 * The message's id, derived from its cause only: the event's position, the kind of message and, for staff (several
 * messages per event), the recipient. A replayed event or a retried job yields the same id.
 */
export function messageIdFor(
  cause: { orderNumber: number; position: number; kind: OrderMailKind; recipient?: string },
  domain: string,
): string {
  const recipient = cause.recipient ? `.${digest(cause.recipient.trim().toLowerCase()).slice(0, 12)}` : '';
  return `<order-${cause.orderNumber}.${cause.position}.${cause.kind}${recipient}@${domain}>`;
}

/** A fired alert's message id, from its event's position: one message per StockAlertFired, however often queued. */
export function stockAlertMessageIdFor(position: number, domain: string): string {
  return `<stock-alert.${position}.back-in-stock@${domain}>`;
}

/**
 * Queues messages inside the reactor's transaction: their rows in `mail_messages` and their jobs are written with
 * the checkpoint move, or not at all. The rows make queueing idempotent (a message already there is not queued
 * again); the job ids, derived from the message ids, do the same inside pg-boss. Two statements for any number of
 * messages: the transaction holds back every projection's view of the log until it commits.
 */
export async function queueMail(
  client: PoolClient,
  jobs: Pick<MailJobs, 'insertInTransaction'>,
  messages: readonly MailJob[],
  retry: RetryPolicy,
): Promise<number> {
  if (messages.length === 0) return 0;
  const inserted = await client.query<{ message_id: string }>(
    `insert into mail_messages (message_id, kind, order_number, recipient)
     select "messageId", kind, "orderNumber", recipient
     from json_to_recordset($1::json) as m("messageId" text, kind text, "orderNumber" integer, recipient text)
     on conflict (message_id) do nothing
     returning message_id`,
    [
      JSON.stringify(
        messages.map((job) => ({
          messageId: job.messageId,
          kind: job.kind,
          orderNumber: orderNumberOf(job),
          recipient: job.to === 'shopper' ? null : job.to.address,
        })),
      ),
    ],
  );
  const fresh = new Set(inserted.rows.map((row) => row.message_id));
  await jobs.insertInTransaction(
    client,
    mailQueue,
    messages
      .filter((job) => fresh.has(job.messageId))
      .map((job) => ({
        data: job,
        options: {
          id: uuidFromText(job.messageId),
          singletonKey: job.messageId,
          retryLimit: retry.limit,
          retryDelay: retry.delaySeconds,
          retryBackoff: true,
          expireInSeconds: retry.timeoutSeconds,
        },
      })),
  );
  return fresh.size;
}

/**
 * The outbox's record: one row per message, written when it is queued and marked when the mail server accepted it.
 * Operational data, like login throttling: it is not derived from the log and never rebuilt.
 *
 * The reactor starts where the log stands when this migration runs: the orders before it were never promised mail,
 * and a store upgraded to this version must not write to every past shopper.
 */
export const mailMigrations: readonly Migration[] = [
  {
    id: 'mail:messages:1',
    sql: `create table mail_messages (
      message_id text primary key,
      kind text not null,
      order_number integer not null,
      recipient text,
      queued_at timestamptz not null default now(),
      sent_at timestamptz,
      attempts integer not null default 0,
      last_error text,
      last_attempt_at timestamptz
    );
    create index mail_messages_unsent on mail_messages (last_attempt_at) where sent_at is null;
    ${checkpointAtLogEnd(mailReactorName)}`,
  },
  {
    // A back-in-stock alert's message is about no order.
    id: 'mail:messages:2',
    sql: 'alter table mail_messages alter column order_number drop not null',
  },
];

function digest(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

