import { z } from 'zod';
import { paletteKeyOf } from '../rules/colours.js';
import { defineEvent, type EventOf } from './catalogue.js';
import { colourEvents } from './colours.js';

/** An amount of AED with exactly two decimals, numeric(10,2): "0.00" to "99999999.99". Never a float. */
const amount = z.string().regex(/^(0|[1-9]\d{0,7})\.\d{2}$/);
const productStatus = z.enum(['active', 'inactive']);
const optionalText = z.string().nullable();

export const CategoryCreated = defineEvent(
  'CategoryCreated',
  z.object({
    categoryId: z.uuid(),
    slug: z.string().min(1),
    nameEn: z.string(),
    nameAr: z.string(),
    createdAt: z.string(),
  }),
);

/** Names changed; the slug stays, so links keep working. */
export const CategoryRenamed = defineEvent(
  'CategoryRenamed',
  z.object({ categoryId: z.uuid(), nameEn: z.string(), nameAr: z.string() }),
);

export const CategoryDeleted = defineEvent('CategoryDeleted', z.object({ categoryId: z.uuid(), deletedAt: z.string() }));

/**
 * A product was filed in the category (created in it or moved into it), appended to the category's stream in
 * the same append as the product's own event, at the version the category was read at. The category's stream
 * therefore knows its products, and deleting it races with filing a product in it on that stream: one of the two
 * fails its expected version and is decided again.
 */
export const ProductFiled = defineEvent('ProductFiled', z.object({ categoryId: z.uuid(), productId: z.uuid() }));

/** A product left the category (moved to another, or deleted). */
export const ProductUnfiled = defineEvent('ProductUnfiled', z.object({ categoryId: z.uuid(), productId: z.uuid() }));

/**
 * Claims a slug for one category or product. Its stream exists once per
 * (scope, slug) and is appended "as new" together with the entity's first
 * event, so two entities can never hold one slug. Claims are never released:
 * an old link must not start pointing at something else.
 */
export const SlugClaimed = defineEvent(
  'SlugClaimed',
  z.object({ scope: z.enum(['category', 'product']), slug: z.string().min(1), ownerId: z.uuid() }),
);

const nameLanguage = z.enum(['en', 'ar']);

/**
 * A category's name in one language, normalised, held by one category. Its stream exists once per (language,
 * normalised name); appending the claim with the version that was read is the uniqueness check, so two categories
 * racing for one name cannot both get it. Unlike slugs, a name is let go when its category is renamed or deleted.
 */
export const CategoryNameClaimed = defineEvent(
  'CategoryNameClaimed',
  z.object({ language: nameLanguage, name: z.string().min(1), categoryId: z.uuid() }),
);

export const CategoryNameReleased = defineEvent(
  'CategoryNameReleased',
  z.object({ language: nameLanguage, name: z.string().min(1), categoryId: z.uuid() }),
);

/**
 * A variant's colour is `color`, its English name as the admin chose it (free text before colours were managed),
 * and `colorKey`, the managed colour it is (events/colours.ts), or null for a colour that is free text.
 */
const variantFields = {
  variantId: z.uuid(),
  size: optionalText,
  color: optionalText,
  // Absent reads as free text: a writer that names no managed colour need not say so.
  colorKey: z.string().nullable().default(null),
  price: amount,
};

/**
 * Version 1 variants had only their colour's text: one that names a colour of the opening palette (its English
 * name or key, in any case) reads as that colour; any other stays free text, shown as written.
 */
const withColourKeys = (data: unknown) => {
  const stored = data as { variants: { color?: string | null }[] };
  return { ...stored, variants: stored.variants.map((variant) => ({ ...variant, colorKey: paletteKeyOf(variant.color) })) };
};

const image = z.object({
  imageId: z.uuid(),
  url: z.string().min(1),
  isPrimary: z.boolean(),
  position: z.number().int().min(0),
});

const productDetails = {
  categoryId: z.uuid(),
  nameEn: z.string(),
  nameAr: z.string(),
  descriptionEn: optionalText,
  descriptionAr: optionalText,
  status: productStatus,
};

/** A new product with its variants (each with its opening stock) and images. */
export const ProductCreated = defineEvent(
  'ProductCreated',
  z.object({
    productId: z.uuid(),
    slug: z.string().min(1),
    ...productDetails,
    variants: z.array(z.object({ ...variantFields, stock: z.number().int().min(0) })),
    images: z.array(image),
    createdAt: z.string(),
  }),
  { schemaVersion: 2, upcasters: { 1: withColourKeys } },
);

/**
 * The product's details, variant list and image list after an admin edit.
 * Variants carry no stock: stock only moves through stock events, so an edit
 * can never silently undo a reservation. A variant new to the list starts at
 * 0; one missing from it is gone (with its stock).
 */
export const ProductRevised = defineEvent(
  'ProductRevised',
  z.object({
    productId: z.uuid(),
    ...productDetails,
    variants: z.array(z.object(variantFields)),
    images: z.array(image),
    revisedAt: z.string(),
  }),
  { schemaVersion: 2, upcasters: { 1: withColourKeys } },
);

/**
 * An admin set a variant's stock to a counted level (the product form, before stock became a ledger; no longer
 * written: the form now records a StockAdjustmentMade `correction`). Read as a correction by the difference.
 */
export const StockAdjusted = defineEvent(
  'StockAdjusted',
  z.object({ productId: z.uuid(), variantId: z.uuid(), stock: z.number().int().min(0), adjustedAt: z.string() }),
);

/** Why an admin moved a variant's stock: goods came in, came back, were written off, or a count was corrected. */
export const stockReasons = ['received', 'returned', 'damaged', 'correction'] as const;
export type StockReason = (typeof stockReasons)[number];

/**
 * An admin moved a variant's stock by `change` units (never 0) for a reason: the ledger's own entry. `stock` is
 * the level after it, as in reservations; `adjustedBy` is the admin's user id. A stock typed into the product
 * form is one of these with the reason `correction` and the difference as the change.
 */
export const StockAdjustmentMade = defineEvent(
  'StockAdjustmentMade',
  z.object({
    productId: z.uuid(),
    variantId: z.uuid(),
    change: z.number().int().refine((change) => change !== 0),
    stock: z.number().int().min(0),
    reason: z.enum(stockReasons),
    note: z.string().nullable(),
    adjustedBy: z.string().min(1),
    adjustedAt: z.string(),
  }),
);

export const ProductDeleted = defineEvent('ProductDeleted', z.object({ productId: z.uuid(), deletedAt: z.string() }));

/**
 * Why units were taken: an order was placed, staff added units to an order's lines before it was packed
 * (`order_edited`), or an approved exchange holds the new size for its order (`exchange`, ADR 067).
 */
export const reserveReasons = ['order_placed', 'order_edited', 'exchange'] as const;
export type ReserveReason = (typeof reserveReasons)[number];

/**
 * Units of a variant taken by an order, appended by the orders module in the
 * same append as the order. `remaining` is the stock left after it, so
 * readers (low-stock alerts) need not fold the stream. For an exchange, `orderId` is the exchange order's id,
 * fixed at approval (its order exists only once the exchange is completed), and `returnId` the return it
 * exchanges; `returnId` is null for every other reason. Version 1 was written only for placed orders, so it reads
 * as `order_placed`.
 */
export const StockReserved = defineEvent(
  'StockReserved',
  z.object({
    productId: z.uuid(),
    variantId: z.uuid(),
    orderId: z.uuid(),
    quantity: z.number().int().min(1),
    remaining: z.number().int().min(0),
    reason: z.enum(reserveReasons),
    returnId: z.uuid().nullable(),
  }),
  { schemaVersion: 2, upcasters: { 1: (data) => ({ ...(data as object), reason: 'order_placed', returnId: null }) } },
);

/**
 * Why an order's units went back on the shelf: it was deleted or cancelled, its parcel came back unopened, or
 * staff took units off its lines before it was packed (`order_edited`), or she sent them back and the return was
 * received (`customer_return`, ADR 067).
 */
export const releaseReasons = ['order_deleted', 'order_cancelled', 'returned_to_origin', 'order_edited', 'customer_return'] as const;
export type ReleaseReason = (typeof releaseReasons)[number];

/**
 * Units of an order put back on the shelf. Version 1 was written only for deleted orders, so it reads as
 * `order_deleted`.
 */
export const StockReleased = defineEvent(
  'StockReleased',
  z.object({
    productId: z.uuid(),
    variantId: z.uuid(),
    orderId: z.uuid(),
    quantity: z.number().int().min(1),
    remaining: z.number().int().min(0),
    reason: z.enum(releaseReasons),
  }),
  { schemaVersion: 2, upcasters: { 1: (data) => ({ ...(data as object), reason: 'order_deleted' }) } },
);

/**
 * Units of a returned order that came back damaged: recorded against the variant for the ledger (reason
 * `damaged_return`), never put back on sale, so the stock does not move. `remaining` is the variant's stock, as on
 * every stock event, so readers that see only a variant's last stock event still know its figure.
 */
export const DamagedReturnRecorded = defineEvent(
  'DamagedReturnRecorded',
  z.object({
    productId: z.uuid(),
    variantId: z.uuid(),
    orderId: z.uuid(),
    quantity: z.number().int().min(1),
    remaining: z.number().int().min(0),
  }),
);

/**
 * A product's stream holds its details and every variant's stock, so an
 * order can decrement stock with the stream's expected version (and fail
 * on a race) in the same append as the order itself. Orders append their
 * stock events here by this name.
 */
export const productStreamId = (productId: string) => `product-${productId}`;

export const categoryEvents = [CategoryCreated, CategoryRenamed, CategoryDeleted] as const;
/** Events of a category's stream that only its own decisions read (no read model shows them). */
export const categoryFilingEvents = [ProductFiled, ProductUnfiled] as const;
export const productEvents = [
  ProductCreated,
  ProductRevised,
  StockAdjusted,
  StockAdjustmentMade,
  StockReserved,
  StockReleased,
  DamagedReturnRecorded,
  ProductDeleted,
] as const;
export const categoryNameEvents = [CategoryNameClaimed, CategoryNameReleased] as const;
export const catalogEvents = [
  ...categoryEvents,
  ...categoryFilingEvents,
  ...productEvents,
  SlugClaimed,
  ...categoryNameEvents,
  ...colourEvents,
] as const;

export type CategoryEvent = EventOf<readonly [...typeof categoryEvents, ...typeof categoryFilingEvents]>;
export type ProductEvent = EventOf<typeof productEvents>;
export type SlugEvent = EventOf<readonly [typeof SlugClaimed]>;
export type CategoryNameEvent = EventOf<typeof categoryNameEvents>;
export type CatalogEvent = EventOf<typeof catalogEvents>;
export type ProductStatus = z.infer<typeof productStatus>;
export const productStatuses = productStatus.options;
