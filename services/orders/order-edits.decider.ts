import { refuse, streamRead, type CommandDecider, type NewEvent, type StreamRead } from '../../events/index.js';
import { emirateOf } from '../../events/addresses.js';
import { productStreamId } from '../../events/catalog.js';
import { couponFold, couponStreamId, type CouponState } from '../../events/coupons.js';
import { completeTerms, deliveryStreamId, noDeliveryTerms, type DeliveryEvent, type DeliveryTerms } from '../../events/delivery.js';
import { orderStreamId, type LifecycleStatus, type OrderEvent, type OrderPlaced } from '../../events/orders.js';
import { evolveStock, release, reserve } from '../../events/stock.js';
import { toCents, fromCents } from '../../infra/money.js';
import { orderDecider, orderNotFound, type OrderState } from './order.decider.js';
import { checkQuantities, type OrderLimits } from './order-limits.decider.js';
import { mergeLines, type OrderLine } from './order-lines.js';
import { maxOrderTotal, orderTotalTooLarge } from './place-order-decision.decider.js';
import { priceOrder, type PresentCoupon } from './pricing.js';
import { describeVariant, productForOrder as productForOrderFold, stockLevels, type ProductForOrder } from './product-stock.decider.js';

type Placed = (typeof OrderPlaced)['schema']['_output'];
type Item = Placed['items'][number];

/** Until when an order's lines and address may change (ADR 067): before it is packed, and not once cancelled. */
export const editableStatuses: readonly LifecycleStatus[] = ['placed', 'confirmed'];
export const canEditOrder = (status: LifecycleStatus) => editableStatuses.includes(status);

const tooLateToEdit = () => refuse.conflict('This order can no longer be changed', { code: 'too_late_to_edit' });

/** Staff replace an order's lines: each variant once (lines of one variant count together) with its new quantity. */
export interface EditOrderItems {
  readonly orderId: string;
  readonly lines: readonly OrderLine[];
  readonly limits: Pick<OrderLimits, 'unitsPerLine' | 'unitsPerOrder'>;
  readonly newId: () => string;
  readonly now: Date;
}

/** The delivery terms as each change set them, oldest first: what was in force when an order was placed. */
type DeliveryHistory = readonly { readonly changedAt: string; readonly terms: DeliveryTerms }[];

export const deliveryHistoryFold = {
  streamType: 'delivery',
  initialState: (): DeliveryHistory => [],
  evolve(history: DeliveryHistory, event: { readonly type: string; readonly data: unknown }): DeliveryHistory {
    const typed = event as DeliveryEvent;
    if (typed.type !== 'DeliveryTermsChanged') return history;
    return [...history, { changedAt: typed.data.changedAt, terms: completeTerms(typed.data) }];
  },
};

/** The terms of the last change made at or before `at` (none before any: delivery cost nothing). */
export function termsAt(history: DeliveryHistory, at: string): DeliveryTerms {
  const time = Date.parse(at);
  let terms = noDeliveryTerms;
  for (const change of history) if (Date.parse(change.changedAt) <= time) terms = change.terms;
  return terms;
}

/** A coupon's stream as it stood when an order used it (the use is appended with the order): its terms then. */
type CouponAsUsed = { readonly coupon: CouponState; readonly used: boolean };

export function couponAsUsedBy(orderId: string) {
  return {
    streamType: 'coupon',
    initialState: (): CouponAsUsed => ({ coupon: couponFold.initialState(), used: false }),
    evolve(state: CouponAsUsed, event: { readonly type: string; readonly data: unknown }): CouponAsUsed {
      if (state.used) return state;
      const coupon = couponFold.evolve(state.coupon, event);
      const used = event.type === 'CouponUsed' && (event.data as { orderId: string }).orderId === orderId;
      return { coupon, used };
    },
  };
}

type EditReads = {
  readonly order: StreamRead<OrderState>;
  /** Read, never appended to: the fee and free-delivery threshold in force when the order was placed. */
  readonly delivery: StreamRead<DeliveryHistory>;
};
type EditMore = {
  /** Each product whose units move, once, in the order of `movedProducts`. */
  readonly products: readonly StreamRead<ProductForOrder>[];
  /** Read, never appended to: the coupon's terms as the order used them. */
  readonly coupon?: StreamRead<CouponAsUsed>;
};

export interface ItemsEdited {
  readonly events: readonly OrderEvent[];
}

/** Quantities by variant: what the order holds now and what the edit asks for, with each variant's product. */
function quantities(lines: readonly { productId: string; variantId: string; quantity: number }[]): Map<string, { productId: string; quantity: number }> {
  const byVariant = new Map<string, { productId: string; quantity: number }>();
  for (const line of lines) {
    const known = byVariant.get(line.variantId);
    byVariant.set(line.variantId, { productId: line.productId, quantity: (known?.quantity ?? 0) + line.quantity });
  }
  return byVariant;
}

/** The products whose stock the edit moves (a line added, removed, raised or lowered), each once, first mention first. */
export function movedProducts(items: readonly Item[], lines: readonly OrderLine[]): string[] {
  const before = quantities(items);
  const after = quantities(mergeLines(lines));
  const moved = new Set<string>();
  for (const [variantId, line] of after) if ((before.get(variantId)?.quantity ?? 0) !== line.quantity) moved.add(line.productId);
  for (const [variantId, line] of before) if (!after.has(variantId)) moved.add(line.productId);
  return [...moved];
}

/**
 * Editing an order's lines before it is packed (ADR 067), in one decision over the order, the products whose units
 * move, and (read only) the delivery terms and the coupon as they were when it was placed: units of lines removed
 * or lowered go back on the shelf and units of lines added or raised are taken, on the products' streams at the
 * versions whose stock was checked, in the same append as OrderItemsEdited. A line kept (same variant) keeps its
 * price and names; a new one takes the product's price and names now. The amounts are priced again by `priceOrder`
 * as at the order's placement: its COD fee, its emirate's fee and the free-delivery threshold then in force, and its
 * coupon's terms then (the coupon's minimum is not asked again: it was met when the coupon was accepted, and a
 * discount never exceeds the goods). Store credit the order took stays as it was.
 */
export const editOrderItemsDecider: CommandDecider<EditOrderItems, EditReads, ItemsEdited, EditMore> = {
  streams: (command) => ({
    order: streamRead(orderDecider, orderStreamId(command.orderId)),
    delivery: streamRead(deliveryHistoryFold, deliveryStreamId),
  }),
  moreStreams(command, { order }) {
    if (order.kind !== 'placed') return { products: [] };
    const coupon = order.order.coupon;
    return {
      products: movedProducts(order.order.items, command.lines).map((productId) => streamRead(productForOrderFold, productStreamId(productId))),
      ...(coupon ? { coupon: streamRead(couponAsUsedBy(command.orderId), couponStreamId(coupon.couponId)) } : {}),
    };
  },
  decide(command, { order, delivery, products, coupon }) {
    if (order.kind !== 'placed') throw refuse.notFound(orderNotFound);
    if (!canEditOrder(order.status)) throw tooLateToEdit();
    const placed = order.order;
    const lines = mergeLines(command.lines);
    if (lines.length === 0) {
      const message = 'An order keeps at least one item; cancel it instead';
      throw refuse.invalid(message, { code: 'order_items_required', errors: { items: [message] } });
    }
    checkQuantities(command.limits, lines);
    const productIds = movedProducts(placed.items, command.lines);
    const productOf = new Map(productIds.map((productId, index) => [productId, products[index]!]));
    const kept = new Map(placed.items.map((item) => [item.variantId, item]));
    const items: Item[] = lines.map((line) => kept.get(line.variantId) ? { ...kept.get(line.variantId)!, quantity: line.quantity } : newItem(line, productOf.get(line.productId), command.newId));

    const unchanged = items.length === placed.items.length && items.every((item, index) => {
      const before = placed.items[index]!;
      return before.variantId === item.variantId && before.quantity === item.quantity;
    });
    if (unchanged) return { events: { order: [], products: productIds.map(() => []) }, result: { events: [] } };

    const stock = stockEvents(placed, items, productIds, productOf);
    const subtotalCents = items.reduce((sum, item) => sum + toCents(item.price) * BigInt(item.quantity), 0n);
    if (subtotalCents > toCents(maxOrderTotal)) throw refuse.invalid(orderTotalTooLarge, { code: 'order_total_too_large' });
    const usedCoupon = coupon?.used && coupon.coupon.kind === 'present' ? (coupon.coupon as PresentCoupon) : null;
    const price = priceOrder({
      subtotal: fromCents(subtotalCents),
      hasItems: true,
      codFee: placed.codFee,
      delivery: termsAt(delivery, placed.placedAt),
      emirate: placed.emirate,
      coupon: usedCoupon,
    });
    if (toCents(price.totalAmount) > toCents(maxOrderTotal)) throw refuse.invalid(orderTotalTooLarge, { code: 'order_total_too_large' });
    const events: OrderEvent[] = [
      {
        type: 'OrderItemsEdited',
        data: {
          orderId: placed.orderId,
          orderNumber: placed.orderNumber,
          items,
          before: {
            items: placed.items,
            subtotal: placed.subtotal,
            discount: placed.discount,
            deliveryFee: placed.deliveryFee,
            codFee: placed.codFee,
            totalAmount: placed.totalAmount,
          },
          subtotal: price.subtotal,
          discount: price.discount,
          deliveryFee: price.deliveryFee,
          codFee: price.codFee,
          totalAmount: price.totalAmount,
          editedAt: command.now.toISOString(),
        },
      },
    ];
    return { events: { order: events, products: stock }, result: { events } };
  },
};

function newItem(line: OrderLine, product: ProductForOrder | undefined, newId: () => string): Item {
  if (!product || product.kind !== 'present') {
    throw refuse.invalid('Product not found', { errors: { items: ['Product not found'] }, code: 'product_not_found' });
  }
  const names = { product: product.nameEn, productAr: product.nameAr };
  if (product.status !== 'active') {
    const message = `${product.nameEn} is no longer available`;
    throw refuse.invalid(message, { errors: { items: [message] }, code: 'product_unavailable', params: names });
  }
  const variant = product.variants.get(line.variantId);
  if (!variant) throw refuse.invalid('Variant not found', { errors: { items: ['Variant not found'] }, code: 'variant_not_found' });
  return {
    itemId: newId(),
    productId: line.productId,
    variantId: line.variantId,
    productNameEn: product.nameEn,
    productNameAr: product.nameAr,
    variantSize: variant.size,
    variantColor: variant.color,
    quantity: line.quantity,
    price: variant.price,
  };
}

/**
 * Each moved product's stock events: units released where a line went or was lowered (a variant gone since has no
 * shelf to put them on), units reserved where a line came or was raised; any shortfall refuses the whole edit.
 */
function stockEvents(placed: Placed, items: readonly Item[], productIds: readonly string[], productOf: ReadonlyMap<string, ProductForOrder>): NewEvent[][] {
  const before = quantities(placed.items);
  const after = quantities(items);
  const orderId = placed.orderId;
  return productIds.map((productId) => {
    const product = productOf.get(productId)!;
    let levels = stockLevels(product);
    const events: NewEvent[] = [];
    const variants = new Set([...before, ...after].filter(([, line]) => line.productId === productId).map(([variantId]) => variantId));
    for (const variantId of variants) {
      const change = (after.get(variantId)?.quantity ?? 0) - (before.get(variantId)?.quantity ?? 0);
      if (change < 0) {
        const remaining = release(levels, variantId, -change);
        if (remaining === null) continue;
        const event = { type: 'StockReleased', data: { productId, variantId, orderId, quantity: -change, remaining, reason: 'order_edited' } } as const;
        levels = evolveStock(levels, event);
        events.push(event);
      } else if (change > 0) {
        const remaining = reserve(levels, variantId, change);
        if (remaining === null) throw shortOf(product, variantId, levels.get(variantId) ?? 0, items);
        const event = { type: 'StockReserved', data: { productId, variantId, orderId, quantity: change, remaining, reason: 'order_edited', returnId: null } } as const;
        levels = evolveStock(levels, event);
        events.push(event);
      }
    }
    return events;
  });
}

/** 409 `out_of_stock`: the variant has fewer units than the edit adds (`available` is how many more it could take). */
function shortOf(product: ProductForOrder, variantId: string, available: number, items: readonly Item[]) {
  const item = items.find((candidate) => candidate.variantId === variantId)!;
  const variant = { size: item.variantSize, color: item.variantColor };
  const nameEn = product.kind === 'present' ? product.nameEn : item.productNameEn;
  const nameAr = product.kind === 'present' ? product.nameAr : item.productNameAr;
  const name = describeVariant(nameEn, variant);
  return refuse.conflict(available === 0 ? `${name} is out of stock` : `Only ${available} more of ${name} can be added`, {
    code: 'out_of_stock',
    params: { product: name, productAr: describeVariant(nameAr, variant), available },
  });
}

/** Where the shopper wants her order delivered now: the shipping fields of checkout. */
export interface ShippingAddress {
  readonly shippingName: string;
  readonly shippingPhone: string;
  readonly shippingCity: string;
  readonly shippingAddressLine1: string;
  readonly shippingAddressLine2: string | null;
  readonly deliveryNote: string | null;
}

export interface ChangeOrderAddress {
  readonly orderId: string;
  /** The signed-in shopper: another's order reads as missing. */
  readonly customerId: string;
  readonly address: ShippingAddress;
  readonly now: Date;
}

const addressOf = (order: Placed): ShippingAddress => ({
  shippingName: order.shippingName,
  shippingPhone: order.shippingPhone,
  shippingCity: order.shippingCity,
  shippingAddressLine1: order.shippingAddressLine1,
  shippingAddressLine2: order.shippingAddressLine2,
  deliveryNote: order.deliveryNote,
});

/**
 * The shopper changes where her order goes while it is placed or confirmed (ADR 067). The fees stay as they were,
 * so the new city must be in the emirate the order was priced for (409 `address_emirate_changed` otherwise: the
 * fee, the ETA and the COD rules were decided for that emirate). The same address again records nothing.
 */
export function decideAddressChange(command: ChangeOrderAddress, state: OrderState): OrderEvent[] {
  if (state.kind !== 'placed' || state.order.userId !== command.customerId) throw refuse.notFound(orderNotFound);
  if (!canEditOrder(state.status)) throw tooLateToEdit();
  const before = addressOf(state.order);
  const after = command.address;
  if (emirateOf(after.shippingCity) !== state.order.emirate) {
    const message = 'The new address must be in the same emirate as the order';
    throw refuse.conflict(message, { code: 'address_emirate_changed', errors: { shippingCity: [message] } });
  }
  const same = (Object.keys(before) as (keyof ShippingAddress)[]).every((key) => before[key] === after[key]);
  if (same) return [];
  const { orderId, orderNumber } = state.order;
  return [{ type: 'OrderAddressChanged', data: { orderId, orderNumber, before, after: { ...after }, changedAt: command.now.toISOString() } }];
}
