// Logged-in shoppers and the orders they send.
import { randomBytes } from 'node:crypto';
import { inParallel, registerCustomer, request } from './http.js';
import type { SeededProduct } from './catalog.js';

/**
 * Settings for a store that bench shoppers order from: each places thousands of orders an hour, far past the
 * hourly limit a customer has (ORDER_MAX_PER_HOUR). Their orders (one or two lines of 1 to 3 units) stay within
 * the default unit limits.
 */
export const benchOrderSettings: Record<string, string> = { ORDER_MAX_PER_HOUR: '1000000' };

export interface Shopper {
  readonly cookie: string;
  readonly email: string;
}

export async function registerShoppers(baseUrl: string, count: number): Promise<Shopper[]> {
  const tag = randomBytes(3).toString('hex');
  return inParallel(Array.from({ length: count }, (_, index) => index), 4, async (index) => {
    const email = `bench-shopper-${tag}-${index + 1}@example.com`;
    const { cookie } = await registerCustomer(baseUrl, email);
    await untilSignedIn(baseUrl, cookie);
    return { cookie, email };
  });
}

/**
 * Waits (up to a minute) until the store knows the new session: a registration answers at its append, and on a
 * loaded machine the account may reach the read models later than a session's own wait allows, which would count
 * the shopper's first orders as refusals rather than orders.
 */
async function untilSignedIn(baseUrl: string, cookie: string): Promise<void> {
  const deadline = performance.now() + 60_000;
  for (;;) {
    const answer = await request(`${baseUrl}/api/auth/me`, 'GET', { cookie });
    if (answer.status === 200) return;
    if (performance.now() > deadline) throw new Error(`a new shopper is still not signed in after a minute: ${answer.status}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export interface OrderLine {
  readonly productId: string;
  readonly variantId: string;
  readonly quantity: number;
}

/** A small deterministic generator, so runs are comparable. */
export function randomSource(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
}

/** The shipping details every bench checkout sends. */
export const benchShipping = {
  shippingName: 'Bench Shopper',
  shippingPhone: '+971 50 123 4567',
  shippingCity: 'Dubai',
  shippingAddressLine1: 'Villa 12, Street 34, Al Barsha',
  shippingAddressLine2: null,
  deliveryNote: 'Please call before delivery',
} as const;

/** One to two lines of distinct products, quantities 1 to 3: what a checkout sends. */
export function orderBody(products: readonly SeededProduct[], random: () => number): { body: object; lines: OrderLine[] } {
  const lineCount = random() < 0.3 ? 2 : 1;
  const lines: OrderLine[] = [];
  const used = new Set<number>();
  while (lines.length < lineCount) {
    const index = Math.floor(random() * products.length);
    if (used.has(index)) continue;
    used.add(index);
    const product = products[index]!;
    const variant = product.variants[Math.floor(random() * product.variants.length)]!;
    lines.push({ productId: product.id, variantId: variant.id, quantity: 1 + Math.floor(random() * 3) });
  }
  return { body: { items: lines.map((line) => ({ ...line })), ...benchShipping }, lines };
}
