import type { EventStore, StoredEvent } from '../../events/index.js';
import { orderStreamId, orderTerms } from '../../events/orders.js';
import { foldStream } from '../../events/index.js';
import type { OrderAsOfAnswer } from '../../projections/orders/index.js';
import { orderDecider, type OrderState } from './order.decider.js';

export interface HistoryEntry {
  readonly type: string;
  readonly recordedAt: string;
  readonly streamVersion: number;
  readonly actor: { readonly id: string; readonly email: string | null; readonly role: string };
  readonly correlationId: string;
  readonly data: unknown;
}

/** An order's events as auditors read them: straight from the log, also after the order was deleted. */
export async function orderHistory(store: EventStore, orderId: string, asOf?: Date): Promise<HistoryEntry[]> {
  const events = await store.readStream(orderStreamId(orderId), { recordedUpTo: asOf });
  return events.map(toEntry);
}

export function toEntry(event: StoredEvent): HistoryEntry {
  const actor = event.metadata.actor;
  return {
    type: event.type,
    recordedAt: event.recordedAt.toISOString(),
    streamVersion: event.streamVersion,
    actor: { id: actor.id, email: actor.email ?? null, role: actor.role },
    correlationId: event.metadata.correlationId,
    data: event.data,
  };
}

/** The order as it stood at a time, folded from its events up to then; null if it did not exist yet. */
export async function orderAsOf(store: EventStore, orderId: string, asOf: Date) {
  const events = await store.readStream(orderStreamId(orderId), { recordedUpTo: asOf });
  return describeState(foldStream(orderDecider, events));
}

/** The order as its stream now holds it (deleted or not); null if there is no such order. */
export async function currentOrder(store: EventStore, orderId: string) {
  return describeState(foldStream(orderDecider, await store.readStream(orderStreamId(orderId))));
}

/** An order as the admin API shows it, from its folded state (the contract's order plus `deleted`). */
export function describeState(state: OrderState): OrderAsOfAnswer | null {
  if (state.kind === 'none') return null;
  const { order } = state;
  return {
    id: order.orderId,
    orderNumber: order.orderNumber,
    userId: order.userId,
    status: state.status,
    deleted: state.kind === 'deleted',
    ...orderTerms(order),
    shippingAddress: [order.shippingAddressLine1, order.shippingAddressLine2, order.shippingCity].filter(Boolean).join(', '),
    courierId: state.shipment?.courierId ?? null,
    courierName: state.shipment?.courierName ?? null,
    trackingNumber: state.shipment?.trackingNumber ?? null,
    contactAttemptsCount: state.contactAttemptsCount,
    lastContactOutcome: state.lastContactOutcome,
    deliveryAttemptsCount: state.deliveryAttemptsCount,
    cancelReason: state.cancelReason,
    codCollected: state.codCollected,
    invoiceNumber: state.invoice?.invoiceNumber ?? null,
    createdAt: order.placedAt,
    updatedAt: state.updatedAt,
    items: order.items.map(({ itemId, ...item }) => ({ id: itemId, ...item })),
  };
}
