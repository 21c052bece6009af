import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildProjection } from '../../projections/index.js';
import { catalogProjection } from '../../projections/catalog/index.js';
import { reviewsProjection } from '../../projections/reviews/index.js';
import { createProduct, type FixtureProduct } from '../../tests/support/catalog-fixtures.js';
import { holdProjections } from '../../tests/support/hold-projections.js';
import { startTestStore, type TestStore } from '../../tests/support/test-store.js';

let store: TestStore;
let admin: string;
let abaya: FixtureProduct;

beforeAll(async () => {
  store = await startTestStore();
  admin = await store.login();
  abaya = await createProduct(store, admin, { variants: [{ size: 'M', price: '120.00', stock: 50 }] });
});
afterAll(() => store.stop());

/** Places an order of the product for the shopper and moves it to the status, as the admin does. */
async function order(shopper: string, product: FixtureProduct, status: string): Promise<string> {
  const placed = await store.request('POST', '/api/orders', {
    cookie: shopper,
    body: {
      items: [{ productId: product.id, variantId: product.variants[0]!.id, quantity: 1 }],
      shippingName: 'Maryam Saeed',
      shippingPhone: '050 123 4567',
      shippingCity: 'Dubai',
      shippingAddressLine1: 'Villa 12',
    },
  });
  expect(placed.status).toBe(201);
  if (status !== 'placed') {
    const changed = await store.request('PATCH', `/api/orders/${placed.body.id}/status`, { cookie: admin, body: { status } });
    expect(changed.status).toBe(200);
  }
  return placed.body.id;
}

const review = (cookie: string, body: unknown, slug = abaya.slug) =>
  store.request('POST', `/api/products/${slug}/reviews`, { cookie, body });
const reviews = (query = '', slug = abaya.slug) => store.request('GET', `/api/products/${slug}/reviews${query}`);
const ratingOf = async (slug: string) => {
  const one = (await store.request('GET', `/api/products/${slug}`)).body.rating;
  const listed = (await store.request('GET', '/api/products')).body.find((product: { slug: string }) => product.slug === slug).rating;
  expect(listed).toEqual(one);
  return one;
};

describe('reviews API', () => {
  it('lets a shopper whose order was delivered review the product once; the shop shows it, its average and count', async () => {
    expect(await ratingOf(abaya.slug)).toEqual({ average: 0, count: 0 });
    const huda = await store.customer();
    await order(huda, abaya, 'delivered');
    const written = await review(huda, { rating: 5, comment: '  Soft fabric, true to size. ' });
    expect(written.status).toBe(201);
    expect(written.body).toEqual({
      id: expect.any(String),
      productId: abaya.id,
      // The shop names her by her first name and last initial; her full name is the back office's.
      authorName: 'Test S.',
      rating: 5,
      comment: 'Soft fabric, true to size.',
      createdAt: expect.any(String),
    });
    const again = await review(huda, { rating: 1 });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('already_reviewed');

    const noor = await store.customer();
    await order(noor, abaya, 'delivered');
    expect((await review(noor, { rating: 4 })).body.comment).toBeNull();

    const listed = await reviews();
    expect(listed.status).toBe(200);
    expect(listed.headers.get('x-total-count')).toBe('2');
    expect(listed.body.map((one: { rating: number }) => one.rating)).toEqual([4, 5]);
    expect(listed.body.map((one: { authorName: string }) => one.authorName)).toEqual(['Test S.', 'Test S.']);
    const backOffice = await store.request('GET', `/api/admin/products/${abaya.id}/reviews`, { cookie: admin });
    expect(backOffice.body.map((one: { authorName: string }) => one.authorName)).toEqual(['Test Shopper', 'Test Shopper']);
    const first = await reviews('?limit=1');
    const next = /<([^>]+)>; rel="next"/.exec(first.headers.get('link') ?? '')![1]!;
    expect((await store.request('GET', next)).body.map((one: { id: string }) => one.id)).toEqual([written.body.id]);
    expect(await ratingOf(abaya.slug)).toEqual({ average: 4.5, count: 2 });
  });

  it('refuses a shopper without a delivered order of the product (403), also while her order is on its way', async () => {
    const shopper = await store.customer();
    const before = await store.eventCount();
    const none = await review(shopper, { rating: 5 });
    expect(none.status).toBe(403);
    expect(none.body.code).toBe('purchase_required');
    expect(await store.eventCount()).toBe(before);
    await order(shopper, abaya, 'shipped');
    expect((await review(shopper, { rating: 5 })).status).toBe(403);
  });

  it('lets her review the moment her order is delivered, before any read model shows the delivery', async () => {
    const shopper = await store.customer();
    const orderId = await order(shopper, abaya, 'shipped');
    await store.settled();
    // With every read model held back, only the log knows of the delivery: her right to review is decided from it.
    const hold = await holdProjections(store.db.url);
    try {
      const delivered = await store.request('PATCH', `/api/orders/${orderId}/status`, { cookie: admin, body: { status: 'delivered' } });
      expect(delivered.status).toBe(200);
      // Sent as a client that carries no log position: nothing waits for the read models.
      const written = await fetch(`${store.url}/api/products/${abaya.slug}/reviews`, {
        method: 'POST',
        headers: { cookie: shopper, 'content-type': 'application/json' },
        body: JSON.stringify({ rating: 5, comment: 'Arrived today' }),
      });
      expect(written.status).toBe(201);
    } finally {
      await hold.release();
    }
  });

  it('refuses visitors (401), bad ratings and long comments (400 with codes) and unknown products (404), writing nothing', async () => {
    const shopper = await store.customer();
    await order(shopper, abaya, 'delivered');
    const before = await store.eventCount();
    expect((await review('', { rating: 5 })).status).toBe(401);
    for (const rating of [0, 6, 4.5, '5', null]) {
      const refused = await review(shopper, { rating });
      expect(refused.status, String(rating)).toBe(400);
      expect(refused.body.code).toBe('invalid_rating');
    }
    const long = await review(shopper, { rating: 3, comment: 'x'.repeat(1001) });
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ code: 'comment_too_long', errors: { comment: [expect.any(String)] } });
    expect((await review(shopper, { rating: 3 }, 'no-such-abaya')).status).toBe(404);
    expect((await reviews('', 'no-such-abaya')).status).toBe(404);
    // A NUL in the address names no product: PostgreSQL cannot compare such text, so it must not reach a query.
    expect((await reviews('', '%00%00')).status).toBe(404);
    expect((await review(shopper, { rating: 3 }, '%00')).status).toBe(404);
    expect(await store.eventCount()).toBe(before);
    expect((await review(shopper, { rating: 3, comment: 'y'.repeat(1000) })).status).toBe(201);
  });

  it('lets an admin hide a review, recorded with the admin as actor: it leaves the shop and the average', async () => {
    const dress = await createProduct(store, admin, { variants: [{ price: '300.00', stock: 10 }] });
    const [one, two] = [await store.customer(), await store.customer()];
    await order(one, dress, 'delivered');
    await order(two, dress, 'delivered');
    const kept = (await review(one, { rating: 5 }, dress.slug)).body;
    const rude = (await review(two, { rating: 1, comment: 'rude words' }, dress.slug)).body;
    expect(await ratingOf(dress.slug)).toEqual({ average: 3, count: 2 });

    expect((await store.request('POST', `/api/admin/reviews/${rude.id}/hide`, { cookie: one })).status).toBe(403);
    expect((await store.request('POST', `/api/admin/reviews/${rude.id}/hide`)).status).toBe(401);
    expect((await store.request('POST', `/api/admin/reviews/${randomUUID()}/hide`, { cookie: admin })).status).toBe(404);
    const hidden = await store.request('POST', `/api/admin/reviews/${rude.id}/hide`, { cookie: admin });
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({ id: rude.id, hiddenAt: expect.any(String) });
    const events = await store.db.pool.query(`select data, metadata from events where type = 'ReviewHidden'`);
    expect(events.rows).toHaveLength(1);
    expect(events.rows[0].metadata.actor).toMatchObject({ role: 'admin' });
    const count = await store.eventCount();
    expect((await store.request('POST', `/api/admin/reviews/${rude.id}/hide`, { cookie: admin })).status).toBe(200);
    expect(await store.eventCount()).toBe(count);

    expect((await reviews('', dress.slug)).body.map((shown: { id: string }) => shown.id)).toEqual([kept.id]);
    expect(await ratingOf(dress.slug)).toEqual({ average: 5, count: 1 });
    const forAdmin = await store.request('GET', `/api/admin/products/${dress.id}/reviews`, { cookie: admin });
    expect(forAdmin.body.map((listed: { id: string; hiddenAt: string | null }) => [listed.id, listed.hiddenAt !== null])).toEqual([
      [rude.id, true],
      [kept.id, false],
    ]);
    expect((await store.request('GET', `/api/admin/products/${dress.id}/reviews`, { cookie: one })).status).toBe(403);
  });
});

describe('whether she may review a product', () => {
  const eligibility = (cookie: string, slug = abaya.slug) => store.request('GET', `/api/products/${slug}/review-eligibility`, { cookie });

  it('says no to a shopper who never bought it, yes once her order is delivered, and no again once she reviewed it', async () => {
    const shopper = await store.customer();
    expect((await eligibility(shopper)).body).toEqual({ canReview: false, reason: 'purchase_required' });
    await order(shopper, abaya, 'shipped');
    expect((await eligibility(shopper)).body).toEqual({ canReview: false, reason: 'purchase_required' });
    await order(shopper, abaya, 'delivered');
    const delivered = await eligibility(shopper);
    expect(delivered.status).toBe(200);
    expect(delivered.headers.get('cache-control')).toBe('no-store');
    expect(delivered.body).toEqual({ canReview: true, reason: 'eligible' });
    expect((await review(shopper, { rating: 4 })).status).toBe(201);
    expect((await eligibility(shopper)).body).toEqual({ canReview: false, reason: 'already_reviewed' });
  });

  it('answers as the write decides, from the log, before any read model shows the delivery', async () => {
    const shopper = await store.customer();
    const orderId = await order(shopper, abaya, 'shipped');
    await store.settled();
    const hold = await holdProjections(store.db.url);
    try {
      const delivered = await store.request('PATCH', `/api/orders/${orderId}/status`, { cookie: admin, body: { status: 'delivered' } });
      expect(delivered.status).toBe(200);
      const asked = await fetch(`${store.url}/api/products/${abaya.slug}/review-eligibility`, { headers: { cookie: shopper } });
      expect(await asked.json()).toEqual({ canReview: true, reason: 'eligible' });
    } finally {
      await hold.release();
    }
  });

  it('refuses visitors (401) and unknown products (404)', async () => {
    const shopper = await store.customer();
    expect((await store.request('GET', `/api/products/${abaya.slug}/review-eligibility`)).status).toBe(401);
    expect((await eligibility(shopper, 'no-such-abaya')).status).toBe(404);
  });
});

describe('reviews in the read models', () => {
  it('rebuild from the log to what they are live: the reviews and the catalog with its ratings', async () => {
    for (const projection of [reviewsProjection, catalogProjection]) {
      const rebuilt = await rebuildProjection(store.db.pool, store.db.store, projection);
      expect(rebuilt.matches, projection.name).toBe(true);
    }
  });
});
