import { useI18n } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { priceRange } from "../lib/prices";
import type { Variant } from "../types";

/** A list's price: the lowest, marked "From" when another variant of the product costs more. */
export function ProductPrice({ variants, className }: { variants: readonly Variant[]; className?: string }) {
  const { t, format } = useI18n();
  const range = priceRange(variants);
  if (!range) return null;
  const price = format.price(range.lowest);
  return (
    <p className={cn("font-bold text-primary", className)}>
      {range.varies ? t("storefront.product.from", { price }) : price}
    </p>
  );
}
