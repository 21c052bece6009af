import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, type FixtureProduct } from '../../tests/support/catalog-fixtures.js';
import { startTestStore, type TestResponse, type TestStore } from '../../tests/support/test-store.js';

let store: TestStore;
let admin: string;
let product: FixtureProduct;

/** Delivery to Dubai costs 20.00 and the COD fee is 15.00: what a discount leaves charged besides the goods. */
const dubaiFee = '20.00';
const codFee = '15.00';

beforeAll(async () => {
  // Shoppers here order again and again within the hour: the hourly limit is not what these tests ask about.
  store = await startTestStore({ ORDER_MAX_PER_HOUR: '1000' });
  admin = await store.login();
  expect((await store.request('POST', '/api/admin/settings', { cookie: admin, body: { key: 'codFee', value: codFee } })).status).toBe(200);
  const delivery = await store.request('PUT', '/api/admin/delivery', {
    cookie: admin,
    body: { zones: [{ emirate: 'dubai', fee: dubaiFee, etaDays: [1, 2] }], freeDeliveryOver: null },
  });
  expect(delivery.status, delivery.text).toBe(200);
  product = await createProduct(store, admin, { variants: [{ size: 'M', price: '100.00', stock: 1000 }] });
});
afterAll(() => store.stop());

/** A code no other test uses. */
const uniqueCode = (prefix: string) => `${prefix}-${randomBytes(3).toString('hex').toUpperCase()}`;

async function createCoupon(body: Record<string, unknown>) {
  const created = await store.request('POST', '/api/admin/coupons', { cookie: admin, body: { kind: 'percent', value: '10.00', ...body } });
  expect(created.status, created.text).toBe(201);
  return created.body as { id: string; code: string } & Record<string, unknown>;
}

const lines = (of: FixtureProduct, quantity: number) => [{ productId: of.id, variantId: of.variants[0]!.id, quantity }];
const orderBody = (of: FixtureProduct, quantity: number, extra: Record<string, unknown>) => ({
  items: lines(of, quantity),
  shippingName: 'Maryam Saeed',
  shippingPhone: '+971 50 123 4567',
  shippingCity: 'Dubai',
  shippingAddressLine1: 'Villa 12, Street 5',
  ...extra,
});
const place = (cookie: string, extra: Record<string, unknown> = {}, of = product, quantity = 1) =>
  store.request('POST', '/api/orders', { cookie, body: orderBody(of, quantity, extra) });
const quote = (extra: Record<string, unknown> = {}, of = product, quantity = 1, cookie?: string) =>
  store.request('POST', '/api/cart/quote', { cookie, body: { items: lines(of, quantity), emirate: 'dubai', ...extra } });
const couponById = async (id: string) => (await store.request('GET', `/api/admin/coupons/${id}`, { cookie: admin })).body;
const stockOf = async (of: FixtureProduct) =>
  (await store.request('GET', `/api/admin/products/${of.id}`, { cookie: admin })).body.variants[0].stock as number;

/** Events an order writes (or gives back): none of them may be written by a refused one. */
async function orderWrites(): Promise<number> {
  const result = await store.db.pool.query<{ n: number }>(
    `select count(*)::int as n from events
     where type in ('OrderPlaced', 'StockReserved', 'CustomerOrderCounted', 'CouponUsed', 'CouponUseReturned', 'CheckoutKeyUsed')`,
  );
  return result.rows[0]!.n;
}
const couponWrites = async () =>
  (await store.db.pool.query<{ n: number }>(`select count(*)::int as n from events where type like 'Coupon%'`)).rows[0]!.n;

const cents = (amount: string) => Math.round(Number(amount) * 100);

/** The amounts every view of an order carries, adding up as the contract says. */
function expectAmounts(order: Record<string, unknown>, amounts: Record<string, unknown>) {
  expect(order).toMatchObject(amounts);
  const { subtotal, discount, deliveryFee, codFee: fee, totalAmount } = order as Record<string, string>;
  expect(cents(totalAmount!)).toBe(cents(subtotal!) - cents(discount!) + cents(deliveryFee!) + cents(fee!));
}

function expectRefused(answer: TestResponse, reason: string) {
  expect(answer.status, answer.text).toBe(409);
  expect(answer.body).toMatchObject({ code: 'coupon_invalid', reason });
}

describe('a coupon with a limited number of uses', () => {
  it('is used exactly maxUses times by shoppers ordering at once; the others are refused used_up and change nothing', async () => {
    const coupon = await createCoupon({ code: uniqueCode('RACE'), kind: 'percent', value: '10.00', maxUses: 3 });
    // Each shopper buys another product, so the coupon is all their orders share: nothing else makes them take turns.
    const shoppers: string[] = [];
    const products: FixtureProduct[] = [];
    for (let i = 0; i < 20; i += 1) {
      shoppers.push(await store.customer());
      products.push(await createProduct(store, admin, { variants: [{ size: 'M', price: '100.00', stock: 10 }] }));
    }
    const writesBefore = await orderWrites();

    // Typed as shoppers type it: any case.
    const answers = await Promise.all(
      shoppers.map((cookie, index) => place(cookie, { couponCode: coupon.code.toLowerCase(), locale: 'en' }, products[index], 2)),
    );

    const won = answers.flatMap((answer, index) => (answer.status === 201 ? [index] : []));
    const lost = answers.flatMap((answer, index) => (answer.status === 201 ? [] : [index]));
    expect(won).toHaveLength(3);
    expect(lost).toHaveLength(17);
    for (const index of won) {
      expectAmounts(answers[index]!.body, {
        subtotal: '200.00',
        discount: '20.00',
        deliveryFee: dubaiFee,
        codFee,
        totalAmount: '215.00',
        coupon: { code: coupon.code, kind: 'percent' },
      });
    }
    for (const index of lost) {
      const answer = answers[index]!;
      expectRefused(answer, 'used_up');
      expect(answer.body.params).toMatchObject({ code: coupon.code, maxUses: 3 });
      expect(answer.body.message).toBe(`The coupon ${coupon.code} has been used as many times as it can be.`);
    }

    // Only the three orders were written (order, stock, her count, the use): nothing of the seventeen.
    expect(await orderWrites()).toBe(writesBefore + 3 * 4);
    for (const [index, of] of products.entries()) expect(await stockOf(of)).toBe(won.includes(index) ? 8 : 10);
    expect(await couponById(coupon.id)).toMatchObject({ uses: 3, discountGiven: '60.00' });
    const listed = await store.request('GET', `/api/admin/coupons?q=${coupon.code}`, { cookie: admin });
    expect(listed.body).toEqual([expect.objectContaining({ id: coupon.id, code: coupon.code, uses: 3, discountGiven: '60.00', maxUses: 3 })]);
    for (const index of lost) expect((await store.request('GET', '/api/account/orders', { cookie: shoppers[index]! })).body).toEqual([]);

    // A cancelled order gives its use back: one more shopper can use the coupon, and then no one.
    const cancelled = won[0]!;
    const cancel = await store.request('POST', `/api/admin/orders/${answers[cancelled]!.body.id}/cancel`, {
      cookie: admin,
      body: { reason: 'customer_request' },
    });
    expect(cancel.status, cancel.text).toBe(200);
    expect(await couponById(coupon.id)).toMatchObject({ uses: 2, discountGiven: '40.00' });
    expect(await stockOf(products[cancelled]!)).toBe(10);
    const again = await place(shoppers[lost[0]!]!, { couponCode: coupon.code }, products[lost[0]!], 2);
    expect(again.status, again.text).toBe(201);
    expect(again.body).toMatchObject({ discount: '20.00', coupon: { code: coupon.code, kind: 'percent' } });
    expectRefused(await place(shoppers[lost[1]!]!, { couponCode: coupon.code }, products[lost[1]!], 2), 'used_up');
    expect(await couponById(coupon.id)).toMatchObject({ uses: 3, discountGiven: '60.00' });
  });

  it('is used once by each customer when maxUsesPerCustomer is 1', async () => {
    const coupon = await createCoupon({ code: uniqueCode('ONCE'), kind: 'amount', value: '25.00', maxUsesPerCustomer: 1 });
    const shopper = await store.customer();
    const first = await place(shopper, { couponCode: coupon.code });
    expect(first.status, first.text).toBe(201);
    expect(first.body).toMatchObject({ discount: '25.00', totalAmount: '110.00' });

    const writesBefore = await orderWrites();
    const second = await place(shopper, { couponCode: coupon.code, locale: 'en' });
    expectRefused(second, 'already_used');
    expect(second.body.params).toMatchObject({ code: coupon.code, maxUsesPerCustomer: 1 });
    expect(second.body.message).toBe(`You have already used the coupon ${coupon.code}.`);
    expectRefused(await quote({ couponCode: coupon.code }, product, 1, shopper), 'already_used');
    expect(await orderWrites()).toBe(writesBefore);
    // Without the coupon she orders as usual; another shopper still has her use.
    expect((await place(shopper)).status).toBe(201);
    expect((await place(await store.customer(), { couponCode: coupon.code })).status).toBe(201);

    // Her cancelled order gives her use back.
    const cancel = await store.request('POST', `/api/admin/orders/${first.body.id}/cancel`, { cookie: admin, body: { reason: 'customer_request' } });
    expect(cancel.status, cancel.text).toBe(200);
    expect((await place(shopper, { couponCode: coupon.code })).status).toBe(201);
  });
});

describe('a code that cannot be used', () => {
  const day = 24 * 60 * 60 * 1000;

  it('is refused by the quote and by the order with its reason, in Arabic unless she reads English, writing nothing', async () => {
    const shopper = await store.customer();
    const inactive = await createCoupon({ code: uniqueCode('GONE') });
    const deactivated = await store.request('PATCH', `/api/admin/coupons/${inactive.id}`, { cookie: admin, body: { active: false } });
    expect(deactivated.body).toMatchObject({ active: false, code: inactive.code });
    const startsAt = new Date(Date.now() + 10 * day).toISOString();
    const later = await createCoupon({ code: uniqueCode('SOON'), startsAt });
    const endsAt = new Date(Date.now() - day).toISOString();
    const past = await createCoupon({ code: uniqueCode('PAST'), startsAt: new Date(Date.now() - 30 * day).toISOString(), endsAt });
    const big = await createCoupon({ code: uniqueCode('BIG'), minSubtotal: '500.00' });
    const unknownCode = uniqueCode('NONE');

    const cases = [
      { code: unknownCode.toLowerCase(), reason: 'unknown', params: { code: unknownCode }, ar: 'لا توجد قسيمة', en: `There is no coupon ${unknownCode}.` },
      { code: inactive.code, reason: 'inactive', params: { code: inactive.code }, ar: 'لم تعد صالحة', en: 'is no longer valid' },
      { code: later.code, reason: 'not_started', params: { code: later.code, startsAt }, ar: 'ابتداءً من', en: 'can be used from' },
      { code: past.code, reason: 'expired', params: { code: past.code, endsAt }, ar: 'انتهت صلاحية', en: 'has expired' },
      {
        code: big.code,
        reason: 'min_subtotal',
        params: { code: big.code, minSubtotal: '500.00', difference: '400.00' },
        ar: '500.00 د.إ',
        en: 'applies to baskets from AED 500.00. Add AED 400.00 more',
      },
    ];
    const writesBefore = await orderWrites();
    for (const { code, reason, params, ar, en } of cases) {
      for (const answer of [await quote({ couponCode: code }), await place(shopper, { couponCode: code })]) {
        expectRefused(answer, reason);
        expect(answer.body.params, reason).toEqual(params);
        expect(answer.body.message, reason).toContain(ar);
        expect(answer.body.message, reason).toContain(params.code);
      }
      for (const answer of [await quote({ couponCode: code, locale: 'en' }), await place(shopper, { couponCode: code, locale: 'en' })]) {
        expectRefused(answer, reason);
        expect(answer.body.message, reason).toContain(en);
      }
    }
    expect(await orderWrites()).toBe(writesBefore);
    expect((await store.request('GET', '/api/account/orders', { cookie: shopper })).body).toEqual([]);
    // The minimum reached, the same code is taken.
    expect((await quote({ couponCode: big.code }, product, 5)).body).toMatchObject({ subtotal: '500.00', discount: '50.00' });
  });

  it('is matched without regard to case, and a blank code is no code', async () => {
    const coupon = await createCoupon({ code: uniqueCode('SAVE10') });
    for (const typed of [coupon.code.toLowerCase(), ` ${coupon.code} `, coupon.code.replace(/^S/, 's')]) {
      const answer = await quote({ couponCode: typed });
      expect(answer.status, answer.text).toBe(200);
      expect(answer.body.coupon).toEqual({ code: coupon.code, kind: 'percent', value: '10.00', discount: '10.00' });
    }
    const blank = await quote({ couponCode: '  ' });
    expect(blank.status).toBe(200);
    expect(blank.body).toMatchObject({ discount: '0.00', coupon: null });
  });
});

describe('coupons in the back office', () => {
  it('are created with their terms as given, the code upper-cased, and read back the same', async () => {
    const code = uniqueCode('Eid');
    const startsAt = '2030-01-01T00:00:00+04:00';
    const created = await store.request('POST', '/api/admin/coupons', {
      cookie: admin,
      body: { code: ` ${code.toLowerCase()} `, kind: 'percent', value: '15', minSubtotal: '200', startsAt, endsAt: null, maxUses: 50, maxUsesPerCustomer: 2, active: true },
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      code: code.toUpperCase(),
      kind: 'percent',
      value: '15.00',
      minSubtotal: '200.00',
      startsAt: expect.any(String),
      endsAt: null,
      maxUses: 50,
      maxUsesPerCustomer: 2,
      active: true,
      uses: 0,
      discountGiven: '0.00',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(Date.parse(created.body.startsAt)).toBe(Date.parse(startsAt));
    const read = await store.request('GET', `/api/admin/coupons/${created.body.id}`, { cookie: admin });
    expect(read.status).toBe(200);
    const { startsAt: readStart, createdAt: readCreated, updatedAt: _updated, ...readTerms } = read.body;
    const { startsAt: _start, createdAt, updatedAt: _at, ...terms } = created.body;
    expect(readTerms).toEqual(terms);
    expect(Date.parse(readStart)).toBe(Date.parse(startsAt));
    expect(Date.parse(readCreated)).toBe(Date.parse(createdAt));

    const free = await createCoupon({ code: uniqueCode('SHIP'), kind: 'free_delivery', value: undefined });
    expect(free).toMatchObject({ kind: 'free_delivery', value: null, minSubtotal: null, startsAt: null, endsAt: null, maxUses: null, maxUsesPerCustomer: null, active: true });
  });

  it('refuses a code another coupon has, in any case: 409 coupon_code_taken', async () => {
    const coupon = await createCoupon({ code: uniqueCode('TWICE') });
    const before = await couponWrites();
    const taken = await store.request('POST', '/api/admin/coupons', { cookie: admin, body: { code: coupon.code.toLowerCase(), kind: 'amount', value: '5.00' } });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('coupon_code_taken');
    expect(taken.body.errors).toHaveProperty('code');
    expect(await couponWrites()).toBe(before);
  });

  it('refuses bad terms with 400 invalid_coupon and the field at fault, and writes nothing', async () => {
    const tag = uniqueCode('BAD');
    const now = Date.now();
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ code: 'AB' }, 'code'],
      [{ code: `${tag} X` }, 'code'],
      [{ code: `${tag}_X` }, 'code'],
      [{ code: `${tag}-${'X'.repeat(32)}` }, 'code'],
      [{ kind: 'percent', value: '100.01' }, 'value'],
      [{ kind: 'percent', value: null }, 'value'],
      [{ kind: 'amount', value: null }, 'value'],
      [{ kind: 'amount', value: '0' }, 'value'],
      [{ kind: 'free_delivery', value: '5.00' }, 'value'],
      [{ kind: 'gift' }, 'kind'],
      [{ startsAt: new Date(now + 2 * 86_400_000).toISOString(), endsAt: new Date(now + 86_400_000).toISOString() }, 'endsAt'],
      [{ startsAt: 'tomorrow' }, 'startsAt'],
      [{ maxUses: 0 }, 'maxUses'],
      [{ maxUsesPerCustomer: 1.5 }, 'maxUsesPerCustomer'],
      [{ minSubtotal: 'lots' }, 'minSubtotal'],
    ];
    const before = await couponWrites();
    for (const [change, field] of bad) {
      const answer = await store.request('POST', '/api/admin/coupons', { cookie: admin, body: { code: tag, kind: 'percent', value: '10.00', ...change } });
      expect(answer.status, JSON.stringify(change)).toBe(400);
      expect(answer.body.code, JSON.stringify(change)).toBe('invalid_coupon');
      expect(answer.body.errors, JSON.stringify(change)).toHaveProperty([field]);
      expect(answer.body.message, JSON.stringify(change)).toEqual(expect.any(String));
    }
    expect(await couponWrites()).toBe(before);
    expect((await store.request('GET', `/api/admin/coupons?q=${tag}`, { cookie: admin })).body).toEqual([]);
    // The code was never claimed by the refused attempts.
    expect((await store.request('POST', '/api/admin/coupons', { cookie: admin, body: { code: tag, kind: 'percent', value: '10.00' } })).status).toBe(201);
  });

  it('are changed but keep their code; an unknown coupon is 404', async () => {
    const coupon = await createCoupon({ code: uniqueCode('KEEP'), maxUses: 5 });
    const renamed = await store.request('PATCH', `/api/admin/coupons/${coupon.id}`, { cookie: admin, body: { code: uniqueCode('OTHER'), maxUses: 9 } });
    expect(renamed.status).toBe(400);
    expect(renamed.body.code).toBe('invalid_coupon');
    expect(renamed.body.errors).toHaveProperty('code');
    expect(await couponById(coupon.id)).toMatchObject({ code: coupon.code, maxUses: 5 });

    const changed = await store.request('PATCH', `/api/admin/coupons/${coupon.id}`, {
      cookie: admin,
      body: { code: coupon.code.toLowerCase(), kind: 'amount', value: '30.00', maxUses: null },
    });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body).toMatchObject({ id: coupon.id, code: coupon.code, kind: 'amount', value: '30.00', maxUses: null, active: true });
    expect(await couponById(coupon.id)).toMatchObject({ kind: 'amount', value: '30.00', maxUses: null });
    expect((await quote({ couponCode: coupon.code })).body).toMatchObject({ discount: '30.00', coupon: { kind: 'amount', value: '30.00' } });

    const tooMuch = await store.request('PATCH', `/api/admin/coupons/${coupon.id}`, { cookie: admin, body: { kind: 'percent', value: '150.00' } });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.errors).toHaveProperty('value');

    const unknown = await store.request('PATCH', `/api/admin/coupons/${randomUUID()}`, { cookie: admin, body: { active: false } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('coupon_not_found');
    expect((await store.request('GET', `/api/admin/coupons/${randomUUID()}`, { cookie: admin })).status).toBe(404);
    expect((await store.request('PATCH', '/api/admin/coupons/not-an-id', { cookie: admin, body: { active: false } })).status).toBe(404);
  });

  it('are listed newest first in pages, with the total, searched by code and filtered by active', async () => {
    const tag = uniqueCode('LIST');
    const first = await createCoupon({ code: `${tag}-A` });
    const second = await createCoupon({ code: `${tag}-B` });
    const third = await createCoupon({ code: `${tag}-C` });
    const codes = (answer: TestResponse) => answer.body.map((coupon: { code: string }) => coupon.code);

    const page = await store.request('GET', `/api/admin/coupons?limit=2&q=${tag.toLowerCase()}`, { cookie: admin });
    expect(page.status).toBe(200);
    expect(page.headers.get('x-total-count')).toBe('3');
    expect(codes(page)).toEqual([third.code, second.code]);
    const next = /<([^>]+)>; rel="next"/.exec(page.headers.get('link') ?? '')?.[1];
    expect(next).toBeDefined();
    const rest = await store.request('GET', next!, { cookie: admin });
    expect(codes(rest)).toEqual([first.code]);
    expect(rest.headers.get('link')).toBeNull();

    await store.request('PATCH', `/api/admin/coupons/${second.id}`, { cookie: admin, body: { active: false } });
    const inactive = await store.request('GET', `/api/admin/coupons?q=${tag}&active=false`, { cookie: admin });
    expect(codes(inactive)).toEqual([second.code]);
    expect(inactive.headers.get('x-total-count')).toBe('1');
    expect(codes(await store.request('GET', `/api/admin/coupons?q=${tag}&active=true`, { cookie: admin }))).toEqual([third.code, first.code]);
    expect((await store.request('GET', `/api/admin/coupons?active=maybe`, { cookie: admin })).status).toBe(400);
  });

  it('are for admins alone', async () => {
    const coupon = await createCoupon({ code: uniqueCode('ADMIN') });
    const shopper = await store.customer();
    const before = await couponWrites();
    expect((await store.request('GET', '/api/admin/coupons', { cookie: shopper })).status).toBe(403);
    expect((await store.request('GET', `/api/admin/coupons/${coupon.id}`, { cookie: shopper })).status).toBe(403);
    expect((await store.request('POST', '/api/admin/coupons', { cookie: shopper, body: { code: uniqueCode('MINE'), kind: 'percent', value: '90.00' } })).status).toBe(403);
    expect((await store.request('PATCH', `/api/admin/coupons/${coupon.id}`, { cookie: shopper, body: { value: '90.00' } })).status).toBe(403);
    expect((await store.request('GET', '/api/admin/coupons')).status).toBe(401);
    expect(await couponWrites()).toBe(before);
  });
});

describe('what a coupon takes off', () => {
  it('rounds a percentage half up to the fils, caps an amount at the goods but charges the fees, and frees delivery', async () => {
    const dear = await createProduct(store, admin, { variants: [{ size: 'M', price: '99.99', stock: 50 }] });
    const cheap = await createProduct(store, admin, { variants: [{ size: 'S', price: '45.45', stock: 50 }] });
    const eighth = await createCoupon({ code: uniqueCode('EIGHTH'), kind: 'percent', value: '12.5' });
    const tenth = await createCoupon({ code: uniqueCode('TENTH'), kind: 'percent', value: '10' });
    const lots = await createCoupon({ code: uniqueCode('LOTS'), kind: 'amount', value: '500.00' });
    const ship = await createCoupon({ code: uniqueCode('SHIP'), kind: 'free_delivery', value: null });

    // 12.5 % of 99.99 is 12.49875: 12.50. 10 % of 45.45 is 4.545: 4.55.
    const percent = await quote({ couponCode: eighth.code }, dear);
    expectAmounts(percent.body, { subtotal: '99.99', discount: '12.50', deliveryFee: dubaiFee, codFee, totalAmount: '122.49' });
    expect(percent.body.coupon).toEqual({ code: eighth.code, kind: 'percent', value: '12.50', discount: '12.50' });
    expectAmounts((await quote({ couponCode: tenth.code }, cheap)).body, { subtotal: '45.45', discount: '4.55', totalAmount: '75.90' });
    // Nothing of the goods is left to pay, but delivery and cash on delivery still are.
    expectAmounts((await quote({ couponCode: lots.code }, cheap)).body, { subtotal: '45.45', discount: '45.45', deliveryFee: dubaiFee, codFee, totalAmount: '35.00' });
    const free = (await quote({ couponCode: ship.code }, dear)).body;
    expectAmounts(free, { subtotal: '99.99', discount: '0.00', deliveryFee: '0.00', codFee, totalAmount: '114.99' });
    expect(free.coupon).toEqual({ code: ship.code, kind: 'free_delivery', value: null, discount: '0.00' });

    const shopper = await store.customer();
    const expected = [
      { of: dear, coupon: eighth, kind: 'percent', amounts: { subtotal: '99.99', discount: '12.50', deliveryFee: dubaiFee, codFee, totalAmount: '122.49' } },
      { of: cheap, coupon: tenth, kind: 'percent', amounts: { subtotal: '45.45', discount: '4.55', deliveryFee: dubaiFee, codFee, totalAmount: '75.90' } },
      { of: cheap, coupon: lots, kind: 'amount', amounts: { subtotal: '45.45', discount: '45.45', deliveryFee: dubaiFee, codFee, totalAmount: '35.00' } },
      { of: dear, coupon: ship, kind: 'free_delivery', amounts: { subtotal: '99.99', discount: '0.00', deliveryFee: '0.00', codFee, totalAmount: '114.99' } },
      { of: dear, coupon: null, kind: null, amounts: { subtotal: '99.99', discount: '0.00', deliveryFee: dubaiFee, codFee, totalAmount: '134.99' } },
    ];
    const placedIds: string[] = [];
    for (const { of, coupon, kind, amounts } of expected) {
      const shown = { ...amounts, coupon: coupon ? { code: coupon.code, kind } : null };
      const placed = await place(shopper, coupon ? { couponCode: coupon.code.toLowerCase() } : {}, of);
      expect(placed.status, placed.text).toBe(201);
      expectAmounts(placed.body, shown);
      placedIds.push(placed.body.id);
      const staffView = await store.request('GET', `/api/admin/orders/${placed.body.id}`, { cookie: admin });
      expectAmounts(staffView.body, shown);
      const hers = await store.request('GET', `/api/account/orders/${placed.body.id}`, { cookie: shopper });
      expectAmounts(hers.body, shown);
      const adminList = await store.request('GET', `/api/admin/orders?q=${placed.body.orderNumber}`, { cookie: admin });
      expectAmounts(adminList.body.find((row: { id: string }) => row.id === placed.body.id), shown);
    }
    const list = await store.request('GET', '/api/account/orders', { cookie: shopper });
    expect(list.body.map((row: { id: string }) => row.id)).toEqual([...placedIds].reverse());
    expected.forEach(({ coupon, kind, amounts }, index) => {
      const row = list.body.find((candidate: { id: string }) => candidate.id === placedIds[index]);
      expectAmounts(row, { ...amounts, coupon: coupon ? { code: coupon.code, kind } : null });
    });
  });
});
