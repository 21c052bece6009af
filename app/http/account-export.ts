import { z } from 'zod';
import { addressesOf } from '../../services/addresses/index.js';
import { addressAnswer } from '../../services/addresses/schemas.js';
import { profileOf } from '../../services/identity/index.js';
import { exportedProfileAnswer } from '../../services/identity/schemas.js';
import { ordersOf, returnsOf } from '../../services/orders/index.js';
import { returnAnswer } from '../../services/orders/return-schemas.js';
import { exportedOrderAnswer } from '../../services/orders/schemas.js';
import { reviewsOf } from '../../services/reviews/index.js';
import { adminReviewAnswer } from '../../services/reviews/schemas.js';
import { notificationsOf } from '../../services/shopper-notifications/index.js';
import { shopperNotificationAnswer } from '../../services/shopper-notifications/schemas.js';
import { stockAlertsOf } from '../../services/stock-alerts/index.js';
import { heldStockAlertAnswer } from '../../services/stock-alerts/schemas.js';
import { storeCreditOf } from '../../services/store-credit/index.js';
import { storeCreditAnswer } from '../../services/store-credit/schemas.js';
import { wishlistOf } from '../../services/wishlist/index.js';
import { wishlistEntryAnswer } from '../../services/wishlist/schemas.js';
import { unauthorized } from '../../infra/errors.js';
import type { RouteDefinition } from '../../infra/http/routes.js';

/**
 * Her data export (the UAE's data protection law: a person may have what a business holds about her): one JSON
 * document of everything the store keeps about the signed-in account. Modules never import each other, so each
 * publishes how it reads its part of her data (`…Of(userId)` in its index.ts, from its own read paths, every row,
 * never one page) and this, in the composition root, puts the parts together.
 */

/** Names the document's shape: a later change of it names another version. */
export const accountExportFormat = 'personal-data-export/1';

export const accountExportAnswer = z.object({
  format: z.literal(accountExportFormat),
  generatedAt: z.string().describe('ISO 8601 date-time the document was made'),
  profile: exportedProfileAnswer,
  addresses: z.array(addressAnswer),
  orders: z.array(exportedOrderAnswer),
  returns: z.array(returnAnswer),
  reviews: z.array(adminReviewAnswer),
  wishlist: z.array(wishlistEntryAnswer),
  notifications: z.array(shopperNotificationAnswer),
  storeCredit: storeCreditAnswer,
  stockAlerts: z.array(heldStockAlertAnswer),
});
export type AccountExportAnswer = z.infer<typeof accountExportAnswer>;

/** The file's name: her data and the store's day it was made (UAE time, UTC+4 all year). */
export function exportFileName(generatedAt: Date): string {
  const uaeDay = new Date(generatedAt.getTime() + 4 * 60 * 60 * 1000).toISOString().slice(0, 10);
  return `my-data-${uaeDay}.json`;
}

export const accountExportRoutes: readonly RouteDefinition[] = [
  {
    method: 'GET',
    route: '/api/account/export',
    summary: 'Everything the store holds about her, as one JSON file to download (Content-Disposition: attachment)',
    access: 'customer',
    responses: { 200: accountExportAnswer },
    handler: (context) => async (req, res) => {
      const userId = req.user!.id;
      const generatedAt = new Date();
      // The read models and her streams are read in one snapshot on one connection, so the parts agree with each
      // other (an order and its return, a review and the delivered order it needed) while she or the staff write
      // meanwhile, and an export never waits for a second connection of the pool.
      const client = await context.pool.connect();
      let document: AccountExportAnswer;
      try {
        await client.query('begin isolation level repeatable read read only');
        const profile = await profileOf(client, userId);
        if (!profile) throw unauthorized();
        document = {
          format: accountExportFormat,
          generatedAt: generatedAt.toISOString(),
          profile,
          addresses: await addressesOf(client, userId),
          orders: await ordersOf(client, context.store, userId),
          returns: await returnsOf(client, userId),
          reviews: await reviewsOf(client, userId),
          wishlist: await wishlistOf(client, userId),
          notifications: await notificationsOf(client, userId),
          storeCredit: await storeCreditOf(client, context.store, userId),
          stockAlerts: await stockAlertsOf(client, userId),
        };
        await client.query('commit');
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
      res.setHeader('cache-control', 'no-store');
      res.setHeader('content-disposition', `attachment; filename="${exportFileName(generatedAt)}"`);
      res.json(document);
    },
  },
];
