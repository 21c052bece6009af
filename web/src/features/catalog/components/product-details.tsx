import type { ChosenLine } from "@/lib/cart-line";
import { ShoppingBagIcon, TruckIcon } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { ProductRating } from "@/components/product-rating";
import { badgeVariants } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { useI18n } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { coverImage } from "../lib/images";
import { localized, nameOf } from "../lib/localized";
import { isAvailable, stockBeforeChoice } from "../lib/stock";
import { variantOptions } from "../lib/variant-options";
import type { Product } from "../types";
import { ProductBreadcrumb } from "./product-breadcrumb";
import { ProductGallery } from "./product-gallery";
import { SizeSelector } from "./size-selector";
import { useVariantNames } from "@/lib/variant-names";
import { StockMessage } from "./stock-message";
import { WishlistButton } from "./wishlist-button";

export type { ChosenLine };

interface ProductDetailsProps {
  product: Product;
  onAddToCart: (line: ChosenLine) => void;
  /** Shown under the add-to-cart button: what the route composes there (the back-in-stock alerts of sold-out sizes). */
  belowActions?: ReactNode;
}

export function ProductDetails({ product, onAddToCart, belowActions }: ProductDetailsProps) {
  const { t, locale, format } = useI18n();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const name = nameOf(locale, product);
  const description = localized(locale, product.descriptionEn, product.descriptionAr);
  const names = useVariantNames();
  const choices = variantOptions(product.variants, {
    sizeName: (size) => names.sizeName(size) ?? size,
    colourName: (variant) => names.colourName(variant),
  });
  const chosen = product.variants.find((variant) => variant.id === chosenId);
  // Spec §2: before a size is chosen, the price shown is the first variant's; the stock message speaks of all of them.
  const shown = chosen ?? product.variants[0];
  const stock = chosen ? chosen.stock : stockBeforeChoice(product.variants);
  useDocumentTitle(name);

  const addToCart = () => {
    if (!chosen) {
      toast({
        variant: "destructive",
        title: t("storefront.product.selectSizeTitle"),
        description: t("storefront.product.selectSizeBody"),
      });
      return;
    }
    if (!isAvailable(chosen)) {
      toast({
        variant: "destructive",
        title: t("storefront.product.outOfStock"),
        description: t("storefront.product.unavailableBody"),
      });
      return;
    }
    onAddToCart({
      productId: product.id,
      variantId: chosen.id,
      name,
      price: chosen.price,
      image: coverImage(product.images)?.url ?? "",
      size: chosen.size,
      color: chosen.color,
    });
    toast({ title: t("storefront.product.added"), description: name });
  };

  return (
    <div className="grid gap-6">
      <ProductBreadcrumb category={product.category} name={name} />
      <div className="grid gap-8 md:grid-cols-2 md:gap-12">
        <div className="md:sticky md:top-32 md:self-start">
          <ProductGallery images={product.images} name={name} />
        </div>
        <div className="grid content-start gap-5">
          {product.category ? (
            <Link
              to={`/shop?${new URLSearchParams({ category: product.category.id })}`}
              className={cn(badgeVariants({ variant: "secondary" }), "px-3 py-1 hover:bg-accent")}
            >
              {nameOf(locale, product.category)}
            </Link>
          ) : null}
          <div className="grid gap-2">
            <h1 className="text-3xl font-bold leading-tight tracking-tight md:text-4xl">{name}</h1>
            {product.rating.count > 0 ? (
              // To the page's reviews, below: the stars say how it was rated, the reviews why.
              <a href="#reviews" className="justify-self-start rounded-sm hover:underline focus-visible:outline-2 focus-visible:outline-ring">
                <ProductRating rating={product.rating} />
              </a>
            ) : null}
            {shown ? (
              <p data-testid="product-price" className="text-2xl font-bold text-primary">
                {format.price(shown.price)}
              </p>
            ) : null}
            {shown ? <StockMessage stock={stock} /> : null}
          </div>
          {description ? <p className="leading-relaxed whitespace-pre-line text-muted-foreground">{description}</p> : null}
          {product.variants.length > 0 ? (
            <SizeSelector choices={choices} chosenId={chosenId} onChoose={setChosenId} />
          ) : null}
          <div className="flex gap-3">
            <Button size="lg" className="h-11 flex-1" onClick={addToCart}>
              <ShoppingBagIcon aria-hidden="true" />
              {t("storefront.product.addToCart")}
            </Button>
            <WishlistButton productId={product.id} />
          </div>
          {belowActions}
          <p className="flex items-center gap-2 rounded-lg bg-secondary/60 px-4 py-3 text-sm text-secondary-foreground">
            <TruckIcon aria-hidden="true" className="size-4 shrink-0 rtl:-scale-x-100" />
            {t("storefront.product.codNote")}
          </p>
        </div>
      </div>
    </div>
  );
}
