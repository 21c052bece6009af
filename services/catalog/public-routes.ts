import { Router } from 'express';
import { notFound } from '../../infra/errors.js';
import { cachePerStore, jsonEntry, sendJsonEntry, type JsonEntry } from '../../infra/http/cache.js';
import type { ModuleContext } from '../../infra/http/context.js';
import {
  readCatalogSnapshot,
  readCatalogVersion,
  type CatalogSnapshot,
  type ProductRecord,
} from '../../projections/catalog/index.js';
import { productNotFound } from './product.js';

interface SerialisedCatalog {
  readonly categories: JsonEntry;
  readonly products: JsonEntry;
  readonly bySlug: ReadonlyMap<string, JsonEntry>;
  /** The records themselves, for the landing pages' first views (first-view.ts). */
  readonly productsBySlug: ReadonlyMap<string, ProductRecord>;
  readonly records: CatalogSnapshot;
}

function serialise(snapshot: CatalogSnapshot): SerialisedCatalog {
  return {
    categories: jsonEntry(snapshot.categories),
    products: jsonEntry(snapshot.products),
    bySlug: new Map(snapshot.products.map((product) => [product.slug, jsonEntry(product)])),
    productsBySlug: new Map(snapshot.products.map((product) => [product.slug, product])),
    records: snapshot,
  };
}

/** The shop's catalog as it reads it, one cache per running store (the API and the product pages share it). */
export const publicCatalog = cachePerStore('catalog', (pool) => ({
  readVersion: () => readCatalogVersion(pool),
  load: async () => {
    const { version, snapshot } = await readCatalogSnapshot(pool);
    return { version, snapshot: serialise(snapshot) };
  },
}));

/**
 * The shop's catalog reads. Each costs one version lookup; the JSON and its
 * ETag are built once per catalog version, and a browser revalidating an
 * unchanged list gets a 304.
 */
export function publicCatalogRoutes(context: ModuleContext): Router {
  const router = Router();
  const cache = publicCatalog(context);

  router.get('/categories', async (req, res) => {
    sendJsonEntry(req, res, (await cache.get()).categories);
  });

  router.get('/products', async (req, res) => {
    sendJsonEntry(req, res, (await cache.get()).products);
  });

  router.get('/products/:slug', async (req, res) => {
    // Unknown and inactive products look the same to a shopper.
    const entry = (await cache.get()).bySlug.get(req.params.slug);
    if (!entry) throw notFound(productNotFound);
    sendJsonEntry(req, res, entry);
  });

  return router;
}
