import { type QueryClient, useQuery } from "@tanstack/react-query";
import { productsQueryOptions } from "@/features/catalog/api/get-products";
import { useCartCount, useCartItems } from "@/features/cart/hooks/use-cart";
import { cartStore } from "@/features/cart/stores/cart-store";
import { settingsQueryOptions } from "@/features/checkout/api/get-settings";
import { CartView } from "@/features/checkout/components/cart-view";
import { useCartLines } from "@/features/checkout/hooks/use-cart-lines";

/**
 * Starts the fee and catalog reads without waiting for them: the cart shows at once from browser storage, the fee
 * has its own loading and error states, and a failed read must not turn into the route's error page.
 */
export const clientLoader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchQuery(settingsQueryOptions());
  if (cartStore.getItems().length > 0) void queryClient.prefetchQuery(productsQueryOptions());
  return null;
};

export default function CartRoute() {
  const items = useCartItems();
  const count = useCartCount();
  // The catalog gives each line its name in the current language and today's price.
  const catalog = useQuery({ ...productsQueryOptions(), enabled: items.length > 0 });
  const lines = useCartLines(items, catalog.data);
  return (
    <CartView
      lines={lines}
      itemCount={count}
      onQuantityChange={(line, quantity) => cartStore.setQuantity(line.productId, line.variantId, quantity)}
      onRemove={(line) => cartStore.remove(line.productId, line.variantId)}
    />
  );
}
