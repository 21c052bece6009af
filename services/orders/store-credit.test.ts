import { describe, expect, it } from 'vitest';
import type { NewEvent } from '../../events/index.js';
import { amountDueOf } from '../../events/orders.js';
import { commandSpec } from '../../tests/support/decider-spec.js';
import { codVerdict } from './cod-rules.js';
import { orderLifeDecider } from './order-commands.decider.js';
import { placeOrderDecider, type PlaceOrderCommand } from './place-order-decider.decider.js';

/*
 * Store credit on an order (ADR 067): placing takes min(balance, total) in the order's own append, a cancellation
 * gives it back once, and the courier collects only what is left.
 */

const userId = '7a0e4b2c-1111-4d2e-8f3a-2b4c6d8e0f12';
const orderId = '1f6a2c1e-3b1d-4c8e-9a57-5c2d7f1e9b10';
const abayaId = '3c8d4e5f-6071-4b82-9ca3-d4e5f6071829';
const medium = '4d9e5f60-7182-4c93-8db4-e5f60718293a';
const now = new Date('2026-11-21T09:00:00Z');
const at = now.toISOString();

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
      variants: [{ variantId: medium, size: 'M', color: null, price: '100.00', stock: 5 }],
      images: [],
      createdAt: '2026-11-01T00:00:00.000Z',
    },
  },
];
const codFee = [{ type: 'SettingChanged', data: { key: 'codFee', value: '15.00' } }];
// No delivery zones: delivery costs nothing, so an abaya's order totals 100.00 + 15.00.
const total = '115.00';

const added = (amount: string, balance: string): NewEvent => ({
  type: 'StoreCreditAdded',
  data: { userId, amount, source: 'goodwill', returnId: null, creditNoteNumber: null, balance, addedAt: '2026-11-10T00:00:00.000Z' },
});

let ids = 0;
const place = (useStoreCredit: boolean | undefined): PlaceOrderCommand => ({
  coupon: null,
  orderId,
  orderNumber: 1042,
  userId,
  idempotencyKey: null,
  requestFingerprint: 'fingerprint',
  newId: () => `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`,
  now,
  request: {
    items: [{ productId: abayaId, variantId: medium, quantity: 1 }],
    shippingName: 'Noura',
    shippingPhone: '0501111111',
    shippingCity: 'Abu Dhabi',
    shippingAddressLine1: 'Tower 2',
    shippingAddressLine2: null,
    deliveryNote: null,
    locale: 'en',
    ...(useStoreCredit === undefined ? {} : { useStoreCredit }),
  },
});

const placeSpec = commandSpec(placeOrderDecider({ unitsPerLine: 10, unitsPerOrder: 50, ordersPerHour: 5 }));
const placedWith = { order: [expect.objectContaining({ type: 'OrderPlaced' })], products: [[expect.objectContaining({ type: 'StockReserved' })]] };
const counted = [expect.objectContaining({ type: 'CustomerOrderCounted' })];
const spent = (amount: string, balance: string) => ({
  type: 'StoreCreditSpent',
  data: { userId, amount, orderId, orderNumber: 1042, balance, spentAt: at },
});

describe('placing an order with her store credit', () => {
  it('takes her whole balance when the total is larger, and records it on the order', () => {
    const decision = placeSpec({ products: [abaya], codFee, credit: [added('40.00', '40.00')] })
      .when(place(true))
      .then({ ...placedWith, customer: counted, credit: [spent('40.00', '0.00')] } as never);
    expect(decision.result).toMatchObject({ kind: 'placed', order: { totalAmount: total, storeCreditUsed: '40.00' } });
  });

  it('takes only the total when her balance is larger, leaving the rest', () => {
    const decision = placeSpec({ products: [abaya], codFee, credit: [added('500.00', '500.00')] })
      .when(place(true))
      .then({ ...placedWith, customer: counted, credit: [spent(total, '385.00')] } as never);
    const order = (decision.result as { order: { totalAmount: string; storeCreditUsed: string } }).order;
    // Paid in full by credit: still cash on delivery, with nothing to collect.
    expect(order).toMatchObject({ totalAmount: total, storeCreditUsed: total, paymentMethod: 'cod' });
    expect(amountDueOf(order)).toBe('0.00');
  });

  it('spends nothing from a zero balance, and nothing when she did not ask', () => {
    const empty = placeSpec({ products: [abaya], codFee, credit: [added('20.00', '20.00'), spent('20.00', '0.00')] })
      .when(place(true))
      .then({ ...placedWith, customer: counted } as never);
    expect(empty.result).toMatchObject({ order: { storeCreditUsed: '0.00' } });
    for (const asked of [false, undefined]) {
      const notAsked = placeSpec({ products: [abaya], codFee, credit: [added('500.00', '500.00')] })
        .when(place(asked))
        .then({ ...placedWith, customer: counted } as never);
      expect(notAsked.result).toMatchObject({ order: { storeCreditUsed: '0.00' } });
    }
  });
});

const placed = (storeCreditUsed: string): NewEvent => ({
  type: 'OrderPlaced',
  data: {
    orderId,
    orderNumber: 1042,
    userId,
    items: [
      { itemId: 'b01d2e3f-4a5b-4c6d-8e7f-8091a2b3c4d5', productId: abayaId, variantId: medium, productNameEn: 'Abaya', productNameAr: 'عباية', variantSize: 'M', variantColor: null, quantity: 1, price: '100.00' },
    ],
    subtotal: '100.00',
    discount: '0.00',
    deliveryFee: '0.00',
    codFee: '15.00',
    totalAmount: total,
    emirate: 'abu_dhabi',
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
    storeCreditUsed,
    exchangeOf: null,
  },
});
const cancelled: NewEvent = {
  type: 'OrderCancelled',
  data: { orderId, orderNumber: 1042, from: 'placed', reason: 'customer_request', note: null, by: 'shopper', cancelledAt: at },
};
const credit = [added('150.00', '150.00'), { type: 'StoreCreditSpent', data: { userId, amount: '100.00', orderId, orderNumber: 1042, balance: '50.00', spentAt: at } }];
const lifeSpec = commandSpec(orderLifeDecider);
const shopperCancels = { type: 'CancelOrder', orderId, reason: 'customer_request', note: null, by: 'shopper', customerId: userId, now } as const;
const restored = { type: 'StoreCreditRestored', data: { userId, amount: '100.00', orderId, orderNumber: 1042, balance: '150.00', restoredAt: at } };
const releasedOne = [[expect.objectContaining({ type: 'StockReleased' })]];

describe('cancelling an order that took store credit', () => {
  it('gives the credit back in the same decision, at the balance after it', () => {
    lifeSpec({ order: [placed('100.00')], products: [abaya], credit })
      .when(shopperCancels)
      .then({ order: [cancelled], products: releasedOne, credit: [restored] } as never);
  });

  it('gives it back when a call records that she asked to cancel', () => {
    const decision = lifeSpec({ order: [placed('100.00')], products: [abaya], credit })
      .when({ type: 'RecordContactAttempt', orderId, attemptId: 'aa1d2e3f-4a5b-4c6d-8e7f-8091a2b3c4d5', outcome: 'cancel_requested', note: null, now })
      .then({ order: [expect.objectContaining({ type: 'ContactAttemptRecorded' }), expect.objectContaining({ type: 'OrderCancelled' })], products: releasedOne, credit: [restored] } as never);
    expect(decision.events).toHaveProperty('credit');
  });

  it('gives it back once: a second cancellation records nothing', () => {
    lifeSpec({ order: [placed('100.00'), cancelled], products: [abaya], credit: [...credit, restored] })
      .when(shopperCancels)
      .then({});
  });

  it('gives it back when the parcel is refused at the door, with the refusal', () => {
    const shipped = { type: 'OrderStatusChanged', data: { orderId, orderNumber: 1042, from: 'placed', to: 'shipped', changedAt: at } };
    const refused = {
      type: 'RecordDeliveryAttempt',
      orderId,
      attemptId: 'ab1d2e3f-4a5b-4c6d-8e7f-8091a2b3c4d5',
      outcome: 'refused',
      codCollected: null,
      note: null,
      now,
    } as const;
    lifeSpec({ order: [placed('100.00'), shipped], credit })
      .when(refused)
      .then({
        order: [expect.objectContaining({ type: 'DeliveryAttempted' }), expect.objectContaining({ type: 'OrderReturnStarted' })],
        customer: [expect.objectContaining({ type: 'CodRefusalCounted' })],
        phones: [expect.objectContaining({ type: 'PhoneRefusalCounted' })],
        credit: [restored],
      } as never);
  });

  it('reads no credit for an order that took none, or for a command that cancels nothing', () => {
    lifeSpec({ order: [placed('0.00')], products: [abaya] }).when(shopperCancels).then({ order: [cancelled], products: releasedOne } as never);
    const confirm = lifeSpec({ order: [placed('100.00')], credit })
      .when({ type: 'ConfirmOrder', orderId, now })
      .then({ order: [expect.objectContaining({ type: 'OrderStatusChanged' })] } as never);
    expect(confirm.events).not.toHaveProperty('credit');
  });
});

describe('the cash to collect', () => {
  it('is the total less the credit, never below zero', () => {
    expect(amountDueOf({ totalAmount: '115.00', storeCreditUsed: '40.00' })).toBe('75.00');
    expect(amountDueOf({ totalAmount: '115.00', storeCreditUsed: '115.00' })).toBe('0.00');
    // An edit that lowered the total under the credit taken leaves nothing to collect.
    expect(amountDueOf({ totalAmount: '90.00', storeCreditUsed: '115.00' })).toBe('0.00');
  });

  it('is what the COD maximums bound, while the minimum weighs the order itself', () => {
    const rules = { minOrder: '100.00', maxOrder: '200.00', maxOrderNewCustomer: null, unavailableEmirates: [], refusalLimit: null };
    const facts = { emirate: null, deliveredOrders: 1, refusals: 0, status: 'auto' as const };
    // 300.00 with 150.00 of credit: 150.00 at the door is within the maximum.
    expect(codVerdict(rules, { ...facts, total: '300.00', amountDue: '150.00' })).toEqual({ available: true });
    expect(codVerdict(rules, { ...facts, total: '300.00', amountDue: '250.00' })).toMatchObject({ available: false, reason: 'above_maximum' });
    // Paid in full by credit: nothing to collect, and the order is still worth delivering.
    expect(codVerdict(rules, { ...facts, total: '150.00', amountDue: '0.00' })).toEqual({ available: true });
    expect(codVerdict(rules, { ...facts, total: '80.00', amountDue: '0.00' })).toMatchObject({ available: false, reason: 'below_minimum' });
  });
});
