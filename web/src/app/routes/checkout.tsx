import { type QueryClient, useQuery, useQueryClient } from "@tanstack/react-query";
import { meQueryOptions, useMe } from "@/features/auth/api/get-me";
import { useCartItems } from "@/features/cart/hooks/use-cart";
import { cartStore } from "@/features/cart/stores/cart-store";
import { productsQueryKey, productsQueryOptions } from "@/features/catalog/api/get-products";
import { settingsQueryOptions } from "@/features/checkout/api/get-settings";
import { CheckoutView } from "@/features/checkout/components/checkout-view";
import { useCartLines } from "@/features/checkout/hooks/use-cart-lines";

/** The session decides whether the page may show at all, so it is awaited; the fee and catalog load alongside. */
export const clientLoader = (queryClient: QueryClient) => async () => {
  void queryClient.prefetchQuery(settingsQueryOptions());
  if (cartStore.getItems().length > 0) void queryClient.prefetchQuery(productsQueryOptions());
  await queryClient.ensureQueryData(meQueryOptions()).catch(() => undefined);
  return null;
};

export default function CheckoutRoute() {
  const queryClient = useQueryClient();
  const items = useCartItems();
  const me = useMe();
  const catalog = useQuery({ ...productsQueryOptions(), enabled: items.length > 0 });
  const lines = useCartLines(items, catalog.data);
  // A failed session read counts as signed out: the shopper is sent to sign in rather than left on a dead form.
  const signedIn = me.isPending ? undefined : Boolean(me.data);

  return (
    <CheckoutView
      lines={lines}
      signedIn={signedIn}
      onPlaced={() => {
        cartStore.clear();
        // Stock just went down; the shop should not go on showing the old counts.
        void queryClient.invalidateQueries({ queryKey: productsQueryKey });
      }}
    />
  );
}
