import { describe, expect, it } from 'vitest';
import type { BusinessDetails } from '../../events/business.js';
import type { NewEvent } from '../../events/index.js';
import { commandSpec } from '../../tests/support/decider-spec.js';
import { invoiceOf } from './invoice.js';
import { orderLifeDecider } from './order-commands.decider.js';
import { orderDecider } from './order.decider.js';

const spec = commandSpec(orderLifeDecider);

const orderId = '2f6a2c1e-3b1d-4c8e-9a57-5c2d7f1e9b10';
const userId = '7a0e4b2c-1111-4d2e-8f3a-2b4c6d8e0f12';
const courierId = '0c1d2e3f-4a5b-4c6d-8e7f-8091a2b3c4d5';
const attemptId = 'aa1d2e3f-4a5b-4c6d-8e7f-8091a2b3c4d5';
const now = new Date('2026-11-27T09:00:00Z');
const at = now.toISOString();
const n = 1042;

const seller: BusinessDetails = {
  legalNameEn: 'Sakina Modest Fashion LLC',
  legalNameAr: 'سكينة للأزياء المحتشمة ذ.م.م',
  addressEn: 'Office 12, Al Wasl Road, Dubai',
  addressAr: 'مكتب 12، شارع الوصل، دبي',
  trn: '100123456700003',
  vatRegistered: true,
};
const business: NewEvent[] = [{ type: 'BusinessDetailsChanged', data: { ...seller, changedAt: '2026-11-01T08:00:00.000Z' } }];

const placedData = {
  orderId,
  orderNumber: n,
  userId,
  items: [
    {
      itemId: 'b01d2e3f-4a5b-4c6d-8e7f-8091a2b3c4d5',
      productId: '3c8d4e5f-6071-4b82-9ca3-d4e5f6071829',
      variantId: '4d9e5f60-7182-4c93-8db4-e5f60718293a',
      productNameEn: 'Linen abaya',
      productNameAr: 'عباية كتان',
      variantSize: 'M',
      variantColor: 'Black',
      quantity: 2,
      price: '189.00',
    },
    {
      itemId: 'b02d2e3f-4a5b-4c6d-8e7f-8091a2b3c4d5',
      productId: '5eaf6071-8293-4da4-9ec5-f60718293a4b',
      variantId: '6fb07182-93a4-4eb5-afd6-0718293a4b5c',
      productNameEn: 'Silk scarf',
      productNameAr: 'وشاح حرير',
      variantSize: null,
      variantColor: null,
      quantity: 1,
      price: '45.50',
    },
  ],
  subtotal: '423.50',
  discount: '42.35',
  deliveryFee: '15.00',
  codFee: '10.00',
  totalAmount: '406.15',
  emirate: 'sharjah',
  coupon: { couponId: '6b1c2d3e-4f50-4a61-8b72-9c8d7e6f5a40', code: 'EID10', kind: 'percent' },
  paymentMethod: 'cod',
  shippingName: 'Noura Al Mansoori',
  shippingPhone: '0501111111',
  shippingCity: 'Sharjah',
  shippingAddressLine1: 'Villa 7, Street 3',
  shippingAddressLine2: 'Al Khan',
  deliveryNote: null,
  placedAt: '2026-11-20T10:00:00.000Z',
  locale: 'ar',
  storeCreditUsed: '0.00',
  exchangeOf: null,
};
const placed: NewEvent = { type: 'OrderPlaced', data: placedData };
const status = (from: string, to: string, changedAt = '2026-11-21T12:00:00.000Z', flags: { correction?: boolean; reachedBefore?: boolean } = {}): NewEvent => ({
  type: 'OrderStatusChanged',
  data: { orderId, orderNumber: n, from, to, changedAt, correction: false, reachedBefore: false, ...flags },
});
const shipment: NewEvent = {
  type: 'ShipmentAssigned',
  data: { orderId, orderNumber: n, courierId, courierName: 'Aramex', trackingNumber: 'AX-1', assignedAt: '2026-11-21T11:00:00.000Z' },
};
const shipped = [placed, status('placed', 'packed'), shipment, status('packed', 'shipped')];
const courier: NewEvent = {
  type: 'CourierAdded',
  data: { courierId, name: 'Aramex', deliveryCost: '20.00', returnCost: '12.50', active: true, addedAt: '2026-11-01T08:00:00.000Z' },
};
const taken = (sequence: number, subjectId = orderId): NewEvent => ({
  type: 'DocumentNumberTaken',
  data: { kind: 'invoice', sequence, number: `INV-${String(sequence).padStart(6, '0')}`, subjectId, takenAt: '2026-11-26T08:00:00.000Z' },
});
const issued = (sequence: number, issuedAt = at): NewEvent => ({
  type: 'InvoiceIssued',
  data: { orderId, orderNumber: n, invoiceNumber: `INV-${String(sequence).padStart(6, '0')}`, seller, issuedAt },
});
const takenNow = (sequence: number): NewEvent => ({ ...taken(sequence), data: { ...(taken(sequence).data as object), takenAt: at } });

const deliver = (outcome: 'delivered' | 'not_home' | 'refused', codCollected: string | null = null) =>
  ({ type: 'RecordDeliveryAttempt', orderId, attemptId, outcome, codCollected, note: null, now }) as const;
const setStatus = (to: 'delivered' | 'shipped' | 'packed') => ({ type: 'ChangeStatus', orderId, status: to, now }) as const;

/** The invoice events of a decision: what it appended to the numbers' stream and the InvoiceIssued on the order's. */
function invoiceEventsOf(decision: { events: Record<string, unknown> }) {
  const order = (decision.events.order ?? []) as NewEvent[];
  return { numbers: (decision.events.invoiceNumbers ?? []) as NewEvent[], issued: order.filter((event) => event.type === 'InvoiceIssued') };
}

describe('issuing the tax invoice at delivery', () => {
  it('takes the next number and copies the seller when a delivery attempt delivers the order', () => {
    const decision = spec({ order: shipped, couriers: [courier], invoiceNumbers: [taken(1, courierId), taken(2, attemptId)], business }).when(
      deliver('delivered', '406.15'),
    );
    const { events } = decision.then({
      order: [
        expect.objectContaining({ type: 'DeliveryAttempted' }) as NewEvent,
        status('shipped', 'delivered', at),
        issued(3),
      ],
      cash: [expect.objectContaining({ type: 'CodCollected' }) as NewEvent],
      customer: [expect.objectContaining({ type: 'CodDeliveryCounted' }) as NewEvent],
      invoiceNumbers: [takenNow(3)],
    });
    expect(invoiceEventsOf({ events })).toEqual({ numbers: [takenNow(3)], issued: [issued(3)] });
  });

  it('issues it when the status dropdown sets the order delivered, from any status before', () => {
    spec({ order: shipped, invoiceNumbers: [], business })
      .when(setStatus('delivered'))
      .then({
        order: [status('shipped', 'delivered', at), issued(1)],
        cash: [expect.objectContaining({ type: 'CodCollected' }) as NewEvent],
        customer: [expect.objectContaining({ type: 'CodDeliveryCounted' }) as NewEvent],
        invoiceNumbers: [takenNow(1)],
      });
    // Straight from confirmed (no shipment, so no courier's cash).
    spec({ order: [placed, status('placed', 'confirmed')], invoiceNumbers: [taken(7)], business })
      .when(setStatus('delivered'))
      .then({
        order: [status('confirmed', 'delivered', at), issued(8)],
        customer: [expect.objectContaining({ type: 'CodDeliveryCounted' }) as NewEvent],
        invoiceNumbers: [takenNow(8)],
      });
  });

  it('issues it once: an order moved back and delivered again keeps its first invoice and takes no number', () => {
    const again = [...shipped, status('shipped', 'delivered'), issued(5, '2026-11-22T09:00:00.000Z'), status('delivered', 'shipped', undefined, { correction: true })];
    const decision = spec({ order: again, invoiceNumbers: [taken(5), taken(6)], business }).when(setStatus('delivered'));
    const events = decision.then({ order: [status('shipped', 'delivered', at, { reachedBefore: true })] }).events;
    expect(invoiceEventsOf({ events })).toEqual({ numbers: [], issued: [] });
    // The command does not even read the numbers' stream then.
    expect(orderLifeDecider.moreStreams!(setStatus('delivered'), {
      order: again.reduce(orderDecider.evolve as (state: ReturnType<typeof orderDecider.initialState>, event: NewEvent) => ReturnType<typeof orderDecider.initialState>, orderDecider.initialState()),
    } as never)).not.toHaveProperty('invoiceNumbers');
  });

  it('issues none for an exchange order: its goods were invoiced on the order it replaces', () => {
    const exchange: NewEvent = {
      type: 'OrderPlaced',
      data: {
        ...placedData,
        exchangeOf: { returnId: '9a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', orderId: '8a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', orderNumber: 1001 },
      },
    };
    spec({ order: [exchange, ...shipped.slice(1)], invoiceNumbers: [taken(3)], business })
      .when(setStatus('delivered'))
      .then({
        order: [status('shipped', 'delivered', at)],
        cash: [expect.objectContaining({ type: 'CodCollected' }) as NewEvent],
        customer: [expect.objectContaining({ type: 'CodDeliveryCounted' }) as NewEvent],
      });
  });

  it('takes no number for a refused command or one that does not deliver', () => {
    // A delivery without its cash is refused: nothing is appended anywhere.
    spec({ order: shipped, couriers: [courier], invoiceNumbers: [taken(3)], business })
      .when(deliver('delivered'))
      .thenRefuses('invalid', { code: 'cod_collected_required' });
    // A cancelled order cannot be delivered.
    const cancelled: NewEvent = {
      type: 'OrderCancelled',
      data: { orderId, orderNumber: n, from: 'placed', reason: 'customer_request', note: null, by: 'shopper', cancelledAt: '2026-11-21T10:00:00.000Z' },
    };
    spec({ order: [placed, cancelled], invoiceNumbers: [taken(3)], business }).when(setStatus('delivered')).thenRefuses('conflict', { code: 'order_cancelled' });
    // Nobody home, a refusal at the door, or a move to another status: no invoice.
    spec({ order: shipped, couriers: [courier], invoiceNumbers: [taken(3)], business })
      .when(deliver('not_home'))
      .then({ order: [expect.objectContaining({ type: 'DeliveryAttempted' }) as NewEvent] });
    const refused = spec({ order: shipped, couriers: [courier], business }).when(deliver('refused')).then({
      order: [expect.objectContaining({ type: 'DeliveryAttempted' }) as NewEvent, expect.objectContaining({ type: 'OrderReturnStarted' }) as NewEvent],
      customer: [expect.objectContaining({ type: 'CodRefusalCounted' }) as NewEvent],
      phones: [expect.objectContaining({ type: 'PhoneRefusalCounted' }) as NewEvent],
    });
    expect(invoiceEventsOf(refused)).toEqual({ numbers: [], issued: [] });
    spec({ order: shipped, invoiceNumbers: [taken(3)], business }).when(setStatus('packed')).then({ order: [status('shipped', 'packed', at, { correction: true, reachedBefore: true })] });
  });
});

describe('the invoice of an order', () => {
  const stateOf = (events: readonly NewEvent[]) =>
    events.reduce((state, event) => orderDecider.evolve(state, event as Parameters<typeof orderDecider.evolve>[1]), orderDecider.initialState());

  it('is null before it is issued', () => {
    expect(invoiceOf(stateOf(shipped))).toBeNull();
  });

  it('lists the order as it stands, split into net and VAT, adding up to what she paid', () => {
    const invoice = invoiceOf(stateOf([...shipped, status('shipped', 'delivered', at), issued(3)]))!;
    expect(invoice).toEqual({
      invoiceNumber: 'INV-000003',
      issuedAt: at,
      vatRegistered: true,
      seller: { name: seller.legalNameEn, nameAr: seller.legalNameAr, address: seller.addressEn, addressAr: seller.addressAr, trn: seller.trn },
      buyer: { name: 'Noura Al Mansoori', address: 'Villa 7, Street 3, Al Khan, Sharjah' },
      lines: [
        // 378.00 × 5 / 105 = 18.00
        { description: 'Linen abaya (M, Black)', descriptionAr: 'عباية كتان (M, Black)', quantity: 2, unitPrice: '189.00', vatRate: 5, net: '360.00', vat: '18.00', total: '378.00' },
        // 45.50 × 5 / 105 = 2.1666… → 2.17
        { description: 'Silk scarf', descriptionAr: 'وشاح حرير', quantity: 1, unitPrice: '45.50', vatRate: 5, net: '43.33', vat: '2.17', total: '45.50' },
      ],
      fees: [
        { kind: 'delivery', net: '14.29', vat: '0.71', total: '15.00' },
        { kind: 'cod', net: '9.52', vat: '0.48', total: '10.00' },
      ],
      // 42.35 × 5 / 105 = 2.0166… → 2.02
      discount: { net: '40.33', vat: '2.02', total: '42.35' },
      totals: { net: '386.81', vat: '19.34', total: '406.15' },
    });
    expect(invoice.totals.total).toBe(placedData.totalAmount);
  });

  it('is a plain invoice without VAT when the shop was not VAT-registered when it was issued', () => {
    const plain = { ...seller, trn: null, vatRegistered: false };
    const issuedPlain: NewEvent = { type: 'InvoiceIssued', data: { ...(issued(1).data as object), seller: plain } };
    const invoice = invoiceOf(stateOf([...shipped, status('shipped', 'delivered', at), issuedPlain]))!;
    expect(invoice.vatRegistered).toBe(false);
    expect(invoice.seller.trn).toBeNull();
    expect([...invoice.lines, ...invoice.fees, invoice.discount!].every((row) => row.vat === '0.00' && row.net === row.total)).toBe(true);
    expect(invoice.lines.every((line) => line.vatRate === 0)).toBe(true);
    expect(invoice.totals).toEqual({ net: '406.15', vat: '0.00', total: '406.15' });
  });

  it('leaves out a fee not charged and shows no discount row without a discount', () => {
    const free: NewEvent = { type: 'OrderPlaced', data: { ...placedData, discount: '0.00', coupon: null, deliveryFee: '0.00', totalAmount: '433.50' } };
    const invoice = invoiceOf(stateOf([free, status('placed', 'delivered', at), issued(1)]))!;
    expect(invoice.fees.map((fee) => fee.kind)).toEqual(['cod']);
    expect(invoice.discount).toBeNull();
    expect(invoice.totals.total).toBe('433.50');
  });
});
