import { Router } from 'express';
import { cachePerStore, jsonEntry, type JsonEntry } from '../../infra/http/cache.js';
import type { ModuleContext } from '../../infra/http/context.js';
import { readCatalogVersion, readShopFront, type ShopFront } from '../../projections/catalog/index.js';
import { cacheWork } from './cache-work.js';
import { shopProductList } from './shop-list.js';

interface SerialisedFront {
  readonly categories: JsonEntry;
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
    return { version, snapshot: { categories: jsonEntry(front.categories), front } satisfies SerialisedFront };
  },
}));

/**
 * The shop's product list: a page of a query (shop-list.ts). The cached reads (the categories, each product's
 * answer) are registered in public-reads.ts.
 */
export function publicCatalogRoutes(context: ModuleContext): Router {
  const router = Router();
  router.get('/products', shopProductList(context));
  return router;
}
