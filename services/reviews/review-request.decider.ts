import { streamRead, type CommandDecider, type NewEvent, type StreamFold, type StreamRead } from '../../events/index.js';
import { orderStreamId, type ShopperLocale } from '../../events/orders.js';
import { reviewRequestStreamId, reviewStreamId, type ReviewRequestEvent } from '../../events/reviews.js';
import { standsDelivered } from './purchases.decider.js';
import { reviewDecider, type ReviewState } from './review.decider.js';

/** Whether and about what to ask her for reviews of a delivered order, decided from the log (review-request-job.ts runs it). */

interface OrderLine {
  readonly itemId: string;
  readonly productId: string;
  readonly productNameEn: string;
  readonly productNameAr: string;
  readonly quantity: number;
}

/** One order as the request needs it: whose, in which language, whether it stands delivered, its lines and returns. */
export interface OrderForRequest {
  readonly placed: boolean;
  readonly orderNumber: number;
  readonly userId: string;
  readonly locale: ShopperLocale;
  readonly delivered: boolean;
  readonly lines: readonly OrderLine[];
  /** Units of lines under a return she asked for (not rejected), by return. */
  readonly returns: readonly { readonly returnId: string; readonly items: readonly { itemId: string; quantity: number }[] }[];
}

export const orderForRequestFold: StreamFold<OrderForRequest> = {
  streamType: 'order',
  initialState: () => ({ placed: false, orderNumber: 0, userId: '', locale: 'ar', delivered: false, lines: [], returns: [] }),
  evolve(before, event: NewEvent) {
    const data = event.data as Record<string, unknown>;
    const delivered = standsDelivered(before.delivered, event);
    const state = delivered === before.delivered ? before : { ...before, delivered };
    switch (event.type) {
      case 'OrderPlaced':
        return {
          ...state,
          placed: true,
          orderNumber: data.orderNumber as number,
          userId: data.userId as string,
          locale: data.locale as ShopperLocale,
          lines: data.items as OrderLine[],
        };
      case 'OrderItemsEdited':
        return { ...state, lines: data.items as OrderLine[] };
      case 'OrderItemsReturnRequested':
        return { ...state, returns: [...state.returns, { returnId: data.returnId as string, items: data.items as { itemId: string; quantity: number }[] }] };
      case 'OrderItemsReturnRejected':
        return { ...state, returns: state.returns.filter((one) => one.returnId !== data.returnId) };
      default:
        return state;
    }
  },
};

/** Whether her order was asked about. */
export const reviewRequestFold: StreamFold<{ readonly requested: boolean }> = {
  streamType: 'review-request',
  initialState: () => ({ requested: false }),
  evolve: (state, event: NewEvent) => (event.type === 'ReviewRequested' ? { requested: true } : state),
};

/** The products of the order she keeps: each with a unit of its lines not under return, once, in the order's order. */
export function keptProducts(order: OrderForRequest): OrderLine[] {
  const returned = new Map<string, number>();
  for (const one of order.returns) for (const item of one.items) returned.set(item.itemId, (returned.get(item.itemId) ?? 0) + item.quantity);
  const kept = new Map<string, OrderLine>();
  for (const line of order.lines) {
    if (line.quantity > (returned.get(line.itemId) ?? 0) && !kept.has(line.productId)) kept.set(line.productId, line);
  }
  return [...kept.values()];
}

export interface RequestReviews {
  readonly orderId: string;
  /** The slugs of the products the shop shows, read from the catalog before deciding: the links the request carries. */
  readonly slugs: ReadonlyMap<string, string>;
  readonly now: Date;
}

type Reads = { readonly order: StreamRead<OrderForRequest>; readonly request: StreamRead<{ readonly requested: boolean }> };
type More = { readonly reviews: readonly StreamRead<ReviewState>[] };

/**
 * Asks her once per order, and only while the order stands delivered, about the products she kept that the shop
 * still shows and that she has not reviewed yet; nothing when none is left.
 */
export const requestReviewsDecider: CommandDecider<RequestReviews, Reads, boolean, More> = {
  streams: (command) => ({
    order: streamRead(orderForRequestFold, orderStreamId(command.orderId)),
    request: streamRead(reviewRequestFold, reviewRequestStreamId(command.orderId)),
  }),
  moreStreams: (_command, { order }) => ({
    reviews: order.placed ? keptProducts(order).map((line) => streamRead(reviewDecider, reviewStreamId(line.productId, order.userId))) : [],
  }),
  decide(command, { order, request, reviews }) {
    if (!order.placed || !order.delivered || request.requested) return { events: { request: [] }, result: false };
    const products = keptProducts(order)
      .filter((_line, index) => !reviews[index]?.written)
      .flatMap((line) => {
        const slug = command.slugs.get(line.productId);
        return slug ? [{ productId: line.productId, slug, nameEn: line.productNameEn, nameAr: line.productNameAr }] : [];
      });
    if (products.length === 0) return { events: { request: [] }, result: false };
    const event: ReviewRequestEvent = {
      type: 'ReviewRequested',
      data: {
        orderId: command.orderId,
        orderNumber: order.orderNumber,
        userId: order.userId,
        locale: order.locale,
        products,
        requestedAt: command.now.toISOString(),
      },
    };
    return { events: { request: [event] }, result: true };
  },
};
