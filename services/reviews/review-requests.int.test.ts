import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildProjection } from '../../projections/index.js';
import { shopperNotificationsProjection } from '../../projections/shopper-notifications/index.js';
import { createProduct, type FixtureProduct } from '../../tests/support/catalog-fixtures.js';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../../tests/support/smtp-server.js';
import { until } from '../../tests/support/store-process.js';
import { startTestStore, type TestStore } from '../../tests/support/test-store.js';

/**
 * The request for reviews some days after a delivery, end to end: the real store with the delay shortened to two
 * seconds, its mail sent to a real SMTP server on loopback, its notification read as the shopper reads hers.
 */

const delaySeconds = 2;

let smtp: TestSmtpServer;
let store: TestStore;
let admin: string;
let abaya: FixtureProduct;
let hijab: FixtureProduct;

beforeAll(async () => {
  smtp = await startSmtpServer();
  store = await startTestStore({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Sakina <orders@shop.example>',
    PUBLIC_URL: 'https://shop.example/',
    MAIL_RETRY_LIMIT: '3',
    MAIL_RETRY_DELAY_SECONDS: '1',
    MAIL_SEND_TIMEOUT_SECONDS: '5',
    REVIEW_REQUEST_DELAY_SECONDS: String(delaySeconds),
  });
  admin = await store.login();
  abaya = await createProduct(store, admin, { variants: [{ size: 'M', price: '250.00', stock: 100 }], nameEn: 'Sand Abaya' });
  hijab = await createProduct(store, admin, { variants: [{ price: '40.00', stock: 100 }], nameEn: 'Silk Hijab' });
});

afterAll(async () => {
  await store?.stop();
  await smtp?.close();
});

/** Her order of the products, in her language, moved to delivered by the admin. */
async function deliveredOrder(cookie: string, products: readonly FixtureProduct[], locale: 'ar' | 'en') {
  const placed = await store.request('POST', '/api/orders', {
    cookie,
    body: {
      items: products.map((product) => ({ productId: product.id, variantId: product.variants[0]!.id, quantity: 1 })),
      shippingName: 'Noura Ali',
      shippingPhone: '050 123 4567',
      shippingCity: 'Dubai',
      shippingAddressLine1: 'Villa 12',
      locale,
    },
  });
  expect(placed.status, placed.text).toBe(201);
  const delivered = await store.request('PATCH', `/api/orders/${placed.body.id}/status`, { cookie: admin, body: { status: 'delivered' } });
  expect(delivered.status, delivered.text).toBe(200);
  return placed.body as { id: string; orderNumber: number };
}

const requestMail = (orderNumber: number) => (mail: ReceivedMail) =>
  mail.messageId.startsWith(`<order-${orderNumber}.`) && mail.messageId.includes('.review-request@');

/** Waits until the order's request job has run (completed), however it decided. */
async function jobDone(orderId: string): Promise<void> {
  await until(
    async () => {
      const jobs = await store.db.pool.query(`select state from pgboss.job where name = 'review-requests' and data->>'orderId' = $1`, [orderId]);
      return jobs.rows.length > 0 && jobs.rows.every((job: { state: string }) => job.state === 'completed');
    },
    20_000,
    `the request job of ${orderId}`,
  );
}

async function requestsOf(orderId: string) {
  const events = await store.db.pool.query(`select data from events where type = 'ReviewRequested' and data->>'orderId' = $1`, [orderId]);
  return events.rows.map((row: { data: { products: { slug: string }[]; requestedAt: string } }) => row.data);
}

describe('the request for reviews after a delivery', () => {
  it('asks her once, the set time after the delivery, by mail in her language and in her notifications', async () => {
    const email = `huda-${Date.now()}@example.com`;
    const shopper = await store.customer(email);
    const order = await deliveredOrder(shopper, [abaya, hijab], 'en');
    const deliveredAt = Date.now();

    await until(() => smtp.received.some(requestMail(order.orderNumber)), 20_000, 'the request for reviews');
    const [mail] = smtp.received.filter(requestMail(order.orderNumber));
    expect(mail!.to).toEqual([email]);
    expect(mail!.subject).toBe(`How was your order #${order.orderNumber}? Rate the products`);
    expect(mail!.html).toContain('<html lang="en" dir="ltr">');
    expect(mail!.text).toContain('Rate Sand Abaya');
    expect(mail!.text).toContain('Rate Silk Hijab');
    expect(mail!.html).toContain(`href="https://shop.example/product/${abaya.slug}#reviews"`);
    expect(mail!.html).toContain(`href="https://shop.example/product/${hijab.slug}#reviews"`);

    const [request] = await requestsOf(order.id);
    // Asked no sooner than the delay after the delivery.
    expect(Date.parse(request!.requestedAt)).toBeGreaterThanOrEqual(deliveredAt - 1000 + delaySeconds * 1000);
    expect(request!.products.map((product) => product.slug)).toEqual([abaya.slug, hijab.slug]);

    await store.settled();
    const notifications = await store.request('GET', '/api/account/notifications', { cookie: shopper });
    expect(notifications.body).toContainEqual(
      expect.objectContaining({
        kind: 'review-request',
        isRead: false,
        params: {
          orderId: order.id,
          orderNumber: order.orderNumber,
          slug: abaya.slug,
          productNameEn: 'Sand Abaya',
          productNameAr: expect.any(String),
          count: 2,
        },
      }),
    );
    // One message and one request, however long the queue runs on.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smtp.received.filter(requestMail(order.orderNumber))).toHaveLength(1);
    expect(await requestsOf(order.id)).toHaveLength(1);
  });

  it('writes in Arabic to a shopper who ordered in Arabic, naming only the products she has not reviewed', async () => {
    const shopper = await store.customer();
    const order = await deliveredOrder(shopper, [abaya, hijab], 'ar');
    expect((await store.request('POST', `/api/products/${hijab.slug}/reviews`, { cookie: shopper, body: { rating: 5 } })).status).toBe(201);

    await until(() => smtp.received.some(requestMail(order.orderNumber)), 20_000, 'the request for reviews');
    const [mail] = smtp.received.filter(requestMail(order.orderNumber));
    expect(mail!.subject).toContain('كيف كان طلبكِ');
    expect(mail!.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail!.html).toContain(`/product/${abaya.slug}#reviews`);
    expect(mail!.html).not.toContain(`/product/${hijab.slug}#reviews`);
  });

  it('asks nothing of a shopper who already reviewed every product of the order', async () => {
    const shopper = await store.customer();
    const order = await deliveredOrder(shopper, [abaya], 'en');
    expect((await store.request('POST', `/api/products/${abaya.slug}/reviews`, { cookie: shopper, body: { rating: 4 } })).status).toBe(201);
    await jobDone(order.id);
    expect(await requestsOf(order.id)).toEqual([]);
    await store.settled();
    expect(smtp.received.filter(requestMail(order.orderNumber))).toEqual([]);
    const notifications = await store.request('GET', '/api/account/notifications', { cookie: shopper });
    expect(notifications.body.map((notification: { kind: string }) => notification.kind)).not.toContain('review-request');
  });

  it('asks nothing about an order that no longer stands delivered when its time comes', async () => {
    const shopper = await store.customer();
    const order = await deliveredOrder(shopper, [abaya], 'en');
    // Moved back from delivered by the staff (a correction) before the request's time.
    const back = await store.request('PATCH', `/api/orders/${order.id}/status`, { cookie: admin, body: { status: 'shipped' } });
    expect(back.status, back.text).toBe(200);
    await jobDone(order.id);
    expect(await requestsOf(order.id)).toEqual([]);
  });

  it('rebuilds the shoppers\' notifications, requests for reviews among them, to what they are live', async () => {
    const rebuilt = await rebuildProjection(store.db.pool, store.db.store, shopperNotificationsProjection);
    expect(rebuilt.matches).toBe(true);
  });
});
