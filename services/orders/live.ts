import { amountDueOf, stateChangeOf, type OrderEvent } from '../../events/orders.js';
import type { Queryable, StoredEvent } from '../../events/index.js';
import type { ReturnEvent } from '../../events/returns.js';
import type { LiveAudience, LivePublisher } from '../../infra/live-publishers.js';
import { findNotification } from '../../projections/notifications/index.js';
import {
  ownersOfOrders,
  type OrderDeletedPayload,
  type OrderPlacedPayload,
  type OrderStatusChangedPayload,
  type OrderUpdatedPayload,
  type ShopperOrderStatusChangedPayload,
} from '../../projections/orders/index.js';
import { readStats } from '../../projections/stats/index.js';
import type { ReturnStatusChangedPayload } from './return-schemas.js';
import type { AdminNotificationAnswer, StatsPayload } from './schemas.js';

/** Events that change an order without moving its state: an open order page reloads on `order:updated`. */
const orderUpdates = new Set(['ContactAttemptRecorded', 'ShipmentAssigned', 'DeliveryAttempted', 'OrderItemsEdited', 'OrderAddressChanged']);
/** Changes of her order's lines or address (ADR 067): her open order page reloads on `order:updated` too. */
const shopperOrderUpdates = new Set(['OrderItemsEdited', 'OrderAddressChanged']);

/** A return requested or moved on, as the live `return:status-changed` tells it; null for any other event. */
export function returnChangeOf(stored: Pick<StoredEvent, 'type' | 'data'>): (ReturnStatusChangedPayload & { userId: string }) | null {
  const event = { type: stored.type, data: stored.data } as ReturnEvent;
  if (event.type === 'ReturnRequested') {
    const { returnId, orderId, orderNumber, userId, requestedAt } = event.data;
    return { returnId, orderId, orderNumber, userId, status: 'requested', at: requestedAt };
  }
  if (event.type === 'ReturnStatusChanged') {
    const { returnId, orderId, orderNumber, userId, to, at } = event.data;
    return { returnId, orderId, orderNumber, userId, status: to, at };
  }
  return null;
}

/**
 * To the admins, from the events alone, without reading the order back: a read per order, one after another, put
 * every later order of a busy batch behind the earlier ones' round trips. An order's status is `placed` unless the
 * same batch changed it (its `order:status-changed` follows in the same pass). Every move to another state is an
 * `order:status-changed`; a call, a shipment or a delivery attempt an `order:updated`.
 */
function publishOrdersToAdmins(events: readonly StoredEvent[], audience: LiveAudience): void {
  const lastStatus = new Map<string, OrderPlacedPayload['status']>();
  for (const stored of events) {
    const change = stateChangeOf(stored);
    if (change) lastStatus.set(change.orderId, change.status);
  }
  for (const stored of events) {
    const event = { type: stored.type, data: stored.data } as OrderEvent;
    const change = stateChangeOf(stored);
    if (change) {
      audience.toAdmins('order:status-changed', {
        id: change.orderId,
        orderNumber: change.orderNumber,
        status: change.status,
      } satisfies OrderStatusChangedPayload);
      continue;
    }
    if (orderUpdates.has(event.type)) {
      audience.toAdmins('order:updated', { id: event.data.orderId, orderNumber: event.data.orderNumber } satisfies OrderUpdatedPayload);
      continue;
    }
    switch (event.type) {
      case 'OrderPlaced':
        audience.toAdmins('order:placed', {
          id: event.data.orderId,
          orderNumber: event.data.orderNumber,
          shippingName: event.data.shippingName,
          status: lastStatus.get(event.data.orderId) ?? 'placed',
          subtotal: event.data.subtotal,
          discount: event.data.discount,
          deliveryFee: event.data.deliveryFee,
          codFee: event.data.codFee,
          totalAmount: event.data.totalAmount,
          storeCreditUsed: event.data.storeCreditUsed,
          amountDue: amountDueOf(event.data),
          coupon: event.data.coupon ? { code: event.data.coupon.code, kind: event.data.coupon.kind } : null,
          createdAt: event.data.placedAt,
        } satisfies OrderPlacedPayload);
        break;
      case 'OrderDeleted':
        audience.toAdmins('order:deleted', { id: event.data.orderId, orderNumber: event.data.orderNumber } satisfies OrderDeletedPayload);
        break;
    }
  }
}

/** To each shopper, her orders' moves to another state and changes, once the orders read model shows them. */
async function publishOrdersToOwners(db: Queryable, events: readonly StoredEvent[], audience: LiveAudience): Promise<void> {
  const changes = events.map(stateChangeOf).filter((change) => change !== null);
  const updates = events
    .filter((stored) => shopperOrderUpdates.has(stored.type))
    .map((stored) => stored.data as { orderId: string; orderNumber: number });
  if (changes.length === 0 && updates.length === 0) return;
  const owners = await ownersOfOrders(db, [...new Set([...changes, ...updates].map((change) => change.orderId))]);
  for (const { orderId, orderNumber, status, at } of changes) {
    const owner = owners.get(orderId);
    if (owner) {
      audience.toUser(owner, 'order:status-changed', { id: orderId, orderNumber, status, changedAt: at } satisfies ShopperOrderStatusChangedPayload);
    }
  }
  for (const { orderId, orderNumber } of updates) {
    const owner = owners.get(orderId);
    if (owner) audience.toUser(owner, 'order:updated', { id: orderId, orderNumber } satisfies OrderUpdatedPayload);
  }
}

/** What the orders module tells the live sockets: orders, returns, the dashboard's figures and the admins' notices. */
export function ordersLivePublishers(db: Queryable): readonly LivePublisher[] {
  return [
    {
      projection: 'orders',
      async publish(events, audience) {
        publishOrdersToAdmins(events, audience);
        await publishOrdersToOwners(db, events, audience);
      },
    },
    {
      // A return's request and every move of it: to her room and to the admins' queue (ADR 067).
      projection: 'returns',
      publish(events, audience) {
        for (const change of events.map(returnChangeOf).filter((found) => found !== null)) {
          const { userId, ...payload } = change;
          audience.toUser(userId, 'return:status-changed', payload satisfies ReturnStatusChangedPayload);
          audience.toAdmins('return:status-changed', payload satisfies ReturnStatusChangedPayload);
        }
      },
    },
    {
      projection: 'stats',
      async publish(_events, audience) {
        audience.toAdmins('stats:updated', (await readStats(db)) satisfies StatsPayload);
      },
    },
    {
      projection: 'notifications',
      async publish(events, audience) {
        for (const event of events) {
          const notification = await findNotification(db, (event.data as { notificationId: string }).notificationId);
          if (notification) audience.toAdmins('notification:created', notification satisfies AdminNotificationAnswer);
        }
      },
    },
  ];
}
