import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { apiRequest, readJson } from "@/lib/api-client";
import type { CartQuoteAnswer, LineStatus, QuotedLineAnswer } from "@/lib/contracts";
import type { CodContext } from "../lib/cod-check";

/** What the store says to one cart line now (`POST /api/cart/quote`; services/orders/cart-quote.ts). */
export type { LineStatus };
export type QuotedLine = QuotedLineAnswer;
export type CartQuote = CartQuoteAnswer;

export interface QuoteItem {
  productId: string;
  variantId: string;
  quantity: number;
}

/** `context` (checkout's emirate, phone and language) is what the COD rules are asked with; the cart sends none. */
export async function quoteCart(items: readonly QuoteItem[], signal?: AbortSignal, context?: CodContext): Promise<CartQuote> {
  const response = await apiRequest("POST", "/api/cart/quote", { items, ...context }, undefined, signal);
  return readJson<CartQuote>(response);
}

/**
 * The cart checked against the store. Keyed by the lines themselves, so a changed quantity asks again; the previous
 * answer stays on screen meanwhile instead of the lines blinking. Re-asked when the shopper comes back to the tab,
 * like the fee: a price or stock that changed meanwhile shows before the order is placed. Checkout asks once more with
 * her emirate and phone (`context`), for the COD rules' verdict on the order she is about to place.
 */
export const cartQuoteQueryOptions = (items: readonly QuoteItem[], context?: CodContext) => {
  const lines = items.map(({ productId, variantId, quantity }) => ({ productId, variantId, quantity }));
  return queryOptions({
    queryKey: ["/api/cart/quote", lines, context ?? null] as const,
    queryFn: ({ signal }) => quoteCart(lines, signal, context),
    enabled: lines.length > 0,
    placeholderData: keepPreviousData,
    retry: 2,
    refetchOnWindowFocus: "always",
  });
};
