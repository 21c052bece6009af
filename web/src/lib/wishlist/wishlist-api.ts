import { apiRequest, fetchPage } from "@/lib/api-client";
import type { WishlistEntryAnswer } from "@/lib/contracts";

export const wishlistQueryKey = ["/api/account/wishlist"] as const;
export const wishlistIdsQueryKey = [...wishlistQueryKey, "ids"] as const;

/** One saved product as GET /api/account/wishlist lists it; `product` is null once the product was deleted. */
export type WishlistEntry = WishlistEntryAnswer;

/** Every saved product's id (the hearts to fill): the list's pages read to the end. */
export async function fetchWishlistIds(signal?: AbortSignal): Promise<string[]> {
  const ids: string[] = [];
  let url: string | null = "/api/account/wishlist?limit=100";
  // Bounded: the store keeps at most 200 products in a wishlist.
  for (let pages = 0; url && pages < 10; pages++) {
    const page: Awaited<ReturnType<typeof fetchPage<WishlistEntry>>> = await fetchPage<WishlistEntry>(url, signal);
    ids.push(...page.items.map((entry) => entry.productId));
    url = page.next;
  }
  return ids;
}

export const saveToWishlist = (productId: string) => apiRequest("PUT", `/api/account/wishlist/${encodeURIComponent(productId)}`);
export const removeFromWishlist = (productId: string) =>
  apiRequest("DELETE", `/api/account/wishlist/${encodeURIComponent(productId)}`);
