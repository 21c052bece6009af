import { cachePerStore, jsonEntry, type JsonEntry } from '../../infra/http/cache.js';
import { readCatalogVersion, readShopFront, type ShopFront } from '../../projections/catalog/index.js';
import { cacheWork } from './cache-work.js';

interface SerialisedFront {
  /** The catalog version it was read at (shop-list.ts keys its counts by it). */
  readonly version: string;
  readonly categories: JsonEntry;
  /** The category cards (`GET /api/category-cards`): each category on sale, its count and its cover picture. */
  readonly cards: JsonEntry;
  /** The records themselves, for the shop page's first view (first-view.ts). */
  readonly front: ShopFront;
}

/**
 * The shop's categories and category cards, one cache per running store, reloaded when the catalog's version
 * moves: an edit, never a sale (ADR 023). Its size grows with the categories, not the products.
 */
export const publicCatalog = cachePerStore('catalog', (pool) => ({
  readVersion: () => readCatalogVersion(pool),
  load: async () => {
    const { version, front } = await readShopFront(pool);
    cacheWork.shopFrontsLoaded += 1;
    return { version, snapshot: { version, categories: jsonEntry(front.categories), cards: jsonEntry(front.showcases), front } satisfies SerialisedFront };
  },
}));
