import { streamRead, type CommandDecider, type NewEvent, type StreamFold, type StreamRead } from '../../events/index.js';
import { customerOrdersStreamId, orderStreamId } from '../../events/orders.js';
import { reviewStreamId } from '../../events/reviews.js';
import { reviewDecider, type ReviewCommand, type ReviewState } from './review.decider.js';

/**
 * Her right to review a product, decided from the log (never from a read model, which may lag a delivery by a
 * moment): her orders' stream names every order of hers that was delivered (`CodDeliveryCounted`, counted for
 * orders delivered before it existed too, ADR 059); those orders' own streams say which still stand delivered and
 * what they held.
 */

/** Her delivered orders, as her orders' stream counts them. */
export const deliveriesFold: StreamFold<{ readonly delivered: readonly string[] }> = {
  streamType: 'customer-orders',
  initialState: () => ({ delivered: [] }),
  evolve: (state, event: NewEvent) =>
    event.type === 'CodDeliveryCounted' ? { delivered: [...state.delivered, (event.data as { orderId: string }).orderId] } : state,
};

export type Purchase = { readonly delivered: boolean; readonly productIds: readonly string[] };

/**
 * Whether an order stands delivered after `event`, given whether it did before: from its move to delivered, until
 * it is cancelled, refused on its way back, returned or deleted (as the shop lists it).
 */
export function standsDelivered(before: boolean, event: Pick<NewEvent, 'type' | 'data'>): boolean {
  switch (event.type) {
    case 'OrderStatusChanged':
      return (event.data as { to: string }).to === 'delivered';
    case 'OrderCancelled':
    case 'OrderReturnStarted':
    case 'OrderReturnReceived':
    case 'OrderDeleted':
      return false;
    default:
      return before;
  }
}

/** One order as a review needs it: whether it stands delivered now, and the products its lines hold. */
export const purchaseFold: StreamFold<Purchase> = {
  streamType: 'order',
  initialState: () => ({ delivered: false, productIds: [] }),
  evolve(state, event: NewEvent) {
    const delivered = standsDelivered(state.delivered, event);
    if (event.type === 'OrderPlaced' || event.type === 'OrderItemsEdited') {
      const items = (event.data as { items?: readonly { productId: string }[] }).items ?? [];
      return { delivered, productIds: items.map((item) => item.productId) };
    }
    return delivered === state.delivered ? state : { ...state, delivered };
  },
};

type WriteReview = Omit<Extract<ReviewCommand, { type: 'WriteReview' }>, 'hasDeliveredPurchase'>;
type Reads = { readonly review: StreamRead<ReviewState>; readonly deliveries: StreamRead<{ readonly delivered: readonly string[] }> };
type More = { readonly orders: readonly StreamRead<Purchase>[] };

/** A review written by a shopper with a delivered order of the product (review.ts decides the rest). */
export const writeReviewDecider: CommandDecider<WriteReview, Reads, null, More> = {
  streams: (command) => ({
    review: streamRead(reviewDecider, reviewStreamId(command.productId, command.userId)),
    deliveries: streamRead(deliveriesFold, customerOrdersStreamId(command.userId)),
  }),
  moreStreams: (_command, { deliveries }) => ({
    orders: [...new Set(deliveries.delivered)].map((orderId) => streamRead(purchaseFold, orderStreamId(orderId))),
  }),
  decide(command, { review, orders }) {
    const hasDeliveredPurchase = holdsDelivered(orders, command.productId);
    return { events: { review: reviewDecider.decide({ ...command, hasDeliveredPurchase }, review) }, result: null };
  },
};

/** Whether one of her orders that stands delivered holds the product: the one rule of the write and of the question. */
export function holdsDelivered(orders: readonly Purchase[], productId: string): boolean {
  return orders.some((order) => order.delivered && order.productIds.includes(productId));
}
