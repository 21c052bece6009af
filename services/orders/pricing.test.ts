import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emirateKeys } from '../../events/addresses.js';
import { couponFold, couponKinds, type CouponState, type CouponTerms } from '../../events/coupons.js';
import { completeTerms, noDeliveryTerms, type DeliveryTerms } from '../../events/delivery.js';
import { fromCents, toCents } from '../../infra/money.js';
import { checkCoupon, couponMessage, couponRefusalReasons, discountCents, priceOrder, type PresentCoupon } from './pricing.js';

const couponId = '6b1c2d3e-4f50-4a61-8b72-9c8d7e6f5a40';
const shopper = '7a0e4b2c-1111-4d2e-8f3a-2b4c6d8e0f12';
const terms = (changes: Partial<CouponTerms> = {}): CouponTerms => ({
  kind: 'percent',
  value: '10.00',
  minSubtotal: null,
  startsAt: null,
  endsAt: null,
  maxUses: null,
  maxUsesPerCustomer: null,
  active: true,
  ...changes,
});
const coupon = (changes: Partial<CouponTerms> = {}, uses = 0, usesBy: [string, number][] = []): PresentCoupon => ({
  kind: 'present',
  couponId,
  code: 'EID10',
  terms: terms(changes),
  uses,
  usesBy: new Map(usesBy),
});
const delivery: DeliveryTerms = completeTerms({
  zones: [
    { emirate: 'sharjah', fee: '15.00', etaDays: [1, 2] },
    { emirate: 'fujairah', fee: '25.00', etaDays: [2, 4] },
  ],
  freeDeliveryOver: '500.00',
});
const price = (subtotal: string, changes: Partial<Parameters<typeof priceOrder>[0]> = {}) =>
  priceOrder({ subtotal, hasItems: true, codFee: '10.00', delivery, emirate: 'sharjah', coupon: null, ...changes });

describe('an order total', () => {
  it('with nothing configured is the subtotal plus the COD fee, as the spec has it', () => {
    expect(price('120.00', { delivery: noDeliveryTerms })).toEqual({
      subtotal: '120.00',
      discount: '0.00',
      deliveryFee: '0.00',
      codFee: '10.00',
      totalAmount: '130.00',
      freeDeliveryRemaining: null,
      etaDays: [1, 3],
    });
  });

  it("charges the emirate's fee below the threshold and says how much more makes it free", () => {
    expect(price('120.00')).toMatchObject({ deliveryFee: '15.00', totalAmount: '145.00', freeDeliveryRemaining: '380.00', etaDays: [1, 2] });
    expect(price('120.00', { emirate: 'fujairah' })).toMatchObject({ deliveryFee: '25.00', totalAmount: '155.00' });
    // An emirate nobody priced is free, as the default zone is.
    expect(price('120.00', { emirate: 'dubai' })).toMatchObject({ deliveryFee: '0.00', totalAmount: '130.00' });
  });

  it('prices a city that names no emirate at the dearest zone, never below cost', () => {
    expect(price('120.00', { emirate: null })).toMatchObject({ deliveryFee: '25.00', etaDays: null });
  });

  it('delivers free from the threshold on, counted on the goods after the discount', () => {
    expect(price('500.00')).toMatchObject({ deliveryFee: '0.00', totalAmount: '510.00', freeDeliveryRemaining: '0.00' });
    expect(price('499.99')).toMatchObject({ deliveryFee: '15.00', freeDeliveryRemaining: '0.01' });
    // 10 % off 520.00 leaves 468.00 of goods: under the threshold, so delivery is charged.
    expect(price('520.00', { coupon: coupon() })).toMatchObject({ discount: '52.00', deliveryFee: '15.00', totalAmount: '493.00', freeDeliveryRemaining: '32.00' });
  });

  it('takes a percentage off the goods, rounded half up to the fils', () => {
    // 12.5 % of 99.99 is 12.49875: 12.50.
    expect(price('99.99', { coupon: coupon({ value: '12.50' }) })).toMatchObject({ discount: '12.50', totalAmount: '112.49' });
    // 10 % of 0.05 is 0.005: 0.01.
    expect(discountCents('percent', '10.00', 5n)).toBe(1n);
    expect(discountCents('percent', '100.00', 12345n)).toBe(12345n);
  });

  it('takes an amount off the goods but never more than they cost: the fees are still charged', () => {
    expect(price('30.00', { coupon: coupon({ kind: 'amount', value: '50.00' }) })).toMatchObject({
      discount: '30.00',
      deliveryFee: '15.00',
      codFee: '10.00',
      totalAmount: '25.00',
    });
  });

  it('makes delivery free with a free-delivery coupon, and takes nothing off the goods', () => {
    expect(price('120.00', { coupon: coupon({ kind: 'free_delivery', value: null }) })).toMatchObject({
      discount: '0.00',
      deliveryFee: '0.00',
      totalAmount: '130.00',
    });
  });

  it('charges no fee at all to a cart with nothing orderable', () => {
    expect(price('0.00', { hasItems: false })).toMatchObject({ deliveryFee: '0.00', codFee: '0.00', totalAmount: '0.00' });
  });

  it('is never negative and always equals its parts, whatever the fees, threshold and coupon', () => {
    const amount = fc.bigInt({ min: 0n, max: 10_000_000n }).map(fromCents);
    const couponArb = fc.option(
      fc.record({
        kind: fc.constantFrom(...couponKinds),
        value: fc.bigInt({ min: 1n, max: 10_000n }).map(fromCents),
      }),
    );
    fc.assert(
      fc.property(
        amount,
        amount,
        fc.array(amount, { minLength: 7, maxLength: 7 }),
        fc.option(amount),
        fc.option(fc.constantFrom(...emirateKeys)),
        couponArb,
        fc.boolean(),
        (subtotal, codFee, fees, threshold, emirate, chosen, hasItems) => {
          const terms = completeTerms({
            zones: emirateKeys.map((key, index) => ({ emirate: key, fee: fees[index]!, etaDays: [1, 3] as [number, number] })),
            freeDeliveryOver: threshold,
          });
          const applied = chosen ? coupon({ kind: chosen.kind, value: chosen.kind === 'free_delivery' ? null : chosen.value }) : null;
          const result = priceOrder({ subtotal, hasItems, codFee, delivery: terms, emirate, coupon: applied });
          const cents = (value: string) => toCents(value);
          expect(cents(result.totalAmount)).toBeGreaterThanOrEqual(0n);
          expect(cents(result.discount)).toBeLessThanOrEqual(cents(subtotal));
          expect(cents(result.totalAmount)).toBe(
            cents(result.subtotal) - cents(result.discount) + cents(result.deliveryFee) + cents(result.codFee),
          );
          if (chosen?.kind === 'free_delivery' || !hasItems) expect(result.deliveryFee).toBe('0.00');
          if (threshold !== null && cents(subtotal) - cents(result.discount) >= cents(threshold)) expect(result.deliveryFee).toBe('0.00');
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('whether a coupon can be used', () => {
  const now = new Date('2026-12-01T10:00:00Z');
  const check = (state: CouponState, subtotal = '200.00', userId: string | null = shopper) => checkCoupon(state, 'eid10', subtotal, userId, now);
  const reason = (state: CouponState, subtotal?: string, userId?: string | null) => {
    const result = check(state, subtotal, userId);
    return result.ok ? 'ok' : result.reason;
  };

  it('refuses a code that names no coupon, and one switched off', () => {
    expect(check(couponFold.initialState())).toEqual({ ok: false, reason: 'unknown', params: { code: 'eid10' } });
    expect(reason(coupon({ active: false }))).toBe('inactive');
  });

  it('holds to its dates: not before the start, not from the end on', () => {
    expect(reason(coupon({ startsAt: '2026-12-01T10:00:01.000Z' }))).toBe('not_started');
    expect(reason(coupon({ startsAt: '2026-12-01T10:00:00.000Z' }))).toBe('ok');
    expect(reason(coupon({ endsAt: '2026-12-01T10:00:00.000Z' }))).toBe('expired');
    expect(reason(coupon({ endsAt: '2026-12-01T10:00:01.000Z' }))).toBe('ok');
  });

  it('counts its uses, in all and for each customer; a visitor is asked only the total', () => {
    expect(reason(coupon({ maxUses: 3 }, 3))).toBe('used_up');
    expect(reason(coupon({ maxUses: 3 }, 2))).toBe('ok');
    expect(reason(coupon({ maxUsesPerCustomer: 1 }, 1, [[shopper, 1]]))).toBe('already_used');
    expect(reason(coupon({ maxUsesPerCustomer: 1 }, 1, [['someone-else', 1]]))).toBe('ok');
    expect(reason(coupon({ maxUsesPerCustomer: 1 }, 1, [[shopper, 1]]), '200.00', null)).toBe('ok');
  });

  it('asks for its minimum of goods and says how much is missing', () => {
    expect(check(coupon({ minSubtotal: '250.00' }))).toEqual({
      ok: false,
      reason: 'min_subtotal',
      params: { code: 'EID10', minSubtotal: '250.00', difference: '50.00' },
    });
    expect(reason(coupon({ minSubtotal: '200.00' }))).toBe('ok');
  });

  it('words every refusal in Arabic and English, naming the code', () => {
    const params = { code: 'EID10', startsAt: '2026-12-24T20:00:00.000Z', endsAt: '2026-12-01T00:00:00.000Z', minSubtotal: '250.00', difference: '50.00' };
    for (const why of couponRefusalReasons) {
      const ar = couponMessage(why, params, 'ar');
      const en = couponMessage(why, params, 'en');
      expect(ar).toContain('EID10');
      expect(en).toContain('EID10');
      expect(ar).toMatch(/[\u0600-\u06FF]/);
      expect(en).not.toMatch(/[\u0600-\u06FF]/);
    }
    expect(couponMessage('min_subtotal', params, 'en')).toBe('The coupon EID10 applies to baskets from AED 250.00. Add AED 50.00 more to use it.');
  });
});

describe('the fold of a coupon stream', () => {
  it('counts uses and takes a returned one off, for the coupon and its customer', () => {
    const created = { type: 'CouponCreated', data: { couponId, code: 'EID10', ...terms({ maxUses: 2 }), createdAt: '2026-11-01T00:00:00.000Z' } };
    const use = (orderId: string, type = 'CouponUsed') => ({
      type,
      data: { couponId, orderId, orderNumber: 1001, userId: shopper, discount: '5.00', usedAt: '2026-11-02T00:00:00.000Z', returnedAt: '2026-11-02T00:00:00.000Z' },
    });
    const events = [created, use('a'), use('b'), use('a', 'CouponUseReturned')];
    const states = events.reduce<CouponState[]>((all, event) => [...all, couponFold.evolve(all.at(-1) ?? couponFold.initialState(), event)], []);
    expect(states[2]).toMatchObject({ uses: 2 });
    expect((states[2] as PresentCoupon).usesBy.get(shopper)).toBe(2);
    expect(states[3]).toMatchObject({ uses: 1 });
    expect((states[3] as PresentCoupon).usesBy.get(shopper)).toBe(1);
    // An earlier state is left as it was: folds never change a state they were given.
    expect((states[1] as PresentCoupon).usesBy.get(shopper)).toBe(1);
  });
});
