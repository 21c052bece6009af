import { refuse, type Decider } from '../../events/index.js';
import type { ProductEvent, ProductStatus } from '../../events/catalog.js';
import { categoryNotFound } from './category.js';

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
  readonly color: string | null;
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

interface ProductContent {
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

/** Folds one event into a product's details; the version is counted around it (see `evolve`). */
function evolveProduct(state: ProductState, event: ProductEvent): ProductState {
  switch (event.type) {
    case 'ProductCreated': {
      const { productId: _id, slug, variants, images, createdAt: _at, ...details } = event.data;
      return { kind: 'existing', version: 0, slug, details, variants, images };
    }
    case 'ProductRevised': {
      if (state.kind !== 'existing') return state;
      const { productId: _id, variants, images, revisedAt: _at, ...details } = event.data;
      const stockOf = new Map(state.variants.map((variant) => [variant.variantId, variant.stock]));
      return {
        ...state,
        details,
        variants: variants.map((variant) => ({ ...variant, stock: stockOf.get(variant.variantId) ?? 0 })),
        images,
      };
    }
    case 'StockAdjusted': {
      if (state.kind !== 'existing') return state;
      const { variantId, stock } = event.data;
      return {
        ...state,
        variants: state.variants.map((variant) => (variant.variantId === variantId ? { ...variant, stock } : variant)),
      };
    }
    case 'StockReserved':
    case 'StockReleased': {
      if (state.kind !== 'existing') return state;
      const { variantId, remaining } = event.data;
      return {
        ...state,
        variants: state.variants.map((variant) =>
          variant.variantId === variantId ? { ...variant, stock: remaining } : variant,
        ),
      };
    }
    case 'ProductDeleted':
      return { kind: 'deleted' };
  }
}

export const productDecider: Decider<ProductCommand, ProductEvent, ProductState> = {
  streamType: 'product',
  initialState: () => ({ kind: 'new' }),
  evolve(state, event) {
    const next = evolveProduct(state, event);
    return next.kind === 'existing' ? { ...next, version: (state.kind === 'existing' ? state.version : 0) + 1 } : next;
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
  checkIds('variant', command.variants.map((variant) => [variant.variantId, variant.isNew]), state?.variants.map((v) => v.variantId));
  checkIds('image', command.images.map((image) => [image.imageId, image.isNew]), state?.images.map((i) => i.imageId));
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
  const variants = command.variants.map(({ variantId, size, color, price }) => ({ variantId, size, color, price }));
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
  // After the revision a kept variant has its stock and a new one 0: adjust where the admin's count differs.
  const stockOf = new Map(state.variants.map((variant) => [variant.variantId, variant.stock]));
  for (const variant of command.variants) {
    if ((stockOf.get(variant.variantId) ?? 0) === variant.stock) continue;
    events.push({
      type: 'StockAdjusted',
      data: {
        productId: command.productId,
        variantId: variant.variantId,
        stock: variant.stock,
        adjustedAt: command.now.toISOString(),
      },
    });
  }
  return events;
}

const detailKeys = ['categoryId', 'nameEn', 'nameAr', 'descriptionEn', 'descriptionAr', 'status'] as const;
const variantKeys = ['variantId', 'size', 'color', 'price'] as const;
const imageKeys = ['imageId', 'url', 'isPrimary', 'position'] as const;

/** Field by field: state folded from stored JSON has its keys in another order than a command. */
function sameFields<T>(a: readonly T[], b: readonly T[], keys: readonly (keyof T)[]): boolean {
  return a.length === b.length && a.every((item, index) => keys.every((key) => item[key] === b[index]![key]));
}

export { productStreamId as productStream } from '../../events/catalog.js';
