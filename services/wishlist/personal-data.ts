import type { Queryable } from '../../events/index.js';
import { everyPage } from '../../infra/http/paging.js';
import { listWishlist } from '../../projections/wishlist/index.js';
import type { WishlistEntryAnswer } from './schemas.js';

/** Every product she saved, for her data export: newest first, as her wishlist answers each. */
export function wishlistOf(db: Queryable, userId: string): Promise<WishlistEntryAnswer[]> {
  return everyPage(
    async (after: readonly [string, string] | null, limit) => (await listWishlist(db, userId, { limit, after })).rows,
    (entry) => [entry.addedAt, entry.productId] as const,
  );
}
