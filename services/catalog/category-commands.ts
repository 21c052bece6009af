import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { handle, stateAfter, type AppendResult, type EventMetadata, type EventStore } from '../../events/index.js';
import { countProductsInCategory, listCategories, type CategoryRecord } from '../../projections/catalog/index.js';
import { categoryDecider, type CategoryNames, type CategoryState } from './category.decider.js';
import { createCategoryDecider, deleteCategoryDecider, renameCategoryDecider } from './category-decisions.decider.js';
import type { ListedCategory } from './category-names.decider.js';
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
): Promise<{ categoryId: string; slug: string; append: AppendResult; category: CategoryRecord }> {
  const categoryId = at.categoryId ?? randomUUID();
  const command = {
    categoryId,
    names,
    baseSlug: slugFrom([names.nameEn, names.nameAr], { prefix: 'category', id: categoryId }),
    listed: await listed(deps),
    now: at.now ?? new Date(),
  };
  const handled = await handle(deps.store, createCategoryDecider, command, metadata, { retries: createRetries });
  const category = categoryAnswer(categoryId, stateAfter(categoryDecider, handled.states.category, handled.events.category));
  return { categoryId, slug: handled.result.slug, append: handled.append!, category };
}

/** A rename and the category as it stands after (the answer, ADR 049). */
export async function renameCategory(
  deps: CatalogDeps,
  categoryId: string,
  names: CategoryNames,
  metadata: EventMetadata,
): Promise<{ append: AppendResult | null; category: CategoryRecord }> {
  const handled = await handle(deps.store, renameCategoryDecider, { categoryId, names, listed: await listed(deps) }, metadata);
  const category = categoryAnswer(categoryId, stateAfter(categoryDecider, handled.states.category, handled.events.category));
  return { append: handled.append, category };
}

/** A category as the catalog read model shows it, from the state a decision left (one that did not refuse). */
function categoryAnswer(categoryId: string, state: CategoryState): CategoryRecord {
  if (state.kind !== 'existing') throw new Error(`Category ${categoryId} is not there after its decision`);
  return { id: categoryId, nameEn: state.names.nameEn, nameAr: state.names.nameAr, slug: state.slug };
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
