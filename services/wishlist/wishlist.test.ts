import { describe, it } from 'vitest';
import type { WishlistEvent } from '../../events/wishlist.js';
import { deciderSpec } from '../../tests/support/decider-spec.js';
import { maxWishlistItems, wishlistDecider } from './wishlist.decider.js';

const given = deciderSpec(wishlistDecider);
const now = new Date('2026-03-01T10:00:00.000Z');
const userId = '5b0f5c4e-8d1e-4a57-9d6b-0a4c0b6f7a11';
const abaya = '11111111-1111-4111-8111-111111111111';
const added = (productId: string): WishlistEvent => ({ type: 'WishlistItemAdded', data: { userId, productId, addedAt: now.toISOString() } });
const removed = (productId: string): WishlistEvent => ({ type: 'WishlistItemRemoved', data: { userId, productId } });
const add = (productId: string, productExists = true) => ({ type: 'AddToWishlist' as const, userId, productId, productExists, now });
const remove = (productId: string) => ({ type: 'RemoveFromWishlist' as const, userId, productId });

describe('wishlist decider', () => {
  it('adds a product once: adding it again records nothing', () => {
    given([]).when(add(abaya)).then([added(abaya)]);
    given([added(abaya)]).when(add(abaya)).then([]);
    given([added(abaya), removed(abaya)]).when(add(abaya)).then([added(abaya)]);
  });

  it('removes a product once: removing one not there records nothing', () => {
    given([added(abaya)]).when(remove(abaya)).then([removed(abaya)]);
    given([added(abaya), removed(abaya)]).when(remove(abaya)).then([]);
    given([]).when(remove(abaya)).then([]);
  });

  it('refuses a product the catalog does not have, unless it is already saved', () => {
    given([]).when(add(abaya, false)).thenRefuses('not_found', 'Product not found');
    given([added(abaya)]).when(add(abaya, false)).then([]);
  });

  it('refuses a product past the limit', () => {
    const full = Array.from({ length: maxWishlistItems }, (_, n) => added(`00000000-0000-4000-8000-${String(n).padStart(12, '0')}`));
    given(full).when(add(abaya)).thenRefuses('invalid', { code: 'wishlist_limit', params: { limit: maxWishlistItems } });
  });
});
