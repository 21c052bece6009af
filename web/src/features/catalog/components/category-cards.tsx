import { useCategories } from "../api/get-categories";
import { useCategoryShowcases } from "../api/get-category-showcases";
import { categoriesOnSale } from "../lib/products";
import { CategoryGrid } from "./category-grid";
import { LoadError } from "./load-error";
import { CardsSkeleton } from "./skeletons";

/**
 * Every category with products on sale as a card; shared by the home page's section and the shop's front page. The shop opens on these
 * cards, so its first six load their pictures at once, and their titles rank right under its h1; on the home page
 * they sit below the hero, load lazily, and rank under the section's h2.
 */
export function CategoryCards({ place }: { place: "home-section" | "shop-front" }) {
  const eagerCount = place === "shop-front" ? 6 : 0;
  const headingLevel = place === "shop-front" ? 2 : 3;
  const categories = useCategories();
  // Each category's newest product and count choose and dress its card; a category whose read failed is shown bare.
  const { showcases, pending } = useCategoryShowcases(categories.data);
  if (categories.isPending || pending) {
    return <CardsSkeleton count={6} className="sm:grid-cols-3 lg:grid-cols-6" />;
  }
  if (categories.isError) return <LoadError onRetry={() => void categories.refetch()} />;
  return (
    <CategoryGrid
      categories={categoriesOnSale(categories.data, showcases)}
      showcases={showcases}
      eagerCount={eagerCount}
      headingLevel={headingLevel}
    />
  );
}
