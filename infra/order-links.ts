import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { uuidPattern } from '../rules/ids.js';

/**
 * The token of an order's mailed link (confirm or cancel without signing in): `<orderId>.<mac>`, the mac an
 * HMAC-SHA256 over the order id and the link's purpose, under a key derived from the session secret for this use
 * alone. A forged, altered or other-purpose token is refused from the token itself, before anything is read.
 */
export interface OrderLinks {
  /** The token of an order's confirmation link. */
  sign(orderId: string): string;
  /** The order a token names, or null when the token is not one this store signed for confirmation. */
  verify(token: string): string | null;
}

const purpose = 'order-confirm';

export function orderLinks(secret: string): OrderLinks {
  const key = Buffer.from(hkdfSync('sha256', secret, 'order-links', 'order link tokens', 32));
  const mac = (orderId: string) => createHmac('sha256', key).update(`${purpose}:${orderId}`).digest();
  return {
    sign: (orderId) => `${orderId}.${mac(orderId).toString('base64url')}`,
    verify(token) {
      const dot = token.indexOf('.');
      const orderId = token.slice(0, dot);
      if (dot < 0 || !uuidPattern.test(orderId)) return null;
      const given = Buffer.from(token.slice(dot + 1), 'base64url');
      const expected = mac(orderId);
      // base64url decoding skips stray characters, so the text must also be exactly the expected one's.
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return token.slice(dot + 1) === expected.toString('base64url') ? orderId : null;
    },
  };
}

/** The link a shopper opens to confirm or cancel her order. */
export const confirmationUrl = (publicUrl: string, token: string) => `${publicUrl.replace(/\/$/, '')}/orders/confirm/${token}`;
