import type { RequestHandler, Response } from 'express';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { notFound } from '../../infra/errors.js';
import { metadataOf, written, type ModuleContext } from '../../infra/http/context.js';
import { parse } from '../../infra/http/validate.js';
import { listColours, shopFacets, type ShopFacets } from '../../projections/catalog/index.js';
import { colourKeyPattern } from '../../rules/colours.js';
import { addColour, changeColour } from './colour-commands.js';
import { colourNotFound } from './colour.decider.js';
import { colourRequest, colourAnswer } from './schemas.js';
import { publicCatalog } from './shop-front.js';
import { readShopQuery } from './shop-list.js';
import type { RouteDefinition } from '../../infra/http/routes.js';

const noStore = (res: Response) => res.setHeader('cache-control', 'no-store');

/** The managed colours: the shop's list (`GET /api/colours`) and the back office's page of them. */
export const colourRoutes: readonly RouteDefinition[] = [
  {
    method: 'GET',
    route: '/api/admin/colours',
    summary: 'The managed colours',
    access: 'admin',
    responses: { 200: z.array(colourAnswer) },
    handler: (context) => async (_req, res) => {
      noStore(res);
      res.json(await listColours(context.pool));
    },
  },
  {
    method: 'POST',
    route: '/api/admin/colours',
    summary: 'Add a colour (its key is its English name\'s)',
    access: 'admin',
    body: colourRequest,
    responses: { 201: colourAnswer },
    handler: (context) => async (req, res) => {
      const body = parse(colourRequest, req.body);
      const { append, colour } = await addColour(context, body, metadataOf(req));
      await written(context, req, res, append);
      noStore(res);
      res.status(201).json(colour);
    },
  },
  {
    method: 'PATCH',
    route: '/api/admin/colours/:key',
    summary: "Rename a colour or set its swatch",
    access: 'admin',
    body: colourRequest,
    responses: { 200: colourAnswer },
    handler: (context) => async (req, res) => {
      const key = String(req.params.key ?? '');
      if (!colourKeyPattern.test(key) || key.length > 40) throw notFound(colourNotFound);
      const body = parse(colourRequest, req.body);
      const { append, colour } = await changeColour(context, key, body, metadataOf(req));
      await written(context, req, res, append);
      noStore(res);
      res.json(colour);
    },
  },
];

/** `GET /api/colours`: every managed colour, for the shop's names and swatches. */
export function shopColours(context: ModuleContext): RequestHandler {
  return async (_req, res) => {
    res.setHeader('cache-control', 'no-cache');
    res.json(await listColours(context.pool));
  };
}

/**
 * `GET /api/product-facets`: the colours and sizes of the shop's list for the same filters as `GET /api/products`,
 * each with its product count (projections/catalog/colours.ts). Which products have which colour changes only with an
 * edit, so the counts are kept per catalog version (which sales do not move) and filters: a category's chips cost one
 * query per edit, not one per visit. A list that asks for stock (`inStock=1`) is counted on each request.
 */
export function shopFacetCounts(context: ModuleContext): RequestHandler {
  const catalog = publicCatalog(context);
  const kept = new LRUCache<string, ShopFacets>({ max: 1_000 });
  return async (req, res) => {
    const { filters } = readShopQuery(req.query);
    const key = filters.inStock ? null : `${(await catalog.get()).version}\u0000${JSON.stringify(filters)}`;
    const known = key ? kept.get(key) : undefined;
    const facets = known ?? (await shopFacets(context.pool, filters));
    if (key && !known) kept.set(key, facets);
    res.setHeader('cache-control', 'no-cache');
    res.json(facets);
  };
}
