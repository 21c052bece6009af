import { z } from 'zod';
import type { ApiOperation } from '../../infra/http/openapi.js';
import { wishlistEntryAnswer } from './schemas.js';

/** The wishlist's calls, for the API document (infra/http/openapi.ts). */
export const wishlistOperations: readonly ApiOperation[] = [
  { method: 'GET', route: '/api/account/wishlist', summary: 'Her wishlist, newest first', access: 'customer', paged: true, responses: { 200: z.array(wishlistEntryAnswer) } },
  { method: 'PUT', route: '/api/account/wishlist/:productId', summary: 'Add a product to her wishlist', access: 'customer', responses: { 204: null } },
  { method: 'DELETE', route: '/api/account/wishlist/:productId', summary: 'Take a product off her wishlist', access: 'customer', responses: { 204: null } },
];
