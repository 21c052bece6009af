import type { ModuleContext } from '../../infra/http/context.js';
import { fastReadBySegment, fastReadOf, type FastRead } from '../../infra/http/fast-reads.js';
import { publicCatalog } from './public-routes.js';

/** The shop's catalog reads, answered outside Express (infra/http/fast-reads.ts); the routes in public-routes.ts answer the rest. */
export function catalogFastReads(context: ModuleContext): FastRead[] {
  const cache = publicCatalog(context);
  return [
    fastReadOf('/api/products', cache, (catalog) => catalog.products),
    fastReadOf('/api/categories', cache, (catalog) => catalog.categories),
    fastReadBySegment('/api/products/:slug', cache, (catalog, slug) => catalog.bySlug.get(slug) ?? null),
  ];
}
