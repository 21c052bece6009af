import { TextField } from "@/components/ui/text-field";
import { useI18n } from "@/lib/i18n";
import type { ProductFilters } from "../lib/product-filters";

export type Refinements = Pick<ProductFilters, "size" | "color" | "minPrice" | "maxPrice">;

/** The form's size, colour and price range; a price that is no amount is left out, a range typed backwards turned round. */
export function readRefinements(formElement: HTMLFormElement): Refinements {
  const form = new FormData(formElement);
  const read = (name: string) => String(form.get(name) ?? "").trim() || undefined;
  const price = (name: string) => {
    const value = read(name);
    return value && /^\d{1,8}(?:\.\d{1,2})?$/.test(value) ? value : undefined;
  };
  let [minPrice, maxPrice] = [price("minPrice"), price("maxPrice")];
  // Prices typed the wrong way round still mean a range.
  if (minPrice && maxPrice && Number(minPrice) > Number(maxPrice)) [minPrice, maxPrice] = [maxPrice, minPrice];
  return { size: read("size"), color: read("color"), minPrice, maxPrice };
}

export const sameRefinements = (a: Refinements, b: Refinements) =>
  a.size === b.size && a.color === b.color && a.minPrice === b.minPrice && a.maxPrice === b.maxPrice;

/** The filter form's four fields, in the desktop disclosure and in the phone's sheet alike. */
export function RefinementFields({ filters }: { filters: ProductFilters }) {
  const { t } = useI18n();
  return (
    <>
      <TextField name="size" label={t("shopPaging.size")} defaultValue={filters.size ?? ""} maxLength={40} />
      <TextField name="color" label={t("shopPaging.color")} defaultValue={filters.color ?? ""} maxLength={40} />
      <TextField
        name="minPrice"
        label={t("shopPaging.minPrice")}
        defaultValue={filters.minPrice ?? ""}
        inputMode="decimal"
        maxLength={11}
      />
      <TextField
        name="maxPrice"
        label={t("shopPaging.maxPrice")}
        defaultValue={filters.maxPrice ?? ""}
        inputMode="decimal"
        maxLength={11}
      />
    </>
  );
}
