import { describe, expect, it } from 'vitest';
import type { NewEvent } from '../../events/index.js';
import { commandSpec } from '../../tests/support/decider-spec.js';
import { noBusinessDetails } from '../../events/business.js';
import { orderLifeDecider } from './order-commands.decider.js';

const spec = commandSpec(orderLifeDecider);

const orderId = '1f6a2c1e-3b1d-4c8e-9a57-5c2d7f1e9b10';
const userId = '7a0e4b2c-1111-4d2e-8f3a-2b4c6d8e0f12';
const abayaId = '3c8d4e5f-6071-4b82-9ca3-d4e5f6071829';
const medium = '4d9e5f60-7182-4c93-8db4-e5f60718293a';
const large = '5eaf6071-8293-4da4-9ec5-f60718293a4b';
const courierId = '0c1d2e3f-4a5b-4c6d-8e7f-8091a2b3c4d5';
const attemptId = 'aa1d2e3f-4a5b-4c6d-8e7f-8091a2b3c4d5';
const mediumItem = 'b01d2e3f-4a5b-4c6d-8e7f-8091a2b3c4d5';
const largeItem = 'b02d2e3f-4a5b-4c6d-8e7f-8091a2b3c4d5';
const now = new Date('2026-11-21T09:00:00Z');
const at = now.toISOString();
const n = 1001;

const placed: NewEvent = {
  type: 'OrderPlaced',
  data: {
    orderId,
    orderNumber: n,
    userId,
    items: [
      { itemId: mediumItem, productId: abayaId, variantId: medium, productNameEn: 'Abaya', productNameAr: 'عباية', variantSize: 'M', variantColor: null, quantity: 2, price: '100.00' },
      { itemId: largeItem, productId: abayaId, variantId: large, productNameEn: 'Abaya', productNameAr: 'عباية', variantSize: 'L', variantColor: null, quantity: 1, price: '100.00' },
    ],
    subtotal: '300.00',
    codFee: '15.00',
    totalAmount: '315.00',
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
  },
};
const status = (from: string, to: string, changedAt = '2026-11-20T12:00:00.000Z', flags: { correction?: boolean; reachedBefore?: boolean } = {}): NewEvent => ({
  type: 'OrderStatusChanged',
  data: { orderId, orderNumber: n, from, to, changedAt, correction: false, reachedBefore: false, ...flags },
});
const product: NewEvent[] = [
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
      variants: [
        { variantId: medium, size: 'M', color: null, price: '100.00', stock: 5 },
        { variantId: large, size: 'L', color: null, price: '100.00', stock: 0 },
      ],
      images: [],
      createdAt: '2026-11-01T00:00:00.000Z',
    },
  },
];
const courier: NewEvent = {
  type: 'CourierAdded',
  data: { courierId, name: 'Aramex', deliveryCost: '20.00', returnCost: '12.50', addedAt: '2026-11-01T00:00:00.000Z' },
};
const shipment: NewEvent = {
  type: 'ShipmentAssigned',
  data: { orderId, orderNumber: n, courierId, courierName: 'Aramex', trackingNumber: 'AX-1', assignedAt: '2026-11-20T13:00:00.000Z' },
};
const shipped = [placed, status('placed', 'confirmed'), status('confirmed', 'packed'), shipment, status('packed', 'shipped')];
const released = (variantId: string, quantity: number, remaining: number, reason: string): NewEvent => ({
  type: 'StockReleased',
  data: { productId: abayaId, variantId, orderId, quantity, remaining, reason },
});
const cancelled = (from: string, reason: string, by: string, note: string | null = null): NewEvent => ({
  type: 'OrderCancelled',
  data: { orderId, orderNumber: n, from, reason, note, by, cancelledAt: at },
});
const attempt = (attemptNumber: number, outcome: string, codCollected: string | null = null, cost = '20.00'): NewEvent => ({
  type: 'DeliveryAttempted',
  data: { orderId, orderNumber: n, attemptId, attemptNumber, outcome, courierId, cost, codCollected, note: null, at },
});
const returnStarted = (reason: string): NewEvent => ({ type: 'OrderReturnStarted', data: { orderId, orderNumber: n, reason, at } });
const collected = (amount: string): NewEvent => ({
  type: 'CodCollected',
  data: { courierId, orderId, orderNumber: n, amount, expected: '315.00', collectedAt: at },
});

describe('confirming an order', () => {
  it('moves a placed order to confirmed', () => {
    spec({ order: [placed] }).when({ type: 'ConfirmOrder', orderId, now }).then({ order: [status('placed', 'confirmed', at)] });
  });

  it('records nothing for an order confirmed already or further along (a link opened twice)', () => {
    spec({ order: [placed, status('placed', 'confirmed')] }).when({ type: 'ConfirmOrder', orderId, now }).then({});
    spec({ order: shipped }).when({ type: 'ConfirmOrder', orderId, now }).then({});
  });

  it('refuses a cancelled order', () => {
    spec({ order: [placed, cancelled('placed', 'customer_request', 'shopper')] })
      .when({ type: 'ConfirmOrder', orderId, now })
      .thenRefuses('conflict', { code: 'order_cancelled' });
  });
});

describe('cancelling an order', () => {
  const shopper = { type: 'CancelOrder', orderId, reason: 'customer_request', note: 'Ordered twice', by: 'shopper', now } as const;

  it('puts every unit back on the shelf with the cancellation', () => {
    spec({ order: [placed, status('placed', 'confirmed')], products: [product] })
      .when(shopper)
      .then({
        order: [cancelled('confirmed', 'customer_request', 'shopper', 'Ordered twice')],
        products: [[released(medium, 2, 7, 'order_cancelled'), released(large, 1, 1, 'order_cancelled')]],
      });
  });

  it('gives the coupon it used back, once, so the use counts against no limit (ADR 066)', () => {
    const couponId = '6b1c2d3e-4f50-4a61-8b72-9c8d7e6f5a40';
    const withCoupon: NewEvent = {
      ...placed,
      data: { ...(placed.data as object), discount: '30.00', deliveryFee: '15.00', coupon: { couponId, code: 'EID10', kind: 'percent' } },
    };
    const coupon: NewEvent[] = [
      { type: 'CouponUsed', data: { couponId, orderId, orderNumber: n, userId, discount: '30.00', usedAt: '2026-11-20T10:00:00.000Z' } },
    ];
    spec({ order: [withCoupon], products: [product], coupon })
      .when(shopper)
      .then({
        order: [cancelled('placed', 'customer_request', 'shopper', 'Ordered twice')],
        products: [[released(medium, 2, 7, 'order_cancelled'), released(large, 1, 1, 'order_cancelled')]],
        coupon: [{ type: 'CouponUseReturned', data: { couponId, orderId, orderNumber: n, userId, discount: '30.00', returnedAt: at } }],
      });
    // A second cancel records nothing: the use cannot go back twice.
    spec({ order: [withCoupon, cancelled('placed', 'customer_request', 'shopper')], products: [product], coupon })
      .when(shopper)
      .then({});
  });

  it('lets the shopper cancel until the order is packed, and staff until it ships', () => {
    const packed = [placed, status('placed', 'confirmed'), status('confirmed', 'packed')];
    spec({ order: packed, products: [product] }).when(shopper).thenRefuses('conflict', { code: 'too_late_to_cancel' });
    spec({ order: packed, products: [product] })
      .when({ type: 'CancelOrder', orderId, reason: 'out_of_stock', note: null, by: 'staff', now })
      .then({
        order: [cancelled('packed', 'out_of_stock', 'staff')],
        products: [[released(medium, 2, 7, 'order_cancelled'), released(large, 1, 1, 'order_cancelled')]],
      });
    spec({ order: shipped }).when({ type: 'CancelOrder', orderId, reason: 'other', note: null, by: 'staff', now })
      .thenRefuses('conflict', { code: 'too_late_to_cancel' });
  });

  it('records nothing the second time and moves no stock again', () => {
    spec({ order: [placed, cancelled('placed', 'customer_request', 'shopper')], products: [product] }).when(shopper).then({});
  });

  it("answers another shopper's order as missing", () => {
    spec({ order: [placed] })
      .when({ ...shopper, customerId: 'ffffffff-1111-4d2e-8f3a-2b4c6d8e0f12' })
      .thenRefuses('not_found', 'Order not found');
  });

  it('lets the store cancel only a placed order older than the setting, and never while the setting is 0', () => {
    const system = { type: 'CancelOrder', orderId, reason: 'unconfirmed', note: null, by: 'system', now } as const;
    const hours = (value: string): NewEvent[] => [
      { type: 'SettingChanged', data: { key: 'unconfirmedCancelHours', value, changedAt: '2026-11-01T00:00:00.000Z' } },
    ];
    // Placed 23 hours before `now`.
    spec({ order: [placed], products: [product], setting: hours('24') }).when(system).then({});
    spec({ order: [placed], products: [product], setting: hours('0') }).when(system).then({});
    spec({ order: [placed], products: [product] }).when(system).then({});
    spec({ order: [placed, status('placed', 'confirmed')], products: [product], setting: hours('12') }).when(system).then({});
    spec({ order: [placed], products: [product], setting: hours('12') })
      .when(system)
      .then({
        order: [cancelled('placed', 'unconfirmed', 'system')],
        products: [[released(medium, 2, 7, 'order_cancelled'), released(large, 1, 1, 'order_cancelled')]],
      });
  });

  it('refuses every later status change of a cancelled order', () => {
    spec({ order: [placed, cancelled('placed', 'customer_request', 'shopper')] })
      .when({ type: 'ChangeStatus', orderId, status: 'packed', now })
      .thenRefuses('conflict', { code: 'order_cancelled' });
  });

  it('settles a cancel racing a pack: whichever is decided second sees the first', () => {
    // The pack landed first: her cancel, decided again on the packed order, is refused.
    spec({ order: [placed, status('placed', 'packed')], products: [product] }).when(shopper).thenRefuses('conflict', { code: 'too_late_to_cancel' });
    // The cancel landed first: the pack is refused.
    spec({ order: [placed, cancelled('placed', 'customer_request', 'shopper')] })
      .when({ type: 'ChangeStatus', orderId, status: 'packed', now })
      .thenRefuses('conflict', { code: 'order_cancelled' });
  });
});

describe('calling the shopper', () => {
  const call = (outcome: 'no_answer' | 'confirmed' | 'cancel_requested', note: string | null = null) =>
    ({ type: 'RecordContactAttempt', orderId, attemptId, outcome, note, now }) as const;
  const recorded = (outcome: string, note: string | null = null): NewEvent => ({
    type: 'ContactAttemptRecorded',
    data: { orderId, orderNumber: n, attemptId, outcome, note, at },
  });

  it('records the call', () => {
    spec({ order: [placed] }).when(call('no_answer', 'Rang twice')).then({ order: [recorded('no_answer', 'Rang twice')] });
  });

  it('confirms the order when she confirms on the phone', () => {
    spec({ order: [placed] }).when(call('confirmed')).then({ order: [recorded('confirmed'), status('placed', 'confirmed', at)] });
  });

  it('cancels it, units back, when she asks to', () => {
    spec({ order: [placed], products: [product] })
      .when(call('cancel_requested'))
      .then({
        order: [recorded('cancel_requested'), cancelled('placed', 'customer_request', 'staff')],
        products: [[released(medium, 2, 7, 'order_cancelled'), released(large, 1, 1, 'order_cancelled')]],
      });
  });

  it('refuses calls about a cancelled order', () => {
    spec({ order: [placed, cancelled('placed', 'customer_request', 'shopper')] })
      .when(call('no_answer'))
      .thenRefuses('conflict', { code: 'order_cancelled' });
  });
});

describe('the shipment', () => {
  const assign = (id = courierId) => ({ type: 'AssignShipment', orderId, courierId: id, trackingNumber: 'AX-1', now }) as const;

  it('names the courier and tracking number of a packed order', () => {
    spec({ order: [placed, status('placed', 'packed')], couriers: [courier] })
      .when(assign())
      .then({ order: [{ ...shipment, data: { ...(shipment.data as object), assignedAt: at } }] });
  });

  it('refuses an order not packed yet, an unknown courier and an inactive one', () => {
    spec({ order: [placed], couriers: [courier] }).when(assign()).thenRefuses('conflict', { code: 'order_not_packed' });
    spec({ order: [placed, status('placed', 'packed')], couriers: [courier] })
      .when(assign('0c1d2e3f-0000-4c6d-8e7f-8091a2b3c4d5'))
      .thenRefuses('invalid', { code: 'unknown_courier' });
    const inactive: NewEvent = {
      type: 'CourierRevised',
      data: { courierId, name: 'Aramex', deliveryCost: '20.00', returnCost: '12.50', active: false, revisedAt: at },
    };
    spec({ order: [placed, status('placed', 'packed')], couriers: [courier, inactive] })
      .when(assign())
      .thenRefuses('invalid', { code: 'courier_inactive' });
  });
});

/** What her COD standing counts (ADR 059): the order's first delivery, and a refusal at the door by account and number. */
const deliveryCounted: NewEvent = { type: 'CodDeliveryCounted', data: { userId, orderId, orderNumber: n, deliveredAt: at } };
const refusalCounted: NewEvent = { type: 'CodRefusalCounted', data: { userId, orderId, orderNumber: n, phone: '+971501111111', refusedAt: at } };
const phoneRefusal: NewEvent = { type: 'PhoneRefusalCounted', data: { phone: '+971501111111', userId, orderId, orderNumber: n, refusedAt: at } };

/** The invoice a first delivery issues (ADR 067): number 1 of a new numbers' stream, from a shop nobody described. */
const invoiceNumber: NewEvent = {
  type: 'DocumentNumberTaken',
  data: { kind: 'invoice', sequence: 1, number: 'INV-000001', subjectId: orderId, takenAt: at },
};
const invoiceIssued: NewEvent = {
  type: 'InvoiceIssued',
  data: { orderId, orderNumber: n, invoiceNumber: 'INV-000001', seller: noBusinessDetails, issuedAt: at },
};

describe('delivery attempts', () => {
  const deliver = (outcome: 'delivered' | 'not_home' | 'refused', codCollected: string | null = null) =>
    ({ type: 'RecordDeliveryAttempt', orderId, attemptId, outcome, codCollected, note: null, now }) as const;

  it('delivers with the cash collected, which the courier now holds', () => {
    spec({ order: shipped, couriers: [courier] })
      .when(deliver('delivered', '315.00'))
      .then({
        order: [attempt(1, 'delivered', '315.00'), status('shipped', 'delivered', at), invoiceIssued],
        cash: [collected('315.00')],
        customer: [deliveryCounted],
        invoiceNumbers: [invoiceNumber],
      });
  });

  it('keeps a different amount as collected (a discrepancy the cash page lists)', () => {
    spec({ order: shipped, couriers: [courier] })
      .when(deliver('delivered', '300.00'))
      .then({
        order: [attempt(1, 'delivered', '300.00'), status('shipped', 'delivered', at), invoiceIssued],
        cash: [collected('300.00')],
        customer: [deliveryCounted],
        invoiceNumbers: [invoiceNumber],
      });
  });

  it('sends a refused parcel back, and counts the refusal against her account and her number', () => {
    spec({ order: shipped, couriers: [courier] })
      .when(deliver('refused'))
      .then({ order: [attempt(1, 'refused'), returnStarted('refused')], customer: [refusalCounted], phones: [phoneRefusal] });
  });

  it('counts no refusal for a parcel she was not home for, even when it goes back', () => {
    spec({ order: [...shipped, attempt(1, 'not_home'), attempt(2, 'not_home')], couriers: [courier] })
      .when(deliver('not_home'))
      .then({ order: [attempt(3, 'not_home'), returnStarted('undeliverable')] });
  });

  it('writes her number in one form however it was typed', () => {
    const typed = { ...placed, data: { ...(placed.data as object), shippingPhone: '+971 50 111 1111' } };
    spec({ order: [typed, ...shipped.slice(1)], couriers: [courier] })
      .when(deliver('refused'))
      .then({ order: [attempt(1, 'refused'), returnStarted('refused')], customer: [refusalCounted], phones: [phoneRefusal] });
  });

  it('sends it back after the last allowed attempt, and not before', () => {
    spec({ order: shipped, couriers: [courier] }).when(deliver('not_home')).then({ order: [attempt(1, 'not_home')] });
    spec({ order: [...shipped, attempt(1, 'not_home'), attempt(2, 'not_home')], couriers: [courier] })
      .when(deliver('not_home'))
      .then({ order: [attempt(3, 'not_home'), returnStarted('undeliverable')] });
    const two: NewEvent = { type: 'SettingChanged', data: { key: 'maxDeliveryAttempts', value: '2', changedAt: at } };
    spec({ order: [...shipped, attempt(1, 'not_home')], couriers: [courier], setting: [two] })
      .when(deliver('not_home'))
      .then({ order: [attempt(2, 'not_home'), returnStarted('undeliverable')] });
  });

  it('refuses an order that is not shipped, and a delivery without its cash', () => {
    spec({ order: [placed], couriers: [courier] }).when(deliver('not_home')).thenRefuses('conflict', { code: 'order_not_shipped' });
    spec({ order: shipped, couriers: [courier] }).when(deliver('delivered')).thenRefuses('invalid', { code: 'cod_collected_required' });
  });

  it('counts the total as collected when the dropdown sets delivered, once per order', () => {
    spec({ order: shipped })
      .when({ type: 'ChangeStatus', orderId, status: 'delivered', now })
      .then({ order: [status('shipped', 'delivered', at), invoiceIssued], cash: [collected('315.00')], customer: [deliveryCounted], invoiceNumbers: [invoiceNumber] });
    // Delivered again after a step back: neither the cash nor her deliveries count it twice, and it keeps its invoice.
    spec({ order: [...shipped, status('shipped', 'delivered'), invoiceIssued, status('delivered', 'shipped', undefined, { correction: true })], cash: [collected('315.00')] })
      .when({ type: 'ChangeStatus', orderId, status: 'delivered', now })
      .then({ order: [status('shipped', 'delivered', at, { reachedBefore: true })] });
  });
});

describe('receiving a returned parcel', () => {
  const returning = [...shipped, attempt(1, 'refused'), returnStarted('refused')];
  const receive = (items: { itemId: string; quantity: number; condition: 'sellable' | 'damaged' }[]) =>
    ({ type: 'ReceiveReturn', orderId, items, now }) as const;

  it('puts sellable units back, records damaged ones, and adds the courier’s return cost', () => {
    const decision = spec({ order: returning, couriers: [courier], products: [product] })
      .when(receive([{ itemId: mediumItem, quantity: 1, condition: 'sellable' }, { itemId: mediumItem, quantity: 1, condition: 'damaged' }, { itemId: largeItem, quantity: 1, condition: 'sellable' }]))
      .then({
        order: [
          {
            type: 'OrderReturnReceived',
            data: {
              orderId,
              orderNumber: n,
              items: [
                { itemId: mediumItem, quantity: 1, condition: 'sellable' },
                { itemId: mediumItem, quantity: 1, condition: 'damaged' },
                { itemId: largeItem, quantity: 1, condition: 'sellable' },
              ],
              courierId,
              returnCost: '12.50',
              receivedAt: at,
            },
          },
        ],
        products: [
          [
            released(medium, 1, 6, 'returned_to_origin'),
            { type: 'DamagedReturnRecorded', data: { productId: abayaId, variantId: medium, orderId, quantity: 1, remaining: 6 } },
            released(large, 1, 1, 'returned_to_origin'),
          ],
        ],
      });
    expect(decision.result).toHaveLength(1);
  });

  it('refuses a second receipt, so stock moves once', () => {
    const received: NewEvent = {
      type: 'OrderReturnReceived',
      data: { orderId, orderNumber: n, items: [{ itemId: largeItem, quantity: 1, condition: 'sellable' }], courierId, returnCost: '12.50', receivedAt: at },
    };
    spec({ order: [...returning, received], couriers: [courier], products: [product] })
      .when(receive([{ itemId: largeItem, quantity: 1, condition: 'sellable' }]))
      .thenRefuses('conflict', { code: 'return_already_received' });
  });

  it('refuses more units than were ordered, an item of another order, and an order not on its way back', () => {
    spec({ order: returning, couriers: [courier], products: [product] })
      .when(receive([{ itemId: largeItem, quantity: 2, condition: 'sellable' }]))
      .thenRefuses('invalid', { code: 'invalid_return_items' });
    spec({ order: returning, couriers: [courier], products: [] })
      .when(receive([{ itemId: courierId, quantity: 1, condition: 'sellable' }]))
      .thenRefuses('invalid', { code: 'invalid_return_items' });
    spec({ order: shipped, couriers: [courier], products: [product] })
      .when(receive([{ itemId: largeItem, quantity: 1, condition: 'sellable' }]))
      .thenRefuses('conflict', { code: 'order_not_returning' });
  });

  it('refuses status changes of an order on its way back', () => {
    spec({ order: returning }).when({ type: 'ChangeStatus', orderId, status: 'delivered', now }).thenRefuses('conflict', { code: 'order_in_return' });
  });
});
