import { describe, it } from 'vitest';
import type { NewEvent } from '../../events/index.js';
import { commandSpec } from '../../tests/support/decider-spec.js';
import { stockAlertDecider, type StockAlertCommand } from './stock-alert.decider.js';

const spec = commandSpec(stockAlertDecider);

const productId = '3c8d4e5f-6071-4b82-9ca3-d4e5f6071829';
const soldOut = '4d9e5f60-7182-4c93-8db4-e5f60718293a';
const inStock = '5eaf6071-8293-4da4-9ec5-f60718293a4b';
const noura = '7a0e4b2c-1111-4d2e-8f3a-2b4c6d8e0f12';
const huda = '8b1f5c3d-2222-4e3f-9a4b-3c5d7e9f1a23';
const asked = new Date('2026-12-01T09:00:00Z');
const later = new Date('2026-12-03T12:00:00Z');

const created = (status: 'active' | 'inactive' = 'active'): NewEvent => ({
  type: 'ProductCreated',
  data: {
    productId,
    slug: 'pleated-abaya',
    categoryId: '9b2c3d4e-5f60-4718-8293-a4b5c6d7e8f9',
    nameEn: 'Pleated Abaya',
    nameAr: 'عباية بكسرات',
    descriptionEn: null,
    descriptionAr: null,
    status,
    variants: [
      { variantId: soldOut, size: 'XL', color: 'Sand', price: '260.00', stock: 0 },
      { variantId: inStock, size: 'M', color: null, price: '240.00', stock: 3 },
    ],
    images: [],
    createdAt: '2026-11-01T00:00:00.000Z',
  },
});
/** An admin moves the sold-out size's stock by `change`, to `stock`. */
const adjusted = (change: number, stock: number): NewEvent => ({
  type: 'StockAdjustmentMade',
  data: { productId, variantId: soldOut, change, stock, reason: change > 0 ? 'received' : 'correction', note: null, adjustedBy: 'admin', adjustedAt: '2026-12-02T00:00:00.000Z' },
});
/** An order takes the size's last units. */
const sold = (quantity: number, remaining: number): NewEvent => ({
  type: 'StockReserved',
  data: { productId, variantId: soldOut, orderId: '1f6a2c1e-3b1d-4c8e-9a57-5c2d7f1e9b10', quantity, remaining },
});

const request = (userId: string, locale: 'ar' | 'en' = 'ar', variantId = soldOut, known: string | null = productId): StockAlertCommand => ({
  type: 'RequestStockAlert',
  userId,
  variantId,
  productId: known,
  locale,
  now: asked,
});
const cancel = (userId: string): StockAlertCommand => ({ type: 'CancelStockAlert', userId, variantId: soldOut, now: later });
const fire = (variantId = soldOut): StockAlertCommand => ({ type: 'FireStockAlerts', variantId, productId, now: later });

const requested = (userId: string, locale: 'ar' | 'en' = 'ar', at = asked): NewEvent => ({
  type: 'StockAlertRequested',
  data: { variantId: soldOut, productId, userId, locale, requestedAt: at.toISOString() },
});
const cancelled = (userId: string): NewEvent => ({
  type: 'StockAlertCancelled',
  data: { variantId: soldOut, productId, userId, cancelledAt: later.toISOString() },
});
const fired = (userId: string, locale: 'ar' | 'en' = 'ar', at = asked): NewEvent => ({
  type: 'StockAlertFired',
  data: {
    variantId: soldOut,
    productId,
    userId,
    locale,
    requestedAt: at.toISOString(),
    firedAt: later.toISOString(),
    slug: 'pleated-abaya',
    productNameEn: 'Pleated Abaya',
    productNameAr: 'عباية بكسرات',
    size: 'XL',
    color: 'Sand',
  },
});

describe('asking to hear when a size is back', () => {
  it('records one alert, in the language she asked in', () => {
    spec({ product: [created()] }).when(request(noura, 'en')).then({ alerts: [requested(noura, 'en')] }, { changed: 1 });
  });

  it('asking twice is one alert: the second records nothing', () => {
    spec({ product: [created()], alerts: [requested(noura)] }).when(request(noura)).then({}, { changed: 0 });
    // Another shopper waits beside her.
    spec({ product: [created()], alerts: [requested(noura)] }).when(request(huda)).then({ alerts: [requested(huda)] });
  });

  it('refuses a size that is in stock, however it got there', () => {
    spec({ product: [created()] })
      .when(request(noura, 'ar', inStock))
      .thenRefuses('conflict', { code: 'variant_in_stock' });
    spec({ product: [created(), adjusted(2, 2)] }).when(request(noura)).thenRefuses('conflict', { code: 'variant_in_stock' });
  });

  it('refuses a variant the shop does not sell: unknown to the catalog, not on the product, off sale or deleted', () => {
    spec({}).when(request(noura, 'ar', soldOut, null)).thenRefuses('not_found', { code: 'variant_not_found' });
    spec({ product: [created()] })
      .when(request(noura, 'ar', '6fb07182-93a4-4eb5-8fd6-0718293a4b5c'))
      .thenRefuses('not_found', { code: 'variant_not_found' });
    spec({ product: [created('inactive')] }).when(request(noura)).thenRefuses('not_found', { code: 'variant_not_found' });
    spec({ product: [created(), { type: 'ProductDeleted', data: { productId, deletedAt: '2026-11-20T00:00:00.000Z' } }] })
      .when(request(noura))
      .thenRefuses('not_found', { code: 'variant_not_found' });
  });

  it('she may ask again once her alert fired or she stopped waiting', () => {
    spec({ product: [created(), adjusted(1, 1), sold(1, 0)], alerts: [requested(noura), fired(noura)] })
      .when(request(noura))
      .then({ alerts: [requested(noura)] });
    spec({ product: [created()], alerts: [requested(noura), cancelled(noura)] }).when(request(noura)).then({ alerts: [requested(noura)] });
  });
});

describe('stopping waiting', () => {
  it('ends her alert, and only hers', () => {
    spec({ alerts: [requested(noura), requested(huda)] }).when(cancel(noura)).then({ alerts: [cancelled(noura)] });
  });

  it('records nothing when she was not waiting', () => {
    spec({}).when(cancel(noura)).then({}, { changed: 0 });
    spec({ alerts: [requested(noura), cancelled(noura)] }).when(cancel(noura)).then({});
    spec({ alerts: [requested(noura), fired(noura)] }).when(cancel(noura)).then({});
  });
});

describe('firing the alerts of a size back in stock', () => {
  it('fires every waiting alert once, oldest first, each in its own language, with what the mail says', () => {
    const earlier = new Date('2026-11-30T08:00:00Z');
    spec({ product: [created(), adjusted(4, 4)], alerts: [requested(noura), requested(huda, 'en', earlier)] })
      .when(fire())
      .then({ alerts: [fired(huda, 'en', earlier), fired(noura)] }, { changed: 2 });
  });

  it('leaves out alerts that were stopped', () => {
    spec({ product: [created(), adjusted(4, 4)], alerts: [requested(huda), requested(noura), cancelled(huda)] })
      .when(fire())
      .then({ alerts: [fired(noura)] });
  });

  it('fires each alert once: a firing decided again finds nothing waiting', () => {
    spec({ product: [created(), adjusted(4, 4)], alerts: [requested(noura), fired(noura)] }).when(fire()).then({}, { changed: 0 });
  });

  it('0 -> 1 -> 0 -> 1 fires one alert once: the second restock finds no one waiting', () => {
    const history = [requested(noura), fired(noura)];
    spec({ product: [created(), adjusted(1, 1), sold(1, 0), adjusted(1, 1)], alerts: history }).when(fire()).then({});
    // An alert asked for while it was sold out again is fired by the second restock, once.
    spec({ product: [created(), adjusted(1, 1), sold(1, 0), adjusted(1, 1)], alerts: [...history, requested(noura)] })
      .when(fire())
      .then({ alerts: [fired(noura)] });
  });

  it('fires nothing while the size has no units or the product is off sale or gone', () => {
    spec({ product: [created()], alerts: [requested(noura)] }).when(fire()).then({});
    spec({ product: [created(), adjusted(1, 1), sold(1, 0)], alerts: [requested(noura)] }).when(fire()).then({});
    spec({ product: [created('inactive'), adjusted(2, 2)], alerts: [requested(noura)] }).when(fire()).then({});
    spec({ product: [created(), adjusted(2, 2), { type: 'ProductDeleted', data: { productId, deletedAt: '2026-12-02T00:00:00.000Z' } }], alerts: [requested(noura)] })
      .when(fire())
      .then({});
  });

  it('fires for units put back by a cancelled order, and when an edit puts the product back on sale', () => {
    const released: NewEvent = {
      type: 'StockReleased',
      data: { productId, variantId: soldOut, orderId: '1f6a2c1e-3b1d-4c8e-9a57-5c2d7f1e9b10', quantity: 2, remaining: 2, reason: 'order_cancelled' },
    };
    spec({ product: [created(), released], alerts: [requested(noura)] }).when(fire()).then({ alerts: [fired(noura)] });
    const backOnSale: NewEvent = { type: 'ProductRevised', data: { ...(created().data as object), status: 'active', revisedAt: '2026-12-03T00:00:00.000Z' } };
    spec({ product: [created('inactive'), adjusted(2, 2), backOnSale], alerts: [requested(noura)] }).when(fire()).then({ alerts: [fired(noura)] });
  });
});
