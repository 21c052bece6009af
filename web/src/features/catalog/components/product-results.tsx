import type { ReactNode } from "react";
import { useI18n } from "@/lib/i18n";
import { useViewMode } from "../hooks/use-view-mode";
import type { Product } from "../types";
import { ProductList } from "./product-list";
import { ViewModeToggle } from "./view-mode-toggle";

interface ProductResultsProps {
  products: readonly Product[];
  /** Shown instead of the list when it is empty. */
  empty: ReactNode;
}

/** A counted product list with the grid/list switch: a category's products and search results alike. */
export function ProductResults({ products, empty }: ProductResultsProps) {
  const { t } = useI18n();
  const [mode, setMode] = useViewMode();
  return (
    <div className="grid gap-5">
      <div className="flex items-center justify-between gap-3 border-b pb-3">
        {/* The list's heading: the page's h1 names the category or the search, the cards' names are h3 under it. */}
        <h2 data-testid="product-count" aria-live="polite" className="text-sm font-semibold text-muted-foreground">
          {t("storefront.shop.productCount", { count: products.length })}
        </h2>
        {products.length > 0 ? <ViewModeToggle mode={mode} onChange={setMode} /> : null}
      </div>
      {products.length === 0 ? empty : <ProductList products={products} layout={mode} />}
    </div>
  );
}

export function EmptyResults({ title, hint }: { title: string; hint?: string }) {
  return (
    <div className="grid justify-items-center gap-1 rounded-xl border border-dashed px-6 py-14 text-center">
      <p className="text-lg font-semibold">{title}</p>
      {hint ? <p className="text-muted-foreground">{hint}</p> : null}
    </div>
  );
}
