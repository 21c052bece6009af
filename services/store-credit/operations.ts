import type { ApiOperation } from '../../infra/http/openapi.js';
import { goodwillAnswer, goodwillRequest, storeCreditAnswer } from './schemas.js';

/** The store credit's calls, for the API document (infra/http/openapi.ts). */
export const storeCreditOperations: readonly ApiOperation[] = [
  {
    method: 'GET',
    route: '/api/account/store-credit',
    summary: 'Her store credit: the balance, and her movements newest first (paged)',
    access: 'customer',
    paged: true,
    responses: { 200: storeCreditAnswer },
  },
  {
    method: 'POST',
    route: '/api/admin/customers/:id/store-credit',
    summary: 'Add goodwill store credit to a shopper',
    access: 'admin',
    body: goodwillRequest,
    responses: { 201: goodwillAnswer },
  },
];
