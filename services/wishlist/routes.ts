import { z } from 'zod';
import { wishlistStreamId } from '../../events/wishlist.js';
import { handleCommand } from '../../events/index.js';
import { metadataOf, written } from '../../infra/http/context.js';
import { keysetPage, listLimits, pageRequest, sendPage, timeIdKey } from '../../infra/http/paging.js';
import { uuidParam } from '../../infra/http/params.js';
import { isProductOnSale, listWishlist } from '../../projections/wishlist/index.js';
import { productNotFoundMessage, wishlistDecider } from './wishlist.decider.js';
import { wishlistEntryAnswer } from './schemas.js';
import type { RouteDefinition } from '../../infra/http/routes.js';

/** A signed-in shopper's saved products. PUT and DELETE are idempotent: both answer 204 however often sent. */
export const wishlistRoutes: readonly RouteDefinition[] = [
  {
    method: 'GET',
    route: '/api/account/wishlist',
    summary: 'Her wishlist, newest first',
    access: 'customer',
    paged: true,
    responses: { 200: z.array(wishlistEntryAnswer) },
    handler: (context) => async (req, res) => {
      const page = pageRequest(req.query, timeIdKey, listLimits);
      const { rows, total } = await listWishlist(context.pool, req.user!.id, { limit: page.limit + 1, after: page.after });
      sendPage(req, res, keysetPage(rows, page.limit, total, (entry) => [entry.addedAt, entry.productId]));
    },
  },
  {
    method: 'PUT',
    route: '/api/account/wishlist/:productId',
    summary: 'Add a product to her wishlist',
    access: 'customer',
    responses: { 204: null },
    handler: (context) => async (req, res) => {
      const productId = uuidParam(req, 'productId', productNotFoundMessage);
      const userId = req.user!.id;
      const productExists = await isProductOnSale(context.pool, productId);
      const command = { type: 'AddToWishlist', userId, productId, productExists, now: new Date() } as const;
      const handled = await handleCommand(context.store, wishlistDecider, wishlistStreamId(userId), command, metadataOf(req));
      await written(context, req, res, handled.append);
      res.status(204).end();
    },
  },
  {
    method: 'DELETE',
    route: '/api/account/wishlist/:productId',
    summary: 'Take a product off her wishlist',
    access: 'customer',
    responses: { 204: null },
    handler: (context) => async (req, res) => {
      const productId = uuidParam(req, 'productId', productNotFoundMessage);
      const userId = req.user!.id;
      const command = { type: 'RemoveFromWishlist', userId, productId } as const;
      const handled = await handleCommand(context.store, wishlistDecider, wishlistStreamId(userId), command, metadataOf(req));
      await written(context, req, res, handled.append);
      res.status(204).end();
    },
  },
];
