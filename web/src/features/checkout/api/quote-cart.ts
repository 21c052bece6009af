import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { ApiError, apiRequest, readJson } from "@/lib/api-client";
import type { CartQuoteAnswer, LineStatus, QuotedLineAnswer } from "@/lib/contracts";
import type { CodContext } from "../lib/cod-check";
import type { CartQuoteBody } from "../../../../../services/orders/schemas.js";

/** What the store says to one cart line now (`POST /api/cart/quote`; services/orders/cart-quote.ts). */
export type { LineStatus };
export type QuotedLine = QuotedLineAnswer;
export type CartQuote = CartQuoteAnswer;

/** A line as the quote takes it (the server's request, without the display price). */
export type QuoteItem = Pick<CartQuoteBody["items"][number], "productId" | "variantId" | "quantity">;

/**
 * What checkout asks the quote with besides the lines: her emirate, phone and language (the COD rules' questions and
 * the delivery fee's emirate), the coupon she applied and whether she spends her store credit (ADR 067): the server's
 * request. The cart sends none.
 */
export type QuoteContext = CodContext & Pick<CartQuoteBody, "couponCode" | "useStoreCredit">;

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
