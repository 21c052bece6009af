import { z } from 'zod';
import { defineEvent, type EventOf } from './catalogue.js';

/** One wishlist per shopper, one stream. */
export const wishlistStreamId = (userId: string) => `wishlist-${userId}`;

export const WishlistItemAdded = defineEvent(
  'WishlistItemAdded',
  z.object({ userId: z.uuid(), productId: z.uuid(), addedAt: z.string() }),
);

export const WishlistItemRemoved = defineEvent('WishlistItemRemoved', z.object({ userId: z.uuid(), productId: z.uuid() }));

export const wishlistEvents = [WishlistItemAdded, WishlistItemRemoved] as const;
export type WishlistEvent = EventOf<typeof wishlistEvents>;
