import type pg from 'pg';
import type { EventStore } from '../../events/index.js';
import { orderStreamId, type OrderAddressChanged, type OrderCancelled, type OrderItemsEdited } from '../../events/orders.js';
import type { ReviewRequestedData } from '../../events/reviews.js';
import type { StockAlertFiredData } from '../../events/stock-alerts.js';
import type { Logger } from '../../infra/logger.js';
import { confirmationUrl, type OrderLinks } from '../../infra/order-links.js';
import { findUserById } from '../../projections/users/index.js';
import { composeBackInStockMail } from './compose/back-in-stock-mail.js';
import { composeOrderMail, type PlacedOrder } from './compose/order-mail.js';
import { composeReviewRequestMail } from './compose/review-request-mail.js';
import { orderNumberOf, type MailJob, type ReviewRequestMailJob, type StockAlertMailJob } from './outbox.js';
import type { MailTransport, OutgoingMail } from './transport.js';

export interface MailSenderOptions {
  readonly store: EventStore;
  readonly pool: pg.Pool;
  readonly transport: MailTransport;
  readonly from: string;
  /** The store's public address, without a trailing slash: the base of back-office links. */
  readonly publicUrl: string;
  /** Signs the order's confirmation link (the placed order's mail carries it). */
  readonly links: Pick<OrderLinks, 'sign'>;
  readonly logger: Logger;
}

/** Distinguishes the sending lease's advisory locks from the store's others. */
const leaseNamespace = 7_305_201;

/**
 * Sends one queued message, at most once as far as the store can know: a message recorded as sent is skipped; one
 * being sent by another attempt (a retry that overlapped a slow one) is left to it; otherwise it is composed,
 * handed to the mail server, and recorded once the server accepted it. A crash between the server's acceptance
 * and the record sends it again on the next attempt, with the same Message-ID (ADR 019).
 */
export class MailSender {
  constructor(private readonly options: MailSenderOptions) {}

  async send(job: MailJob): Promise<void> {
    const { pool } = this.options;
    try {
      const mail = await composeMail(this.options, job);
      // The lease's own connection does the rest: a message holds one connection at a time, however many are sent at once.
      const sent = await withLease(pool, job.messageId, async (client) => {
        if (await isSent(client, job.messageId)) return false;
        await this.options.transport.send(mail);
        await recordSent(client, job, mail.to.address);
        return true;
      });
      if (sent) this.options.logger.info('mail sent', { messageId: job.messageId, kind: job.kind });
    } catch (error) {
      await recordFailure(pool, job.messageId, error).catch((recordError) =>
        this.options.logger.warn('recording a mail failure failed', { messageId: job.messageId, error: recordError }),
      );
      this.options.logger.warn('mail not sent; it will be tried again', { messageId: job.messageId, error });
      throw error;
    }
  }
}

/**
 * The message as it goes out: the order as placed (from its stream, so a deleted order still has it), the
 * shopper's address and name from the users read model as they are now, in the order's or staff member's language.
 */
export async function composeMail(
  options: Pick<MailSenderOptions, 'store' | 'pool' | 'from' | 'publicUrl' | 'links'>,
  job: MailJob,
): Promise<OutgoingMail> {
  if (job.kind === 'back-in-stock') return composeStockAlertMail(options, job);
  if (job.kind === 'review-request') return composeReviewRequest(options, job);
  const { store, pool, from, publicUrl, links } = options;
  const events = await store.readStream(orderStreamId(job.orderId));
  const order = orderAt(events, job.position);
  if (!order) throw new Error(`Order ${job.orderId} is not in the log`);
  let to: OutgoingMail['to'];
  let locale = order.locale;
  let recipientName = '';
  if (job.to === 'shopper') {
    const shopper = await findUserById(pool, order.userId);
    // The users read model may not show a new account yet: the retry will find it.
    if (!shopper) throw new Error(`Shopper ${order.userId} of order ${order.orderNumber} is not in the users read model yet`);
    to = { name: shopper.name, address: shopper.email };
    recipientName = shopper.name;
  } else {
    to = { name: '', address: job.to.address };
    locale = job.to.locale;
  }
  const rendered = composeOrderMail({
    kind: job.kind,
    order,
    locale,
    recipientName,
    backOfficeUrl: `${publicUrl}/admin/orders?order=${order.orderNumber}`,
    confirmUrl: job.kind === 'order-placed' ? confirmationUrl(publicUrl, links.sign(order.orderId)) : undefined,
    // Her tax invoice, issued with the delivery (ADR 067); an exchange has none.
    invoiceUrl:
      job.kind === 'order-delivered' && events.some((event) => event.type === 'InvoiceIssued')
        ? `${publicUrl}/account/orders/${order.orderId}/invoice`
        : undefined,
    // The event that caused the message (its position is the job's) says who cancelled and why.
    cancellation: job.kind === 'order-cancelled' ? cancellationOf(events, job.position) : undefined,
    totalBefore: job.kind === 'order-edited' ? editOf(events, job.position)?.before.totalAmount : undefined,
  });
  return { messageId: job.messageId, from, to, ...rendered };
}

/**
 * A fired back-in-stock alert's message: what it says from its StockAlertFired event (as it fired), her address and
 * name from the users read model as they are now, in the language she asked in.
 */
async function composeStockAlertMail(
  options: Pick<MailSenderOptions, 'store' | 'pool' | 'from' | 'publicUrl'>,
  job: StockAlertMailJob,
): Promise<OutgoingMail> {
  const [cause] = await options.store.readStream(job.streamId, { afterVersion: job.streamVersion - 1 });
  if (!cause || cause.streamVersion !== job.streamVersion || cause.type !== 'StockAlertFired') {
    throw new Error(`Alert ${job.streamId}@${job.streamVersion} is not in the log`);
  }
  const alert = cause.data as StockAlertFiredData;
  const shopper = await findUserById(options.pool, alert.userId);
  if (!shopper) throw new Error(`Shopper ${alert.userId} is not in the users read model yet`);
  const rendered = composeBackInStockMail({
    alert,
    recipientName: shopper.name,
    productUrl: `${options.publicUrl}/product/${encodeURIComponent(alert.slug)}`,
  });
  return { messageId: job.messageId, from: options.from, to: { name: shopper.name, address: shopper.email }, ...rendered };
}

/**
 * A request for reviews' message: the order's number, her language and the products from its ReviewRequested event
 * (as it was asked), her address and name from the users read model as they are now.
 */
async function composeReviewRequest(
  options: Pick<MailSenderOptions, 'store' | 'pool' | 'from' | 'publicUrl'>,
  job: ReviewRequestMailJob,
): Promise<OutgoingMail> {
  const [cause] = await options.store.readStream(job.streamId, { afterVersion: job.streamVersion - 1 });
  if (!cause || cause.streamVersion !== job.streamVersion || cause.type !== 'ReviewRequested') {
    throw new Error(`Request for reviews ${job.streamId}@${job.streamVersion} is not in the log`);
  }
  const request = cause.data as ReviewRequestedData;
  const shopper = await findUserById(options.pool, request.userId);
  if (!shopper) throw new Error(`Shopper ${request.userId} is not in the users read model yet`);
  const rendered = composeReviewRequestMail({ request, recipientName: shopper.name, publicUrl: options.publicUrl });
  return { messageId: job.messageId, from: options.from, to: { name: shopper.name, address: shopper.email }, ...rendered };
}

type Cancelled = (typeof OrderCancelled)['schema']['_output'];
type Edited = (typeof OrderItemsEdited)['schema']['_output'];
type AddressChanged = (typeof OrderAddressChanged)['schema']['_output'];

/**
 * The order as it stood when the message was caused (the event at `position`): as placed, with the lines and
 * amounts of its edits and the address of its changes up to then (ADR 067).
 */
function orderAt(events: readonly { type: string; data: unknown; globalPosition: number }[], position: number): PlacedOrder | undefined {
  let order: PlacedOrder | undefined;
  for (const event of events) {
    if (event.type === 'OrderPlaced') order = event.data as PlacedOrder;
    else if (!order || event.globalPosition > position) continue;
    else if (event.type === 'OrderItemsEdited') {
      const { items, subtotal, discount, deliveryFee, codFee, totalAmount } = event.data as Edited;
      order = { ...order, items, subtotal, discount, deliveryFee, codFee, totalAmount };
    } else if (event.type === 'OrderAddressChanged') order = { ...order, ...(event.data as AddressChanged).after };
  }
  return order;
}

function editOf(events: readonly { type: string; data: unknown; globalPosition: number }[], position: number) {
  const cause = events.find((event) => event.globalPosition === position && event.type === 'OrderItemsEdited');
  return cause ? (cause.data as Edited) : undefined;
}

function cancellationOf(events: readonly { type: string; data: unknown; globalPosition: number }[], position: number) {
  const cause = events.find((event) => event.globalPosition === position && event.type === 'OrderCancelled');
  return cause ? (cause.data as Cancelled) : undefined;
}

async function isSent(client: pg.PoolClient, messageId: string): Promise<boolean> {
  const result = await client.query('select 1 from mail_messages where message_id = $1 and sent_at is not null', [messageId]);
  return (result.rowCount ?? 0) > 0;
}

async function recordSent(client: pg.PoolClient, job: MailJob, address: string): Promise<void> {
  await client.query(
    `insert into mail_messages (message_id, kind, order_number, recipient, sent_at, attempts, last_attempt_at)
     values ($1, $2, $3, $4, now(), 1, now())
     on conflict (message_id) do update
       set sent_at = now(), recipient = excluded.recipient, attempts = mail_messages.attempts + 1, last_attempt_at = now()`,
    [job.messageId, job.kind, orderNumberOf(job), address],
  );
}

async function recordFailure(pool: pg.Pool, messageId: string, error: unknown): Promise<void> {
  const text = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
  await pool.query(
    `update mail_messages set attempts = attempts + 1, last_error = $2, last_attempt_at = now()
     where message_id = $1 and sent_at is null`,
    [messageId, text],
  );
}

/**
 * Runs `work` holding a session advisory lock on the message, on a connection of its own. A lock, not a row lock
 * in an open transaction: that would hold an xid for the length of an SMTP conversation and with it the horizon
 * below which projections read the log. The lock goes with the connection if this process dies.
 */
async function withLease<T>(pool: pg.Pool, messageId: string, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    const locked = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1, hashtext($2)) as locked', [
      leaseNamespace,
      messageId,
    ]);
    if (!locked.rows[0]?.locked) throw new Error(`Message ${messageId} is being sent by another attempt`);
    try {
      return await work(client);
    } finally {
      await client.query('select pg_advisory_unlock($1, hashtext($2))', [leaseNamespace, messageId]).catch((error: Error) => (broken = error));
    }
  } finally {
    client.release(broken);
  }
}
