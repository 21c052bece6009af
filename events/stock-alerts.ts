import { z } from 'zod';
import { defineEvent, type EventOf } from './catalogue.js';
import { shopperLocales } from './orders.js';

/**
 * Back-in-stock alerts (ADR 060): one stream per variant holds every shopper's wish to hear when it is back, so
 * firing them is one decision over one stream, appended at the version it was read at: two firings racing for the
 * same alerts cannot both write.
 */
export const stockAlertsStreamId = (variantId: string) => `stock-alerts-${variantId}`;
export const stockAlertsStreamType = 'stock-alerts';

/**
 * A signed-in shopper asked to hear when a sold-out variant is back. `locale` is the storefront language she asked
 * in: accounts keep no language of their own, and the mail that answers her is written in this one.
 */
export const StockAlertRequested = defineEvent(
  'StockAlertRequested',
  z.object({
    variantId: z.uuid(),
    productId: z.uuid(),
    userId: z.uuid(),
    locale: z.enum(shopperLocales),
    requestedAt: z.string(),
  }),
);

/** She no longer waits for it. */
export const StockAlertCancelled = defineEvent(
  'StockAlertCancelled',
  z.object({ variantId: z.uuid(), productId: z.uuid(), userId: z.uuid(), cancelledAt: z.string() }),
);

/**
 * The variant is on sale again and her alert ends: one such event per waiting shopper, each turned into one mail
 * and one notification. It carries what they say (the product's names and slug, the variant's size and colour as
 * they were when it fired), so neither needs another read model, and a later rename does not change what was sent.
 */
export const StockAlertFired = defineEvent(
  'StockAlertFired',
  z.object({
    variantId: z.uuid(),
    productId: z.uuid(),
    userId: z.uuid(),
    locale: z.enum(shopperLocales),
    requestedAt: z.string(),
    firedAt: z.string(),
    slug: z.string().min(1),
    productNameEn: z.string(),
    productNameAr: z.string(),
    size: z.string().nullable(),
    color: z.string().nullable(),
  }),
);

export const stockAlertEvents = [StockAlertRequested, StockAlertCancelled, StockAlertFired] as const;
export type StockAlertEvent = EventOf<typeof stockAlertEvents>;
export type StockAlertFiredData = Extract<StockAlertEvent, { type: 'StockAlertFired' }>['data'];
