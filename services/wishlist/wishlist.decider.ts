import { refuse, type Decider } from '../../events/index.js';
import type { WishlistEvent } from '../../events/wishlist.js';

/** Enough for any shopper's list; a bound so one account cannot grow a row set without end. */
export const maxWishlistItems = 200;

export const productNotFoundMessage = 'Product not found';

export type WishlistCommand =
  | {
      readonly type: 'AddToWishlist';
      readonly userId: string;
      readonly productId: string;
      /** Whether the catalog has the product (deleted ones cannot be added; one deleted later stays listed). */
      readonly productExists: boolean;
      readonly now: Date;
    }
  | { readonly type: 'RemoveFromWishlist'; readonly userId: string; readonly productId: string };

export type WishlistState = { readonly productIds: ReadonlySet<string> };

/** A shopper's wishlist, one stream. Adding what is there, or removing what is not, records nothing: both are idempotent. */
export const wishlistDecider: Decider<WishlistCommand, WishlistEvent, WishlistState> = {
  streamType: 'wishlist',
  initialState: () => ({ productIds: new Set() }),
  evolve(state, event) {
    const productIds = new Set(state.productIds);
    if (event.type === 'WishlistItemAdded') productIds.add(event.data.productId);
    else productIds.delete(event.data.productId);
    return { productIds };
  },
  decide(command, state) {
    const { userId, productId } = command;
    switch (command.type) {
      case 'AddToWishlist':
        if (state.productIds.has(productId)) return [];
        if (!command.productExists) throw refuse.notFound(productNotFoundMessage);
        if (state.productIds.size >= maxWishlistItems) {
          throw refuse.invalid(`At most ${maxWishlistItems} products can be saved`, { code: 'wishlist_limit', params: { limit: maxWishlistItems } });
        }
        return [{ type: 'WishlistItemAdded', data: { userId, productId, addedAt: command.now.toISOString() } }];
      case 'RemoveFromWishlist':
        return state.productIds.has(productId) ? [{ type: 'WishlistItemRemoved', data: { userId, productId } }] : [];
    }
  },
};
