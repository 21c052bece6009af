import { useCategories } from "../api/get-categories";
import { useProducts } from "../api/get-products";
import { CategoryGrid } from "./category-grid";
import { LoadError } from "./load-error";
import { CardsSkeleton } from "./skeletons";

/**
 * Every category as a card; shared by the home page's section and the shop's front page. The shop opens on these
 * cards, so its first six load their pictures at once, and their titles rank right under its h1; on the home page
 * they sit below the hero, load lazily, and rank under the section's h2.
 */
export function CategoryCards({ place }: { place: "home-section" | "shop-front" }) {
  const eagerCount = place === "shop-front" ? 6 : 0;
  const headingLevel = place === "shop-front" ? 2 : 3;
  const categories = useCategories();
  // Products only dress the cards (picture, count); the cards still work while they load or if they fail.
  const products = useProducts();
  if (categories.isPending) return <CardsSkeleton count={6} className="sm:grid-cols-3 lg:grid-cols-6" />;
  if (categories.isError) return <LoadError onRetry={() => void categories.refetch()} />;
  return (
    <CategoryGrid
      categories={categories.data}
      products={products.data}
      eagerCount={eagerCount}
      headingLevel={headingLevel}
    />
  );
}
