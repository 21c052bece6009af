import { z } from 'zod';
import { orderStatuses, shopperLocales } from '../../events/orders.js';
import { optionalText, requiredText } from '../../infra/text.js';
import { invalidPhoneCode, invalidPhoneMessage, isUaePhone } from '../../infra/uae-phone.js';

/** A product or variant id in any letter case, as the store writes it (lower case): ids name streams. */
const itemId = (message: string) => z.uuid(message).transform((id) => id.toLowerCase());

/** The checkout payload of spec §3. `price` is the page's display hint; the server prices every line itself. */
export const placeOrderRequest = z.object({
  items: z
    .array(
      z.object({
        productId: itemId('Unknown product'),
        variantId: itemId('Unknown variant'),
        quantity: z
          .number({ error: 'Quantity must be a whole number' })
          .int('Quantity must be a whole number')
          // The most of one item is a setting (ORDER_MAX_UNITS_PER_LINE), checked with the order.
          .min(1, 'Quantity must be at least 1'),
        price: z.unknown().optional(),
      }),
      { error: 'Items are required' },
    )
    .min(1, 'At least one item is required')
    .max(100, 'At most 100 lines per order'),
  shippingName: requiredText('Full name is required', 200),
  shippingPhone: requiredText('Phone is required', 40).refine(isUaePhone, {
    message: invalidPhoneMessage,
    params: { code: invalidPhoneCode },
  }),
  shippingCity: requiredText('City is required', 100),
  shippingAddressLine1: requiredText('Address line 1 is required', 300),
  shippingAddressLine2: optionalText(300),
  deliveryNote: optionalText(1000),
  /** The language the page was in: mail about the order is written in it. */
  locale: z.enum(shopperLocales, { error: `Locale must be one of ${shopperLocales.join(', ')}` }).default('ar'),
});
export type PlaceOrderRequest = z.infer<typeof placeOrderRequest>;

/**
 * POST /api/cart/quote: the checkout's lines without shipping (a `price` sent along is ignored, as at checkout).
 * Each failure has its code for the web (`quoteErrorCode`).
 */
export const cartQuoteRequest = z.object({
  items: placeOrderRequest.shape.items,
});
export type CartQuoteRequest = z.infer<typeof cartQuoteRequest>;

/** The stable code of a refused quote, from the field at fault (zod checks carry no codes of their own). */
export function quoteErrorCode(field: string): string {
  if (/^items\.\d+\.quantity$/.test(field)) return 'invalid_quantity';
  if (/^items\.\d+\.(productId|variantId)$/.test(field)) return 'invalid_item_id';
  if (/^items\.\d+$/.test(field)) return 'invalid_item';
  return 'invalid_cart_items';
}

export const changeStatusRequest = z.object({
  status: z.enum(orderStatuses, { error: `Status must be one of ${orderStatuses.join(', ')}` }),
});

export const idempotencyKeyHeader = z
  .string()
  .trim()
  .min(1, 'Idempotency-Key must not be empty')
  .max(200, 'Idempotency-Key must be at most 200 characters');

export const asOfQuery = z.object({
  asOf: z.iso.datetime({ offset: true, error: 'asOf must be an ISO date-time, e.g. 2026-11-21T10:00:00Z' }).optional(),
});
