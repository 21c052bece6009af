import { useI18n } from "@/lib/i18n";
import type { CategoryShowcase } from "../lib/products";
import type { Category } from "../types";
import { CategoryCard } from "./category-card";

interface CategoryGridProps {
  categories: readonly Category[];
  /** Each category's count and its newest product's cover; undefined for one whose read failed (no count rather than a wrong 0). */
  showcases: ReadonlyMap<string, CategoryShowcase | undefined>;
  /** How many cards load their picture at once (the rest when scrolled near): the grid's first screenful. */
  eagerCount: number;
  headingLevel: 2 | 3;
}

/** Cards per row below the `sm` breakpoint (`grid-cols-2`). */
const phoneColumns = 2;

export function CategoryGrid({ categories, showcases, eagerCount, headingLevel }: CategoryGridProps) {
  const { t } = useI18n();
  if (categories.length === 0) {
    return <p className="rounded-xl border border-dashed p-8 text-center text-muted-foreground">{t("storefront.categories.empty")}</p>;
  }
  return (
    <ul data-testid="category-grid" className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-5 lg:grid-cols-6">
      {categories.map((category, index) => (
        <li key={category.id}>
          <CategoryCard
            category={category}
            coverUrl={showcases.get(category.id)?.coverUrl}
            productCount={showcases.get(category.id)?.total}
            eager={index < eagerCount}
            prominent={index < Math.min(eagerCount, phoneColumns)}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </ul>
  );
}
