import { z } from 'zod';
import { amountField } from '../../infra/money.js';
import { classifyImageUrl, imageRefusalCode } from '../../infra/media/image-url.js';
import { optionalText, requiredText } from '../../infra/text.js';
import { colourKeyPattern } from '../../rules/colours.js';

/** Request bodies of the catalog calls; pure zod (no server imports at run time) so the web app can share them. */

export const catalogMessages = {
  nameEn: 'English name is required',
  nameAr: 'Arabic name is required',
  category: 'Category is required',
  categoryNotFound: 'Category not found',
  status: 'Status must be active or inactive',
  variants: 'At least one variant is required',
  images: 'At least one image is required',
  price: 'Price is required',
  priceInvalid: 'Price must be an amount such as "120.50": 0 or greater, at most 2 decimals, up to 99999999.99',
  stock: 'Stock must be 0 or greater',
  stockWhole: 'Stock must be a whole number',
  image: 'Image is required',
  position: 'Position must be a whole number of 0 or greater',
} as const;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const clientId = z.string().regex(uuidPattern, 'Invalid id').transform((id) => id.toLowerCase()).optional();

export const categoryRequest = z.object({
  nameEn: requiredText(catalogMessages.nameEn, 100),
  nameAr: requiredText(catalogMessages.nameAr, 100),
});
export type CategoryRequest = z.output<typeof categoryRequest>;

export const variantRequest = z.object({
  id: clientId,
  size: optionalText(40),
  /** The colour's English name; free text when `colorKey` is null. */
  color: optionalText(40),
  /** A managed colour's key (GET /api/colours). Absent: a colour text naming a palette colour is taken as that colour. */
  colorKey: z.string().regex(colourKeyPattern, 'Choose a colour from the list').max(40).nullable().optional(),
  price: amountField({ required: catalogMessages.price, invalid: catalogMessages.priceInvalid }),
  stock: z
    .number({ error: catalogMessages.stockWhole })
    .int(catalogMessages.stockWhole)
    .min(0, catalogMessages.stock)
    .max(1_000_000, 'Stock must be at most 1000000')
    .default(0),
});

const imageUrl = z
  .string({ error: catalogMessages.image })
  .trim()
  .min(1, catalogMessages.image)
  .superRefine((url, ctx) => {
    const image = classifyImageUrl(url);
    if (image.kind === 'refused') ctx.addIssue({ code: 'custom', message: image.message, params: { code: imageRefusalCode(image.message) } });
  });

export const imageRequest = z.object({
  id: clientId,
  url: imageUrl,
  isPrimary: z.boolean({ error: 'isPrimary must be true or false' }).default(false),
  position: z.number({ error: catalogMessages.position }).int(catalogMessages.position).min(0, catalogMessages.position).max(1000).default(0),
});

export const productRequest = z.object({
  nameEn: requiredText(catalogMessages.nameEn, 200),
  nameAr: requiredText(catalogMessages.nameAr, 200),
  descriptionEn: optionalText(5000, { multiLine: true }),
  descriptionAr: optionalText(5000, { multiLine: true }),
  categoryId: z
    .string({ error: catalogMessages.category })
    .trim()
    .min(1, catalogMessages.category)
    .regex(uuidPattern, catalogMessages.categoryNotFound)
    .transform((id) => id.toLowerCase()),
  status: z.enum(['active', 'inactive'], { error: catalogMessages.status }).default('active'),
  variants: z
    .array(variantRequest, { error: catalogMessages.variants })
    .min(1, catalogMessages.variants)
    .max(100, 'At most 100 variants'),
  images: z.array(imageRequest, { error: catalogMessages.images }).min(1, catalogMessages.images).max(20, 'At most 20 images'),
});
export type ProductRequest = z.output<typeof productRequest>;

export const stockReasonValues = ['received', 'returned', 'damaged', 'correction'] as const;

/** An admin's stock adjustment: units in (positive) or out (negative) of one variant, with why. */
export const stockAdjustmentRequest = z.object({
  variantId: z
    .string({ error: 'Variant is required' })
    .regex(uuidPattern, 'Variant not found')
    .transform((id) => id.toLowerCase()),
  change: z
    .number({ error: 'Change must be a whole number of units' })
    .int('Change must be a whole number of units')
    .min(-1_000_000, 'Change must be between -1000000 and 1000000')
    .max(1_000_000, 'Change must be between -1000000 and 1000000')
    .refine((change) => change !== 0, 'Change must not be 0'),
  reason: z.enum(stockReasonValues, { error: 'Reason must be received, returned, damaged or correction' }),
  note: optionalText(500, { multiLine: true }),
});
export type StockAdjustmentRequest = z.output<typeof stockAdjustmentRequest>;

/* The answers: what the catalog's calls send back, published with the requests for the web and the API document. */

/* A product's own shape is the read model's (projections/catalog/contract.ts), published here with the requests. */
import { categoryAnswer, productAnswer } from '../../projections/catalog/contract.js';
export {
  adminProductRowAnswer,
  categoryAnswer,
  imageAnswer,
  productAnswer,
  productStatusAnswer,
  variantAnswer,
  type AdminProductRowAnswer,
  type CategoryAnswer,
  type ImageAnswer,
  type ProductAnswer,
  type VariantAnswer,
} from '../../projections/catalog/contract.js';

export const shopCategoryAnswer = categoryAnswer;
export const adminCategoryAnswer = categoryAnswer;
/** A category in the back office's list, with how many products are in it (it can be deleted only at 0). */
export const adminCategoryRowAnswer = categoryAnswer.extend({ productCount: z.number().int().min(0) });
export type AdminCategoryRowAnswer = z.infer<typeof adminCategoryRowAnswer>;

/** A category card of the shop: a category with products on sale, its cover picture and how many are on sale. */
export const categoryCardAnswer = z.object({ categoryId: z.string(), coverUrl: z.string().nullable(), total: z.number().int() });
export type CategoryCardAnswer = z.infer<typeof categoryCardAnswer>;

export const adminProductAnswer = productAnswer;
export const shopProductAnswer = productAnswer;
export const shopProductRowAnswer = productAnswer;

/** The shop's product list filters (read by shop-list.ts, which answers `invalid_filter` naming the field). */
export const shopProductsQuery = z.object({
  category: z.string().optional().describe('A category id'),
  q: z.string().max(200).optional().describe('Words, each matched in names, descriptions and category names, by stem, synonym or (when few match) a near spelling'),
  size: z.union([z.string(), z.array(z.string())]).optional(),
  color: z.union([z.string(), z.array(z.string())]).optional(),
  minPrice: z.string().optional(),
  maxPrice: z.string().optional(),
  inStock: z.enum(['1', '0']).optional(),
  sort: z.enum(['relevance', 'newest', 'price-asc', 'price-desc']).optional().describe('relevance by default with q, else newest'),
});

/** The search box's suggestions (GET /api/product-suggestions): the best matches of what she has typed so far. */
export const productSuggestionsQuery = z.object({
  q: z.string().min(1).max(100).describe('What the shopper has typed, matched as the shop list matches q'),
  limit: z.string().regex(/^\d+$/).optional().describe('1 to 10, 6 by default'),
});

/** One suggestion: names in both languages (the web picks one), the lowest price and the cover picture. */
export const productSuggestionAnswer = z.object({
  id: z.string(),
  slug: z.string(),
  nameEn: z.string(),
  nameAr: z.string(),
  /** The product's lowest variant price, numeric(10,2) as text. */
  price: z.string(),
  /** The cover picture's address, null for a product without pictures. */
  imageUrl: z.string().nullable(),
});
export type ProductSuggestionAnswer = z.infer<typeof productSuggestionAnswer>;

export const stockAdjustmentAnswer = z.object({
  productId: z.string(),
  variantId: z.string(),
  change: z.number().int(),
  stock: z.number().int(),
  reason: z.enum(stockReasonValues),
  note: z.string().nullable(),
});
export type StockAdjustmentAnswer = z.infer<typeof stockAdjustmentAnswer>;

/** A movement of a product's stock, from its events. */
export const stockMovementAnswer = z.object({
  version: z.number().int(),
  index: z.number().int(),
  at: z.string(),
  variantId: z.string(),
  size: z.string().nullable(),
  color: z.string().nullable(),
  change: z.number().int(),
  stock: z.number().int(),
  reason: z.enum([
    'opening',
    'order_placed',
    'exchange',
    'order_deleted',
    'order_cancelled',
    'returned_to_origin',
    'customer_return',
    'order_edited',
    'damaged_return',
    'variant_removed',
    'product_deleted',
    ...stockReasonValues,
  ]),
  orderId: z.string().nullable(),
  orderNumber: z.number().int().nullable(),
  /** An exchange's units: the return and the order it returns (`orderId` is the exchange order, null number until it exists). */
  exchangeOf: z.object({ returnId: z.string(), orderId: z.string().nullable(), orderNumber: z.number().int().nullable() }).nullable(),
  note: z.string().nullable(),
  actor: z.object({ id: z.string(), role: z.string(), email: z.string().nullable() }),
});
export type StockMovementAnswer = z.infer<typeof stockMovementAnswer>;

export const lowStockRowAnswer = z.object({
  productId: z.string(),
  productNameEn: z.string(),
  productNameAr: z.string(),
  variantId: z.string(),
  size: z.string().nullable(),
  color: z.string().nullable(),
  stock: z.number().int(),
});
export type LowStockRowAnswer = z.infer<typeof lowStockRowAnswer>;

/** A managed colour as an admin adds or changes it: its names in both languages and its swatch. */
export const colourRequest = z.object({
  nameEn: requiredText('English name is required', 40),
  nameAr: requiredText('Arabic name is required', 40),
  hex: z
    .string({ error: 'Swatch must be a colour such as #1c1c20' })
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, 'Swatch must be a colour such as #1c1c20')
    .transform((hex) => hex.toLowerCase()),
});
export type ColourRequest = z.output<typeof colourRequest>;

export { colourAnswer, type ColourAnswer } from '../../projections/catalog/contract.js';

/** The shop's filter choices for a list (the same filters as the list's): each colour and size with its product count. */
export const shopFacetsAnswer = z.object({
  colours: z.array(
    z.object({
      value: z.string().describe('What the `color` filter takes: a managed colour key, or a free-text colour'),
      colour: z.object({ key: z.string(), nameEn: z.string(), nameAr: z.string(), hex: z.string() }).nullable(),
      count: z.number().int(),
    }),
  ),
  sizes: z.array(z.object({ value: z.string(), count: z.number().int() })),
});
export type ShopFacetsAnswer = z.infer<typeof shopFacetsAnswer>;
