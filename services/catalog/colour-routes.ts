import { Router, type Response } from 'express';
import type { RequestHandler } from 'express';
import { LRUCache } from 'lru-cache';
import { notFound } from '../../infra/errors.js';
import { metadataOf, written, type ModuleContext } from '../../infra/http/context.js';
import { parse } from '../../infra/http/validate.js';
import { listColours, shopFacets, type ShopFacets } from '../../projections/catalog/index.js';
import { colourKeyPattern } from '../../rules/colours.js';
import { addColour, changeColour } from './colour-commands.js';
import { colourNotFound } from './colour.decider.js';
import { colourRequest } from './schemas.js';
import { publicCatalog } from './shop-front.js';
import { readShopQuery } from './shop-list.js';

const noStore = (res: Response) => res.setHeader('cache-control', 'no-store');

/** The managed colours: the shop's list (`GET /api/colours`) and the back office's page of them. */
export function colourRoutes(context: ModuleContext): Router {
  const router = Router();

  router.get('/admin/colours', async (_req, res) => {
    noStore(res);
    res.json(await listColours(context.pool));
  });

  router.post('/admin/colours', async (req, res) => {
    const body = parse(colourRequest, req.body);
    const { append, colour } = await addColour(context, body, metadataOf(req));
    await written(context, req, res, append);
    noStore(res);
    res.status(201).json(colour);
  });

  router.patch('/admin/colours/:key', async (req, res) => {
    const key = String(req.params.key ?? '');
    if (!colourKeyPattern.test(key) || key.length > 40) throw notFound(colourNotFound);
    const body = parse(colourRequest, req.body);
    const { append, colour } = await changeColour(context, key, body, metadataOf(req));
    await written(context, req, res, append);
    noStore(res);
    res.json(colour);
  });

  return router;
}

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
