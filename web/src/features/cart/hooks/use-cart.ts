import { useSyncExternalStore } from "react";
import { type CartItem, cartStore } from "../stores/cart-store";

export function useCartItems(): readonly CartItem[] {
  return useSyncExternalStore(cartStore.subscribe, cartStore.getItems, cartStore.getItems);
}

/** The badge number: the sum of quantities, not the number of lines. */
export function useCartCount(): number {
  return useSyncExternalStore(cartStore.subscribe, cartStore.getCount, cartStore.getCount);
}
