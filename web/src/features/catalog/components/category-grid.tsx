import { useI18n } from "@/lib/i18n";
import { countByCategory, newestByCategory } from "../lib/products";
import type { Category, Product } from "../types";
import { CategoryCard } from "./category-card";

interface CategoryGridProps {
  categories: readonly Category[];
  /** Undefined while the products load or when they failed: the cards then show no count rather than a wrong 0. */
  products: readonly Product[] | undefined;
  /** How many cards load their picture at once (the rest when scrolled near): the grid's first screenful. */
  eagerCount: number;
  headingLevel: 2 | 3;
}

/** Cards per row below the `sm` breakpoint (`grid-cols-2`). */
const phoneColumns = 2;

export function CategoryGrid({ categories, products, eagerCount, headingLevel }: CategoryGridProps) {
  const { t } = useI18n();
  if (categories.length === 0) {
    return <p className="rounded-xl border border-dashed p-8 text-center text-muted-foreground">{t("storefront.categories.empty")}</p>;
  }
  const showcase = newestByCategory(products ?? []);
  const counts = products ? countByCategory(products) : undefined;
  return (
    <ul data-testid="category-grid" className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-5 lg:grid-cols-6">
      {categories.map((category, index) => (
        <li key={category.id}>
          <CategoryCard
            category={category}
            showcase={showcase.get(category.id)}
            productCount={counts ? (counts.get(category.id) ?? 0) : undefined}
            eager={index < eagerCount}
            prominent={index < Math.min(eagerCount, phoneColumns)}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </ul>
  );
}
