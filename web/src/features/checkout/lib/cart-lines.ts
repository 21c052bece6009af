import type { StoredCartLine } from "@/lib/cart-line";
import type { Locale } from "@/lib/i18n";
// Relative, not "@/": the unit tests run under Vitest, which does not know the app's path alias.
import { fromFils, lineTotal, toFils } from "../../../lib/money";
import type { CartQuote, LineStatus } from "../api/quote-cart";

export type { StoredCartLine };

/** Why the cart lowered a line's quantity on its own: too few in stock, or more than one order may hold. */
export interface ClampNotice {
  reason: "stock" | "limit";
  quantity: number;
}

export interface CartLine {
  productId: string;
  variantId: string;
  /** Known once the store has answered; the line then links to its product page. */
  slug: string | null;
  name: string;
  image: string;
  size: string | null;
  color: string | null;
  /** Today's price once the store has answered, else the one stored when the line was added. */
  price: string;
  /** The stored price when today's differs from it (the shopper added the line at that price). */
  previousPrice: string | null;
  quantity: number;
  lineTotal: string;
  /**
   * What the store says of the line at this quantity; "unchecked" until it has answered for this quantity (or when
   * it could not be asked): such a line counts at its shown price, and the server checks it again at checkout.
   */
  status: LineStatus | "unchecked";
  /** The most of this line an order may hold now, once known. */
  maxQuantity: number | null;
  clamped: ClampNotice | null;
}

/** Lines that cannot be ordered until the shopper removes them (nothing to clamp to). */
const unorderable: ReadonlySet<CartLine["status"]> = new Set<CartLine["status"]>([
  "out_of_stock",
  "variant_missing",
  "inactive",
  "deleted",
  "unknown",
]);

export const blocksOrder = (line: CartLine) => unorderable.has(line.status);

/** Counted in the subtotal: a line the store takes as it is, or one not yet checked. */
export const countsInTotal = (line: CartLine) => line.status === "available" || line.status === "unchecked";

function isAmount(value: string): boolean {
  try {
    toFils(value);
    return true;
  } catch {
    return false;
  }
}

/** A paired name in the shopper's language, else the other one (the storefront's rule for paired fields). */
function localized(locale: Locale, en: string | null, ar: string | null): string {
  const preferred = locale === "ar" ? ar : en;
  const other = locale === "ar" ? en : ar;
  return preferred?.trim() || other?.trim() || "";
}

const lineKey = (line: { productId: string; variantId: string }) => `${line.productId}:${line.variantId}`;

/**
 * The cart as it should read now: the store's answer for each line (its name in the shopper's language, today's
 * price and picture, whether it can be ordered) when there is one, else what was stored when it was added. An
 * answer given for another quantity (the shopper just changed it) still gives the price, not the verdict. A line
 * with an unreadable price is dropped rather than summed as nonsense.
 */
export function resolveCartLines(
  stored: readonly StoredCartLine[],
  quote: CartQuote | undefined,
  locale: Locale,
  clamps: Readonly<Record<string, ClampNotice>> = {},
): CartLine[] {
  const quoted = new Map((quote?.items ?? []).map((line) => [lineKey(line), line]));
  const lines: CartLine[] = [];
  for (const item of stored) {
    const answer = quoted.get(lineKey(item));
    const price = answer?.price ?? item.price;
    if (typeof price !== "string" || !isAmount(price)) continue;
    const variantKnown = answer?.price != null;
    const name = answer?.nameEn || answer?.nameAr ? localized(locale, answer.nameEn, answer.nameAr) : item.name;
    lines.push({
      productId: item.productId,
      variantId: item.variantId,
      slug: answer?.slug ?? null,
      name,
      image: answer?.image ?? item.image,
      size: variantKnown ? answer.size : item.size,
      color: variantKnown ? answer.color : item.color,
      price,
      previousPrice: variantKnown && isAmount(item.price) && toFils(item.price) !== toFils(price) ? item.price : null,
      quantity: item.quantity,
      lineTotal: lineTotal(price, item.quantity),
      status: !answer ? "unchecked" : answer.quantity === item.quantity || unorderable.has(answer.status) ? answer.status : "unchecked",
      maxQuantity: answer ? answer.maxQuantity : null,
      clamped: clamps[lineKey(item)] ?? null,
    });
  }
  return lines;
}

export interface CartTotals {
  subtotal: string;
  /** Undefined while the fee is unknown (loading or failed). */
  codFee: string | undefined;
  total: string | undefined;
}

/**
 * Spec §9: total = subtotal + the flat COD fee, the fee counting only when the cart has something in it. Lines the
 * store would not take add nothing, as on the order.
 */
export function cartTotals(lines: readonly CartLine[], codFee: string | undefined): CartTotals {
  const counted = lines.filter(countsInTotal);
  const subtotalFils = counted.reduce((sum, line) => sum + toFils(line.lineTotal), 0);
  const feeFils = codFee === undefined ? undefined : counted.length > 0 ? toFils(codFee) : 0;
  return {
    subtotal: fromFils(subtotalFils),
    codFee: feeFils === undefined ? undefined : fromFils(feeFils),
    total: feeFils === undefined ? undefined : fromFils(subtotalFils + feeFils),
  };
}
