import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { handle, type AppendResult, type EventMetadata, type EventStore } from '../../events/index.js';
import { countProductsInCategory, listCategories } from '../../projections/catalog/index.js';
import type { CategoryNames } from './category.js';
import { createCategoryDecider, deleteCategoryDecider, renameCategoryDecider } from './category-decisions.js';
import type { ListedCategory } from './category-names.js';
import { slugFrom } from './slug.js';

export interface CatalogDeps {
  readonly store: EventStore;
  readonly pool: pg.Pool;
}

/** The categories as the read model lists them, for the names of those from before names were claimed. */
const listed = async (deps: CatalogDeps): Promise<ListedCategory[]> =>
  (await listCategories(deps.pool)).map(({ id, nameEn, nameAr }) => ({ categoryId: id, nameEn, nameAr }));

/** Racing creations of one name: the one that lost a slug claim is decided again on it, up to 10 times. */
const createRetries = 10;

export async function createCategory(
  deps: CatalogDeps,
  names: CategoryNames,
  metadata: EventMetadata,
  at: { categoryId?: string; now?: Date } = {},
): Promise<{ categoryId: string; slug: string; append: AppendResult }> {
  const categoryId = at.categoryId ?? randomUUID();
  const command = {
    categoryId,
    names,
    baseSlug: slugFrom([names.nameEn, names.nameAr], { prefix: 'category', id: categoryId }),
    listed: await listed(deps),
    now: at.now ?? new Date(),
  };
  const { result, append } = await handle(deps.store, createCategoryDecider, command, metadata, { retries: createRetries });
  return { categoryId, slug: result.slug, append: append! };
}

export async function renameCategory(
  deps: CatalogDeps,
  categoryId: string,
  names: CategoryNames,
  metadata: EventMetadata,
): Promise<AppendResult | null> {
  const { append } = await handle(deps.store, renameCategoryDecider, { categoryId, names, listed: await listed(deps) }, metadata);
  return append;
}

export async function deleteCategory(
  deps: CatalogDeps,
  categoryId: string,
  metadata: EventMetadata,
  now = new Date(),
): Promise<AppendResult | null> {
  const productCount = await countProductsInCategory(deps.pool, categoryId);
  const { append } = await handle(deps.store, deleteCategoryDecider, { categoryId, productCount, now }, metadata);
  return append;
}
