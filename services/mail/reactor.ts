import type { PoolClient } from 'pg';
import type { StoredEvent } from '../../events/index.js';
import type { OrderPlaced, OrderStatusChanged } from '../../events/orders.js';
import { defineProjection, type Projection } from '../../projections/engine/projection.js';
import { listAdminEmails } from '../../projections/users/index.js';
import { shopperKindForStatus } from './kinds.js';
import { mailReactorName, messageIdFor, queueMail, type MailJob, type MailJobs, type RetryPolicy, type StaffRecipient } from './outbox.js';

type Placed = (typeof OrderPlaced)['schema']['_output'];
type StatusChanged = (typeof OrderStatusChanged)['schema']['_output'];

export interface MailReactorOptions {
  readonly jobs: Pick<MailJobs, 'insertInTransaction'>;
  readonly retry: RetryPolicy;
  /** The domain of Message-IDs (the sender's). */
  readonly domain: string;
  /** Addresses that hear of new orders instead of the admin accounts (ORDER_ALERT_TO). */
  readonly alertTo: readonly string[];
}

/**
 * Turns order events into mail: one job per message, queued in the transaction that moves this reactor's
 * checkpoint (outbox.ts). Like the low-stock reactor it has no read tables and is never rebuilt, since replaying it
 * would write to people again; rebuilding read models leaves it alone.
 */
export function mailReactor(options: MailReactorOptions): Projection {
  return defineProjection({
    name: mailReactorName,
    handles: ['OrderPlaced', 'OrderStatusChanged'],
    tables: [],
    migrations: [],
    async apply(client, events) {
      const staff = events.some((event) => event.type === 'OrderPlaced') ? await staffRecipients(client, options.alertTo) : [];
      const messages = events.flatMap((event) => mailFor(event, staff, options.domain));
      await queueMail(client, options.jobs, messages, options.retry);
    },
  });
}

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
    if (!kind || change.from === change.to) return [];
    const cause = { orderId: change.orderId, orderNumber: change.orderNumber, position };
    return [{ ...cause, kind, to: 'shopper', messageId: messageIdFor({ ...cause, kind }, domain) }];
  }
  return [];
}

/**
 * Who hears of a new order, decided when its messages are queued: ORDER_ALERT_TO when set, otherwise every admin
 * account. Staff are written to in Arabic, the store's language: accounts record no preferred language.
 */
async function staffRecipients(client: PoolClient, alertTo: readonly string[]): Promise<StaffRecipient[]> {
  const addresses = alertTo.length > 0 ? alertTo : await listAdminEmails(client);
  return addresses.map((address) => ({ address, locale: 'ar' }));
}
