import { Router } from 'express';
import type { ModuleContext } from '../../infra/http/context.js';
import { productSuggestions, shopProductList } from './shop-list.js';
import { shopColours, shopFacetCounts } from './colour-routes.js';

/**
 * The shop's product list: a page of a query (shop-list.ts), and the search box's suggestions. The cached reads (the categories, each product's
 * answer) are registered in public-reads.ts.
 */
export function publicCatalogRoutes(context: ModuleContext): Router {
  const router = Router();
  router.get('/products', shopProductList(context));
  // Not under /products/: a product may be called "suggestions".
  router.get('/product-suggestions', productSuggestions(context));
  // The shop's filter chips: the colours and sizes of a list with their counts, and the managed colours' names.
  router.get('/product-facets', shopFacetCounts(context));
  router.get('/colours', shopColours(context));
  return router;
}
