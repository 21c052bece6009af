import { Router } from 'express';
import type { ModuleContext } from '../../infra/http/context.js';
import { adminCatalogRoutes } from './admin-routes.js';
import { stockRoutes } from './stock-routes.js';
import { colourRoutes } from './colour-routes.js';

export function catalogRoutes(context: ModuleContext): Router {
  const router = Router();
  router.use(adminCatalogRoutes(context));
  router.use(stockRoutes(context));
  router.use(colourRoutes(context));
  return router;
}
