export { catalogRoutes } from './routes.js';
export { publicCatalogRoutes } from './public-routes.js';
export { catalogImageWrites } from './admin-routes.js';
export { createCategory, renameCategory, deleteCategory, type CatalogDeps } from './category-commands.js';
export { createProduct, reviseProduct, deleteProduct } from './product-commands.js';
export { categoryRequest, productRequest, catalogMessages, type CategoryRequest, type ProductRequest } from './schemas.js';
export { categoryHasProducts, categoryNotFound } from './category.js';
export { catalogFirstViews } from './first-view.js';
export { catalogPublicReads } from './public-reads.js';
