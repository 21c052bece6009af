import { Link } from "react-router";
import { useI18n } from "@/lib/i18n";
import { nameOf } from "../lib/localized";
import type { Category } from "../types";
import { imageSizes } from "@/lib/responsive-image";
import { ProductPicture } from "./product-picture";

interface CategoryCardProps {
  category: Category;
  /** The cover picture of the category's newest product, which dresses the card; categories have no pictures of their own. */
  coverUrl: string | undefined;
  productCount: number | undefined;
  eager?: boolean;
  /** In the grid's first row on a phone, where the page's largest picture is: its picture is fetched first. */
  prominent?: boolean;
  /** The card's title ranks one below the heading the grid sits under: h3 in a page section, h2 under the page's h1. */
  headingLevel?: 2 | 3;
}

export function CategoryCard({
  category,
  coverUrl,
  productCount,
  eager = false,
  prominent = false,
  headingLevel = 3,
}: CategoryCardProps) {
  const { t, locale } = useI18n();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <Link
      to={`/shop?${new URLSearchParams({ category: category.id })}`}
      className="group relative block overflow-hidden rounded-2xl border bg-secondary shadow-xs transition-shadow hover:shadow-md"
    >
      <ProductPicture
        src={coverUrl}
        sizes={imageSizes.category}
        alt=""
        width={600}
        height={800}
        loading={eager ? "eager" : "lazy"}
        fetchPriority={prominent ? "high" : "auto"}
        fallbackLabel=""
        className="aspect-[3/4] w-full transition-transform duration-500 group-hover:scale-[1.04] motion-reduce:group-hover:scale-100"
      />
      <div className="absolute inset-x-0 bottom-0 grid bg-linear-to-t from-black/70 via-black/35 to-transparent p-3 pt-12 text-white sm:p-4 sm:pt-16">
        <Heading className="line-clamp-2 text-base leading-snug font-bold sm:text-lg">{nameOf(locale, category)}</Heading>
        {productCount === undefined ? null : (
          <p className="text-xs text-white/85 sm:text-sm">{t("storefront.shop.productCount", { count: productCount })}</p>
        )}
      </div>
    </Link>
  );
}
