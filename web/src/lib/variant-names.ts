import { queryOptions, useQuery } from "@tanstack/react-query";
import { useCallback } from "react";
import { getQueryFn } from "@/lib/api-client";
import type { ColourAnswer } from "@/lib/contracts";
import { useI18n } from "@/lib/i18n";
import { sizeIn, sizeWordOf } from "../../../rules/size-words.js";

/**
 * A variant's size and colour in the shopper's language. Colours are the store's managed list (`GET /api/colours`):
 * a variant names its colour by key, and what was stored before as English text (a cart line, an order's line) is
 * found by that text. A colour or size the list does not know is shown as written.
 */
export const coloursQueryOptions = () =>
  queryOptions({
    queryKey: ["/api/colours"] as const,
    queryFn: async (context) => (await getQueryFn<ColourAnswer[]>({ on401: "throw" })(context)) ?? [],
    // Renames are rare: a page's names need not follow one within minutes.
    staleTime: 5 * 60_000,
  });

export interface VariantNaming {
  size?: string | null;
  color?: string | null;
  colour?: ColourAnswer | null;
  colorKey?: string | null;
}

/** The managed colour a variant or a stored line names, from the list. */
export function findColour(colours: readonly ColourAnswer[], variant: VariantNaming): ColourAnswer | null {
  if (variant.colour) return variant.colour;
  const key = variant.colorKey ?? null;
  const text = variant.color?.trim().toLowerCase();
  return colours.find((colour) => colour.key === key || (text && (colour.key === text || colour.nameEn.toLowerCase() === text))) ?? null;
}

/** Whether a size is a single size ("One Size"): then it is no choice on a product page. */
export const isSingleSize = (size: string | null | undefined) => Boolean(sizeWordOf(size)?.single);

/** Names of sizes and colours in the page's language: `colourName`, `sizeName`, and both as "M · أسود". */
export function useVariantNames() {
  const { locale } = useI18n();
  const { data: colours = [] } = useQuery(coloursQueryOptions());
  const colourOf = useCallback((variant: VariantNaming) => findColour(colours, variant), [colours]);
  const colourName = useCallback(
    (variant: VariantNaming): string | null => {
      const colour = findColour(colours, variant);
      if (colour) return locale === "ar" ? colour.nameAr : colour.nameEn;
      return variant.color?.trim() || null;
    },
    [colours, locale],
  );
  const sizeName = useCallback((size: string | null | undefined) => (size ? sizeIn(size, locale) : null), [locale]);
  const variantName = useCallback(
    (variant: VariantNaming) => [sizeName(variant.size), colourName(variant)].filter(Boolean).join(" · "),
    [sizeName, colourName],
  );
  return { colourOf, colourName, sizeName, variantName };
}
