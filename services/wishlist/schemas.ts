import { z } from 'zod';

/** A product on her wishlist; `product` is null once the product is deleted. */
export const wishlistEntryAnswer = z.object({
  productId: z.string(),
  addedAt: z.string(),
  product: z
    .object({
      slug: z.string(),
      nameEn: z.string(),
      nameAr: z.string(),
      price: z.string().nullable(),
      imageUrl: z.string().nullable(),
      isActive: z.boolean(),
      inStock: z.boolean(),
    })
    .nullable(),
});
export type WishlistEntryAnswer = z.infer<typeof wishlistEntryAnswer>;
