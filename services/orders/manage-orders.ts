import {
  FoldCache,
  handle,
  type AppendResult,
  type EventMetadata,
  type EventStore,
} from '../../events/index.js';
import type { CancelReason, OrderEvent, OrderStatus } from '../../events/orders.js';
import { deleteOrderDecider } from './delete-order.js';
import { orderLifeDecider, type OrderRequest } from './order-commands.js';
import { orderDecider, type ActingParty, type OrderState } from './order.js';
import type { ProductForOrder } from './product-stock.js';

/** What a command on an order did: what it appended (null: nothing), its events, and the order after them. */
export interface OrderDecided {
  readonly append: AppendResult | null;
  readonly events: readonly OrderEvent[];
  readonly state: OrderState;
}

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
  const handled = await handle(store, orderLifeDecider, request, metadata, { caches: products ? [products] : [] });
  return { append: handled.append, events: handled.result, state: handled.result.reduce(orderDecider.evolve, handled.states.order) };
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
