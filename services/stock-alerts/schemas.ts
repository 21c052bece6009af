import { z } from 'zod';
import { shopperLocales } from '../../events/orders.js';

/**
 * PUT /api/account/stock-alerts/:variantId: the storefront's language, which her mail will be written in (accounts
 * keep no language of their own); Arabic, the store's, when not said. The body may be left out.
 */
export const stockAlertRequest = z.object({
  locale: z.enum(shopperLocales, { error: `locale must be one of ${shopperLocales.join(', ')}` }).default('ar'),
});
export type StockAlertBody = z.input<typeof stockAlertRequest>;

/** GET /api/account/stock-alerts: optionally only her alerts on one product (a product page asks for its own). */
export const stockAlertsQuery = z.object({
  productId: z.uuid({ error: 'productId must be a product id' }).optional(),
});

/** One of her waiting alerts: the variant, its product's names in both languages and link, and when she asked. */
export const stockAlertAnswer = z.object({
  variantId: z.string(),
  productId: z.string(),
  productNameEn: z.string(),
  productNameAr: z.string(),
  slug: z.string(),
  size: z.string().nullable(),
  color: z.string().nullable(),
  since: z.string(),
});
export type StockAlertAnswer = z.infer<typeof stockAlertAnswer>;

/**
 * One of her waiting alerts as her data export holds it: the language her mail is to be written in, and the product's
 * names, link, size and colour as the catalog has them now (null once the catalog no longer has the variant).
 */
export const heldStockAlertAnswer = stockAlertAnswer.extend({
  productNameEn: z.string().nullable(),
  productNameAr: z.string().nullable(),
  slug: z.string().nullable(),
  locale: z.string(),
});
export type HeldStockAlertAnswer = z.infer<typeof heldStockAlertAnswer>;

/** GET /api/admin/products/:id/stock-alerts: how many shoppers wait for each of its variants (only those awaited). */
export const waitingCountAnswer = z.object({ variantId: z.string(), waiting: z.number().int() });
export type WaitingCountAnswer = z.infer<typeof waitingCountAnswer>;
