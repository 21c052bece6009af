import { randomUUID } from 'node:crypto';
import { foldStream, handleCommand, type AppendResult, type EventMetadata } from '../../events/index.js';
import { resolveImageUrls } from '../../infra/media/index.js';
import { findCategory } from '../../projections/catalog/index.js';
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

const categoryExists = async (deps: CatalogDeps, categoryId: string) => (await findCategory(deps.pool, categoryId)) !== null;

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
  const current = foldStream(productDecider, await deps.store.readStream(productStream(productId)));
  productDecider.decide({ type: 'ReviseProduct', loadedAt, ...draft }, current);
  const content = await withStoredImages(deps, draft);
  const handled = await handleCommand(
    deps.store,
    productDecider,
    productStream(productId),
    { type: 'ReviseProduct', loadedAt, ...content },
    metadata,
  );
  return handled.append;
}

export async function deleteProduct(
  deps: CatalogDeps,
  productId: string,
  metadata: EventMetadata,
  now = new Date(),
): Promise<AppendResult | null> {
  const handled = await handleCommand(
    deps.store,
    productDecider,
    productStream(productId),
    { type: 'DeleteProduct', productId, now },
    metadata,
  );
  return handled.append;
}
