import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemActor } from '../../events/index.js';
import { stockAlertsStreamId } from '../../events/stock-alerts.js';
import { rebuildProjection } from '../../projections/index.js';
import { shopperNotificationsProjection } from '../../projections/shopper-notifications/index.js';
import { stockAlertsProjection } from '../../projections/stock-alerts/index.js';
import { createProduct, type FixtureProduct } from '../../tests/support/catalog-fixtures.js';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../../tests/support/smtp-server.js';
import { until } from '../../tests/support/store-process.js';
import { startTestStore, type TestStore } from '../../tests/support/test-store.js';
import { fireStockAlerts } from './commands.js';

/**
 * Back-in-stock alerts end to end (ADR 060): the real store, its mail going to a real SMTP server on loopback, its
 * notifications read through the API.
 */

let smtp: TestSmtpServer;
let store: TestStore;
let admin: string;

beforeAll(async () => {
  smtp = await startSmtpServer();
  store = await startTestStore({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Sakina <orders@shop.example>',
    PUBLIC_URL: 'https://shop.example',
    MAIL_RETRY_LIMIT: '3',
    MAIL_RETRY_DELAY_SECONDS: '1',
    MAIL_SEND_TIMEOUT_SECONDS: '5',
  });
  admin = await store.login();
});

afterAll(async () => {
  await store?.stop();
  await smtp?.close();
});

/** An abaya with a sold-out XL, a sold-out L and an M with three left. */
const abaya = () =>
  createProduct(store, admin, {
    variants: [
      { size: 'XL', color: 'Sand', price: '260.00', stock: 0 },
      { size: 'M', color: 'Sand', price: '240.00', stock: 3 },
      { size: 'L', price: '250.00', stock: 0 },
    ],
  });
const variantOf = (product: FixtureProduct, size: string) => product.variants.find((variant) => variant.size === size)!.id;

const put = (cookie: string, variantId: string, body?: object) =>
  store.request('PUT', `/api/account/stock-alerts/${variantId}`, { cookie, ...(body ? { body } : {}) });
const remove = (cookie: string, variantId: string) => store.request('DELETE', `/api/account/stock-alerts/${variantId}`, { cookie });
const list = (cookie: string, query = '') => store.request('GET', `/api/account/stock-alerts${query}`, { cookie });
const waiting = async (productId: string) =>
  (await store.request('GET', `/api/admin/products/${productId}/stock-alerts`, { cookie: admin })).body as { variantId: string; waiting: number }[];
const adjust = async (productId: string, variantId: string, change: number) => {
  const response = await store.request('POST', `/api/admin/products/${productId}/stock-adjustments`, {
    cookie: admin,
    body: { variantId, change, reason: change > 0 ? 'received' : 'correction', note: null },
  });
  expect(response.status, response.text).toBe(201);
};

const alertMail = (mail: ReceivedMail) => mail.messageId.startsWith('<stock-alert.');
const alertMailTo = (address: string) => smtp.received.filter((mail) => alertMail(mail) && mail.to.includes(address));
/** Waits for `count` back-in-stock messages in all, then a while longer, so a second copy would have time to arrive. */
async function settledAlertMail(count: number) {
  await until(() => smtp.received.filter(alertMail).length >= count, 20_000, `${count} back-in-stock messages`);
  await new Promise((resolve) => setTimeout(resolve, 2000));
}
const backInStockNotifications = async (cookie: string) =>
  ((await store.request('GET', '/api/account/notifications', { cookie })).body as { kind: string; params: Record<string, string> }[]).filter(
    (notification) => notification.kind === 'back-in-stock',
  );
const firedEvents = async (variantId: string) =>
  (await store.db.store.readStream(stockAlertsStreamId(variantId))).filter((event) => event.type === 'StockAlertFired');

describe('asking to hear when a size is back', () => {
  it('answers 204 and records one alert however often she asks, 404 for an unknown variant, 409 for one in stock, writing nothing on a refusal', async () => {
    const product = await abaya();
    const shopper = await store.customer();
    const before = await store.eventCount();

    const unknown = await put(shopper, randomUUID());
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'variant_not_found', message: expect.stringMatching(/not sold/) });
    expect((await put(shopper, 'not-a-variant')).body).toMatchObject({ code: 'variant_not_found' });
    const inStock = await put(shopper, variantOf(product, 'M'));
    expect(inStock.status).toBe(409);
    expect(inStock.body).toMatchObject({ code: 'variant_in_stock', message: expect.stringMatching(/in stock/) });
    expect((await put(shopper, variantOf(product, 'XL'), { locale: 'fr' })).status).toBe(400);
    expect(await store.eventCount()).toBe(before);

    expect((await put(shopper, variantOf(product, 'XL'), { locale: 'en' })).status).toBe(204);
    const afterFirst = await store.eventCount();
    expect((await put(shopper, variantOf(product, 'XL'))).status).toBe(204);
    expect(await store.eventCount()).toBe(afterFirst);

    const listed = await list(shopper);
    expect(listed.status).toBe(200);
    expect(listed.headers.get('x-total-count')).toBe('1');
    expect(listed.body).toEqual([
      {
        variantId: variantOf(product, 'XL'),
        productId: product.id,
        productNameEn: product.nameEn,
        productNameAr: expect.stringContaining('عباية'),
        slug: product.slug,
        size: 'XL',
        color: 'Sand',
        since: expect.any(String),
      },
    ]);
    expect(await waiting(product.id)).toEqual([{ variantId: variantOf(product, 'XL'), waiting: 1 }]);

    expect((await remove(shopper, variantOf(product, 'XL'))).status).toBe(204);
    const afterRemove = await store.eventCount();
    expect((await remove(shopper, variantOf(product, 'XL'))).status).toBe(204);
    expect((await remove(shopper, randomUUID())).status).toBe(204);
    expect(await store.eventCount()).toBe(afterRemove);
    expect((await list(shopper)).body).toEqual([]);
    expect(await waiting(product.id)).toEqual([]);
  });

  it('lists her alerts newest first, page by page, and those of one product', async () => {
    const first = await abaya();
    const second = await abaya();
    const shopper = await store.customer();
    const other = await store.customer();
    for (const variantId of [variantOf(first, 'XL'), variantOf(first, 'L'), variantOf(second, 'XL')]) {
      expect((await put(shopper, variantId)).status).toBe(204);
    }
    await put(other, variantOf(first, 'L'));

    const page = await list(shopper, '?limit=2');
    expect(page.headers.get('x-total-count')).toBe('3');
    expect(page.body.map((alert: { variantId: string }) => alert.variantId)).toEqual([variantOf(second, 'XL'), variantOf(first, 'L')]);
    const next = /<([^>]+)>; rel="next"/.exec(page.headers.get('link') ?? '')![1]!;
    const rest = await store.request('GET', next, { cookie: shopper });
    expect(rest.body.map((alert: { variantId: string }) => alert.variantId)).toEqual([variantOf(first, 'XL')]);
    expect(rest.headers.get('link')).toBeNull();

    const ofFirst = await list(shopper, `?productId=${first.id}`);
    expect(ofFirst.headers.get('x-total-count')).toBe('2');
    expect((await list(shopper, '?productId=nope')).status).toBe(400);
    expect(await waiting(first.id)).toEqual(
      [
        { variantId: variantOf(first, 'XL'), waiting: 1 },
        { variantId: variantOf(first, 'L'), waiting: 2 },
      ].sort((a, b) => a.variantId.localeCompare(b.variantId)),
    );
  });

  it('is for signed-in shoppers only', async () => {
    const product = await abaya();
    expect((await list('')).status).toBe(401);
    expect((await put('', variantOf(product, 'XL'))).status).toBe(401);
    expect((await remove('', variantOf(product, 'XL'))).status).toBe(401);
    expect((await store.request('GET', `/api/admin/products/${product.id}/stock-alerts`, { cookie: await store.customer() })).status).toBe(403);
  });
});

describe('when a size comes back', () => {
  it('sends each waiting shopper one mail in her language and one notification; a later 0 -> 1 without a new alert sends nothing', async () => {
    const product = await abaya();
    const xl = variantOf(product, 'XL');
    const [mariam, noura, salma] = ['mariam.alert@example.com', 'noura.alert@example.com', 'salma.alert@example.com'];
    const cookies = { mariam: await store.customer(mariam), noura: await store.customer(noura), salma: await store.customer(salma) };
    expect((await put(cookies.mariam, xl, { locale: 'en' })).status).toBe(204);
    expect((await put(cookies.noura, xl)).status).toBe(204);
    // Salma changed her mind.
    await put(cookies.salma, xl);
    await remove(cookies.salma, xl);
    expect(await waiting(product.id)).toEqual([{ variantId: xl, waiting: 2 }]);
    const mailBefore = smtp.received.filter(alertMail).length;

    await adjust(product.id, xl, 2);
    await settledAlertMail(mailBefore + 2);

    const [english] = alertMailTo(mariam);
    const [arabic] = alertMailTo(noura);
    expect(alertMailTo(mariam)).toHaveLength(1);
    expect(alertMailTo(noura)).toHaveLength(1);
    expect(alertMailTo(salma)).toHaveLength(0);
    expect(english!.subject).toBe(`Back in stock: ${product.nameEn}`);
    expect(english!.html).toContain('<html lang="en" dir="ltr">');
    expect(english!.text).toContain('Size: XL · Colour: Sand');
    expect(english!.html).toContain(`href="https://shop.example/product/${product.slug}"`);
    expect(arabic!.subject).toMatch(/^عاد إلى المخزون: عباية/);
    expect(arabic!.html).toContain('<html lang="ar" dir="rtl">');
    expect(arabic!.text).toContain(`https://shop.example/product/${product.slug}`);
    expect(english!.messageId).not.toBe(arabic!.messageId);

    for (const cookie of [cookies.mariam, cookies.noura]) {
      expect(await backInStockNotifications(cookie)).toEqual([
        expect.objectContaining({
          params: { productId: product.id, variantId: xl, slug: product.slug, productNameEn: product.nameEn, productNameAr: expect.any(String), size: 'XL', color: 'Sand' },
        }),
      ]);
      // Her alert is over.
      expect((await list(cookie)).body).toEqual([]);
    }
    expect(await backInStockNotifications(cookies.salma)).toEqual([]);
    expect(await waiting(product.id)).toEqual([]);

    // Sold out again, then one more unit: nobody waits any more, so nobody hears of it.
    await adjust(product.id, xl, -2);
    await adjust(product.id, xl, 1);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(smtp.received.filter(alertMail)).toHaveLength(mailBefore + 2);
    expect(await firedEvents(xl)).toHaveLength(2);
    for (const cookie of [cookies.mariam, cookies.noura]) expect(await backInStockNotifications(cookie)).toHaveLength(1);
  }, 60_000);

  it('fires when a cancelled order puts the units back, once for a new alert, and never twice however often it is decided', async () => {
    const product = await abaya();
    const l = variantOf(product, 'L');
    await adjust(product.id, l, 1);
    const buyer = await store.customer();
    const order = await store.request('POST', '/api/orders', {
      cookie: buyer,
      body: {
        items: [{ productId: product.id, variantId: l, quantity: 1 }],
        shippingName: 'Huda Salem',
        shippingPhone: '+971 55 111 2222',
        shippingCity: 'Sharjah',
        shippingAddressLine1: 'Al Majaz 2, Tower B',
      },
    });
    expect(order.status, order.text).toBe(201);
    const email = 'layla.alert@example.com';
    const cookie = await store.customer(email);
    expect((await put(cookie, l)).status).toBe(204);
    const mailBefore = smtp.received.filter(alertMail).length;

    const cancelled = await store.request('POST', `/api/admin/orders/${order.body.id}/cancel`, {
      cookie: admin,
      body: { reason: 'customer_request', note: null },
    });
    expect(cancelled.status, cancelled.text).toBe(200);
    await settledAlertMail(mailBefore + 1);
    expect(alertMailTo(email)).toHaveLength(1);

    // The firing decided again, many times at once (a retried job, two causes): the alert is over, nothing is written.
    const before = await store.eventCount();
    const fired = await Promise.all(
      Array.from({ length: 5 }, () => fireStockAlerts(store.db.store, { productId: product.id, variantIds: [l], position: 0 })),
    );
    expect(fired).toEqual([0, 0, 0, 0, 0]);
    expect(await store.eventCount()).toBe(before);
    expect(await firedEvents(l)).toHaveLength(1);
  }, 60_000);

  it('an alert racing a restock, fired by many at once, fires once', async () => {
    const product = await abaya();
    const xl = variantOf(product, 'XL');
    const email = 'race.alert@example.com';
    const cookie = await store.customer(email);
    const me = (await store.request('GET', '/api/auth/me', { cookie })).body as { id: string };
    await adjust(product.id, xl, 3);
    const mailBefore = smtp.received.filter(alertMail).length;
    // Asked just as the units arrived (decided on the stock before them): the request itself makes the store look again.
    await store.db.store.append(
      [
        {
          streamId: stockAlertsStreamId(xl),
          streamType: 'stock-alerts',
          expectedVersion: 0,
          events: [
            { type: 'StockAlertRequested', data: { variantId: xl, productId: product.id, userId: me.id, locale: 'ar', requestedAt: new Date().toISOString() } },
          ],
        },
      ],
      { actor: systemActor, correlationId: 'stock-alert-race' },
    );
    const fired = await Promise.all(
      Array.from({ length: 6 }, () => fireStockAlerts(store.db.store, { productId: product.id, variantIds: [xl], position: 0 })),
    );
    expect(fired.reduce((sum, count) => sum + count, 0)).toBeLessThanOrEqual(1);
    await settledAlertMail(mailBefore + 1);
    expect(alertMailTo(email)).toHaveLength(1);
    expect(await firedEvents(xl)).toHaveLength(1);
    expect(await backInStockNotifications(cookie)).toHaveLength(1);
  }, 60_000);
});

describe('the read models', () => {
  it('rebuild from the log to what they are live', async () => {
    await store.settled();
    for (const projection of [stockAlertsProjection, shopperNotificationsProjection]) {
      expect((await rebuildProjection(store.db.pool, store.db.store, projection)).matches, projection.name).toBe(true);
    }
  });
});
