import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { apiRequest, readJson } from "@/lib/api-client";

/** What the store says to one cart line now (`POST /api/cart/quote`; services/orders/cart-quote.ts). */
export type LineStatus =
  | "available"
  | "quantity_above_stock"
  | "quantity_above_limit"
  | "out_of_stock"
  | "variant_missing"
  | "inactive"
  | "deleted"
  | "unknown";

export interface QuotedLine {
  productId: string;
  variantId: string;
  quantity: number;
  status: LineStatus;
  price: string | null;
  stock: number | null;
  /** The most of this line one order may hold now; 0 when none can be ordered. */
  maxQuantity: number;
  lineTotal: string | null;
  nameEn: string | null;
  nameAr: string | null;
  slug: string | null;
  image: string | null;
  size: string | null;
  color: string | null;
}

export interface CartQuote {
  items: QuotedLine[];
  subtotal: string;
  codFee: string;
  totalAmount: string;
  orderable: boolean;
  problem: { code: string; message: string; params?: Record<string, string | number> } | null;
}

export interface QuoteItem {
  productId: string;
  variantId: string;
  quantity: number;
}

export async function quoteCart(items: readonly QuoteItem[], signal?: AbortSignal): Promise<CartQuote> {
  const response = await apiRequest("POST", "/api/cart/quote", { items }, undefined, signal);
  return readJson<CartQuote>(response);
}

/**
 * The cart checked against the store. Keyed by the lines themselves, so a changed quantity asks again; the previous
 * answer stays on screen meanwhile instead of the lines blinking. Re-asked when the shopper comes back to the tab,
 * like the fee: a price or stock that changed meanwhile shows before the order is placed.
 */
export const cartQuoteQueryOptions = (items: readonly QuoteItem[]) => {
  const lines = items.map(({ productId, variantId, quantity }) => ({ productId, variantId, quantity }));
  return queryOptions({
    queryKey: ["/api/cart/quote", lines] as const,
    queryFn: ({ signal }) => quoteCart(lines, signal),
    enabled: lines.length > 0,
    placeholderData: keepPreviousData,
    retry: 2,
    refetchOnWindowFocus: "always",
  });
};
