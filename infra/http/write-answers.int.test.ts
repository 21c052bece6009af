import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, type FixtureProduct } from '../../tests/support/catalog-fixtures.js';
import { laterLogPosition } from '../../tests/support/log-position.js';
import { startTestStore, type TestStore } from '../../tests/support/test-store.js';
import { holdProjections } from '../../tests/support/hold-projections.js';

// Every write answers at its append, built from its decision (ADR 049): with every read model held back, each write
// still answers at once with the record it wrote, and the read models, once let go, hold exactly what it said.
const boundMs = 3000;
const quickMs = boundMs / 2;
let store: TestStore;
let product: FixtureProduct;
/**
 * What the reviews are of and a new shopper orders while the read models are held: not `product`, whose edit's
 * answer (its rating, its stock) the read model must show unchanged by later writes.
 */
let spare: FixtureProduct;
const admins: string[] = [];
const shoppers: Record<string, string> = {};

beforeAll(async () => {
  store = await startTestStore({ READ_POSITION_WAIT_MS: String(boundMs), ORDER_MAX_PER_HOUR: '1000' });
  const admin = await store.login();
  product = await createProduct(store, admin, { variants: [{ size: 'M', price: '100.00', stock: 20 }] });
  spare = await createProduct(store, admin, { variants: [{ size: 'S', price: '90.00', stock: 20 }] });
  // One session per write made while the read models are held: a session that wrote carries its position, and a
  // write carrying one waits for it (ADR 041), which is not what is shown here.
  for (let i = 0; i < 10; i++) admins.push(await store.login());
  for (const name of ['renamed', 'promoted', 'reviewer', 'reviewed', 'newAddress', 'oldAddress', 'reader']) {
    shoppers[name] = await store.customer();
  }
  for (const name of ['reviewer', 'reviewed']) await deliveredOrder(shoppers[name]!, admin, spare);
  // The edited product has a rating, which its edit's answer takes from the read model (no edit changes it).
  await deliveredOrder(shoppers.reader!, admin, product);
  const rated = await store.request('POST', `/api/products/${product.slug}/reviews`, { cookie: shoppers.reader, body: { rating: 4 } });
  expect(rated.status).toBe(201);
}, 90_000);
afterAll(() => store?.stop());

async function deliveredOrder(shopper: string, admin: string, ordered: FixtureProduct) {
  const placed = await store.request('POST', '/api/orders', {
    cookie: shopper,
    body: {
      items: [{ productId: ordered.id, variantId: ordered.variants[0]!.id, quantity: 1 }],
      shippingName: 'Maryam Saeed',
      shippingPhone: '+971 50 123 4567',
      shippingCity: 'Dubai',
      shippingAddressLine1: 'Villa 12, Street 5, Al Barsha',
    },
  });
  expect(placed.status).toBe(201);
  const delivered = await store.request('PATCH', `/api/orders/${placed.body.id}/status`, { cookie: admin, body: { status: 'delivered' } });
  expect(delivered.status).toBe(200);
}

/** A plain request: the session given and no position (unlike `store.request`), timed. */
async function timed(method: string, path: string, cookie: string | undefined, body?: unknown, headers: Record<string, string> = {}) {
  const started = performance.now();
  const response = await fetch(`${store.url}${path}`, {
    method,
    headers: { ...headers, ...(cookie ? { cookie } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined, ms: performance.now() - started };
}


const sessionOf = (headers: Headers) => `session=${/session=([^;]+)/.exec(headers.get('set-cookie') ?? '')![1]}`;
const byId = <T extends { id: string }>(list: readonly T[] | { items: readonly T[] }, id: string) =>
  (Array.isArray(list) ? list : (list as { items: readonly T[] }).items).find((item) => item.id === id);

describe('writes answer at their append with what they wrote, while the read models are held back', () => {
  it('answers every write from its decision at once, and the read models then show exactly the answers', async () => {
    // Set up what the writes act on, and let the read models show it.
    const [admin] = admins;
    const category = await store.request('POST', '/api/admin/categories', { cookie: admin, body: { nameEn: 'Jalabiyas', nameAr: 'جلابيات' } });
    const banner = await store.request('POST', '/api/admin/banners', {
      cookie: admin,
      body: { titleEn: 'Eid', titleAr: 'العيد', imageUrl: 'https://images.example.com/eid.jpg' },
    });
    const promotedId = (await store.request('GET', '/api/account/profile', { cookie: shoppers.promoted })).body.id as string;
    const oldReview = await store.request('POST', `/api/products/${spare.slug}/reviews`, {
      cookie: shoppers.reviewed,
      body: { rating: 2, comment: 'Too long for me' },
    });
    const oldAddress = await store.request('POST', '/api/account/addresses', {
      cookie: shoppers.oldAddress,
      body: { name: 'Huda', phone: '050 123 4567', city: 'sharjah', addressLine1: 'Tower 3', isDefault: true },
    });
    const editing = await store.request('GET', `/api/admin/products/${product.id}`, { cookie: admin });
    expect([category.status, banner.status, oldReview.status, oldAddress.status, editing.status]).toEqual([201, 201, 201, 201, 200]);
    expect((await store.request('GET', '/api/account/notifications/unread-count', { cookie: shoppers.reader })).body.unread).toBeGreaterThan(0);

    const hold = await holdProjections(store.db.url);
    let released = false;
    const answers: Record<string, Awaited<ReturnType<typeof timed>>> = {};
    try {
      const newEmail = `new-${Date.now()}@example.com`;
      answers.register = await timed('POST', '/api/auth/register', undefined, { name: ' Salma ', email: newEmail, password: 'secret1' });
      const salma = sessionOf(answers.register.headers);
      // Her new session works at once: it places an order (a write that reads no read model) without waiting.
      answers.firstOrder = await timed('POST', '/api/orders', salma, {
        items: [{ productId: spare.id, variantId: spare.variants[0]!.id, quantity: 1 }],
        shippingName: 'Salma',
        shippingPhone: '+971 50 123 4567',
        shippingCity: 'Dubai',
        shippingAddressLine1: 'Villa 1',
      });
      answers.profile = await timed('PATCH', '/api/account/profile', shoppers.renamed, { name: 'Noor Al Huda' });
      answers.role = await timed('PATCH', `/api/admin/users/${promotedId}/role`, admins[1], { role: 'auditor' });
      answers.newCategory = await timed('POST', '/api/admin/categories', admins[2], { nameEn: 'Kaftans', nameAr: 'قفاطين' });
      answers.category = await timed('PATCH', `/api/admin/categories/${category.body.id}`, admins[3], { nameEn: 'Jalabiyas New', nameAr: 'جلابيات جديدة' });
      answers.newProduct = await timed('POST', '/api/admin/products', admins[4], {
        nameEn: 'Green Kaftan',
        nameAr: 'قفطان أخضر',
        categoryId: category.body.id,
        status: 'active',
        variants: [{ size: 'S', color: 'Green', price: '250.5', stock: 4 }, { size: 'L', price: '260', stock: 0 }],
        images: [
          { url: 'https://images.example.com/kaftan-2.jpg', isPrimary: false, position: 2 },
          { url: 'https://images.example.com/kaftan-1.jpg', isPrimary: true, position: 1 },
        ],
      });
      const current = editing.body;
      answers.product = await timed(
        'PATCH',
        `/api/admin/products/${product.id}`,
        admins[5],
        {
          nameEn: `${current.nameEn} (new)`,
          nameAr: current.nameAr,
          descriptionEn: 'Soft crepe',
          descriptionAr: null,
          categoryId: category.body.id,
          status: current.status,
          variants: [
            ...current.variants.map((variant: { id: string; size: string; color: string; price: string }) => ({ ...variant, stock: 7 })),
            { size: 'XL', color: null, price: '110.00', stock: 3 },
          ],
          images: current.images,
        },
        { 'if-match': editing.headers.get('etag')! },
      );
      answers.banner = await timed('PATCH', `/api/admin/banners/${banner.body.id}`, admins[6], { subtitleEn: 'Up to 30% off', isActive: false });
      answers.newBanner = await timed('POST', '/api/admin/banners', admins[7], {
        titleEn: 'New in',
        titleAr: 'وصل حديثا',
        imageUrl: 'https://images.example.com/new.jpg',
        position: 3,
      });
      answers.page = await timed('PUT', '/api/admin/pages/about', admins[8], {
        titleEn: 'About us',
        titleAr: 'من نحن',
        bodyEn: 'A modest-fashion house in Dubai.',
        bodyAr: 'دار أزياء محتشمة في دبي.',
      });
      answers.settings = await timed('POST', '/api/admin/settings', admins[9], { key: 'codFee', value: '12.5' });
      answers.review = await timed('POST', `/api/products/${spare.slug}/reviews`, shoppers.reviewer, { rating: 5, comment: 'Lovely' });
      answers.hide = await timed('POST', `/api/admin/reviews/${oldReview.body.id}/hide`, admins[0]);
      answers.newAddress = await timed('POST', '/api/account/addresses', shoppers.newAddress, {
        name: 'Maryam',
        phone: '050 765 4321',
        city: 'dubai',
        addressLine1: 'Villa 9',
        isDefault: false,
      });
      answers.address = await timed('PATCH', `/api/account/addresses/${oldAddress.body.id}`, shoppers.oldAddress, { addressLine2: 'Flat 4' });
      answers.readAll = await timed('POST', '/api/account/notifications/read-all', shoppers.reader);

      for (const [name, answer] of Object.entries(answers)) {
        expect(answer.status, `${name}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
        expect(answer.ms, name).toBeLessThan(quickMs);
        expect(answer.headers.get('x-log-position'), name).toMatch(/^\d+\.\d+$/);
      }
      // What each answer says, checked against what was sent (the read models below show it too).
      expect(answers.register.body).toMatchObject({ email: newEmail, name: 'Salma', role: 'customer' });
      expect(answers.profile.body.name).toBe('Noor Al Huda');
      expect(answers.role.body).toMatchObject({ id: promotedId, role: 'auditor', ordersCount: 0 });
      expect(answers.category.body).toMatchObject({ nameEn: 'Jalabiyas New', slug: category.body.slug });
      expect(answers.newProduct.body.variants.map((variant: { price: string }) => variant.price)).toEqual(['250.50', '260.00']);
      expect(answers.newProduct.body.images.map((image: { position: number }) => image.position)).toEqual([1, 2]);
      expect(answers.product.body.category).toMatchObject({ id: category.body.id, nameEn: 'Jalabiyas New' });
      expect(answers.product.body.variants.map((variant: { stock: number }) => variant.stock)).toEqual([7, 3]);
      expect(answers.product.body.rating).toEqual({ average: 4, count: 1 });
      expect(answers.banner.body).toMatchObject({ subtitleEn: 'Up to 30% off', isActive: false, titleEn: 'Eid' });
      expect(answers.settings.body).toEqual({ codFee: '12.50' });
      expect(answers.review.body).toMatchObject({ authorName: 'Test S.', rating: 5, comment: 'Lovely' });
      expect(answers.hide.body.hiddenAt).toEqual(expect.any(String));
      expect(answers.newAddress.body).toMatchObject({ isDefault: true, city: 'dubai' });
      expect(answers.address.body).toMatchObject({ addressLine2: 'Flat 4', isDefault: true });
      expect(answers.readAll.body).toEqual({ marked: expect.any(Number), unread: 0 });
      expect(answers.readAll.body.marked).toBeGreaterThan(0);

      // Held all along: the read models do not show the writes yet.
      const stale = await timed('GET', '/api/admin/settings', admins[0]);
      expect(stale.body).toMatchObject({ codFee: '0.00' });

      await hold.release();
      released = true;

      // Read with the latest position any answer gave: each read model, caught up, holds what the write answered.
      let position: string | undefined;
      for (const answer of Object.values(answers)) position = laterLogPosition(position, answer.headers.get('x-log-position'));
      const read = async (path: string, cookie: string) => {
        const response = await timed('GET', path, cookie, undefined, { 'x-log-position': position! });
        expect(response.status, path).toBe(200);
        expect(response.headers.get('x-log-position-reached'), path).toBeNull();
        return response;
      };
      expect((await read('/api/auth/me', salma)).body).toEqual(answers.register.body);
      expect((await read('/api/account/profile', shoppers.renamed!)).body).toEqual(answers.profile.body);
      const { orders: _orders, moreOrders: _more, refusalHistory: _refusals, phones: _phones, ...customer } = (await read(`/api/admin/customers/${promotedId}`, admins[0]!)).body;
      expect(customer).toEqual(answers.role.body);
      // The back office's list adds each category's product count, which no category write decides.
      const categories = (await read('/api/admin/categories', admins[0]!)).body.map(({ productCount: _count, ...row }: { productCount: number }) => row);
      expect(byId(categories, answers.newCategory.body.id)).toEqual(answers.newCategory.body);
      expect(byId(categories, category.body.id)).toEqual(answers.category.body);
      for (const name of ['newProduct', 'product']) {
        const shown = await read(`/api/admin/products/${answers[name]!.body.id}`, admins[0]!);
        expect(shown.body, name).toEqual(answers[name]!.body);
        expect(shown.headers.get('etag'), name).toBe(answers[name]!.headers.get('etag'));
      }
      const banners = (await read('/api/admin/banners', admins[0]!)).body;
      expect(byId(banners, banner.body.id)).toEqual(answers.banner.body);
      expect(byId(banners, answers.newBanner.body.id)).toEqual(answers.newBanner.body);
      const pages = (await read('/api/admin/pages', admins[0]!)).body as Array<{ key: string }>;
      expect(pages.find((page) => page.key === 'about')).toEqual(answers.page.body);
      expect((await read('/api/admin/settings', admins[0]!)).body).toMatchObject(answers.settings.body);
      expect(byId((await read(`/api/products/${spare.slug}/reviews`, shoppers.reviewer!)).body, answers.review.body.id)).toEqual(
        answers.review.body,
      );
      expect(byId((await read(`/api/admin/products/${spare.id}/reviews`, admins[0]!)).body, oldReview.body.id)).toEqual(answers.hide.body);
      expect(byId((await read('/api/account/addresses', shoppers.newAddress!)).body, answers.newAddress.body.id)).toEqual(
        answers.newAddress.body,
      );
      expect(byId((await read('/api/account/addresses', shoppers.oldAddress!)).body, oldAddress.body.id)).toEqual(answers.address.body);
      expect((await read('/api/account/notifications/unread-count', shoppers.reader!)).body.unread).toBe(answers.readAll.body.unread);
    } finally {
      if (!released) await hold.release();
    }
  }, 90_000);
});
