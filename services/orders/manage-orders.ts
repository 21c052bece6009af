import {
  FoldCache,
  handle,
  type AppendResult,
  type EventMetadata,
  type EventStore,
} from '../../events/index.js';
import type { CancelReason, OrderEvent, OrderStatus } from '../../events/orders.js';
import { documentNumberStreamId } from '../../events/tax-documents.js';
import { deleteOrderDecider } from './delete-order.decider.js';
import { KeyedQueue } from './keyed-queue.js';
import { orderLifeDecider, type OrderRequest } from './order-commands.decider.js';
import { orderDecider, type ActingParty, type OrderState } from './order.decider.js';
import type { ProductForOrder } from './product-stock.decider.js';

/** What a command on an order did: what it appended (null: nothing), its events, and the order after them. */
export interface OrderDecided {
  readonly append: AppendResult | null;
  readonly events: readonly OrderEvent[];
  readonly state: OrderState;
}

/** Deliveries of this process, one at a time: each may take an invoice number (ADR 067). */
const deliveries = new KeyedQueue();
/** Lost races a delivery retries: with other instances delivering at once, each race costs one number's turn. */
const deliveryRetries = 30;

const mayDeliver = (request: OrderRequest) =>
  (request.type === 'RecordDeliveryAttempt' && request.outcome === 'delivered') || (request.type === 'ChangeStatus' && request.status === 'delivered');

/**
 * Any command on an order's life (order-commands.ts), through the products' fold cache: the decision and the
 * order as it left it, to answer from (ADR 049).
 */
export async function decideOrder(
  store: EventStore,
  products: FoldCache<ProductForOrder> | null,
  request: OrderRequest,
  metadata: EventMetadata,
): Promise<OrderDecided> {
  const caches = products ? [products] : [];
  const handled = mayDeliver(request)
    ? // Every delivery may take the next invoice number, appended at the version its decision read: in this process
      // deliveries take turns on the numbers' stream rather than race; other instances race and retry.
      await deliveries.run([documentNumberStreamId('invoice')], () => handle(store, orderLifeDecider, request, metadata, { caches, retries: deliveryRetries }))
    : await handle(store, orderLifeDecider, request, metadata, { caches });
  // The order as every event appended to its stream left it: the decision's, and the invoice its delivery issued.
  const appended = (handled.events.order ?? handled.result) as readonly OrderEvent[];
  return { append: handled.append, events: handled.result, state: appended.reduce(orderDecider.evolve, handled.states.order) };
}

export async function changeOrderStatus(
  store: EventStore,
  orderId: string,
  status: OrderStatus,
  metadata: EventMetadata,
): Promise<OrderDecided> {
  return decideOrder(store, null, { type: 'ChangeStatus', orderId, status, now: new Date() }, metadata);
}

/** Cancels an order with its units back on the shelf; cancelling a cancelled order records nothing. */
export async function cancelOrder(
  store: EventStore,
  products: FoldCache<ProductForOrder> | null,
  orderId: string,
  cancellation: { readonly reason: CancelReason; readonly note: string | null; readonly by: ActingParty },
  metadata: EventMetadata,
): Promise<OrderDecided> {
  return decideOrder(store, products, { type: 'CancelOrder', orderId, ...cancellation, now: new Date() }, metadata);
}

/** Deletes an order, restocking what has not left the shelf (delete-order.ts), through the products' fold cache. */
export async function deleteOrder(
  store: EventStore,
  products: FoldCache<ProductForOrder>,
  orderId: string,
  metadata: EventMetadata,
): Promise<AppendResult> {
  const { append } = await handle(store, deleteOrderDecider, { orderId, now: new Date() }, metadata, { caches: [products] });
  return append!;
}
