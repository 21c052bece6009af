import { useQuery, useQueryClient } from "@tanstack/react-query";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useSyncExternalStore } from "react";
import { ApiError } from "@/lib/api-client";
import {
  clearVisitorHearts,
  getVisitorHearts,
  subscribeVisitorHearts,
  toggleVisitorHeart,
} from "./visitor-hearts";
import { fetchWishlistIds, removeFromWishlist, saveToWishlist, wishlistIdsQueryKey, wishlistQueryKey } from "./wishlist-api";

interface Wishlist {
  /** False for a visitor, whose hearts live in this browser only until she signs in. */
  signedIn: boolean;
  has(productId: string): boolean;
  /** Saves or unsaves; resolves false when the store refused (the heart then shows what is saved). */
  toggle(productId: string): Promise<boolean>;
}

const noWishlist: Wishlist = { signedIn: false, has: () => false, toggle: async () => false };
const WishlistContext = createContext<Wishlist>(noWishlist);

const noHearts: readonly string[] = [];

/**
 * The hearts of the shop: a visitor's live in the browser, a signed-in shopper's in her account. When a visitor signs
 * in, her browser's hearts are saved to the account (each save is idempotent; a product gone meanwhile is skipped)
 * and the browser's list is emptied. `userId` is the signed-in user's id, or null.
 */
export function WishlistProvider({ userId, children }: { userId: string | null | undefined; children: ReactNode }) {
  const queryClient = useQueryClient();
  const visitorHearts = useSyncExternalStore(subscribeVisitorHearts, getVisitorHearts, () => noHearts);
  const saved = useQuery({
    queryKey: wishlistIdsQueryKey,
    queryFn: ({ signal }) => fetchWishlistIds(signal),
    enabled: Boolean(userId),
    staleTime: 60_000,
  });
  const merging = useRef<string | null>(null);

  useEffect(() => {
    if (!userId || merging.current === userId) return;
    const hearts = getVisitorHearts();
    if (hearts.length === 0) return;
    merging.current = userId;
    void (async () => {
      for (const productId of hearts) {
        await saveToWishlist(productId).catch((error: unknown) => {
          // A product deleted or taken off sale since she hearted it cannot be saved; the others still are.
          if (!(error instanceof ApiError && error.status === 404)) throw error;
        });
      }
      clearVisitorHearts();
      await queryClient.invalidateQueries({ queryKey: wishlistQueryKey });
    })().finally(() => {
      merging.current = null;
    });
  }, [userId, queryClient]);

  const savedIds = useMemo(() => new Set(userId ? (saved.data ?? []) : visitorHearts), [userId, saved.data, visitorHearts]);

  const toggle = useCallback(
    async (productId: string) => {
      if (!userId) {
        toggleVisitorHeart(productId);
        return true;
      }
      const wasSaved = (queryClient.getQueryData<string[]>(wishlistIdsQueryKey) ?? []).includes(productId);
      // Shown at once; put right from the server's list if the call fails.
      queryClient.setQueryData<string[]>(wishlistIdsQueryKey, (ids = []) =>
        wasSaved ? ids.filter((id) => id !== productId) : [...ids, productId],
      );
      try {
        await (wasSaved ? removeFromWishlist(productId) : saveToWishlist(productId));
        return true;
      } catch {
        return false;
      } finally {
        await queryClient.invalidateQueries({ queryKey: wishlistQueryKey });
      }
    },
    [userId, queryClient],
  );

  const signedIn = Boolean(userId);
  const value = useMemo<Wishlist>(
    () => ({ signedIn, has: (productId) => savedIds.has(productId), toggle }),
    [signedIn, savedIds, toggle],
  );
  return <WishlistContext.Provider value={value}>{children}</WishlistContext.Provider>;
}

export function useWishlist(): Wishlist {
  return useContext(WishlistContext);
}
