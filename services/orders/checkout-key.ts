import { createHash } from 'node:crypto';
import type { StoredEvent } from '../../events/index.js';
import type { CheckoutKeyUsed } from '../../events/orders.js';
import { AppError } from '../../infra/errors.js';
import type { OrderPlacement } from './place-order.js';
import type { PlaceOrderRequest } from './schemas.js';

/** One stream per (shopper, Idempotency-Key): appending it "as new" with the order claims the key. */
export const checkoutKeyStream = (userId: string, key: string) =>
  `checkout-key-${userId}-${sha256(key).slice(0, 32)}`;

/**
 * What an order asked for, as a hash: the lines and the delivery details after validation (ids in lower case,
 * text cleaned), without the page's price hints, which the store ignores. A retry sends the same checkout, so
 * it has the same fingerprint; another cart or address under the same key has another.
 */
export function requestFingerprint(request: PlaceOrderRequest): string {
  return sha256(
    JSON.stringify([
      request.items.map((item) => [item.productId, item.variantId, item.quantity]),
      request.shippingName,
      request.shippingPhone,
      request.shippingCity,
      request.shippingAddressLine1,
      request.shippingAddressLine2,
      request.deliveryNote,
    ]),
  );
}

export const keyReusedMessage = 'This Idempotency-Key was already used for a different order; use a new key for a new order';

/**
 * The order an earlier request with the same key placed, when this request is a retry of it. The same key
 * with a different request is refused (422) rather than answered with an order the shopper did not ask for.
 */
export function earlierOrder(claim: StoredEvent, fingerprint: string): OrderPlacement {
  const data = claim.data as (typeof CheckoutKeyUsed)['schema']['_output'];
  if (data.requestFingerprint !== null && data.requestFingerprint !== fingerprint) {
    throw new AppError(422, keyReusedMessage, undefined, 'idempotency_key_reused');
  }
  return {
    orderId: data.orderId,
    // The claim was appended with its order: once projections pass it, the order can be read.
    append: {
      position: { transactionId: claim.transactionId, globalPosition: claim.globalPosition },
      nextVersions: new Map(),
      eventTypes: ['OrderPlaced'],
    },
    repeated: true,
  };
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
