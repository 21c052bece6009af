import { useMemo } from "react";
import { useI18n } from "@/lib/i18n";
import { type CatalogProductInfo, resolveCartLines, type StoredCartLine } from "../lib/cart-lines";

/** The cart's lines in the current language, re-read only when the cart, the catalog or the language changes. */
export function useCartLines(stored: readonly StoredCartLine[], catalog: readonly CatalogProductInfo[] | undefined) {
  const { locale } = useI18n();
  return useMemo(() => resolveCartLines(stored, catalog, locale), [stored, catalog, locale]);
}
