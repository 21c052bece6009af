import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { handleCommand, type AppendResult, type EventMetadata, type EventStore } from '../../events/index.js';
import { countProductsInCategory } from '../../projections/catalog/index.js';
import { categoryDecider, categoryStream, type CategoryNames } from './category.js';
import { slugFrom } from './slug.js';
import { appendWithSlugClaim } from './slug-claim.js';

export interface CatalogDeps {
  readonly store: EventStore;
  readonly pool: pg.Pool;
}

export async function createCategory(
  deps: CatalogDeps,
  names: CategoryNames,
  metadata: EventMetadata,
  at: { categoryId?: string; now?: Date } = {},
): Promise<{ categoryId: string; slug: string; append: AppendResult }> {
  const categoryId = at.categoryId ?? randomUUID();
  const now = at.now ?? new Date();
  const { slug, append } = await appendWithSlugClaim(
    deps.store,
    {
      scope: 'category',
      ownerId: categoryId,
      streamId: categoryStream(categoryId),
      streamType: categoryDecider.streamType,
      baseSlug: slugFrom([names.nameEn, names.nameAr], { prefix: 'category', id: categoryId }),
      eventsFor: (slug) =>
        categoryDecider.decide({ type: 'CreateCategory', categoryId, slug, names, now }, categoryDecider.initialState()),
    },
    metadata,
  );
  return { categoryId, slug, append };
}

export async function renameCategory(
  deps: CatalogDeps,
  categoryId: string,
  names: CategoryNames,
  metadata: EventMetadata,
): Promise<AppendResult | null> {
  const handled = await handleCommand(
    deps.store,
    categoryDecider,
    categoryStream(categoryId),
    { type: 'RenameCategory', categoryId, names },
    metadata,
  );
  return handled.append;
}

/**
 * A category with products stays. The category's stream lists every product
 * filed in it since it recorded them, and a product filed in the same instant
 * appends to that stream too, so one of the two appends loses its expected
 * version and is decided again: no product is left without its category.
 * Products filed before the stream recorded them are counted from the read
 * model (long settled for those).
 */
export async function deleteCategory(
  deps: CatalogDeps,
  categoryId: string,
  metadata: EventMetadata,
  now = new Date(),
): Promise<AppendResult | null> {
  const productCount = await countProductsInCategory(deps.pool, categoryId);
  const handled = await handleCommand(
    deps.store,
    categoryDecider,
    categoryStream(categoryId),
    { type: 'DeleteCategory', categoryId, productCount, now },
    metadata,
  );
  return handled.append;
}
