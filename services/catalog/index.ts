import type { ModuleManifest } from '../../infra/module-manifest.js';
import { catalogPublicReads } from './public-reads.js';
import { publicCatalogRoutes } from './public-routes.js';
import { adminCatalogRoutes } from './admin-routes.js';
import { stockRoutes } from './stock-routes.js';
import { colourRoutes } from './colour-routes.js';
export { createCategory, renameCategory, deleteCategory, type CatalogDeps } from './category-commands.js';
export { createProduct, reviseProduct, deleteProduct } from './product-commands.js';
export { categoryRequest, productRequest, catalogMessages, type CategoryRequest, type ProductRequest } from './schemas.js';
export { categoryHasProducts, categoryNotFound } from './category.decider.js';
export { catalogFirstViews } from './first-view.js';

/** What the module declares for the store to wire (infra/module-manifest.ts). */
export const catalogModule: ModuleManifest = {
  routes: [
    ...catalogPublicReads,
    ...publicCatalogRoutes,
    ...adminCatalogRoutes,
    ...stockRoutes,
    ...colourRoutes,
  ],
};
