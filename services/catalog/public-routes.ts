import { z } from 'zod';
import { productSuggestions, shopProductList } from './shop-list.js';
import { shopColours, shopFacetCounts } from './colour-routes.js';
import {
  colourAnswer,
  productSuggestionAnswer,
  productSuggestionsQuery,
  shopProductRowAnswer,
  shopFacetsAnswer,
  shopProductsQuery,
} from './schemas.js';
import type { RouteDefinition } from '../../infra/http/routes.js';

/**
 * The shop's product list: a page of a query (shop-list.ts), and the search box's suggestions. The cached reads (the categories, each product's
 * answer) are registered in public-reads.ts.
 */
export const publicCatalogRoutes: readonly RouteDefinition[] = [
  {
    method: 'GET',
    route: '/api/products',
    summary: "The shop's products, filtered and sorted",
    access: 'anyone',
    sameForAnyone: true,
    query: shopProductsQuery,
    paged: true,
    responses: { 200: z.array(shopProductRowAnswer) },
    handler: shopProductList,
  },
  // Not under /products/: a product may be called "suggestions".
  {
    method: 'GET',
    route: '/api/product-suggestions',
    summary: "The best matches of a search as it is typed, for the search box",
    access: 'anyone',
    sameForAnyone: true,
    query: productSuggestionsQuery,
    responses: { 200: z.array(productSuggestionAnswer) },
    handler: productSuggestions,
  },
  // The shop's filter chips: the colours and sizes of a list with their counts, and the managed colours' names.
  {
    method: 'GET',
    route: '/api/product-facets',
    summary: "The colours and sizes of the shop's list for the same filters, each with its product count",
    access: 'anyone',
    sameForAnyone: true,
    query: shopProductsQuery,
    responses: { 200: shopFacetsAnswer },
    handler: shopFacetCounts,
  },
  {
    method: 'GET',
    route: '/api/colours',
    summary: 'The managed colours, with their names in both languages and swatches',
    access: 'anyone',
    sameForAnyone: true,
    responses: { 200: z.array(colourAnswer) },
    handler: shopColours,
  },
];
