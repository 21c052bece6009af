import { TextField } from "@/components/ui/text-field";
import { useI18n } from "@/lib/i18n";
import { useVariantNames } from "@/lib/variant-names";
import { useProductFacets } from "../api/get-product-facets";
import type { ProductFilters } from "../lib/product-filters";

export type Refinements = Pick<ProductFilters, "size" | "color" | "minPrice" | "maxPrice">;

/** The form's chosen sizes and colours and its price range; a price that is no amount is left out, a range typed backwards turned round. */
export function readRefinements(formElement: HTMLFormElement): Refinements {
  const form = new FormData(formElement);
  const read = (name: string) => String(form.get(name) ?? "").trim() || undefined;
  const chosen = (name: string) => {
    const values = form.getAll(name).map(String).filter(Boolean);
    return values.length > 0 ? values : undefined;
  };
  const price = (name: string) => {
    const value = read(name);
    return value && /^\d{1,8}(?:\.\d{1,2})?$/.test(value) ? value : undefined;
  };
  let [minPrice, maxPrice] = [price("minPrice"), price("maxPrice")];
  // Prices typed the wrong way round still mean a range.
  if (minPrice && maxPrice && Number(minPrice) > Number(maxPrice)) [minPrice, maxPrice] = [maxPrice, minPrice];
  return { size: chosen("size"), color: chosen("color"), minPrice, maxPrice };
}

const sameList = (a: readonly string[] = [], b: readonly string[] = []) => a.length === b.length && a.every((value, index) => value === b[index]);

export const sameRefinements = (a: Refinements, b: Refinements) =>
  sameList(a.size, b.size) && sameList(a.color, b.color) && a.minPrice === b.minPrice && a.maxPrice === b.maxPrice;

const chipClass =
  "inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-full border border-input bg-card px-3 text-sm font-semibold has-[:checked]:border-primary has-[:checked]:bg-primary has-[:checked]:text-primary-foreground has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring";

interface Chip {
  value: string;
  label: string;
  count: number;
  swatch: string | null;
}

/** One set of chips: each a checkbox, so several may be chosen and a keyboard reaches each. */
function ChipGroup({ name, legend, chips, chosen }: { name: string; legend: string; chips: Chip[]; chosen: readonly string[] }) {
  const { t, format } = useI18n();
  if (chips.length === 0) return null;
  return (
    <fieldset className="grid gap-2 sm:col-span-2 lg:col-span-4" data-testid={`${name}-chips`}>
      <legend className="mb-2 text-sm font-semibold">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <label key={chip.value} className={chipClass}>
            <input type="checkbox" name={name} value={chip.value} defaultChecked={chosen.includes(chip.value)} className="sr-only" />
            {chip.swatch ? (
              <span aria-hidden="true" className="size-4 shrink-0 rounded-full border border-black/20" style={{ backgroundColor: chip.swatch }} />
            ) : null}
            <span dir="auto">{t("shopPaging.chip", { label: chip.label, count: format.number(chip.count) })}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The form's fields, in the desktop disclosure and in the phone's sheet alike: the list's colours and sizes as chips
 * with how many of its products have each (`GET /api/product-facets`), then the price range.
 */
export function RefinementFields({ filters }: { filters: ProductFilters }) {
  const { t, locale } = useI18n();
  const { sizeName } = useVariantNames();
  // The choices of the list as it stands before these chips: the counts a chip adds.
  const { data: facets } = useProductFacets(filters);
  const chosenColours = filters.color ?? [];
  const chosenSizes = filters.size ?? [];
  const colours: Chip[] = (facets?.colours ?? []).map((facet) => ({
    value: facet.value,
    label: facet.colour ? (locale === "ar" ? facet.colour.nameAr : facet.colour.nameEn) : facet.value,
    count: facet.count,
    swatch: facet.colour?.hex ?? null,
  }));
  const sizes: Chip[] = (facets?.sizes ?? []).map((facet) => ({
    value: facet.value,
    label: sizeName(facet.value) ?? facet.value,
    count: facet.count,
    swatch: null,
  }));
  // A chosen value the list no longer has (another category's) stays on, so it can be taken off.
  for (const value of chosenColours) if (!colours.some((chip) => chip.value.toLowerCase() === value.toLowerCase())) colours.push({ value, label: value, count: 0, swatch: null });
  for (const value of chosenSizes) if (!sizes.some((chip) => chip.value.toLowerCase() === value.toLowerCase())) sizes.push({ value, label: value, count: 0, swatch: null });
  return (
    <>
      <ChipGroup
        key={`colour:${colours.map((chip) => chip.value).join()}`}
        name="color"
        legend={t("shopPaging.color")}
        chips={colours}
        chosen={chosenColours}
      />
      <ChipGroup key={`size:${sizes.map((chip) => chip.value).join()}`} name="size" legend={t("shopPaging.size")} chips={sizes} chosen={chosenSizes} />
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
