import { cn } from "@/lib/utils";
import type { Product } from "../types";
import { ProductCard } from "./product-card";

interface ProductListProps {
  products: readonly Product[];
  layout?: "grid" | "list";
  className?: string;
  /**
   * How many cards load their picture at once: by default roughly the first screenful on a phone or laptop. A list
   * that starts below the first screenful (the home page's new arrivals) passes 0, so its pictures wait until the
   * shopper scrolls near them instead of competing with the pictures on screen.
   */
  eagerCount?: number;
}

const EAGER_CARDS = 4;

export function ProductList({ products, layout = "grid", className, eagerCount = EAGER_CARDS }: ProductListProps) {
  return (
    <ul
      data-testid="product-list"
      data-layout={layout}
      className={cn(
        layout === "grid" ? "grid grid-cols-2 gap-3 sm:gap-6 md:grid-cols-3 lg:grid-cols-4" : "grid gap-4 lg:grid-cols-2",
        className,
      )}
    >
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} layout={layout} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
