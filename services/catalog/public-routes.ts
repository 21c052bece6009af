import { Router } from 'express';
import { notFound } from '../../infra/errors.js';
import { cachePerStore, jsonEntry, sendJsonEntry, type JsonEntry } from '../../infra/http/cache.js';
import type { ModuleContext } from '../../infra/http/context.js';
import { readCatalogVersion, readShopFront, type ShopFront } from '../../projections/catalog/index.js';
import { cacheWork } from './cache-work.js';
import { productNotFound } from './product.js';
import { shopProducts } from './product-entries.js';
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
 * The shop's catalog reads. The categories and each product's answer are cached (a revalidating browser gets a
 * 304); the product list is a page of a query (shop-list.ts).
 */
export function publicCatalogRoutes(context: ModuleContext): Router {
  const router = Router();
  const cache = publicCatalog(context);
  const products = shopProducts(context);

  router.get('/categories', async (req, res) => {
    sendJsonEntry(req, res, (await cache.get()).categories);
  });

  router.get('/products', shopProductList(context));

  router.get('/products/:slug', async (req, res) => {
    // Unknown and inactive products look the same to a shopper.
    const found = await products.get(req.params.slug);
    if (!found) throw notFound(productNotFound);
    sendJsonEntry(req, res, found.entry);
  });

  return router;
}
