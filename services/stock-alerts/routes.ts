import type { Request } from 'express';
import { z } from 'zod';
import { AppError } from '../../infra/errors.js';
import { metadataOf, written } from '../../infra/http/context.js';
import { keysetPage, listLimits, pageRequest, sendPage, timeIdKey } from '../../infra/http/paging.js';
import { uuidParam } from '../../infra/http/params.js';
import { parse } from '../../infra/http/validate.js';
import { countWaitingByVariant, listStockAlerts, productOfVariant } from '../../projections/stock-alerts/index.js';
import { cancelStockAlert, requestStockAlert } from './commands.js';
import { stockAlertRequest, stockAlertsQuery, stockAlertAnswer, waitingCountAnswer } from './schemas.js';
import { variantNotFoundMessage } from './stock-alert.decider.js';
import { uuidPattern } from '../../rules/ids.js';
import type { RouteDefinition } from '../../infra/http/routes.js';

/** The path's variant id; anything that is not one names no variant, answered as the decider answers an unknown one. */
function variantParam(req: Request): string {
  const value = req.params.variantId;
  if (typeof value !== 'string' || !uuidPattern.test(value)) throw new AppError(404, variantNotFoundMessage, undefined, 'variant_not_found');
  return value.toLowerCase();
}

/**
 * A signed-in shopper's back-in-stock alerts (ADR 060): PUT asks to hear when a sold-out variant is back (again:
 * still one alert), DELETE stops waiting (also when she was not); both answer 204 and write nothing when there is
 * nothing to change. The back office reads how many wait per variant.
 */
export const stockAlertRoutes: readonly RouteDefinition[] = [
  {
    method: 'GET',
    route: '/api/account/stock-alerts',
    summary: 'Her back-in-stock alerts still waiting, newest first',
    access: 'customer',
    query: stockAlertsQuery,
    paged: true,
    responses: { 200: z.array(stockAlertAnswer) },
    handler: (context) => async (req, res) => {
      const { productId } = parse(stockAlertsQuery, req.query);
      const page = pageRequest(req.query, timeIdKey, listLimits);
      const { rows, total } = await listStockAlerts(context.pool, req.user!.id, { limit: page.limit + 1, after: page.after, productId });
      sendPage(req, res, keysetPage(rows, page.limit, total, (alert) => [alert.since, alert.variantId]));
    },
  },
  {
    method: 'PUT',
    route: '/api/account/stock-alerts/:variantId',
    summary: 'Wait for a sold-out variant to be back (404 variant_not_found, 409 variant_in_stock)',
    access: 'customer',
    body: stockAlertRequest,
    responses: { 204: null },
    handler: (context) => async (req, res) => {
      const variantId = variantParam(req);
      const { locale } = parse(stockAlertRequest, req.body);
      // The catalog names the variant's product, whose stream then decides: a variant it does not have is unknown.
      const productId = await productOfVariant(context.pool, variantId);
      const handled = await requestStockAlert(context.store, { userId: req.user!.id, variantId, productId, locale }, metadataOf(req));
      await written(context, req, res, handled.append);
      res.status(204).end();
    },
  },
  {
    method: 'DELETE',
    route: '/api/account/stock-alerts/:variantId',
    summary: 'Stop waiting for a variant',
    access: 'customer',
    responses: { 204: null },
    handler: (context) => async (req, res) => {
      const variantId = variantParam(req);
      const handled = await cancelStockAlert(context.store, { userId: req.user!.id, variantId }, metadataOf(req));
      await written(context, req, res, handled.append);
      res.status(204).end();
    },
  },
  {
    method: 'GET',
    route: '/api/admin/products/:id/stock-alerts',
    summary: 'How many shoppers wait for each of its variants',
    access: 'admin',
    responses: { 200: z.array(waitingCountAnswer) },
    handler: (context) => async (req, res) => {
      const productId = uuidParam(req, 'id', 'Product not found');
      res.setHeader('cache-control', 'no-store');
      res.json(await countWaitingByVariant(context.pool, productId));
    },
  },
];
