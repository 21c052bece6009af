import type { ModuleContext } from '../../infra/http/context.js';
import { fastReadBySegment, fastReadOf, type FastRead } from '../../infra/http/fast-reads.js';
import { shopProducts } from './product-entries.js';
import { publicCatalog } from './public-routes.js';

/**
 * The shop's cached catalog reads, answered outside Express (infra/http/fast-reads.ts); the routes in
 * public-routes.ts answer the rest, the product list among them (a query per page, not a cached entry).
 */
export function catalogFastReads(context: ModuleContext): FastRead[] {
  const products = shopProducts(context);
  return [
    fastReadOf('/api/categories', publicCatalog(context), (catalog) => catalog.categories),
    fastReadBySegment('/api/products/:slug', (slug) => products.peek(slug)?.entry ?? products.get(slug).then((found) => found?.entry ?? null)),
  ];
}
