import { z } from 'zod';
import type { ApiOperation } from '../../infra/http/openapi.js';
import { addressAnswer, addressChangesRequest, addressRequest } from './schemas.js';

/** The address book's calls, for the API document (infra/http/openapi.ts). */
export const addressesOperations: readonly ApiOperation[] = [
  { method: 'GET', route: '/api/account/addresses', summary: 'Her saved addresses', access: 'customer', paged: true, responses: { 200: z.array(addressAnswer) } },
  { method: 'POST', route: '/api/account/addresses', summary: 'Save an address', access: 'customer', body: addressRequest, responses: { 201: addressAnswer } },
  { method: 'PATCH', route: '/api/account/addresses/:id', summary: 'Change a saved address', access: 'customer', body: addressChangesRequest, responses: { 200: addressAnswer } },
  { method: 'DELETE', route: '/api/account/addresses/:id', summary: 'Delete a saved address', access: 'customer', responses: { 204: null } },
];
