import { z } from 'zod';
import { productStatuses } from '../../events/catalog.js';

/**
 * A product as the API shows it, written once: the read model's queries are typed by it (queries.ts) and the catalog
 * module publishes it (services/catalog/schemas.ts) for the web and the API document. Money is a decimal string
 * (numeric(10,2)).
 */

const decimal = z.string().regex(/^\d+\.\d{2}$/);

export const categoryAnswer = z.object({ id: z.string(), nameEn: z.string(), nameAr: z.string(), slug: z.string() });
export type CategoryAnswer = z.infer<typeof categoryAnswer>;

/** A managed colour: its key (what the shop's `color` filter takes), its names and its swatch (`#rrggbb`). */
export const colourAnswer = z.object({ key: z.string(), nameEn: z.string(), nameAr: z.string(), hex: z.string() });
export type ColourAnswer = z.infer<typeof colourAnswer>;

export const variantAnswer = z.object({
  id: z.string(),
  size: z.string().nullable(),
  /** The colour's English name (as written, for a colour that is free text). */
  color: z.string().nullable(),
  /** The managed colour the variant is, or null for a free-text colour (or none). */
  colour: colourAnswer.nullable(),
  /** numeric(10,2) as text, e.g. "120.50" */
  price: decimal,
  stock: z.number().int(),
});
export type VariantAnswer = z.infer<typeof variantAnswer>;

export const imageAnswer = z.object({ id: z.string(), url: z.string(), isPrimary: z.boolean(), position: z.number().int() });
export type ImageAnswer = z.infer<typeof imageAnswer>;

export const productStatusAnswer = z.enum(productStatuses);

/** A product of the back office's list: no descriptions, no rating. */
export const adminProductRowAnswer = z.object({
  id: z.string(),
  slug: z.string(),
  nameEn: z.string(),
  nameAr: z.string(),
  categoryId: z.string(),
  status: productStatusAnswer,
  createdAt: z.string(),
  /** Null only if the category was deleted in a race with a product move; the admin list shows it to fix. */
  category: categoryAnswer.nullable(),
  variants: z.array(variantAnswer),
  images: z.array(imageAnswer),
});
export type AdminProductRowAnswer = z.infer<typeof adminProductRowAnswer>;

/** Shoppers' ratings (hidden reviews left out): the average to one decimal, 0 while there are none. */
export const productRatingAnswer = z.object({ average: z.number(), count: z.number().int() });

/** A product in full, as the shop shows it and the back office edits it. */
export const productAnswer = adminProductRowAnswer.extend({
  descriptionEn: z.string().nullable(),
  descriptionAr: z.string().nullable(),
  rating: productRatingAnswer,
});
export type ProductAnswer = z.infer<typeof productAnswer>;
