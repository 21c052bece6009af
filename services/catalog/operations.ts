import { z } from 'zod';
import type { ApiOperation } from '../../infra/http/openapi.js';
import { adminProductQuery } from './admin-product-query.js';
import {
  adminCategoryAnswer,
  adminCategoryRowAnswer,
  adminProductAnswer,
  adminProductRowAnswer,
  categoryCardAnswer,
  categoryRequest,
  lowStockRowAnswer,
  productRequest,
  shopCategoryAnswer,
  shopProductAnswer,
  shopProductRowAnswer,
  shopProductsQuery,
  stockAdjustmentAnswer,
  stockAdjustmentRequest,
  stockMovementAnswer,
} from './schemas.js';

/** The catalog module's calls, for the API document (infra/http/openapi.ts). */
export const catalogOperations: readonly ApiOperation[] = [
  { method: 'GET', route: '/api/categories', summary: "The shop's categories", access: 'anyone', responses: { 200: z.array(shopCategoryAnswer) } },
  { method: 'GET', route: '/api/category-cards', summary: "The shop's category cards, with their cover and count", access: 'anyone', responses: { 200: z.array(categoryCardAnswer) } },
  { method: 'GET', route: '/api/products', summary: "The shop's products, filtered and sorted", access: 'anyone', query: shopProductsQuery, paged: true, responses: { 200: z.array(shopProductRowAnswer) } },
  { method: 'GET', route: '/api/products/:slug', summary: 'A product on sale', access: 'anyone', responses: { 200: shopProductAnswer } },
  { method: 'GET', route: '/api/admin/categories', summary: 'Categories with their product counts', access: 'admin', responses: { 200: z.array(adminCategoryRowAnswer) } },
  { method: 'POST', route: '/api/admin/categories', summary: 'Add a category', access: 'admin', body: categoryRequest, responses: { 201: adminCategoryAnswer } },
  { method: 'PATCH', route: '/api/admin/categories/:id', summary: 'Rename a category', access: 'admin', body: categoryRequest, responses: { 200: adminCategoryAnswer } },
  { method: 'DELETE', route: '/api/admin/categories/:id', summary: 'Delete an empty category', access: 'admin', responses: { 204: null } },
  { method: 'GET', route: '/api/admin/products', summary: 'Products, filtered and sorted', access: 'admin', query: adminProductQuery, paged: true, responses: { 200: z.array(adminProductRowAnswer) } },
  { method: 'GET', route: '/api/admin/products/:id', summary: 'A product to edit (its ETag goes back in If-Match)', access: 'admin', responses: { 200: adminProductAnswer } },
  { method: 'POST', route: '/api/admin/products', summary: 'Add a product', access: 'admin', body: productRequest, responses: { 201: adminProductAnswer } },
  { method: 'PATCH', route: '/api/admin/products/:id', summary: 'Change a product', access: 'admin', body: productRequest, headers: ['If-Match'], responses: { 200: adminProductAnswer } },
  { method: 'DELETE', route: '/api/admin/products/:id', summary: 'Delete a product', access: 'admin', responses: { 204: null } },
  {
    method: 'POST',
    route: '/api/admin/products/:id/stock-adjustments',
    summary: "Adjust a variant's stock, with a reason",
    access: 'admin',
    body: stockAdjustmentRequest,
    responses: { 201: stockAdjustmentAnswer },
  },
  { method: 'GET', route: '/api/admin/products/:id/stock-history', summary: "Every movement of a product's stock, newest first", access: 'admin', paged: true, responses: { 200: z.array(stockMovementAnswer) } },
  { method: 'GET', route: '/api/admin/low-stock', summary: 'Variants running low or out, fewest first', access: 'admin', paged: true, responses: { 200: z.array(lowStockRowAnswer) } },
];
