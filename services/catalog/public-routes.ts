import { Router } from 'express';
import type { ModuleContext } from '../../infra/http/context.js';
import { shopProductList } from './shop-list.js';

/**
 * The shop's product list: a page of a query (shop-list.ts). The cached reads (the categories, each product's
 * answer) are registered in public-reads.ts.
 */
export function publicCatalogRoutes(context: ModuleContext): Router {
  const router = Router();
  router.get('/products', shopProductList(context));
  return router;
}
