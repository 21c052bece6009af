import { Refusal } from '../../events/index.js';
import type { EmirateKey } from '../../events/addresses.js';
import type { CouponState } from '../../events/coupons.js';
import type { DeliveryTerms } from '../../events/delivery.js';
import type { ShopperLocale } from '../../events/orders.js';
import { fromCents, toCents } from '../../infra/money.js';
import { checkQuantities, type OrderLimits } from './order-limits.decider.js';
import { checkLine, mergeLines, type OrderLine } from './order-lines.js';
import { maxOrderTotal, orderTotalTooLarge } from './place-order-decision.decider.js';
import { checkCoupon, priceOrder, refuseCoupon, type PresentCoupon } from './pricing.js';
import { creditTaken } from './place-order-decider.decider.js';
import type { ProductForOrder } from './product-stock.decider.js';
import type { CartQuoteAnswer, LineStatus, QuotedLineAnswer } from './schemas.js';

/**
 * What the store says to one cart line now (`lineStatus` of schemas.ts, the answer's contract):
 * - `available`: it can be ordered as it is;
 * - `quantity_above_stock`: fewer are in stock than asked (`maxQuantity` says how many can be);
 * - `quantity_above_limit`: more than one order may hold of one item (ORDER_MAX_UNITS_PER_LINE);
 * - `out_of_stock`: none left;
 * - `variant_missing`: the product no longer has this size or colour;
 * - `inactive`: the product is no longer on sale;
 * - `deleted`: the product was deleted; `unknown`: the store never had it.
 * A line's `lineTotal` is price × quantity when it can be ordered as it is, else null (it adds nothing); the quote's
 * `problem` is an order-wide rule the cart breaks (`order_quantity_limit`, `order_total_too_large`), else null.
 */
export type { LineStatus };
export type QuotedLine = QuotedLineAnswer;
/** The quote of the cart's lines; the route adds whether COD is offered (`cod`). */
export type CartQuote = Omit<CartQuoteAnswer, 'cod'>;

/** What the cart would be charged besides its lines, and for whom. */
export interface QuoteTerms {
  readonly codFee: string;
  readonly delivery: DeliveryTerms;
  readonly emirate: EmirateKey | null;
  /** Her code and the coupon's stream as read (state `none`: the code names no coupon). */
  readonly coupon: { readonly code: string; readonly state: CouponState } | null;
  readonly userId: string | null;
  /** Her store credit balance in fils (null: a visitor), and whether she asks to spend it (ADR 067). */
  readonly storeCredit: bigint | null;
  readonly useStoreCredit: boolean;
  readonly now: Date;
  readonly locale: ShopperLocale;
}

export interface QuotedProduct {
  readonly state: ProductForOrder;
  readonly version: number;
}

/**
 * Prices a cart by the rules an order is placed by (place-order-decision.ts): the same line checks, today's
 * prices, the coupon, delivery and COD fees (pricing.ts) and the unit limits. Unlike placing, every line gets its
 * answer instead of the first problem refusing the whole cart; a bad coupon code refuses the quote as it would the order.
 */
export function quoteCart(
  items: readonly OrderLine[],
  products: ReadonlyMap<string, QuotedProduct>,
  terms: QuoteTerms,
  limits: Pick<OrderLimits, 'unitsPerLine' | 'unitsPerOrder'>,
): CartQuote {
  const lines = mergeLines(items);
  let subtotalCents = 0n;
  let orderableLines = 0;
  const quoted = lines.map((line): QuotedLine => {
    const read = products.get(line.productId);
    const check = checkLine(read?.state, line);
    const base = { productId: line.productId, variantId: line.variantId, quantity: line.quantity };
    if (check.kind === 'missing') {
      const status = read && read.version > 0 ? 'deleted' : 'unknown';
      return { ...base, status, price: null, stock: null, maxQuantity: 0, lineTotal: null, nameEn: null, nameAr: null, slug: null, image: null, size: null, color: null };
    }
    const { nameEn, nameAr, slug, image } = check.product;
    const names = { nameEn, nameAr, slug, image };
    if (check.kind === 'inactive' || check.kind === 'variant_missing') {
      const variant = check.product.variants.get(line.variantId);
      return {
        ...base,
        ...names,
        status: check.kind,
        price: variant?.price ?? null,
        stock: variant?.stock ?? null,
        maxQuantity: 0,
        lineTotal: null,
        size: variant?.size ?? null,
        color: variant?.color ?? null,
      };
    }
    const { variant } = check;
    const maxQuantity = Math.max(0, Math.min(variant.stock, limits.unitsPerLine));
    const status: LineStatus =
      variant.stock === 0
        ? 'out_of_stock'
        : check.kind === 'short'
          ? 'quantity_above_stock'
          : line.quantity > limits.unitsPerLine
            ? 'quantity_above_limit'
            : 'available';
    let lineTotal: string | null = null;
    if (status === 'available') {
      const cents = toCents(variant.price) * BigInt(line.quantity);
      subtotalCents += cents;
      orderableLines += 1;
      lineTotal = fromCents(cents);
    }
    return { ...base, ...names, status, price: variant.price, stock: variant.stock, maxQuantity, lineTotal, size: variant.size, color: variant.color };
  });

  const subtotal = fromCents(subtotalCents);
  let coupon: PresentCoupon | null = null;
  if (terms.coupon) {
    const check = checkCoupon(terms.coupon.state, terms.coupon.code, subtotal, terms.userId, terms.now);
    if (!check.ok) throw refuseCoupon(check, terms.locale);
    coupon = check.coupon;
  }
  // Sums past maxOrderTotal are still exact (bigint cents): the quote shows them with the problem they make.
  const price = priceOrder({ subtotal, hasItems: orderableLines > 0, codFee: terms.codFee, delivery: terms.delivery, emirate: terms.emirate, coupon });
  const totalCents = toCents(price.totalAmount);
  // What placing it would take of her credit: the same rule (place-order-decider.ts).
  const applied = terms.useStoreCredit && terms.storeCredit !== null ? creditTaken(terms.storeCredit, price.totalAmount) : 0n;
  const problem = orderWideProblem(lines, limits) ?? (totalCents > toCents(maxOrderTotal) || subtotalCents > toCents(maxOrderTotal)
    ? { code: 'order_total_too_large', message: orderTotalTooLarge }
    : null);
  return {
    lines: quoted,
    items: quoted,
    subtotal: price.subtotal,
    discount: price.discount,
    deliveryFee: price.deliveryFee,
    codFee: price.codFee,
    totalAmount: price.totalAmount,
    freeDeliveryRemaining: price.freeDeliveryRemaining,
    delivery: { emirate: terms.emirate, etaDays: price.etaDays ? [price.etaDays[0], price.etaDays[1]] : null },
    coupon: coupon ? { code: coupon.code, kind: coupon.terms.kind, value: coupon.terms.value, discount: price.discount } : null,
    storeCredit: terms.storeCredit === null ? null : { balance: fromCents(terms.storeCredit), applied: fromCents(applied) },
    amountDue: fromCents(totalCents - applied),
    orderable: problem === null && quoted.every((line) => line.status === 'available'),
    problem,
  };
}

/** The order-wide unit limit, as placing an order checks it; the per-line one is each line's own status. */
function orderWideProblem(lines: readonly OrderLine[], limits: Pick<OrderLimits, 'unitsPerLine' | 'unitsPerOrder'>) {
  try {
    // The per-line limit is answered per line above: only the order-wide one is asked here.
    checkQuantities({ unitsPerLine: Number.POSITIVE_INFINITY, unitsPerOrder: limits.unitsPerOrder }, lines);
    return null;
  } catch (error) {
    if (error instanceof Refusal) return { code: error.code, message: error.message, ...(error.params ? { params: error.params } : {}) };
    throw error;
  }
}
