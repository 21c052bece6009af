import {
  FoldCache,
  foldStream,
  handleCommand,
  retryOnConflict,
  type AppendResult,
  type EventMetadata,
  type EventStore,
  type StreamAppend,
} from '../../events/index.js';
import { productStreamId } from '../../events/catalog.js';
import { orderStreamId, type OrderStatus } from '../../events/orders.js';
import { orderDecider } from './order.js';
import type { ProductForOrder } from './product-stock.js';

export async function changeOrderStatus(
  store: EventStore,
  orderId: string,
  status: OrderStatus,
  metadata: EventMetadata,
): Promise<AppendResult | null> {
  const handled = await handleCommand(
    store,
    orderDecider,
    orderStreamId(orderId),
    { type: 'ChangeStatus', orderId, status, now: new Date() },
    metadata,
  );
  return handled.append;
}

/**
 * Deletes an order as an event. An order whose goods have not left puts its
 * units back: the StockReleased events go in the same append, at the
 * versions of the product streams that were read. Lines of products or
 * variants deleted since are not restocked (there is nothing to put them on).
 */
export async function deleteOrder(
  store: EventStore,
  products: FoldCache<ProductForOrder>,
  orderId: string,
  metadata: EventMetadata,
): Promise<AppendResult> {
  return retryOnConflict(async () => {
    const stream = orderStreamId(orderId);
    const history = await store.readStream(stream);
    const state = foldStream(orderDecider, history);
    const events = orderDecider.decide({ type: 'DeleteOrder', orderId, now: new Date() }, state);
    const appends: StreamAppend[] = [{ streamId: stream, streamType: 'order', expectedVersion: history.length, events }];
    const deleted = events[0]!;
    if (deleted.type === 'OrderDeleted' && deleted.data.restocked && state.kind === 'placed') {
      const byProduct = new Map<string, { variantId: string; quantity: number }[]>();
      for (const item of state.order.items) {
        byProduct.set(item.productId, [...(byProduct.get(item.productId) ?? []), item]);
      }
      for (const [productId, lines] of byProduct) {
        const { state: product, version } = await products.load(productStreamId(productId));
        if (product.kind !== 'present') continue;
        const stock = new Map([...product.variants].map(([id, variant]) => [id, variant.stock]));
        const releases = lines.flatMap((line) => {
          const current = stock.get(line.variantId);
          if (current === undefined) return [];
          stock.set(line.variantId, current + line.quantity);
          return [
            {
              type: 'StockReleased',
              data: { productId, variantId: line.variantId, orderId, quantity: line.quantity, remaining: current + line.quantity },
            },
          ];
        });
        if (releases.length > 0) {
          appends.push({ streamId: productStreamId(productId), streamType: 'product', expectedVersion: version, events: releases });
        }
      }
    }
    return store.append(appends, metadata);
  });
}
