import { Link } from "react-router";
import { ProductRating } from "@/components/product-rating";
import { Badge } from "@/components/ui/badge";
import { useI18n } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { coverImage } from "../lib/images";
import { localized, nameOf } from "../lib/localized";
import { isAvailable } from "../lib/stock";
import type { Product } from "../types";
import { imageSizes } from "@/lib/responsive-image";
import { ProductPicture } from "./product-picture";
import { ProductPrice } from "./product-price";
import { WishlistButton } from "./wishlist-button";

interface ProductCardProps {
  product: Product;
  layout?: "grid" | "list";
  /** Cards in the first screenful load their picture at once; the rest wait until they are scrolled near. */
  eager?: boolean;
}

export function ProductCard({ product, layout = "grid", eager = false }: ProductCardProps) {
  const { t, locale } = useI18n();
  const name = nameOf(locale, product);
  const soldOut = !product.variants.some(isAvailable);
  const list = layout === "list";

  return (
    <article className="group relative h-full">
      <Link
        to={`/product/${encodeURIComponent(product.slug)}`}
        className={cn(
          "flex h-full overflow-hidden rounded-xl border bg-card shadow-xs transition-shadow hover:shadow-md",
          list ? "flex-row" : "flex-col",
        )}
      >
        <div className={cn("relative shrink-0 overflow-hidden", list ? "w-28 sm:w-40" : "w-full")}>
          <ProductPicture
            src={coverImage(product.images)?.url}
            sizes={imageSizes.card}
            alt=""
            width={600}
            height={800}
            loading={eager ? "eager" : "lazy"}
            fallbackLabel={t("storefront.product.noImage")}
            className="aspect-[3/4] h-full w-full transition-transform duration-500 group-hover:scale-[1.03] motion-reduce:group-hover:scale-100"
          />
          {soldOut ? (
            <Badge variant="secondary" className="absolute start-2 top-2 shadow-sm">
              {t("storefront.product.outOfStock")}
            </Badge>
          ) : null}
        </div>
        <div className={cn("flex flex-1 flex-col gap-1 p-3 sm:p-4", list && "justify-center pe-12 sm:gap-2")}>
          {product.category ? (
            <p className="text-xs font-semibold tracking-wide text-muted-foreground">{nameOf(locale, product.category)}</p>
          ) : null}
          <h3 className={cn("line-clamp-2 font-semibold leading-snug text-foreground", list && "sm:text-lg")}>{name}</h3>
          <ProductRating rating={product.rating} />
          {list ? (
            <p className="line-clamp-2 text-sm text-muted-foreground">
              {localized(locale, product.descriptionEn, product.descriptionAr)}
            </p>
          ) : null}
          <ProductPrice variants={product.variants} className={cn("pt-1", !list && "mt-auto")} />
        </div>
      </Link>
      {/* Beside the link, not in it: a button inside a link is neither valid nor reachable on its own by keyboard. */}
      <WishlistButton
        productId={product.id}
        className="absolute end-2 top-2 size-9 rounded-full bg-background/85 shadow-sm backdrop-blur-sm"
      />
    </article>
  );
}
