import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import {
  foldStream,
  retryOnConflict,
  type AppendResult,
  type EventMetadata,
  type EventStore,
} from '../../events/index.js';
import { countProductsInCategory } from '../../projections/catalog/index.js';
import { categoryDecider, categoryStream, type CategoryCommand, type CategoryNames } from './category.js';
import { categoryNameAppends } from './category-names.js';
import { slugFrom } from './slug.js';
import { appendWithSlugClaim } from './slug-claim-loop.js';

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
      alongside: () => categoryNameAppends(deps, categoryId, names, null),
    },
    metadata,
  );
  return { categoryId, slug, append };
}

/**
 * The category's command loop, with its name claims: the category's events and the claims they take or let go of
 * go in one append, each stream with the version read for this attempt; a lost race is retried from the start.
 */
async function decideWithNames(
  deps: CatalogDeps,
  categoryId: string,
  command: CategoryCommand,
  namesAfter: (names: CategoryNames) => CategoryNames | null,
  metadata: EventMetadata,
): Promise<AppendResult | null> {
  return retryOnConflict(async () => {
    const stored = await deps.store.readStream(categoryStream(categoryId));
    const state = foldStream(categoryDecider, stored);
    const events = categoryDecider.decide(command, state);
    if (events.length === 0) return null;
    const current = state.kind === 'existing' ? state.names : null;
    const claims = current ? await categoryNameAppends(deps, categoryId, namesAfter(current), current) : [];
    return deps.store.append(
      [
        { streamId: categoryStream(categoryId), streamType: categoryDecider.streamType, expectedVersion: stored.length, events },
        ...claims,
      ],
      metadata,
    );
  });
}

export async function renameCategory(
  deps: CatalogDeps,
  categoryId: string,
  names: CategoryNames,
  metadata: EventMetadata,
): Promise<AppendResult | null> {
  return decideWithNames(deps, categoryId, { type: 'RenameCategory', categoryId, names }, () => names, metadata);
}

/**
 * A category with products stays. The category's stream lists every product
 * filed in it since it recorded them, and a product filed in the same instant
 * appends to that stream too, so one of the two appends loses its expected
 * version and is decided again: no product is left without its category.
 * Products filed before the stream recorded them are counted from the read
 * model (long settled for those). A deleted category's names are let go of,
 * for a new category to take.
 */
export async function deleteCategory(
  deps: CatalogDeps,
  categoryId: string,
  metadata: EventMetadata,
  now = new Date(),
): Promise<AppendResult | null> {
  const productCount = await countProductsInCategory(deps.pool, categoryId);
  return decideWithNames(
    deps,
    categoryId,
    { type: 'DeleteCategory', categoryId, productCount, now },
    () => null,
    metadata,
  );
}
