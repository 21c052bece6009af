import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { cartQuoteQueryOptions, type QuoteContext } from "../api/quote-cart";
import type { CartLine } from "../lib/cart-lines";
import type { CodContext, CodRefusal } from "../lib/cod-check";
import { type CouponRefusal, couponRefusalOf } from "../lib/coupon";
import type { QuoteView } from "../lib/summary-figures";

export interface CheckoutQuote {
  /** What the order would be asked with now: a refusal met when placing it holds only while this stays the same. */
  context: QuoteContext;
  /** Why the store's COD rules would refuse this order as it stands; null while it would be taken (or unknown). */
  refusal: CodRefusal | null;
  /** The coupon she applied no longer applies to the order as it stands (its lines changed, its uses ran out). */
  couponRefusal: CouponRefusal | null;
  /** The store's amounts for this order: subtotal, discount, delivery fee for her emirate, COD fee and total. */
  quote: QuoteView;
  /** An answer for what she just changed is on its way: the amounts on screen are the ones before. */
  updating: boolean;
  /** Asks again (after a refusal met when placing the order). */
  recheck: () => void;
}

/**
 * The order she is filling in as the store prices and judges it (`POST /api/cart/quote` with her emirate, phone,
 * language and applied coupon): the COD rules' verdict and the amounts she will be charged (ADR 066), asked again
 * whenever the lines, the emirate, a complete phone number or the coupon change, so she reads both before she
 * presses the button.
 */
export function useCheckoutQuote(
  lines: readonly CartLine[],
  /** Her emirate, phone and language as the form holds them (cod-check.ts: codContextOf). */
  asked: CodContext,
  enabled: boolean,
  couponCode: string | null,
  /** She asks to spend her store credit on it (ADR 067). */
  useStoreCredit = false,
): CheckoutQuote {
  const context: QuoteContext = { ...asked, ...(couponCode ? { couponCode } : {}), ...(useStoreCredit ? { useStoreCredit } : {}) };
  const quote = useQuery({ ...cartQuoteQueryOptions(lines, context), enabled: enabled && lines.length > 0 });
  const cod = quote.data?.cod;
  // One refusal per failed answer: the page takes the coupon off once, not on every render.
  const couponRefusal = useMemo(() => (couponCode ? couponRefusalOf(quote.error) : null), [couponCode, quote.error]);
  return {
    context,
    refusal: cod && !cod.available ? { reason: cod.reason, params: cod.params ?? {} } : null,
    couponRefusal,
    quote: { data: quote.data, current: quote.data !== undefined && !quote.isPlaceholderData },
    updating: quote.isPlaceholderData && quote.isFetching,
    recheck: () => void quote.refetch(),
  };
}
