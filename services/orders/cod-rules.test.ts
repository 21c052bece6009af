import { describe, expect, it } from 'vitest';
import { evolveCodStanding, newCodStanding, noCodRules, refusedPhones, type CodRules } from '../../events/cod.js';
import type { NewEvent } from '../../events/index.js';
import { normalisePhone } from '../../rules/uae-phone.js';
import { commandSpec } from '../../tests/support/decider-spec.js';
import { codMessage, codVerdict, emirateOf, refusalsOf, type CodFacts } from './cod-rules.js';
import { codRulesDecider, setCodStatusDecider } from './cod-rules-decisions.decider.js';
import { placeOrderDecider, type PlaceOrderCommand } from './place-order-decider.decider.js';

const rules = (changes: Partial<CodRules>): CodRules => ({ ...noCodRules, ...changes });
const facts = (changes: Partial<CodFacts> = {}): CodFacts => ({
  total: '300.00',
  emirate: 'dubai',
  deliveredOrders: 1,
  refusals: 0,
  status: 'auto',
  ...changes,
});

describe('the COD verdict', () => {
  it('accepts every order when no rule is set (the spec’s store)', () => {
    expect(codVerdict(noCodRules, facts({ total: '99999.00', deliveredOrders: 0, refusals: 9 }))).toEqual({ available: true });
  });

  it('refuses below the minimum and above the maximum, with the figure and the difference', () => {
    expect(codVerdict(rules({ minOrder: '100.00' }), facts({ total: '60.50' }))).toEqual({
      available: false,
      reason: 'below_minimum',
      params: { minimum: '100.00', total: '60.50', difference: '39.50' },
    });
    expect(codVerdict(rules({ maxOrder: '1000.00' }), facts({ total: '1200.00' }))).toEqual({
      available: false,
      reason: 'above_maximum',
      params: { maximum: '1000.00', total: '1200.00', difference: '200.00' },
    });
    expect(codVerdict(rules({ minOrder: '100.00', maxOrder: '1000.00' }), facts({ total: '1000.00' }))).toEqual({ available: true });
    expect(codVerdict(rules({ minOrder: '100.00' }), facts({ total: '100.00' }))).toEqual({ available: true });
  });

  it('holds a new customer (no delivered order yet) to her own limit, lifted by her first delivery', () => {
    const limit = rules({ maxOrderNewCustomer: '500.00' });
    expect(codVerdict(limit, facts({ total: '650.00', deliveredOrders: 0 }))).toMatchObject({ available: false, reason: 'new_customer_limit', params: { maximum: '500.00' } });
    expect(codVerdict(limit, facts({ total: '650.00', deliveredOrders: 1 }))).toEqual({ available: true });
  });

  it('refuses emirates it is closed in, and refusals at or past the limit', () => {
    expect(codVerdict(rules({ unavailableEmirates: ['fujairah'] }), facts({ emirate: 'fujairah' }))).toEqual({
      available: false,
      reason: 'emirate_unavailable',
      params: { emirate: 'fujairah' },
    });
    expect(codVerdict(rules({ unavailableEmirates: ['fujairah'] }), facts({ emirate: null }))).toEqual({ available: true });
    expect(codVerdict(rules({ refusalLimit: 2 }), facts({ refusals: 1 }))).toEqual({ available: true });
    expect(codVerdict(rules({ refusalLimit: 2 }), facts({ refusals: 2 }))).toEqual({
      available: false,
      reason: 'refusal_history',
      params: { refusals: 2, limit: 2 },
    });
  });

  it('lets staff decide over the rules: blocked refuses with no rule set, allowed passes every rule', () => {
    expect(codVerdict(noCodRules, facts({ status: 'blocked' }))).toEqual({ available: false, reason: 'customer_blocked', params: {} });
    const strict = rules({ maxOrder: '10.00', refusalLimit: 1, unavailableEmirates: ['dubai'] });
    expect(codVerdict(strict, facts({ status: 'allowed', refusals: 5, total: '900.00' }))).toEqual({ available: true });
  });

  it('says it in her language, with what she can do', () => {
    const params = { maximum: '1000.00', total: '1200.00', difference: '200.00' };
    expect(codMessage('above_maximum', params, 'en')).toContain('AED 1000.00');
    expect(codMessage('above_maximum', params, 'en')).toContain('Remove AED 200.00');
    expect(codMessage('above_maximum', params, 'ar')).toMatch(/[\u0600-\u06FF]/);
    expect(codMessage('emirate_unavailable', { emirate: 'fujairah' }, 'ar')).toContain('الفجيرة');
  });
});

describe('phone numbers and emirates as one', () => {
  it('writes a UAE number one way however it is typed', () => {
    for (const typed of ['+971 50 111 2233', '0501112233', '00971501112233', '971501112233', '+971 (0)50-111-2233', '٠٥٠١١١٢٢٣٣']) {
      expect(normalisePhone(typed)).toBe('+971501112233');
    }
    expect(normalisePhone('04 123 4567')).toBe('+97141234567');
    expect(normalisePhone('12345')).toBeNull();
  });

  it('reads an emirate from its name in either language or its key', () => {
    expect(emirateOf('Abu Dhabi')).toBe('abu-dhabi');
    expect(emirateOf('أبوظبي')).toBe('abu-dhabi');
    expect(emirateOf('ابوظبي')).toBe('abu-dhabi');
    expect(emirateOf(' umm al quwain ')).toBe('umm-al-quwain');
    expect(emirateOf('ras-al-khaimah')).toBe('ras-al-khaimah');
    expect(emirateOf('Muscat')).toBeNull();
  });
});

describe('counting her refusals', () => {
  const userId = '7a0e4b2c-1111-4d2e-8f3a-2b4c6d8e0f12';
  const refusal = (orderId: string, phone: string): NewEvent => ({
    type: 'CodRefusalCounted',
    data: { userId, orderId, orderNumber: 1, phone, refusedAt: '2026-11-01T00:00:00.000Z' },
  });
  const atPhone = (orderId: string, phone: string, by = userId): NewEvent => ({
    type: 'PhoneRefusalCounted',
    data: { phone, userId: by, orderId, orderNumber: 1, refusedAt: '2026-11-01T00:00:00.000Z' },
  });
  const a = '11111111-1111-4111-8111-111111111111';
  const b = '22222222-2222-4222-8222-222222222222';
  const c = '33333333-3333-4333-8333-333333333333';
  const other = '44444444-4444-4444-8444-444444444444';

  it('counts each refused order once, by her account or at her number', () => {
    const standing = [refusal(a, '+971501112233'), refusal(a, '+971501112233')].reduce(evolveCodStanding, newCodStanding);
    const phones = [atPhone(a, '+971501112233'), atPhone(b, '+971501112233', other), atPhone(c, '+971559998877', other), atPhone(b, '+971501112233', other)].reduce(
      refusedPhones.evolve,
      refusedPhones.initialState(),
    );
    expect(refusalsOf(standing, phones, '+971501112233').map((one) => one.orderId).sort()).toEqual([a, b]);
    // A new account ordering with a number refused before does not start from nothing.
    expect(refusalsOf(newCodStanding, phones, '+971559998877')).toHaveLength(1);
    expect(refusalsOf(standing, phones, null)).toHaveLength(1);
  });

  it('keeps staff’s last decision', () => {
    const set = (status: 'auto' | 'allowed' | 'blocked', note: string | null): NewEvent => ({ type: 'CodStatusSet', data: { userId, status, note, setAt: '2026-11-01T00:00:00.000Z' } });
    const standing = [set('blocked', 'Refused three parcels'), set('allowed', 'Paid the fees back')].reduce(evolveCodStanding, newCodStanding);
    expect(standing).toMatchObject({ status: 'allowed', note: 'Paid the fees back' });
  });
});

describe('checkout under the COD rules', () => {
  const limits = { unitsPerLine: 10, unitsPerOrder: 50, ordersPerHour: 5 };
  const spec = commandSpec(placeOrderDecider(limits));
  const userId = '7a0e4b2c-1111-4d2e-8f3a-2b4c6d8e0f12';
  const orderId = '1f6a2c1e-3b1d-4c8e-9a57-5c2d7f1e9b10';
  const earlier = '2a7b3d2f-4c2e-4d9f-8b68-6d3e8f2a0c21';
  const abayaId = '3c8d4e5f-6071-4b82-9ca3-d4e5f6071829';
  const medium = '4d9e5f60-7182-4c93-8db4-e5f60718293a';
  const now = new Date('2026-11-21T09:00:00Z');
  const abaya: NewEvent[] = [
    {
      type: 'ProductCreated',
      data: {
        productId: abayaId,
        slug: 'abaya',
        categoryId: '9b2c3d4e-5f60-4718-8293-a4b5c6d7e8f9',
        nameEn: 'Abaya',
        nameAr: 'عباية',
        descriptionEn: null,
        descriptionAr: null,
        status: 'active',
        variants: [{ variantId: medium, size: 'M', color: null, price: '400.00', stock: 10 }],
        images: [],
        createdAt: '2026-11-01T00:00:00.000Z',
      },
    },
  ];
  const codFee = [{ type: 'SettingChanged', data: { key: 'codFee', value: '15.00' } }];
  const setRules = (changes: Partial<CodRules>): NewEvent[] => [{ type: 'CodRulesChanged', data: { ...rules(changes), changedAt: '2026-11-20T00:00:00.000Z' } }];
  const place = (quantity: number, locale: 'ar' | 'en' = 'en', phone = '0501112233', city = 'Dubai'): PlaceOrderCommand => ({
    coupon: null,
    orderId,
    orderNumber: 1042,
    userId,
    idempotencyKey: null,
    requestFingerprint: 'f',
    newId: () => '00000000-0000-4000-8000-000000000001',
    now,
    request: {
      items: [{ productId: abayaId, variantId: medium, quantity }],
      shippingName: 'Noura',
      shippingPhone: phone,
      shippingCity: city,
      shippingAddressLine1: 'Tower 2',
      shippingAddressLine2: null,
      deliveryNote: null,
      locale,
    },
  });
  const delivered: NewEvent = { type: 'CodDeliveryCounted', data: { userId, orderId: earlier, orderNumber: 1001, deliveredAt: '2026-11-10T00:00:00.000Z' } };

  it('places any order when no rule is set', () => {
    spec({ products: [abaya], codFee }).when(place(5)).then({
      order: [expect.objectContaining({ type: 'OrderPlaced' })] as never,
      products: [[expect.objectContaining({ type: 'StockReserved' })]] as never,
      customer: [expect.objectContaining({ type: 'CustomerOrderCounted' })] as never,
    });
  });

  it('refuses above the maximum on the total she would pay (COD fee included), in the order’s language', () => {
    spec({ products: [abaya], codFee, codRules: setRules({ maxOrder: '800.00' }) })
      .when(place(2))
      .thenRefuses('conflict', { code: 'cod_unavailable', params: { maximum: '800.00', total: '815.00', difference: '15.00' } });
    const refusal = spec({ products: [abaya], codFee, codRules: setRules({ maxOrder: '800.00' }) })
      .when(place(2, 'ar'))
      .thenRefuses('conflict', { code: 'cod_unavailable' });
    expect(refusal.message).toMatch(/[\u0600-\u06FF]/);
    expect(refusal.fields).toEqual({ reason: 'above_maximum' });
  });

  it('holds her to the new-customer limit until an order of hers was delivered', () => {
    const newCustomer = setRules({ maxOrderNewCustomer: '500.00' });
    spec({ products: [abaya], codFee, codRules: newCustomer })
      .when(place(2))
      .thenRefuses('conflict', { code: 'cod_unavailable', params: { maximum: '500.00', total: '815.00', difference: '315.00' } });
    spec({ products: [abaya], codFee, codRules: newCustomer, customer: [delivered] })
      .when(place(2))
      .then({
        order: [expect.objectContaining({ type: 'OrderPlaced' })] as never,
        products: [[expect.objectContaining({ type: 'StockReserved' })]] as never,
        customer: [expect.objectContaining({ type: 'CustomerOrderCounted' })] as never,
      });
  });

  it('counts refusals at her phone number even from a new account, however the number is typed', () => {
    const refusedAt: NewEvent[] = [
      { type: 'PhoneRefusalCounted', data: { phone: '+971501112233', userId: earlier, orderId: earlier, orderNumber: 1001, refusedAt: '2026-11-10T00:00:00.000Z' } },
    ];
    spec({ products: [abaya], codFee, codRules: setRules({ refusalLimit: 1 }), refusedPhones: refusedAt })
      .when(place(1, 'en', '+971 50 111 2233'))
      .thenRefuses('conflict', { code: 'cod_unavailable', params: { refusals: 1, limit: 1 } });
    spec({ products: [abaya], codFee, codRules: setRules({ refusalLimit: 1 }), refusedPhones: refusedAt })
      .when(place(1, 'en', '0559998877'))
      .then({
        order: [expect.objectContaining({ type: 'OrderPlaced' })] as never,
        products: [[expect.objectContaining({ type: 'StockReserved' })]] as never,
        customer: [expect.objectContaining({ type: 'CustomerOrderCounted' })] as never,
      });
  });

  it('refuses an emirate COD is closed in, read from the city she chose in either language', () => {
    spec({ products: [abaya], codFee, codRules: setRules({ unavailableEmirates: ['fujairah'] }) })
      .when(place(1, 'ar', '0501112233', 'الفجيرة'))
      .thenRefuses('conflict', { code: 'cod_unavailable', params: { emirate: 'fujairah' } });
  });

  it('follows staff: blocked refuses with no rule set, allowed passes the rules', () => {
    const blocked: NewEvent = { type: 'CodStatusSet', data: { userId, status: 'blocked', note: null, setAt: '2026-11-10T00:00:00.000Z' } };
    const allowed: NewEvent = { type: 'CodStatusSet', data: { userId, status: 'allowed', note: 'Known to us', setAt: '2026-11-11T00:00:00.000Z' } };
    spec({ products: [abaya], codFee, customer: [blocked] }).when(place(1)).thenRefuses('conflict', { code: 'cod_unavailable', params: {} });
    spec({ products: [abaya], codFee, codRules: setRules({ maxOrder: '100.00' }), customer: [blocked, allowed] })
      .when(place(1))
      .then({
        order: [expect.objectContaining({ type: 'OrderPlaced' })] as never,
        products: [[expect.objectContaining({ type: 'StockReserved' })]] as never,
        customer: [expect.objectContaining({ type: 'CustomerOrderCounted' })] as never,
      });
  });
});

describe('setting the rules', () => {
  const now = new Date('2026-11-21T09:00:00Z');
  const set = (changes: Partial<CodRules>) => codRulesDecider.decide({ rules: rules(changes), now }, noCodRules);

  it('records a new set whole, and nothing when it is the set in force', () => {
    expect(set({ maxOrder: '1500.00', unavailableEmirates: ['fujairah'] })).toEqual([
      { type: 'CodRulesChanged', data: { ...rules({ maxOrder: '1500.00', unavailableEmirates: ['fujairah'] }), changedAt: now.toISOString() } },
    ]);
    const inForce = rules({ maxOrder: '1500.00', unavailableEmirates: ['fujairah', 'ajman'] });
    expect(codRulesDecider.decide({ rules: rules({ maxOrder: '1500.00', unavailableEmirates: ['ajman', 'fujairah'] }), now }, inForce)).toEqual([]);
  });

  it('refuses a minimum above the maximum or above the new-customer limit, by field', () => {
    expect(() => set({ minOrder: '200.00', maxOrder: '100.00' })).toThrow(expect.objectContaining({ code: 'invalid_cod_rules', errors: { minOrder: [expect.any(String)] } }));
    expect(() => set({ minOrder: '200.00', maxOrderNewCustomer: '150.00' })).toThrow(
      expect.objectContaining({ errors: { maxOrderNewCustomer: [expect.any(String)] } }),
    );
  });
});

describe('staff deciding for one shopper', () => {
  const spec = commandSpec(setCodStatusDecider);
  const userId = '7a0e4b2c-1111-4d2e-8f3a-2b4c6d8e0f12';
  const now = new Date('2026-11-21T09:00:00Z');
  const registered: NewEvent = {
    type: 'UserRegistered',
    data: { userId, email: 'noura@example.com', name: 'Noura', passwordHash: 'x', role: 'customer', registeredAt: '2026-11-01T00:00:00.000Z' },
  };
  const block = { userId, status: 'blocked', note: 'Three refusals', now } as const;
  const statusSet: NewEvent = { type: 'CodStatusSet', data: { userId, status: 'blocked', note: 'Three refusals', setAt: now.toISOString() } };

  it('records the decision on her orders’ stream, once', () => {
    spec({ user: [registered] }).when(block).then({ customer: [statusSet] });
    spec({ user: [registered], customer: [statusSet] }).when(block).then({});
  });

  it('refuses an account that does not exist', () => {
    spec({}).when(block).thenRefuses('not_found', { code: 'user_not_found' });
  });
});
