import { refuse, type Decider } from '../../events/index.js';
import type { ProductEvent, ProductStatus } from '../../events/catalog.js';
import { evolveStock, maxStock, noStock, type StockLevels } from '../../events/stock.js';
import { categoryNotFound } from './category.decider.js';

export const productNotFound = 'Product not found';
export const staleProduct = 'This product changed after the form was loaded (an order or another edit); reload it and edit again';

export interface ProductDetails {
  readonly categoryId: string;
  readonly nameEn: string;
  readonly nameAr: string;
  readonly descriptionEn: string | null;
  readonly descriptionAr: string | null;
  readonly status: ProductStatus;
}

export interface VariantState {
  readonly variantId: string;
  readonly size: string | null;
  /** The colour's English name (free text when `colorKey` is null). */
  readonly color: string | null;
  /** The managed colour (events/colours.ts), or null. */
  readonly colorKey: string | null;
  readonly price: string;
  readonly stock: number;
}

export interface ImageState {
  readonly imageId: string;
  readonly url: string;
  readonly isPrimary: boolean;
  readonly position: number;
}

/** A variant or image as an admin sent it: `isNew` when it came without an id and the handler gave it one. */
export type Incoming<T> = T & { readonly isNew: boolean };

export interface ProductContent {
  readonly productId: string;
  /** Read from the categories read model by the handler. */
  readonly categoryExists: boolean;
  readonly details: ProductDetails;
  readonly variants: readonly Incoming<VariantState>[];
  readonly images: readonly Incoming<ImageState>[];
  readonly now: Date;
}

export type ProductCommand =
  | ({ readonly type: 'CreateProduct'; readonly slug: string } & ProductContent)
  | ({
      readonly type: 'ReviseProduct';
      /**
       * The stream versions the admin's form may have been loaded at (If-Match); the edit is refused unless the
       * product is still at one of them. Absent: no check.
       */
      readonly loadedAt?: readonly number[];
      /** The admin editing: a stock typed into the form is recorded as her correction. */
      readonly actorId: string;
    } & ProductContent)
  | { readonly type: 'DeleteProduct'; readonly productId: string; readonly now: Date };

export type ProductState =
  | { readonly kind: 'new' }
  | {
      readonly kind: 'existing';
      /** The stream's version: every event of the stream counts, sales included. */
      readonly version: number;
      readonly slug: string;
      readonly details: ProductDetails;
      readonly variants: readonly VariantState[];
      readonly images: readonly ImageState[];
    }
  | { readonly kind: 'deleted' };

type Existing = Extract<ProductState, { kind: 'existing' }>;

/** Folds one event into a product's details and lists; stock and the version are counted around it (see `evolve`). */
function evolveProduct(state: ProductState, event: ProductEvent): ProductState {
  switch (event.type) {
    case 'ProductCreated': {
      const { productId: _id, slug, variants, images, createdAt: _at, ...details } = event.data;
      return { kind: 'existing', version: 0, slug, details, variants, images };
    }
    case 'ProductRevised': {
      if (state.kind !== 'existing') return state;
      const { productId: _id, variants, images, revisedAt: _at, ...details } = event.data;
      return { ...state, details, variants: variants.map((variant) => ({ ...variant, stock: 0 })), images };
    }
    case 'ProductDeleted':
      return { kind: 'deleted' };
    default:
      return state;
  }
}

/** The stock of each variant, as the stock module folds it. */
export const stockLevelsOf = (state: ProductState): StockLevels =>
  state.kind === 'existing' ? new Map(state.variants.map((variant) => [variant.variantId, variant.stock])) : noStock;

export const productDecider: Decider<ProductCommand, ProductEvent, ProductState> = {
  streamType: 'product',
  initialState: () => ({ kind: 'new' }),
  // The state is plain JSON. Raise the version when its shape or meaning changes: older snapshots are then ignored.
  snapshot: { name: 'product', version: 2, toJson: (state) => state, fromJson: (json) => json as ProductState },
  evolve(state, event) {
    const next = evolveProduct(state, event);
    if (next.kind !== 'existing') return next;
    const levels = evolveStock(stockLevelsOf(state), event);
    return {
      ...next,
      version: (state.kind === 'existing' ? state.version : 0) + 1,
      variants: next.variants.map((variant) => ({ ...variant, stock: levels.get(variant.variantId) ?? 0 })),
    };
  },
  decide(command, state) {
    switch (command.type) {
      case 'CreateProduct': {
        if (state.kind !== 'new') throw refuse.conflict('Product already exists');
        checkContent(command, null);
        return [
          {
            type: 'ProductCreated',
            data: {
              productId: command.productId,
              slug: command.slug,
              ...command.details,
              variants: command.variants.map(({ isNew: _new, ...variant }) => variant),
              images: command.images.map(({ isNew: _new, ...image }) => image),
              createdAt: command.now.toISOString(),
            },
          },
        ];
      }
      case 'ReviseProduct': {
        if (state.kind !== 'existing') throw refuse.notFound(productNotFound);
        if (command.loadedAt && !command.loadedAt.includes(state.version)) throw refuse.conflict(staleProduct, { code: 'stale_product' });
        checkContent(command, state);
        return revise(command, state);
      }
      case 'DeleteProduct': {
        if (state.kind !== 'existing') throw refuse.notFound(productNotFound);
        return [{ type: 'ProductDeleted', data: { productId: command.productId, deletedAt: command.now.toISOString() } }];
      }
    }
  },
};

function checkContent(command: ProductContent, state: Existing | null): void {
  if (!command.categoryExists) throw refuse.invalid(categoryNotFound, { errors: { categoryId: [categoryNotFound] } });
  if (command.variants.length === 0) throw refuse.invalid('At least one variant is required');
  if (command.images.length === 0) throw refuse.invalid('At least one image is required');
  checkQuantities(command.variants);
  checkIds('variant', command.variants.map((variant) => [variant.variantId, variant.isNew]), state?.variants.map((v) => v.variantId));
  checkIds('image', command.images.map((image) => [image.imageId, image.isNew]), state?.images.map((i) => i.imageId));
}

/** An amount of AED as the read models' numeric(10,2) columns hold it: up to 99,999,999.99, two decimals. */
const storableAmount = /^\d{1,8}\.\d{2}$/;

/**
 * Each variant's price fits the money columns, and its stock is a whole number from 0 to `maxStock` (ADR 061): the
 * request schema says the same, but what a decision accepts must not depend on who called it.
 */
function checkQuantities(variants: ProductContent['variants']): void {
  for (const variant of variants) {
    if (!storableAmount.test(variant.price)) {
      const message = 'Price must be an amount from 0.00 to 99999999.99, with 2 decimals';
      throw refuse.invalid(message, { errors: { price: [message] } });
    }
    if (!Number.isInteger(variant.stock) || variant.stock < 0 || variant.stock > maxStock) {
      const message = `Stock must be a whole number from 0 to ${maxStock}`;
      throw refuse.invalid(message, { code: 'stock_out_of_range', params: { limit: maxStock }, errors: { stock: [message] } });
    }
  }
}

/**
 * None may appear twice; on an edit (`known` given) an id sent by the
 * client must name one of this product's own variants (or images).
 */
function checkIds(what: string, incoming: readonly [string, boolean][], known?: readonly string[]): void {
  const seen = new Set<string>();
  const own = new Set(known);
  for (const [id, isNew] of incoming) {
    if (seen.has(id)) throw refuse.invalid(`The same ${what} appears twice`);
    seen.add(id);
    if (known && !isNew && !own.has(id)) throw refuse.invalid(`Unknown ${what} ${id} for this product`);
  }
}

function revise(command: Extract<ProductCommand, { type: 'ReviseProduct' }>, state: Existing): ProductEvent[] {
  const variants = command.variants.map(({ variantId, size, color, colorKey, price }) => ({ variantId, size, color, colorKey, price }));
  const images = command.images.map(({ isNew: _new, ...image }) => image);
  const unchanged =
    sameFields([command.details], [state.details], detailKeys) &&
    sameFields(variants, state.variants, variantKeys) &&
    sameFields(images, state.images, imageKeys);
  const events: ProductEvent[] = [];
  if (!unchanged) {
    events.push({
      type: 'ProductRevised',
      data: { productId: command.productId, ...command.details, variants, images, revisedAt: command.now.toISOString() },
    });
  }
  // After the revision a kept variant has its stock and a new one 0: where the admin's count differs, the
  // difference is a correction in the stock ledger.
  const levels = events.reduce(evolveStock, stockLevelsOf(state));
  for (const variant of command.variants) {
    const change = variant.stock - (levels.get(variant.variantId) ?? 0);
    if (change === 0) continue;
    events.push({
      type: 'StockAdjustmentMade',
      data: {
        productId: command.productId,
        variantId: variant.variantId,
        change,
        stock: variant.stock,
        reason: 'correction',
        note: null,
        adjustedBy: command.actorId,
        adjustedAt: command.now.toISOString(),
      },
    });
  }
  return events;
}

const detailKeys = ['categoryId', 'nameEn', 'nameAr', 'descriptionEn', 'descriptionAr', 'status'] as const;
const variantKeys = ['variantId', 'size', 'color', 'colorKey', 'price'] as const;
const imageKeys = ['imageId', 'url', 'isPrimary', 'position'] as const;

/** Field by field: state folded from stored JSON has its keys in another order than a command. */
function sameFields<T>(a: readonly T[], b: readonly T[], keys: readonly (keyof T)[]): boolean {
  return a.length === b.length && a.every((item, index) => keys.every((key) => item[key] === b[index]![key]));
}

export { productStreamId as productStream } from '../../events/catalog.js';
