import { useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useI18n } from "@/lib/i18n";
import { cartQuoteQueryOptions } from "../api/quote-cart";
import { blocksOrder, type CartLine, type ClampNotice, resolveCartLines, type StoredCartLine } from "../lib/cart-lines";
import type { QuoteView } from "../lib/summary-figures";

export interface QuotedCart {
  lines: CartLine[];
  /** Some line cannot be ordered as it is (gone, off sale, sold out), or the cart breaks an order-wide limit. */
  blocked: boolean;
  /** The order-wide rule the cart breaks, as the store named it. */
  problem: { code: string; params?: Record<string, string | number> } | null;
  /** The store could not be asked: lines show what was stored, and the server checks them again at checkout. */
  failed: boolean;
  retry: () => void;
  retrying: boolean;
  /** The store's answer, for the summary's amounts (discount, delivery fee, free-delivery progress). */
  quote: QuoteView;
  /** The shopper changed or removed a line: a notice about its quantity no longer applies. */
  forget: (line: Pick<CartLine, "productId" | "variantId">) => void;
}

const keyOf = (line: { productId: string; variantId: string }) => `${line.productId}:${line.variantId}`;

/**
 * The browser cart checked against the store (`POST /api/cart/quote`): today's prices and names, lines that can no
 * longer be ordered flagged, and a quantity above what can be ordered lowered to it, with a notice that stays
 * until the shopper changes that line.
 */
export function useQuotedCart(
  items: readonly StoredCartLine[],
  /** Lowers a line's quantity in the cart (the route owns the cart). */
  setQuantity: (productId: string, variantId: string, quantity: number) => void,
): QuotedCart {
  const { locale } = useI18n();
  const quote = useQuery(cartQuoteQueryOptions(items));
  const fresh = quote.data && !quote.isPlaceholderData ? quote.data : undefined;
  const [clamps, setClamps] = useState<Record<string, ClampNotice>>({});

  useEffect(() => {
    if (!fresh) return;
    const lowered: Record<string, ClampNotice> = {};
    for (const line of fresh.items) {
      const above = line.status === "quantity_above_stock" || line.status === "quantity_above_limit";
      if (!above || line.maxQuantity < 1) continue;
      lowered[keyOf(line)] = { reason: line.status === "quantity_above_stock" ? "stock" : "limit", quantity: line.maxQuantity };
      setQuantity(line.productId, line.variantId, line.maxQuantity);
    }
    if (Object.keys(lowered).length > 0) setClamps((current) => ({ ...current, ...lowered }));
    // Only a new answer from the store lowers quantities; the route's setter is the cart's own and does not change.
  }, [fresh]); // eslint-disable-line react-hooks/exhaustive-deps

  const forget = useCallback((line: Pick<CartLine, "productId" | "variantId">) => {
    setClamps(({ [keyOf(line)]: _dropped, ...rest }) => rest);
  }, []);

  const lines = useMemo(() => resolveCartLines(items, quote.data, locale, clamps), [items, quote.data, locale, clamps]);
  const problem = fresh?.problem ?? null;
  return {
    lines,
    blocked: lines.some(blocksOrder) || problem !== null,
    problem,
    failed: quote.isError,
    retry: () => void quote.refetch(),
    retrying: quote.isFetching,
    quote: { data: quote.data, current: fresh !== undefined },
    forget,
  };
}
