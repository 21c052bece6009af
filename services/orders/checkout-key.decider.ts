import { createHash } from 'node:crypto';
import type { Checkpoint, NewEvent, StoredEvent } from '../../events/index.js';
import type { CheckoutKeyUsed } from '../../events/orders.js';
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
      // Only when asked, so the fingerprints of keys used before store credit stay as they were.
      ...(request.useStoreCredit ? ['storeCredit'] : []),
    ]),
  );
}

export const keyReusedMessage = 'This Idempotency-Key was already used for a different order; use a new key for a new order';

/** A key's claim stream as a decision sees it: the claim, and where it stands in the log (absent in specs). */
export type CheckoutKeyClaim =
  | { readonly claimed: false }
  | { readonly claimed: true; readonly use: (typeof CheckoutKeyUsed)['schema']['_output']; readonly at: Checkpoint | null };

export const checkoutKeyClaim = {
  streamType: 'checkout-key',
  initialState: (): CheckoutKeyClaim => ({ claimed: false }),
  evolve(state: CheckoutKeyClaim, event: NewEvent): CheckoutKeyClaim {
    if (state.claimed || event.type !== 'CheckoutKeyUsed') return state;
    const stored = event as Partial<StoredEvent>;
    // The claim was appended with its order: once projections pass this point, the order can be read.
    const at =
      stored.transactionId !== undefined && stored.globalPosition !== undefined
        ? { transactionId: stored.transactionId, globalPosition: stored.globalPosition }
        : null;
    return { claimed: true, use: event.data as (typeof CheckoutKeyUsed)['schema']['_output'], at };
  },
};

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
