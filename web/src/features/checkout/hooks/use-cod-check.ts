import { useQuery } from "@tanstack/react-query";
import { useI18n } from "@/lib/i18n";
import { cartQuoteQueryOptions } from "../api/quote-cart";
import type { CartLine } from "../lib/cart-lines";
import { type CodContext, codContextOf, type CodRefusal } from "../lib/cod-check";
import type { ShippingValues } from "../lib/shipping";

export interface CodCheck {
  /** What the order would be asked with now: a refusal met when placing it holds only while this stays the same. */
  context: CodContext;
  /** Why the store's COD rules would refuse this order as it stands; null while it would be taken (or unknown). */
  refusal: CodRefusal | null;
  /** Asks again (after a refusal met when placing the order). */
  recheck: () => void;
}

/**
 * The COD rules' verdict on the order she is filling in (`POST /api/cart/quote` with her emirate, phone and
 * language), asked again whenever the lines, the emirate or a complete phone number change, so she reads why cash
 * on delivery is not offered before she presses the button.
 */
export function useCodCheck(lines: readonly CartLine[], values: ShippingValues, enabled: boolean): CodCheck {
  const { t, locale } = useI18n();
  const context = codContextOf(values, t, locale);
  const quote = useQuery({ ...cartQuoteQueryOptions(lines, context), enabled: enabled && lines.length > 0 });
  const cod = quote.data?.cod;
  return {
    context,
    refusal: cod && !cod.available ? { reason: cod.reason, params: cod.params ?? {} } : null,
    recheck: () => void quote.refetch(),
  };
}
