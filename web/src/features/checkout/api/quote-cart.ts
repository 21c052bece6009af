import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { apiRequest, readJson } from "@/lib/api-client";
import type { CartQuoteAnswer, LineStatus, QuotedLineAnswer } from "@/lib/contracts";

/** What the store says to one cart line now (`POST /api/cart/quote`; services/orders/cart-quote.ts). */
export type { LineStatus };
export type QuotedLine = QuotedLineAnswer;
export type CartQuote = CartQuoteAnswer;

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
