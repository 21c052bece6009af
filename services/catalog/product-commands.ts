import { randomUUID } from 'node:crypto';
import { handle, stateAfter, type AppendResult, type EventMetadata } from '../../events/index.js';
import { planImageUrls } from '../../infra/media/index.js';
import { findProductOrigin, type VersionedProduct } from '../../projections/catalog/index.js';
import { categoryDecider } from './category.decider.js';
import { productAnswer } from './product-answer.js';
import { productDecider } from './product.decider.js';
import type { CatalogDeps } from './category-commands.js';
import { createProductDecider, deleteProductDecider, reviseProductDecider, type ProductDraft } from './product-decisions.decider.js';
import type { ProductRequest } from './schemas.js';
import { slugFrom } from './slug.js';
import { paletteKeyOf } from '../../rules/colours.js';

export interface CommandClock {
  readonly now?: Date;
  readonly newId?: () => string;
}

/**
 * The content of a product command from a validated request: new variants and images get their ids here, and
 * every image the URL it will be recorded under (an upload by its content). `save` stores the uploads' bytes; the
 * handler runs it once the decision appends, so a refused product stores nothing.
 */
async function draftOf(
  deps: CatalogDeps,
  productId: string,
  request: ProductRequest,
  clock: CommandClock,
): Promise<{ draft: ProductDraft; save: () => Promise<void> }> {
  const newId = clock.newId ?? randomUUID;
  const planned = await planImageUrls(
    deps.pool,
    request.images.map((image, index) => ({ url: image.url, field: `images.${index}.url` })),
  );
  const draft: ProductDraft = {
    productId,
    details: {
      categoryId: request.categoryId,
      nameEn: request.nameEn,
      nameAr: request.nameAr,
      descriptionEn: request.descriptionEn,
      descriptionAr: request.descriptionAr,
      status: request.status,
    },
    variants: request.variants.map((variant) => ({
      variantId: variant.id ?? newId(),
      isNew: variant.id === undefined,
      size: variant.size,
      color: variant.color,
      // A client that sends no key (one from before colours were managed) names a palette colour by its text.
      colorKey: variant.colorKey === undefined ? paletteKeyOf(variant.color) : variant.colorKey,
      price: variant.price,
      stock: variant.stock,
    })),
    images: request.images.map((image, index) => {
      const url = planned.urls[index]!;
      return { imageId: image.id ?? newId(), isNew: image.id === undefined, url: url.ok ? url.url : image.url, isPrimary: image.isPrimary, position: image.position };
    }),
    refusedImages: planned.urls.flatMap((url) => (url.ok ? [] : [{ field: url.field, message: url.message, code: url.code, params: url.params }])),
    now: clock.now ?? new Date(),
  };
  return { draft, save: planned.save };
}

/** Racing creations of one name each take the next free slug: a claim lost to another is decided again, up to 10 times. */
const createRetries = 10;

export async function createProduct(
  deps: CatalogDeps,
  request: ProductRequest,
  metadata: EventMetadata,
  clock: CommandClock & { productId?: string } = {},
): Promise<{ productId: string; slug: string; append: AppendResult; product: VersionedProduct }> {
  const productId = clock.productId ?? randomUUID();
  // Ids sent with a new product's variants or images are the client's, not ours: every one is new.
  const fresh = {
    ...request,
    variants: request.variants.map(({ id: _id, ...variant }) => variant),
    images: request.images.map(({ id: _id, ...image }) => image),
  };
  const { draft, save } = await draftOf(deps, productId, fresh, clock);
  const baseSlug = slugFrom([request.nameEn, request.nameAr], { prefix: 'product', id: productId });
  const handled = await handle(deps.store, createProductDecider, { ...draft, baseSlug }, metadata, {
    beforeAppend: save,
    retries: createRetries,
  });
  const product = productAnswer(
    productId,
    stateAfter(productDecider, handled.states.product, handled.events.product),
    stateAfter(categoryDecider, handled.states.category, handled.events.category),
    { createdAt: draft.now.toISOString(), rating: { average: 0, count: 0 } },
    handled.states.colours,
  );
  return { productId, slug: handled.result.slug, append: handled.append!, product };
}

/**
 * An admin's edit (product-decisions.ts). `loadedAt` (from If-Match) names the versions the form may have been
 * loaded at. Null when the edit changes nothing.
 */
export async function reviseProduct(
  deps: CatalogDeps,
  productId: string,
  request: ProductRequest,
  metadata: EventMetadata,
  clock: CommandClock & { loadedAt?: readonly number[] } = {},
): Promise<AppendResult | null> {
  return (await decideRevision(deps, productId, request, metadata, clock)).append;
}

/**
 * An edit and the product as it stands after (the answer, ADR 049); null when the catalog read model does not
 * show the product yet, whose creation time and rating the answer takes from there.
 */
export async function decideProductRevision(
  deps: CatalogDeps,
  productId: string,
  request: ProductRequest,
  metadata: EventMetadata,
  clock: CommandClock & { loadedAt?: readonly number[] } = {},
): Promise<{ append: AppendResult | null; product: VersionedProduct | null }> {
  const handled = await decideRevision(deps, productId, request, metadata, clock);
  const origin = await findProductOrigin(deps.pool, productId);
  const product = origin
    ? productAnswer(
        productId,
        stateAfter(productDecider, handled.states.product, handled.events.product),
        stateAfter(categoryDecider, handled.states.category, handled.events.category),
        origin,
        handled.states.colours,
      )
    : null;
  return { append: handled.append, product };
}

async function decideRevision(
  deps: CatalogDeps,
  productId: string,
  request: ProductRequest,
  metadata: EventMetadata,
  clock: CommandClock & { loadedAt?: readonly number[] },
) {
  const { draft, save } = await draftOf(deps, productId, request, clock);
  const command = { ...draft, loadedAt: clock.loadedAt, actorId: metadata.actor.id };
  return handle(deps.store, reviseProductDecider, command, metadata, { beforeAppend: save });
}

export async function deleteProduct(
  deps: CatalogDeps,
  productId: string,
  metadata: EventMetadata,
  now = new Date(),
): Promise<AppendResult | null> {
  const { append } = await handle(deps.store, deleteProductDecider, { productId, now }, metadata);
  return append;
}
