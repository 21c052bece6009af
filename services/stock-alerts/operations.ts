import { z } from 'zod';
import type { ApiOperation } from '../../infra/http/openapi.js';
import { stockAlertAnswer, stockAlertRequest, stockAlertsQuery, waitingCountAnswer } from './schemas.js';

/** The back-in-stock alerts' calls, for the API document (infra/http/openapi.ts). */
export const stockAlertsOperations: readonly ApiOperation[] = [
  { method: 'GET', route: '/api/account/stock-alerts', summary: 'Her back-in-stock alerts still waiting, newest first', access: 'customer', query: stockAlertsQuery, paged: true, responses: { 200: z.array(stockAlertAnswer) } },
  { method: 'PUT', route: '/api/account/stock-alerts/:variantId', summary: 'Wait for a sold-out variant to be back (404 variant_not_found, 409 variant_in_stock)', access: 'customer', body: stockAlertRequest, responses: { 204: null } },
  { method: 'DELETE', route: '/api/account/stock-alerts/:variantId', summary: 'Stop waiting for a variant', access: 'customer', responses: { 204: null } },
  { method: 'GET', route: '/api/admin/products/:id/stock-alerts', summary: 'How many shoppers wait for each of its variants', access: 'admin', responses: { 200: z.array(waitingCountAnswer) } },
];
