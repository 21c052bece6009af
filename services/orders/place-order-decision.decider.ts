import { refuse } from '../../events/index.js';
import { emirateOf } from '../../events/addresses.js';
import type { CouponState } from '../../events/coupons.js';
import type { DeliveryTerms } from '../../events/delivery.js';
import type { OrderPlaced } from '../../events/orders.js';
import { fromCents, maxAmount, toCents } from '../../infra/money.js';
import { checkLine, mergeLines } from './order-lines.js';
import { checkQuantities, type OrderLimits } from './order-limits.decider.js';
import { checkCoupon, priceOrder, refuseCoupon } from './pricing.js';
import { reserve } from '../../events/stock.js';
import { describeVariant, stockLevels, type ProductForOrder } from './product-stock.decider.js';
import type { PlaceOrderRequest } from './schemas.js';

type Placed = (typeof OrderPlaced)['schema']['_output'];

/**
 * The largest total the store accepts for an order: 99,999,999.99 AED, the most its numeric(10,2) columns (subtotal,
 * total, and so any one line) hold. Every cart the limits allow can still be summed: at most 100,000,000 units
 * (ORDER_MAX_UNITS at its highest) at a price of at most 99,999,999.99 come to under 10^16 AED, exact in bigint
 * cents. A cart above this is refused `order_total_too_large` (a quote says so as its problem), and nothing is written.
 */
export const maxOrderTotal = maxAmount;
export const orderTotalTooLarge = 'Order total is too large';

export interface PlaceOrder {
  readonly orderId: string;
  readonly orderNumber: number;
  readonly userId: string;
  readonly request: PlaceOrderRequest;
  /** Current COD fee from the settings; charged because the cart has items. */
  readonly codFee: string;
  /** The delivery terms in force (ADR 066). */
  readonly delivery: DeliveryTerms;
  /** The code she entered and the coupon's stream as read (state `none` when the code names no coupon). */
  readonly coupon: { readonly code: string; readonly state: CouponState } | null;
  /** The per-line and per-order unit limits (the hourly one is the handler's: it needs the customer's stream). */
  readonly limits: Pick<OrderLimits, 'unitsPerLine' | 'unitsPerOrder'>;
  readonly newId: () => string;
  readonly now: Date;
}

export interface StockReservation {
  readonly productId: string;
  readonly variantId: string;
  readonly quantity: number;
  readonly remaining: number;
}

/**
 * Decides an order against the current state of every product it names:
 * refuses more units than the limits allow, unknown, deleted or inactive products, unknown variants and
 * insufficient stock; prices each line from the server's variant price
 * (the page's price is ignored); and says which stock to reserve. Pure: the
 * handler appends the result atomically with each product's version.
 */
export function decidePlaceOrder(
  command: PlaceOrder,
  products: ReadonlyMap<string, ProductForOrder>,
): { order: Placed; reservations: StockReservation[] } {
  const lines = mergeLines(command.request.items);
  checkQuantities(command.limits, lines);
  const items: Placed['items'] = [];
  const reservations: StockReservation[] = [];
  let subtotalCents = 0n;

  for (const line of lines) {
    const check = checkLine(products.get(line.productId), line);
    if (check.kind === 'missing') {
      throw refuse.invalid('Product not found', { errors: { items: ['Product not found'] }, code: 'product_not_found' });
    }
    const { product } = check;
    // Names in both languages: the client words the refusal in the shopper's.
    const names = { product: product.nameEn, productAr: product.nameAr };
    if (check.kind === 'inactive') {
      const message = `${product.nameEn} is no longer available`;
      throw refuse.invalid(message, { errors: { items: [message] }, code: 'product_unavailable', params: names });
    }
    if (check.kind === 'variant_missing') {
      throw refuse.invalid('Variant not found', { errors: { items: ['Variant not found'] }, code: 'variant_not_found' });
    }
    const { variant } = check;
    const name = describeVariant(product.nameEn, variant);
    const remaining = reserve(stockLevels(product), line.variantId, line.quantity);
    if (check.kind === 'short' || remaining === null) {
      const params = { product: name, productAr: describeVariant(product.nameAr, variant), available: variant.stock };
      throw variant.stock === 0
        ? refuse.conflict(`${name} is out of stock`, { code: 'out_of_stock', params })
        : refuse.conflict(`Only ${variant.stock} left of ${name}`, { code: 'insufficient_stock', params });
    }
    subtotalCents += toCents(variant.price) * BigInt(line.quantity);
    items.push({
      itemId: command.newId(),
      productId: line.productId,
      variantId: line.variantId,
      productNameEn: product.nameEn,
      productNameAr: product.nameAr,
      variantSize: variant.size,
      variantColor: variant.color,
      quantity: line.quantity,
      price: variant.price,
    });
    reservations.push({
      productId: line.productId,
      variantId: line.variantId,
      quantity: line.quantity,
      remaining,
    });
  }

  const tooLarge = (cents: bigint) => cents > toCents(maxOrderTotal);
  if (tooLarge(subtotalCents)) throw refuse.invalid(orderTotalTooLarge, { code: 'order_total_too_large' });
  const { request } = command;
  const subtotal = fromCents(subtotalCents);
  let coupon = null;
  if (command.coupon) {
    const check = checkCoupon(command.coupon.state, command.coupon.code, subtotal, command.userId, command.now);
    if (!check.ok) throw refuseCoupon(check, request.locale);
    coupon = check.coupon;
  }
  const emirate = emirateOf(request.shippingCity);
  const price = priceOrder({ subtotal, hasItems: true, codFee: command.codFee, delivery: command.delivery, emirate, coupon });
  if (tooLarge(toCents(price.totalAmount))) throw refuse.invalid(orderTotalTooLarge, { code: 'order_total_too_large' });
  return {
    order: {
      orderId: command.orderId,
      orderNumber: command.orderNumber,
      userId: command.userId,
      items,
      subtotal,
      discount: price.discount,
      deliveryFee: price.deliveryFee,
      codFee: price.codFee,
      totalAmount: price.totalAmount,
      emirate,
      coupon: coupon ? { couponId: coupon.couponId, code: coupon.code, kind: coupon.terms.kind } : null,
      paymentMethod: 'cod',
      shippingName: request.shippingName,
      shippingPhone: request.shippingPhone,
      shippingCity: request.shippingCity,
      shippingAddressLine1: request.shippingAddressLine1,
      shippingAddressLine2: request.shippingAddressLine2,
      deliveryNote: request.deliveryNote,
      placedAt: command.now.toISOString(),
      locale: request.locale,
      storeCreditUsed: '0.00',
      exchangeOf: null,
    },
    reservations,
  };
}
