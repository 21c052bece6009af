import type { Request, Response } from 'express';
import { z } from 'zod';
import type { AppendResult } from '../../events/index.js';
import { notFound } from '../../infra/errors.js';
import { metadataOf, written, type ModuleContext } from '../../infra/http/context.js';
import { pageRequest, sendPage } from '../../infra/http/paging.js';
import { uuidParam } from '../../infra/http/params.js';
import { parse } from '../../infra/http/validate.js';
import { listAdminProducts } from '../../projections/catalog/admin-list.js';
import { findVersionedProduct, listCategoriesWithCounts } from '../../projections/catalog/index.js';
import { adminProductKeySchema, adminProductQuery } from './admin-product-query.js';
import { createCategory, deleteCategory, renameCategory } from './category-commands.js';
import { categoryNotFound } from './category.decider.js';
import { createProduct, decideProductRevision, deleteProduct } from './product-commands.js';
import { productETag, versionsFromIfMatch } from './product-etag.js';
import { productNotFound } from './product.decider.js';
import {
  categoryRequest,
  productRequest,
  adminCategoryAnswer,
  adminCategoryRowAnswer,
  adminProductAnswer,
  adminProductRowAnswer,
} from './schemas.js';
import type { RouteDefinition } from '../../infra/http/routes.js';

const noStore = (res: Response) => res.setHeader('cache-control', 'no-store');

/**
 * Answers a write with the record as the catalog read model shows it, once it has reached the write: only an
 * edit of a product the read model does not show yet (its creation time and rating come from there).
 */
async function answer<T>(
  context: ModuleContext,
  req: Request,
  res: Response,
  status: number,
  append: AppendResult | null,
  read: () => Promise<T | null>,
) {
  await written(context, req, res, append, ['catalog']);
  const record = await read();
  if (!record) throw new Error('A written record is missing from its read model');
  noStore(res);
  res.status(status).json(record);
}

/** Answers a write at its append with the record its decision left (ADR 049). */
async function decided<T>(context: ModuleContext, req: Request, res: Response, status: number, append: AppendResult | null, record: T) {
  await written(context, req, res, append);
  noStore(res);
  res.status(status).json(record);
}

/** A product with the ETag of the version its details show: the edit form sends it back in If-Match. */
const versionedProduct = (context: ModuleContext, res: Response, productId: string) => async () => {
  const found = await findVersionedProduct(context.pool, productId);
  if (found) res.setHeader('etag', productETag(found.version));
  return found?.product ?? null;
};

/** Back-office catalog calls; the /admin prefix is admin-only for the whole app. */
export const adminCatalogRoutes: readonly RouteDefinition[] = [
  {
    method: 'GET',
    route: '/api/admin/categories',
    summary: 'Categories with their product counts',
    access: 'admin',
    responses: { 200: z.array(adminCategoryRowAnswer) },
    handler: (context) => async (_req, res) => {
      noStore(res);
      res.json(await listCategoriesWithCounts(context.pool));
    },
  },
  {
    method: 'POST',
    route: '/api/admin/categories',
    summary: 'Add a category',
    access: 'admin',
    body: categoryRequest,
    responses: { 201: adminCategoryAnswer },
    handler: (context) => async (req, res) => {
      const body = parse(categoryRequest, req.body);
      const { append, category } = await createCategory(context, body, metadataOf(req));
      await decided(context, req, res, 201, append, category);
    },
  },
  {
    method: 'PATCH',
    route: '/api/admin/categories/:id',
    summary: 'Rename a category',
    access: 'admin',
    body: categoryRequest,
    responses: { 200: adminCategoryAnswer },
    handler: (context) => async (req, res) => {
      const categoryId = uuidParam(req, 'id', categoryNotFound);
      const body = parse(categoryRequest, req.body);
      const { append, category } = await renameCategory(context, categoryId, body, metadataOf(req));
      await decided(context, req, res, 200, append, category);
    },
  },
  {
    method: 'DELETE',
    route: '/api/admin/categories/:id',
    summary: 'Delete an empty category',
    access: 'admin',
    responses: { 204: null },
    handler: (context) => async (req, res) => {
      const categoryId = uuidParam(req, 'id', categoryNotFound);
      await written(context, req, res, await deleteCategory(context, categoryId, metadataOf(req)));
      res.status(204).end();
    },
  },
  /** 50 a page (100 at most), compact rows (admin-list.ts), filtered and sorted as admin-product-query.ts reads. */
  {
    method: 'GET',
    route: '/api/admin/products',
    summary: 'Products, filtered and sorted',
    access: 'admin',
    query: adminProductQuery,
    paged: true,
    responses: { 200: z.array(adminProductRowAnswer) },
    handler: (context) => async (req, res) => {
      const filters = parse(adminProductQuery, req.query);
      const page = pageRequest(req.query, adminProductKeySchema(filters.sort));
      sendPage(req, res, await listAdminProducts(context.pool, filters, page));
    },
  },
  {
    method: 'GET',
    route: '/api/admin/products/:id',
    summary: 'A product to edit (its ETag goes back in If-Match)',
    access: 'admin',
    responses: { 200: adminProductAnswer },
    handler: (context) => async (req, res) => {
      const product = await versionedProduct(context, res, uuidParam(req, 'id', productNotFound))();
      if (!product) throw notFound(productNotFound);
      noStore(res);
      res.json(product);
    },
  },
  {
    method: 'POST',
    route: '/api/admin/products',
    summary: 'Add a product',
    access: 'admin',
    // Its pictures may come inline (uploaded files as data URLs).
    largeBody: true,
    body: productRequest,
    responses: { 201: adminProductAnswer },
    handler: (context) => async (req, res) => {
      const body = parse(productRequest, req.body);
      const { append, product } = await createProduct(context, body, metadataOf(req));
      res.setHeader('etag', productETag(product.version));
      await decided(context, req, res, 201, append, product.product);
    },
  },
  {
    method: 'PATCH',
    route: '/api/admin/products/:id',
    summary: 'Change a product',
    access: 'admin',
    // Its pictures may come inline (uploaded files as data URLs).
    largeBody: true,
    body: productRequest,
    headers: ['If-Match'],
    responses: { 200: adminProductAnswer },
    handler: (context) => async (req, res) => {
      const productId = uuidParam(req, 'id', productNotFound);
      const body = parse(productRequest, req.body);
      const loadedAt = versionsFromIfMatch(req.get('if-match'));
      const { append, product } = await decideProductRevision(context, productId, body, metadataOf(req), { loadedAt });
      if (!product) return answer(context, req, res, 200, append, versionedProduct(context, res, productId));
      res.setHeader('etag', productETag(product.version));
      await decided(context, req, res, 200, append, product.product);
    },
  },
  {
    method: 'DELETE',
    route: '/api/admin/products/:id',
    summary: 'Delete a product',
    access: 'admin',
    responses: { 204: null },
    handler: (context) => async (req, res) => {
      const productId = uuidParam(req, 'id', productNotFound);
      await written(context, req, res, await deleteProduct(context, productId, metadataOf(req)));
      res.status(204).end();
    },
  },
];
