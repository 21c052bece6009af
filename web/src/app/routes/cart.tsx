import type { QueryClient } from "@tanstack/react-query";
import { useCartCount, useCartItems } from "@/features/cart/hooks/use-cart";
import { cartStore } from "@/features/cart/stores/cart-store";
import { cartQuoteQueryOptions } from "@/features/checkout/api/quote-cart";
import { settingsQueryOptions } from "@/features/checkout/api/get-settings";
import { CartView } from "@/features/checkout/components/cart-view";
import { useQuotedCart } from "@/features/checkout/hooks/use-quoted-cart";

/**
 * Starts the fee read and the cart's check against the store without waiting for them: the cart shows at once from
 * browser storage, the fee has its own loading and error states, and a failed read must not turn into the route's
 * error page.
 */
export const clientLoader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchQuery(settingsQueryOptions());
  const items = cartStore.getItems();
  if (items.length > 0) void queryClient.prefetchQuery(cartQuoteQueryOptions(items));
  return null;
};

export default function CartRoute() {
  const items = useCartItems();
  const count = useCartCount();
  // The store gives each line its name in the current language, today's price and whether it can be ordered.
  const { lines, forget, ...check } = useQuotedCart(items, cartStore.setQuantity);
  return (
    <CartView
      lines={lines}
      check={check}
      itemCount={count}
      onQuantityChange={(line, quantity) => {
        forget(line);
        cartStore.setQuantity(line.productId, line.variantId, quantity);
      }}
      onRemove={(line) => {
        forget(line);
        cartStore.remove(line.productId, line.variantId);
      }}
    />
  );
}
