import {
  FoldCache,
  handle,
  handleCommand,
  type AppendResult,
  type EventMetadata,
  type EventStore,
} from '../../events/index.js';
import { orderStreamId, type OrderStatus } from '../../events/orders.js';
import { deleteOrderDecider } from './delete-order.js';
import { orderDecider, type OrderState } from './order.js';
import type { ProductForOrder } from './product-stock.js';

export async function changeOrderStatus(
  store: EventStore,
  orderId: string,
  status: OrderStatus,
  metadata: EventMetadata,
): Promise<{ readonly append: AppendResult | null; readonly state: OrderState }> {
  const handled = await handleCommand(
    store,
    orderDecider,
    orderStreamId(orderId),
    { type: 'ChangeStatus', orderId, status, now: new Date() },
    metadata,
  );
  return { append: handled.append, state: handled.state };
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
