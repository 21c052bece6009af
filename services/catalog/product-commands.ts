import { randomUUID } from 'node:crypto';
import { loadStream, retryOnConflict, type AppendResult, type EventMetadata, type StreamAppend } from '../../events/index.js';
import { resolveImageUrls } from '../../infra/media/index.js';
import { fileIn, readCategory, unfileFrom } from './category-filing.js';
import type { CatalogDeps } from './category-commands.js';
import { productDecider, productStream, type ProductCommand } from './product.js';
import type { ProductRequest } from './schemas.js';
import { slugFrom } from './slug.js';
import { appendWithSlugClaim } from './slug-claim.js';

export interface CommandClock {
  readonly now?: Date;
  readonly newId?: () => string;
}

/** The content of a product command from a validated request; new variants and images get their ids here. */
function productContent(productId: string, categoryExists: boolean, request: ProductRequest, clock: CommandClock) {
  const newId = clock.newId ?? randomUUID;
  return {
    productId,
    categoryExists,
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
      price: variant.price,
      stock: variant.stock,
    })),
    images: request.images.map((image) => ({
      imageId: image.id ?? newId(),
      isNew: image.id === undefined,
      url: image.url,
      isPrimary: image.isPrimary,
      position: image.position,
    })),
    now: clock.now ?? new Date(),
  };
}

type Content = ReturnType<typeof productContent>;

/** Stores inline images (once every image passed its checks) and puts their short URLs in place. */
async function withStoredImages(deps: CatalogDeps, content: Content): Promise<Content> {
  const urls = await resolveImageUrls(
    deps.pool,
    content.images.map((image, index) => ({ url: image.url, field: `images.${index}.url` })),
  );
  return { ...content, images: content.images.map((image, index) => ({ ...image, url: urls[index]! })) };
}

/** Whether the category exists, from its stream (the read model could lag behind a deletion). */
const categoryExists = async (deps: CatalogDeps, categoryId: string) =>
  (await readCategory(deps.store, categoryId)).state.kind === 'existing';

export async function createProduct(
  deps: CatalogDeps,
  request: ProductRequest,
  metadata: EventMetadata,
  clock: CommandClock & { productId?: string } = {},
): Promise<{ productId: string; slug: string; append: AppendResult }> {
  const productId = clock.productId ?? randomUUID();
  // Ids sent with a new product's variants or images are the client's, not ours: every one is new.
  const fresh = {
    ...request,
    variants: request.variants.map(({ id: _id, ...variant }) => variant),
    images: request.images.map(({ id: _id, ...image }) => image),
  };
  const draft = productContent(productId, await categoryExists(deps, request.categoryId), fresh, clock);
  // Decided once before anything is stored, so a refused product leaves no trace.
  productDecider.decide({ type: 'CreateProduct', slug: 'draft', ...draft }, productDecider.initialState());
  const content = await withStoredImages(deps, draft);
  const command = (slug: string): ProductCommand => ({ type: 'CreateProduct', slug, ...content });
  const { slug, append } = await appendWithSlugClaim(
    deps.store,
    {
      scope: 'product',
      ownerId: productId,
      streamId: productStream(productId),
      streamType: productDecider.streamType,
      baseSlug: slugFrom([request.nameEn, request.nameAr], { prefix: 'product', id: productId }),
      eventsFor: (slug) => productDecider.decide(command(slug), productDecider.initialState()),
      // Filed in its category at the version read: a deletion of the category racing this is refused, or this is.
      alongside: async () => [fileIn(await readCategory(deps.store, request.categoryId), productId)],
    },
    metadata,
  );
  return { productId, slug, append };
}

/**
 * An admin's edit. `loadedAt` (from If-Match) names the versions the form may have been loaded at: the edit is
 * refused once the stream moved past them (a sale, another edit), also when that happens while this edit is
 * being written, since a lost race is decided again on the new version.
 */
export async function reviseProduct(
  deps: CatalogDeps,
  productId: string,
  request: ProductRequest,
  metadata: EventMetadata,
  clock: CommandClock & { loadedAt?: readonly number[] } = {},
): Promise<AppendResult | null> {
  const draft = productContent(productId, await categoryExists(deps, request.categoryId), request, clock);
  const loadedAt = clock.loadedAt;
  // A dry run on the current stream refuses what the decider would (unknown product or ids, a stale form) before
  // images are stored.
  const actorId = metadata.actor.id;
  const current = await loadStream(deps.store, productDecider, productStream(productId));
  productDecider.decide({ type: 'ReviseProduct', loadedAt, actorId, ...draft }, current.state);
  const content = await withStoredImages(deps, draft);
  return retryOnConflict(async () => {
    // From the product's snapshot and the events after it: an edit reads a bounded part of a long stream.
    const { state, version } = await loadStream(deps.store, productDecider, productStream(productId));
    const target = await readCategory(deps.store, request.categoryId);
    const events = productDecider.decide(
      { type: 'ReviseProduct', loadedAt, actorId, ...content, categoryExists: target.state.kind === 'existing' },
      state,
    );
    const appends: StreamAppend[] = [
      { streamId: productStream(productId), streamType: productDecider.streamType, expectedVersion: version, events },
    ];
    // A move takes the product out of its old category and files it in the new one, in the same append.
    const from = state.kind === 'existing' ? state.details.categoryId : request.categoryId;
    if (from !== request.categoryId) {
      appends.push(unfileFrom(await readCategory(deps.store, from), productId), fileIn(target, productId));
    }
    if (appends.every((append) => append.events.length === 0)) return null;
    return deps.store.append(appends, metadata);
  });
}

export async function deleteProduct(
  deps: CatalogDeps,
  productId: string,
  metadata: EventMetadata,
  now = new Date(),
): Promise<AppendResult | null> {
  return retryOnConflict(async () => {
    const { state, version } = await loadStream(deps.store, productDecider, productStream(productId));
    const events = productDecider.decide({ type: 'DeleteProduct', productId, now }, state);
    const appends: StreamAppend[] = [
      { streamId: productStream(productId), streamType: productDecider.streamType, expectedVersion: version, events },
    ];
    // Its category no longer counts it, so the category can be deleted once empty.
    if (state.kind === 'existing') appends.push(unfileFrom(await readCategory(deps.store, state.details.categoryId), productId));
    return deps.store.append(appends, metadata);
  });
}
