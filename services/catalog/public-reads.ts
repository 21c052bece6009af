import type { ModuleContext } from '../../infra/http/context.js';
import { entryFrom } from '../../infra/http/public-reads/fast-path.js';
import { publicRead, type PublicRead } from '../../infra/http/public-reads/table.js';
import { productNotFound } from './product.decider.js';
import { shopProducts } from './product-entries.js';
import { publicCatalog } from './shop-front.js';

/**
 * The shop's cached catalog reads, each registered once (infra/http/public-reads): the categories, their cards (one
 * read for every card of the home page and the shop's front, instead of one product page per category), and a product's
 * answer (cached per product, ADR 023). The product list is a route of its own (public-routes.ts): a query per page.
 */
export function catalogPublicReads(context: ModuleContext): PublicRead[] {
  const catalog = publicCatalog(context);
  const products = shopProducts(context);
  return [
    publicRead('/api/categories', () => entryFrom(catalog, (front) => front.categories)),
    publicRead('/api/category-cards', () => entryFrom(catalog, (front) => front.cards)),
    publicRead(
      '/api/products/:slug',
      // Unknown and inactive products look the same to a shopper.
      (slug = '') => products.peek(slug)?.entry ?? products.get(slug).then((found) => found?.entry ?? null),
      productNotFound,
    ),
  ];
}
