import type { PoolClient } from 'pg';
import type { StoredEvent } from '../../events/index.js';
import { announcesStep, type DeliveryAttempted, type OrderCancelled, type OrderPlaced, type OrderStatusChanged } from '../../events/orders.js';
import type { ReviewRequestedData } from '../../events/reviews.js';
import type { StockAlertFiredData } from '../../events/stock-alerts.js';
import { defineProjection, type Projection } from '../../projections/engine/projection.js';
import { listAdminEmails } from '../../projections/users/index.js';
import { shopperKindForStatus, type ShopperMailKind } from './kinds.js';
import {
  mailReactorName,
  messageIdFor,
  queueMail,
  reviewRequestMessageIdFor,
  stockAlertMessageIdFor,
  type MailJob,
  type MailJobs,
  type RetryPolicy,
  type StaffRecipient,
} from './outbox.js';

type Placed = (typeof OrderPlaced)['schema']['_output'];
type StatusChanged = (typeof OrderStatusChanged)['schema']['_output'];
type Cancelled = (typeof OrderCancelled)['schema']['_output'];
type Attempted = (typeof DeliveryAttempted)['schema']['_output'];

export interface MailReactorOptions {
  readonly jobs: Pick<MailJobs, 'insertInTransaction'>;
  readonly retry: RetryPolicy;
  /** The domain of Message-IDs (the sender's). */
  readonly domain: string;
  /** Addresses that hear of new orders instead of the admin accounts (ORDER_ALERT_TO). */
  readonly alertTo: readonly string[];
}

/**
 * Turns order events, fired back-in-stock alerts (ADR 060) and requests for reviews into mail: one job per message, queued in the transaction that moves this reactor's
 * checkpoint (outbox.ts). Like the low-stock reactor it has no read tables and is never rebuilt, since replaying it
 * would write to people again; rebuilding read models leaves it alone.
 */
export function mailReactor(options: MailReactorOptions): Projection {
  return defineProjection({
    name: mailReactorName,
    handles: ['OrderPlaced', 'OrderStatusChanged', 'OrderCancelled', 'DeliveryAttempted', 'OrderItemsEdited', 'ReturnStatusChanged', 'StockAlertFired', 'ReviewRequested'],
    tables: [],
    migrations: [],
    async apply(client, events) {
      const staff = events.some((event) => event.type === 'OrderPlaced') ? await staffRecipients(client, options.alertTo) : [];
      const lastAttempts = await attemptsThatEndedDelivery(client, events);
      const messages = events
        .filter((event) => !lastAttempts.has(event.globalPosition))
        .flatMap((event) => mailFor(event, staff, options.domain));
      await queueMail(client, options.jobs, messages, options.retry);
    },
  });
}

/** The mail of each move of a return. */
const returnMailKinds: Readonly<Record<string, ShopperMailKind>> = {
  approved: 'return-approved',
  rejected: 'return-rejected',
  received: 'return-received',
  refunded: 'return-refunded',
  exchanged: 'return-exchanged',
};

/** The messages an event causes. Pure: who the staff are is decided by the caller. */
export function mailFor(event: StoredEvent, staff: readonly StaffRecipient[], domain: string): MailJob[] {
  const position = event.globalPosition;
  if (event.type === 'OrderPlaced') {
    const order = event.data as Placed;
    const cause = { orderId: order.orderId, orderNumber: order.orderNumber, position };
    return [
      { ...cause, kind: 'order-placed', to: 'shopper', messageId: messageIdFor({ ...cause, kind: 'order-placed' }, domain) },
      ...staff.map((recipient): MailJob => ({
        ...cause,
        kind: 'new-order',
        to: recipient,
        messageId: messageIdFor({ ...cause, kind: 'new-order', recipient: recipient.address }, domain),
      })),
    ];
  }
  if (event.type === 'OrderStatusChanged') {
    const change = event.data as StatusChanged;
    const kind = shopperKindForStatus(change.to);
    // A correction, or a step she was told of before the correction (OrderStatusChanged), writes to nobody.
    if (!kind || change.from === change.to || !announcesStep(change)) return [];
    return [toShopper({ orderId: change.orderId, orderNumber: change.orderNumber, position }, kind, domain)];
  }
  if (event.type === 'OrderCancelled') {
    // Whoever cancelled it, she hears of it once; what it says (who and why) is read from this event when sent.
    const cancelled = event.data as Cancelled;
    return [toShopper({ orderId: cancelled.orderId, orderNumber: cancelled.orderNumber, position }, 'order-cancelled', domain)];
  }
  if (event.type === 'DeliveryAttempted') {
    // Only "nobody home" asks something of her (be there next time); a refusal or a delivery she knows of already.
    const attempt = event.data as Attempted;
    if (attempt.outcome !== 'not_home') return [];
    return [toShopper({ orderId: attempt.orderId, orderNumber: attempt.orderNumber, position }, 'delivery-missed', domain)];
  }
  if (event.type === 'OrderItemsEdited') {
    // Her order's lines changed (ADR 067): she hears of the new lines and total once.
    const edited = event.data as { orderId: string; orderNumber: number };
    return [toShopper({ orderId: edited.orderId, orderNumber: edited.orderNumber, position }, 'order-edited', domain)];
  }
  if (event.type === 'ReturnStatusChanged') {
    // Her return moved on (ADR 067): she hears of each move, about the order it came from.
    const moved = event.data as { orderId: string; orderNumber: number; to: string };
    const kind = returnMailKinds[moved.to];
    return kind ? [toShopper({ orderId: moved.orderId, orderNumber: moved.orderNumber, position }, kind, domain)] : [];
  }
  if (event.type === 'StockAlertFired') {
    // One message per fired alert: the shopper who waited, told that the size is back.
    const fired = event.data as StockAlertFiredData;
    return [
      {
        kind: 'back-in-stock',
        to: 'shopper',
        userId: fired.userId,
        streamId: event.streamId,
        streamVersion: event.streamVersion,
        position,
        messageId: stockAlertMessageIdFor(position, domain),
      },
    ];
  }
  if (event.type === 'ReviewRequested') {
    // Some days after her delivery the store asked her for reviews: one message, about the order.
    const asked = event.data as ReviewRequestedData;
    return [
      {
        kind: 'review-request',
        to: 'shopper',
        orderId: asked.orderId,
        orderNumber: asked.orderNumber,
        userId: asked.userId,
        streamId: event.streamId,
        streamVersion: event.streamVersion,
        position,
        messageId: reviewRequestMessageIdFor(asked.orderNumber, position, domain),
      },
    ];
  }
  return [];
}

function toShopper(cause: { orderId: string; orderNumber: number; position: number }, kind: ShopperMailKind, domain: string): MailJob {
  return { ...cause, kind, to: 'shopper', messageId: messageIdFor({ ...cause, kind }, domain) };
}

/**
 * "Nobody home" attempts after which the courier will not come again: the last allowed attempt sends the parcel back
 * in the same append (OrderReturnStarted), so promising another visit would be false. Read from the log rather than
 * the batch, which may end between the two events.
 */
async function attemptsThatEndedDelivery(client: PoolClient, events: readonly StoredEvent[]): Promise<Set<number>> {
  const missed = events.filter((event) => event.type === 'DeliveryAttempted' && (event.data as Attempted).outcome === 'not_home');
  if (missed.length === 0) return new Set();
  const result = await client.query<{ position: string }>(
    `select m.position from unnest($1::text[], $2::xid8[], $3::bigint[]) as m(stream_id, transaction_id, position)
     where exists (select 1 from events e where e.stream_id = m.stream_id and e.transaction_id = m.transaction_id
       and e.type = 'OrderReturnStarted')`,
    [missed.map((event) => event.streamId), missed.map((event) => String(event.transactionId)), missed.map((event) => event.globalPosition)],
  );
  return new Set(result.rows.map((row) => Number(row.position)));
}

/**
 * Who hears of a new order, decided when its messages are queued: ORDER_ALERT_TO when set, otherwise every admin
 * account. Staff are written to in Arabic, the store's language: accounts record no preferred language.
 */
async function staffRecipients(client: PoolClient, alertTo: readonly string[]): Promise<StaffRecipient[]> {
  const addresses = alertTo.length > 0 ? alertTo : await listAdminEmails(client);
  return addresses.map((address) => ({ address, locale: 'ar' }));
}
