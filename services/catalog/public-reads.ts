import { z } from 'zod';
import { entryFrom } from '../../infra/http/public-reads/fast-path.js';
import type { RouteDefinition } from '../../infra/http/routes.js';
import { productNotFound } from './product.decider.js';
import { shopProducts } from './product-entries.js';
import { categoryCardAnswer, shopCategoryAnswer, shopProductAnswer } from './schemas.js';
import { publicCatalog } from './shop-front.js';

/**
 * The shop's cached catalog reads (infra/http/public-reads): the categories, their cards (one read for every card of
 * the home page and the shop's front, instead of one product page per category), and a product's answer (cached per
 * product, ADR 023). The product list is a route of its own (public-routes.ts): a query per page.
 */
export const catalogPublicReads: readonly RouteDefinition[] = [
  {
    method: 'GET',
    route: '/api/categories',
    summary: "The shop's categories",
    access: 'anyone',
    responses: { 200: z.array(shopCategoryAnswer) },
    cachedRead: (context) => {
      const catalog = publicCatalog(context);
      return () => entryFrom(catalog, (front) => front.categories);
    },
  },
  {
    method: 'GET',
    route: '/api/category-cards',
    summary: "The shop's category cards, with their cover and count",
    access: 'anyone',
    responses: { 200: z.array(categoryCardAnswer) },
    cachedRead: (context) => {
      const catalog = publicCatalog(context);
      return () => entryFrom(catalog, (front) => front.cards);
    },
  },
  {
    method: 'GET',
    route: '/api/products/:slug',
    summary: 'A product on sale',
    access: 'anyone',
    responses: { 200: shopProductAnswer },
    cachedRead: (context) => {
      const products = shopProducts(context);
      // Unknown and inactive products look the same to a shopper.
      return (slug = '') => products.peek(slug)?.entry ?? products.get(slug).then((found) => found?.entry ?? null);
    },
    notFound: productNotFound,
  },
];
