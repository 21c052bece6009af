import { z } from 'zod';
import { addressesOperations } from '../services/addresses/index.js';
import { auditOperations } from '../services/audit/index.js';
import { catalogOperations } from '../services/catalog/index.js';
import { contentOperations } from '../services/content/index.js';
import { couriersOperations } from '../services/couriers/index.js';
import { identityOperations } from '../services/identity/index.js';
import { mailOperations } from '../services/mail/index.js';
import { ordersOperations } from '../services/orders/index.js';
import { reviewsOperations } from '../services/reviews/index.js';
import { settingsOperations } from '../services/settings/index.js';
import { shopperNotificationsOperations } from '../services/shopper-notifications/index.js';
import { stockAlertsOperations } from '../services/stock-alerts/index.js';
import { wishlistOperations } from '../services/wishlist/index.js';
import { storeCreditOperations } from '../services/store-credit/index.js';
import { accountExportOperations } from './http/account-export.js';
import { openApiOperation, type ApiOperation } from '../infra/http/openapi.js';

/** The store's own calls outside the modules: health, readiness, images, and the document itself. */
const storeOperations: readonly ApiOperation[] = [
  { method: 'GET', route: '/api/health', summary: 'The process answers', access: 'anyone', responses: { 200: z.object({ status: z.literal('ok') }) } },
  {
    method: 'GET',
    route: '/api/health/ready',
    summary: 'Ready for traffic (503 with a code while not)',
    access: 'anyone',
    responses: {
      200: z.object({ status: z.literal('ready') }),
      503: z.object({
        status: z.literal('not_ready'),
        code: z.string(),
        reason: z.string(),
        // With `projection_failed` (ADR 061): each read model stopped at an event it cannot apply.
        projections: z
          .array(
            z.object({
              projection: z.string(),
              position: z.number().int().nullable(),
              eventType: z.string().nullable(),
              checkpoint: z.number().int(),
              since: z.string(),
            }),
          )
          .optional(),
      }),
    },
  },
  {
    method: 'GET',
    route: '/api/admin/health',
    summary: "How far each projection is behind the log, and each background activity's report",
    access: 'admin',
    responses: {
      200: z
        .object({
          status: z.enum(['ok', 'catching-up', 'failed']),
          projections: z.array(
            z
              .object({
                name: z.string(),
                lag: z.number().int(),
                // Set while it is stopped at an event it cannot apply (ADR 061).
                failure: z
                  .object({
                    event: z.object({ position: z.number().int(), type: z.string(), streamId: z.string() }).nullable(),
                    checkpoint: z.number().int(),
                    error: z.string(),
                    since: z.string(),
                  })
                  .nullable(),
              })
              .loose(),
          ),
        })
        .catchall(z.unknown()),
    },
  },
  {
    method: 'GET',
    route: '/api/media/:name',
    summary: 'An uploaded image, or a rendition of it at width `w`',
    access: 'anyone',
    query: z.object({ w: z.string().optional().describe('A rendition width') }),
    responses: { 200: { mediaType: 'image/*' }, 304: null },
  },
  openApiOperation,
];

/** Every call of the API, as the document (GET /api/openapi.json) describes it. */
export const apiOperations: readonly ApiOperation[] = [
  ...identityOperations,
  ...catalogOperations,
  ...contentOperations,
  ...settingsOperations,
  ...ordersOperations,
  ...couriersOperations,
  ...shopperNotificationsOperations,
  ...addressesOperations,
  ...wishlistOperations,
  ...storeCreditOperations,
  ...stockAlertsOperations,
  ...reviewsOperations,
  ...accountExportOperations,
  ...auditOperations,
  ...mailOperations,
  ...storeOperations,
];
