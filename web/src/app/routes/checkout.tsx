import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { storeCreditKey } from "@/features/account/api/store-credit";
import { meQueryOptions, useMe } from "@/features/auth/api/get-me";
import { useCartItems } from "@/features/cart/hooks/use-cart";
import { cartStore } from "@/features/cart/stores/cart-store";
import { productsQueryKey } from "@/features/catalog/api/get-products";
import { cartQuoteQueryOptions } from "@/features/checkout/api/quote-cart";
import { settingsQueryOptions } from "@/features/checkout/api/get-settings";
import { CheckoutView } from "@/features/checkout/components/checkout-view";
import { useQuotedCart } from "@/features/checkout/hooks/use-quoted-cart";

/** The session decides whether the page may show at all, so it is awaited; the fee and the cart's check load alongside. */
export const clientLoader = (queryClient: QueryClient) => async () => {
  void queryClient.prefetchQuery(settingsQueryOptions());
  const items = cartStore.getItems();
  if (items.length > 0) void queryClient.prefetchQuery(cartQuoteQueryOptions(items));
  await queryClient.ensureQueryData(meQueryOptions()).catch(() => undefined);
  return null;
};

export default function CheckoutRoute() {
  const queryClient = useQueryClient();
  const items = useCartItems();
  const me = useMe();
  const { lines, forget: _forget, ...check } = useQuotedCart(items, cartStore.setQuantity);
  // A failed session read counts as signed out: the shopper is sent to sign in rather than left on a dead form.
  const signedIn = me.isPending ? undefined : Boolean(me.data);

  return (
    <CheckoutView
      lines={lines}
      check={check}
      signedIn={signedIn}
      onPlaced={() => {
        cartStore.clear();
        // Stock just went down; the shop should not go on showing the old counts.
        void queryClient.invalidateQueries({ queryKey: productsQueryKey });
        // Her store credit may have been spent: her account and the next checkout read it again (ADR 067).
        void queryClient.invalidateQueries({ queryKey: storeCreditKey, refetchType: "none" });
        void queryClient.invalidateQueries({ queryKey: ["/api/cart/quote"], refetchType: "none" });
      }}
    />
  );
}
