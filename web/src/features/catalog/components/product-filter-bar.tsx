import { ChevronDownIcon, SlidersHorizontalIcon } from "lucide-react";
import { type FormEvent, useId } from "react";
import { Button } from "@/components/ui/button";
import { useI18n } from "@/lib/i18n";
import { type ProductFilters, type ProductSort, productSorts } from "../lib/product-filters";
import { type FilterChangeOptions, FilterSheet } from "./filter-sheet";
import { readRefinements, RefinementFields } from "./refinement-fields";

interface ProductFilterBarProps {
  filters: ProductFilters;
  /** How many products the list shown holds, or null while it loads. */
  total: number | null;
  /** A new list: the shop's address changes to it, from its first page. */
  onChange: (filters: ProductFilters, options?: FilterChangeOptions) => void;
}

const sortLabels = {
  relevance: "shopPaging.sort.relevance",
  newest: "shopPaging.sort.newest",
  "price-asc": "shopPaging.sort.priceAsc",
  "price-desc": "shopPaging.sort.priceDesc",
} as const satisfies Record<ProductSort, string>;

const controlClass =
  "h-10 appearance-none rounded-md border border-input bg-card ps-3 pe-9 text-sm shadow-xs focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring";

/**
 * The list's order and the server's filters (`sort`, `inStock`, `size`, `color`, `minPrice`, `maxPrice`): the sort
 * and "in stock" apply at once, the rest from a small form, so a phone's first screen stays the products. On a wide
 * screen the form opens in place, behind a disclosure; on a phone it is a sheet over the page (FilterSheet).
 */
export function ProductFilterBar({ filters, total, onChange }: ProductFilterBarProps) {
  const { t } = useI18n();
  const sortId = useId();
  const stockId = useId();
  const refinedCount = (filters.size?.length ?? 0) + (filters.color?.length ?? 0) + [filters.minPrice, filters.maxPrice].filter(Boolean).length;
  const clearAll = () => onChange({ category: filters.category, q: filters.q, sort: filters.sort });

  const onApply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChange({ ...filters, ...readRefinements(event.currentTarget) });
  };

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-x-5 gap-y-3">
        <div className="flex items-center gap-2">
          <label htmlFor={sortId} className="text-sm font-semibold text-muted-foreground">
            {t("shopPaging.sort")}
          </label>
          <div className="relative">
            <select
              id={sortId}
              value={filters.sort}
              onChange={(event) => onChange({ ...filters, sort: event.target.value as ProductSort })}
              className={controlClass}
            >
              {productSorts.filter((sort) => sort !== "relevance" || filters.q).map((sort) => (
                <option key={sort} value={sort}>
                  {t(sortLabels[sort])}
                </option>
              ))}
            </select>
            <ChevronDownIcon
              aria-hidden="true"
              className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
            />
          </div>
        </div>
        <div className="flex items-center gap-2">
          <input
            id={stockId}
            type="checkbox"
            checked={Boolean(filters.inStock)}
            onChange={(event) => onChange({ ...filters, inStock: event.target.checked || undefined })}
            className="size-5 accent-primary"
          />
          <label htmlFor={stockId} className="text-sm font-semibold">
            {t("shopPaging.inStock")}
          </label>
        </div>
      </div>
      <FilterSheet filters={filters} total={total} refinedCount={refinedCount} onChange={onChange} onClear={clearAll} />
      <details className="group rounded-lg border bg-card max-md:hidden" open={refinedCount > 0 || undefined}>
        <summary className="flex cursor-pointer list-none items-center gap-2 px-4 py-2.5 text-sm font-semibold [&::-webkit-details-marker]:hidden">
          <SlidersHorizontalIcon aria-hidden="true" className="size-4" />
          {t("shopPaging.filters")}
          <ChevronDownIcon aria-hidden="true" className="ms-auto size-4 transition-transform group-open:rotate-180" />
        </summary>
        {/* Keyed by the filters: going Back to another list shows its own values, not what was typed here. */}
        <form
          key={JSON.stringify([filters.size, filters.color, filters.minPrice, filters.maxPrice])}
          onSubmit={onApply}
          className="grid gap-4 border-t p-4 sm:grid-cols-2 lg:grid-cols-4"
        >
          <RefinementFields filters={filters} />
          <div className="flex flex-wrap gap-3 sm:col-span-2 lg:col-span-4">
            <Button type="submit">{t("shopPaging.apply")}</Button>
            {refinedCount > 0 || filters.inStock ? (
              <Button type="button" variant="outline" onClick={clearAll}>
                {t("shopPaging.clear")}
              </Button>
            ) : null}
          </div>
        </form>
      </details>
    </div>
  );
}
