import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { ApiError, apiRequest, readJson } from "@/lib/api-client";
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

/**
 * What checkout asks the quote with besides the lines: her emirate, phone and language (the COD rules' questions and
 * the delivery fee's emirate) and the coupon she applied. The cart sends none.
 */
export interface QuoteContext extends CodContext {
  couponCode?: string;
  /** She ticked "Use my store credit": the answer says what the order would take of it (ADR 067). */
  useStoreCredit?: boolean;
}

/** `context` (checkout's emirate, phone, language and coupon); the cart sends none. */
export async function quoteCart(items: readonly QuoteItem[], signal?: AbortSignal, context?: QuoteContext): Promise<CartQuote> {
  const response = await apiRequest("POST", "/api/cart/quote", { items, ...context }, undefined, signal);
  return readJson<CartQuote>(response);
}

/**
 * The cart checked against the store. Keyed by the lines themselves, so a changed quantity asks again; the previous
 * answer stays on screen meanwhile instead of the lines blinking. Re-asked when the shopper comes back to the tab,
 * like the fee: a price or stock that changed meanwhile shows before the order is placed. Checkout asks once more with
 * her emirate, phone and coupon (`context`), for the COD rules' verdict and the amounts of the order she is about to
 * place. A refusal (a 4xx, such as a coupon that does not apply) is an answer and is not asked again.
 */
export const cartQuoteQueryOptions = (items: readonly QuoteItem[], context?: QuoteContext) => {
  const lines = items.map(({ productId, variantId, quantity }) => ({ productId, variantId, quantity }));
  return queryOptions({
    queryKey: ["/api/cart/quote", lines, context ?? null] as const,
    queryFn: ({ signal }) => quoteCart(lines, signal, context),
    enabled: lines.length > 0,
    placeholderData: keepPreviousData,
    retry: (failures, error) => failures < 2 && !(error instanceof ApiError && error.status < 500),
    refetchOnWindowFocus: "always",
  });
};
