import { describe, expect, it } from 'vitest';
import type { NewEvent } from '../../events/index.js';
import { commandSpec, deciderSpec } from '../../tests/support/decider-spec.js';
import { orderDecider, type OrderState } from './order.decider.js';
import { decideAddressChange, editOrderItemsDecider, type ChangeOrderAddress, type EditOrderItems } from './order-edits.decider.js';

const spec = commandSpec(editOrderItemsDecider);

const orderId = '1f6a2c1e-3b1d-4c8e-9a57-5c2d7f1e9b10';
const userId = '7a0e4b2c-1111-4d2e-8f3a-2b4c6d8e0f12';
const abayaId = '3c8d4e5f-6071-4b82-9ca3-d4e5f6071829';
const medium = '4d9e5f60-7182-4c93-8db4-e5f60718293a';
const large = '5eaf6071-8293-4da4-9ec5-f60718293a4b';
const scarfId = '6fb07182-93a4-4eb5-8fd6-0718293a4b5c';
const scarfS = '70c18293-a4b5-4fc6-90e7-18293a4b5c6d';
const couponId = '81d293a4-b5c6-4d07-a1f8-293a4b5c6d7e';
const mediumItem = 'b01d2e3f-4a5b-4c6d-8e7f-8091a2b3c4d5';
const largeItem = 'b02d2e3f-4a5b-4c6d-8e7f-8091a2b3c4d5';
const newItemId = 'b03d2e3f-4a5b-4c6d-8e7f-8091a2b3c4d5';
const now = new Date('2026-11-21T09:00:00Z');
const n = 1001;
const limits = { unitsPerLine: 10, unitsPerOrder: 50 };

const item = (itemId: string, variantId: string, size: string, quantity: number, price = '100.00') => ({
  itemId,
  productId: abayaId,
  variantId,
  productNameEn: 'Abaya',
  productNameAr: 'عباية',
  variantSize: size,
  variantColor: null,
  quantity,
  price,
});
const scarfItem = (quantity: number) => ({
  itemId: newItemId,
  productId: scarfId,
  variantId: scarfS,
  productNameEn: 'Scarf',
  productNameAr: 'وشاح',
  variantSize: 'S',
  variantColor: 'Black',
  quantity,
  price: '40.00',
});

/** Placed when goods from 250.00 travelled free: 300.00 of goods, no delivery fee, 15.00 for cash on delivery. */
const placedData = {
  orderId,
  orderNumber: n,
  userId,
  items: [item(mediumItem, medium, 'M', 2), item(largeItem, large, 'L', 1, '95.00')],
  subtotal: '295.00',
  discount: '0.00',
  deliveryFee: '0.00',
  codFee: '15.00',
  totalAmount: '310.00',
  emirate: 'abu-dhabi',
  coupon: null,
  paymentMethod: 'cod',
  shippingName: 'Noura',
  shippingPhone: '0501111111',
  shippingCity: 'Abu Dhabi',
  shippingAddressLine1: 'Tower 2',
  shippingAddressLine2: null,
  deliveryNote: null,
  placedAt: '2026-11-20T10:00:00.000Z',
  locale: 'ar',
  storeCreditUsed: '0.00',
  exchangeOf: null,
};
const placed: NewEvent = { type: 'OrderPlaced', data: placedData };
const status = (from: string, to: string): NewEvent => ({
  type: 'OrderStatusChanged',
  data: { orderId, orderNumber: n, from, to, changedAt: '2026-11-20T12:00:00.000Z' },
});
const confirmed = [placed, status('placed', 'confirmed')];

const zones = (abuDhabiFee: string) =>
  ['abu-dhabi', 'dubai', 'sharjah', 'ajman', 'umm-al-quwain', 'ras-al-khaimah', 'fujairah'].map((emirate) => ({
    emirate,
    fee: emirate === 'abu-dhabi' ? abuDhabiFee : '25.00',
    etaDays: [1, 3],
  }));
/** The terms in force when the order was placed, then dearer ones set after it. */
const delivery: NewEvent[] = [
  { type: 'DeliveryTermsChanged', data: { zones: zones('20.00'), freeDeliveryOver: '250.00', changedAt: '2026-11-01T00:00:00.000Z' } },
  { type: 'DeliveryTermsChanged', data: { zones: zones('35.00'), freeDeliveryOver: '500.00', changedAt: '2026-11-20T11:00:00.000Z' } },
];

const product = (productId: string, nameEn: string, nameAr: string, variants: { variantId: string; size: string; color: string | null; price: string; stock: number }[]): NewEvent => ({
  type: 'ProductCreated',
  data: {
    productId,
    slug: nameEn.toLowerCase(),
    categoryId: '9b2c3d4e-5f60-4718-8293-a4b5c6d7e8f9',
    nameEn,
    nameAr,
    descriptionEn: null,
    descriptionAr: null,
    status: 'active',
    variants,
    images: [],
    createdAt: '2026-11-01T00:00:00.000Z',
  },
});
// Stock as it stands after the order took its units.
const abaya = [
  product(abayaId, 'Abaya', 'عباية', [
    { variantId: medium, size: 'M', color: null, price: '120.00', stock: 5 },
    { variantId: large, size: 'L', color: null, price: '120.00', stock: 0 },
  ]),
];
const scarf = [product(scarfId, 'Scarf', 'وشاح', [{ variantId: scarfS, size: 'S', color: 'Black', price: '40.00', stock: 3 }])];

const edit = (lines: { productId: string; variantId: string; quantity: number }[]): EditOrderItems => ({
  orderId,
  lines,
  limits,
  newId: () => newItemId,
  now,
});
const released = (productId: string, variantId: string, quantity: number, remaining: number): NewEvent => ({
  type: 'StockReleased',
  data: { productId, variantId, orderId, quantity, remaining, reason: 'order_edited' },
});
const reserved = (productId: string, variantId: string, quantity: number, remaining: number): NewEvent => ({
  type: 'StockReserved',
  data: { productId, variantId, orderId, quantity, remaining, reason: 'order_edited', returnId: null },
});
const before = { items: placedData.items, subtotal: '295.00', discount: '0.00', deliveryFee: '0.00', codFee: '15.00', totalAmount: '310.00' };

describe('editing the lines of an order before it is packed', () => {
  it('releases units of lines lowered or removed and reserves units of lines added, in one decision with the new amounts', () => {
    spec({ order: confirmed, delivery, products: [abaya, scarf] })
      .when(edit([
        { productId: abayaId, variantId: medium, quantity: 1 },
        { productId: scarfId, variantId: scarfS, quantity: 2 },
      ]))
      .then({
        order: [
          {
            type: 'OrderItemsEdited',
            data: {
              orderId,
              orderNumber: n,
              // The kept line keeps its price (100.00, not today's 120.00); the new one takes the scarf's price now.
              items: [item(mediumItem, medium, 'M', 1), scarfItem(2)],
              before,
              // 180.00 of goods falls under the free-delivery threshold in force when it was placed (250.00): the
              // emirate's fee then (20.00), not the dearer one set since.
              subtotal: '180.00',
              discount: '0.00',
              deliveryFee: '20.00',
              codFee: '15.00',
              totalAmount: '215.00',
              editedAt: now.toISOString(),
            },
          },
        ],
        products: [
          [released(abayaId, medium, 1, 6), released(abayaId, large, 1, 1)],
          [reserved(scarfId, scarfS, 2, 1)],
        ],
      });
  });

  it('reads the same lines again as no change and records nothing', () => {
    spec({ order: confirmed, delivery, products: [] })
      .when(edit([
        { productId: abayaId, variantId: medium, quantity: 2 },
        { productId: abayaId, variantId: large, quantity: 1 },
      ]))
      .then({ order: [] });
  });

  it('prices the coupon by its terms when the order used it, without asking its minimum again', () => {
    const withCoupon = { ...placedData, coupon: { couponId, code: 'EID10', kind: 'percent' }, discount: '29.50', totalAmount: '280.50' };
    const terms = { kind: 'percent', value: '10.00', minSubtotal: '250.00', startsAt: null, endsAt: null, maxUses: null, maxUsesPerCustomer: null, active: true };
    const coupon: NewEvent[] = [
      { type: 'CouponCreated', data: { couponId, code: 'EID10', ...terms, createdAt: '2026-11-01T00:00:00.000Z' } },
      { type: 'CouponUsed', data: { couponId, orderId, orderNumber: n, userId, discount: '29.50', usedAt: placedData.placedAt } },
      // Changed after the order: it does not apply to it.
      { type: 'CouponChanged', data: { couponId, code: 'EID10', ...terms, value: '50.00', changedAt: '2026-11-20T11:00:00.000Z' } },
    ];
    const decision = spec({ order: [{ type: 'OrderPlaced', data: withCoupon }], delivery, coupon, products: [abaya] })
      .when(edit([{ productId: abayaId, variantId: medium, quantity: 1 }]))
      .then({
        order: [
          {
            type: 'OrderItemsEdited',
            data: {
              orderId,
              orderNumber: n,
              items: [item(mediumItem, medium, 'M', 1)],
              before: { ...before, discount: '29.50', totalAmount: '280.50' },
              subtotal: '100.00',
              discount: '10.00',
              deliveryFee: '20.00',
              codFee: '15.00',
              totalAmount: '125.00',
              editedAt: now.toISOString(),
            },
          },
        ],
        products: [[released(abayaId, medium, 1, 6), released(abayaId, large, 1, 1)]],
      });
    expect(decision.events.coupon).toBeUndefined();
  });

  it('refuses more units than are on the shelf with out_of_stock, and writes nothing', () => {
    spec({ order: confirmed, delivery, products: [abaya, scarf] })
      .when(edit([
        { productId: abayaId, variantId: medium, quantity: 1 },
        { productId: scarfId, variantId: scarfS, quantity: 4 },
      ]))
      .thenRefuses('conflict', { code: 'out_of_stock', params: { product: 'Scarf (S, Black)', productAr: 'وشاح (S, Black)', available: 3 } });
  });

  it('refuses an order packed or further along, cancelled, or on its way back with too_late_to_edit', () => {
    const lines = [{ productId: abayaId, variantId: medium, quantity: 1 }];
    const cancelled: NewEvent = {
      type: 'OrderCancelled',
      data: { orderId, orderNumber: n, from: 'placed', reason: 'customer_request', note: null, by: 'shopper', cancelledAt: now.toISOString() },
    };
    for (const history of [
      [...confirmed, status('confirmed', 'packed')],
      [placed, cancelled],
      [...confirmed, status('confirmed', 'packed'), status('packed', 'shipped'), { type: 'OrderReturnStarted', data: { orderId, orderNumber: n, reason: 'refused', at: now.toISOString() } }],
    ]) {
      spec({ order: history, delivery, products: [abaya] }).when(edit(lines)).thenRefuses('conflict', { code: 'too_late_to_edit' });
    }
  });

  it('refuses an unknown order, an empty list and more units than the limits allow', () => {
    spec({ delivery }).when(edit([{ productId: abayaId, variantId: medium, quantity: 1 }])).thenRefuses('not_found', 'Order not found');
    spec({ order: [placed], delivery }).when(edit([])).thenRefuses('invalid', { code: 'order_items_required' });
    spec({ order: [placed], delivery, products: [abaya] })
      .when(edit([{ productId: abayaId, variantId: medium, quantity: 11 }]))
      .thenRefuses('invalid', { code: 'line_quantity_limit' });
  });

  it('leaves the order with its new lines and amounts, the amount due less the store credit it took', () => {
    const decision = spec({ order: [{ type: 'OrderPlaced', data: { ...placedData, storeCreditUsed: '50.00' } }], delivery, products: [scarf, abaya] })
      .when(edit([{ productId: scarfId, variantId: scarfS, quantity: 1 }]))
      .then({
        order: [
          {
            type: 'OrderItemsEdited',
            data: {
              orderId,
              orderNumber: n,
              items: [scarfItem(1)],
              before,
              subtotal: '40.00',
              discount: '0.00',
              deliveryFee: '20.00',
              codFee: '15.00',
              totalAmount: '75.00',
              editedAt: now.toISOString(),
            },
          },
        ],
        products: [[reserved(scarfId, scarfS, 1, 2)], [released(abayaId, medium, 2, 7), released(abayaId, large, 1, 1)]],
      });
    const state = [{ type: 'OrderPlaced', data: { ...placedData, storeCreditUsed: '50.00' } }, ...decision.events.order!].reduce(
      (folded, event) => orderDecider.evolve(folded, event as never),
      orderDecider.initialState(),
    ) as Extract<OrderState, { kind: 'placed' }>;
    expect(state.order).toMatchObject({ items: [scarfItem(1)], subtotal: '40.00', totalAmount: '75.00', storeCreditUsed: '50.00' });
  });
});

describe('changing the address of an order', () => {
  const address = {
    shippingName: 'Noura A.',
    shippingPhone: '0502222222',
    shippingCity: 'أبوظبي',
    shippingAddressLine1: 'Villa 9',
    shippingAddressLine2: 'Khalifa City',
    deliveryNote: 'Call first',
  };
  const change = (customerId = userId, city = address.shippingCity): ChangeOrderAddress => ({
    orderId,
    customerId,
    address: { ...address, shippingCity: city },
    now,
  });
  const addressSpec = deciderSpec({ ...orderDecider, decide: decideAddressChange });

  it('records the address before and after while the order is placed or confirmed', () => {
    const oldAddress = { shippingName: 'Noura', shippingPhone: '0501111111', shippingCity: 'Abu Dhabi', shippingAddressLine1: 'Tower 2', shippingAddressLine2: null, deliveryNote: null };
    const changed = { type: 'OrderAddressChanged', data: { orderId, orderNumber: n, before: oldAddress, after: address, changedAt: now.toISOString() } };
    for (const history of [[placed], confirmed]) addressSpec(history as never).when(change()).then([changed as never]);
    const state = [placed, changed].reduce((folded, event) => orderDecider.evolve(folded, event as never), orderDecider.initialState());
    expect(state.kind === 'placed' && state.order).toMatchObject(address);
  });

  it('refuses once the order is packed, another shopper, and a city in another emirate', () => {
    addressSpec([...confirmed, status('confirmed', 'packed')] as never).when(change()).thenRefuses('conflict', { code: 'too_late_to_edit' });
    addressSpec(confirmed as never).when(change('0c1d2e3f-4a5b-4c6d-8e7f-8091a2b3c4d5')).thenRefuses('not_found', 'Order not found');
    addressSpec(confirmed as never).when(change(userId, 'Dubai')).thenRefuses('conflict', { code: 'address_emirate_changed' });
  });
});
