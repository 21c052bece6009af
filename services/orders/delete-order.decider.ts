import { streamRead, type CommandDecider, type NewEvent, type StreamRead } from '../../events/index.js';
import { productStreamId } from '../../events/catalog.js';
import { orderStreamId } from '../../events/orders.js';
import { orderDecider, type OrderState } from './order.decider.js';
import { evolveStock, release } from '../../events/stock.js';
import { productForOrder, stockLevels, type ProductForOrder } from './product-stock.decider.js';

export interface DeleteOrder {
  readonly orderId: string;
  readonly now: Date;
}

type OrderStream = { readonly order: StreamRead<OrderState> };
/** The streams of the products to restock, named from the order once it is read. */
type ProductStreams = { readonly products: readonly StreamRead<ProductForOrder>[] };

/** The products of an order's lines, each once, in the order of first mention, with their lines. */
function linesByProduct(order: OrderState): Map<string, { variantId: string; quantity: number }[]> {
  const byProduct = new Map<string, { variantId: string; quantity: number }[]>();
  if (order.kind !== 'placed' || order.leftShelf || order.restocked) return byProduct;
  for (const item of order.order.items) byProduct.set(item.productId, [...(byProduct.get(item.productId) ?? []), item]);
  return byProduct;
}

/**
 * Deletes an order as an event. An order whose goods have not left puts its units back: StockReleased on each
 * product's stream, appended with the deletion. Lines of products or variants deleted since are not restocked
 * (there is nothing to put them on).
 */
export const deleteOrderDecider: CommandDecider<DeleteOrder, OrderStream, null, ProductStreams> = {
  streams: (command) => ({ order: streamRead(orderDecider, orderStreamId(command.orderId)) }),
  moreStreams: (_command, { order }) => ({
    products: [...linesByProduct(order).keys()].map((productId) => streamRead(productForOrder, productStreamId(productId))),
  }),
  decide(command, { order, products }) {
    const { orderId } = command;
    const deletion = orderDecider.decide({ type: 'DeleteOrder', orderId, now: command.now }, order);
    const releases = [...linesByProduct(order)].map(([productId, lines], index): NewEvent[] => {
      const product = products[index]!;
      if (product.kind !== 'present') return [];
      let levels = stockLevels(product);
      return lines.flatMap((line) => {
        const remaining = release(levels, line.variantId, line.quantity);
        if (remaining === null) return [];
        const event = { type: 'StockReleased', data: { productId, variantId: line.variantId, orderId, quantity: line.quantity, remaining, reason: 'order_deleted' } } as const;
        levels = evolveStock(levels, event);
        return [event];
      });
    });
    return { events: { order: deletion, products: releases }, result: null };
  },
};
