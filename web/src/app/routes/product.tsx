import { useQueryClient } from "@tanstack/react-query";
import { useLocation, useParams } from "react-router";
import { useMe } from "@/features/auth/api/get-me";
import { signInPathFor } from "@/features/auth/lib/next-path";
import { cartStore } from "@/features/cart/stores/cart-store";
import { useProduct } from "@/features/catalog/api/get-product";
import { LoadError } from "@/features/catalog/components/load-error";
import { ProductDetails } from "@/features/catalog/components/product-details";
import { ProductNotFound } from "@/features/catalog/components/product-not-found";
import { productsQueryKey } from "@/features/catalog/api/get-products";
import { ProductReviews } from "@/features/reviews/components/product-reviews";
import { BackInStock } from "@/features/stock-alerts/components/back-in-stock";

/**
 * Spec §2, Product detail (read by `productLoader`, storefront-loaders.ts). The route joins the catalog's page to the
 * cart, to the back-in-stock alerts of its sold-out sizes and to its reviews: features never import each other.
 */
export default function ProductRoute() {
  const { slug = "" } = useParams();
  const queryClient = useQueryClient();
  const product = useProduct(slug);
  const me = useMe();
  const location = useLocation();
  if (product.isPending) {
    return <div aria-busy="true" className="mx-auto min-h-[60svh] max-w-7xl animate-pulse px-4 py-8 sm:px-6" />;
  }
  if (product.isError) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <LoadError onRetry={() => void product.refetch()} />
      </div>
    );
  }
  if (!product.data) return <ProductNotFound />;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-10">
      <ProductDetails
        key={product.data.id}
        product={product.data}
        onAddToCart={(line) => cartStore.add(line)}
        belowActions={
          <BackInStock
            key={product.data.id}
            productId={product.data.id}
            variants={product.data.variants}
            signedIn={Boolean(me.data)}
            signInTo={signInPathFor(location.pathname)}
            onRestocked={() => void product.refetch()}
          />
        }
      />
      <div className="mt-10">
        <ProductReviews
          key={product.data.id}
          slug={product.data.slug}
          rating={product.data.rating}
          signedIn={Boolean(me.data)}
          // Her rating changed the product's average and count, here and in the lists.
          onPosted={() => void queryClient.invalidateQueries({ queryKey: productsQueryKey })}
        />
      </div>
    </div>
  );
}
