import { useCategories } from "../api/get-categories";
import { useProducts } from "../api/get-products";
import { CategoryGrid } from "./category-grid";
import { LoadError } from "./load-error";
import { CardsSkeleton } from "./skeletons";

/** Every category as a card; shared by the home page's section and the shop's front page. */
export function CategoryCards() {
  const categories = useCategories();
  // Products only dress the cards (picture, count); the cards still work while they load or if they fail.
  const products = useProducts();
  if (categories.isPending) return <CardsSkeleton count={6} className="sm:grid-cols-3 lg:grid-cols-6" />;
  if (categories.isError) return <LoadError onRetry={() => void categories.refetch()} />;
  return <CategoryGrid categories={categories.data} products={products.data} />;
}
