import { describe, expect, it } from 'vitest';
import { noBusinessDetails } from '../../events/business.js';
import type { NewEvent } from '../../events/index.js';
import { returnFold, returnStatuses, type ReturnState, type ReturnStatus } from '../../events/returns.js';
import { orderDecider } from './order.decider.js';
import { orderForReturns, type OrderForReturns } from './return-order.js';
import { changeReturnDecider, requestReturnDecider, returnMoves, type ChangeReturnCommand, type RequestReturnCommand } from './return-decisions.decider.js';
import type { ProductForOrder } from './product-stock.decider.js';

const orderId = '1f6a2c1e-3b1d-4c8e-9a57-5c2d7f1e9b10';
const userId = '7a0e4b2c-1111-4d2e-8f3a-2b4c6d8e0f12';
const itemId = '2b7c3d4e-5f60-4a71-8b92-c3d4e5f60718';
const secondItemId = '2b7c3d4e-5f60-4a71-8b92-c3d4e5f60719';
const productId = '3c8d4e5f-6071-4b82-9ca3-d4e5f6071829';
const variantM = '4d9e5f60-7182-4c93-8db4-e5f60718293a';
const variantL = '4d9e5f60-7182-4c93-8db4-e5f60718293b';
const returnId = '5e0f6071-8293-4da4-9ec5-f60718293a4b';
const exchangeOrderId = '6f107182-93a4-4eb5-8fd6-0718293a4b5c';
const deliveredAt = '2026-11-01T10:00:00.000Z';
const day = 86_400_000;

const placed: NewEvent = {
  type: 'OrderPlaced',
  data: {
    orderId,
    orderNumber: 1001,
    userId,
    items: [
      { itemId, productId, variantId: variantM, productNameEn: 'Black Abaya', productNameAr: 'عباية سوداء', variantSize: 'M', variantColor: 'Black', quantity: 2, price: '300.00' },
      { itemId: secondItemId, productId, variantId: variantL, productNameEn: 'Black Abaya', productNameAr: 'عباية سوداء', variantSize: 'L', variantColor: 'Black', quantity: 1, price: '400.00' },
    ],
    subtotal: '1000.00',
    discount: '100.00',
    deliveryFee: '0.00',
    emirate: 'dubai',
    coupon: null,
    codFee: '10.00',
    totalAmount: '910.00',
    paymentMethod: 'cod',
    shippingName: 'Noura',
    shippingPhone: '0501111111',
    shippingCity: 'Dubai',
    shippingAddressLine1: 'Tower 2',
    shippingAddressLine2: null,
    deliveryNote: null,
    placedAt: '2026-10-30T10:00:00.000Z',
    locale: 'ar',
    storeCreditUsed: '0.00',
    exchangeOf: null,
  },
};
const delivered: NewEvent = { type: 'OrderStatusChanged', data: { orderId, orderNumber: 1001, from: 'shipped', to: 'delivered', changedAt: deliveredAt } };

const fold = <S>(f: { initialState(): S; evolve(state: S, event: NewEvent): S }, events: readonly NewEvent[]) => events.reduce(f.evolve, f.initialState());
const orderOf = (events: readonly NewEvent[]): OrderForReturns => fold(orderForReturns, events);

const product = (stock: { m: number; l: number }): ProductForOrder => ({
  kind: 'present',
  status: 'active',
  nameEn: 'Black Abaya',
  nameAr: 'عباية سوداء',
  slug: 'black-abaya',
  image: null,
  variants: new Map([
    [variantM, { size: 'M', color: 'Black', price: '300.00', stock: stock.m }],
    [variantL, { size: 'L', color: 'Black', price: '400.00', stock: stock.l }],
  ]),
});

const request = (overrides: Partial<RequestReturnCommand> = {}): RequestReturnCommand => ({
  returnId,
  orderId,
  userId,
  items: [{ itemId, quantity: 1, reason: 'wrong_size', exchangeVariantId: null }],
  resolution: 'refund',
  note: null,
  now: new Date(Date.parse(deliveredAt) + 3 * day),
  ...overrides,
});

function decideRequest(command: RequestReturnCommand, orderEvents: readonly NewEvent[] = [placed, delivered], windowDays = 14, stock = { m: 5, l: 0 }) {
  return requestReturnDecider.decide(command, {
    order: orderOf(orderEvents),
    window: windowDays,
    ret: { kind: 'none' },
    products: command.resolution === 'exchange' ? [product(stock)] : [],
  });
}

const refusalOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error as { meaning: string; code: string };
  }
  throw new Error('expected a refusal');
};

describe('asking for a return', () => {
  it('records the return on its stream and the units under return on the order, worth their price less their share of the discount', () => {
    const decision = decideRequest(request());
    const [requested] = decision.events.ret!;
    // One unit of 300.00 of a 1000.00 order with 100.00 off: 30.00 of the discount.
    expect(requested).toMatchObject({ type: 'ReturnRequested', data: { returnId, orderId, userId, resolution: 'refund', discount: '30.00', amount: '270.00' } });
    expect(decision.events.order).toEqual([
      { type: 'OrderItemsReturnRequested', data: { orderId, orderNumber: 1001, returnId, items: [{ itemId, quantity: 1 }], discount: '30.00', requestedAt: expect.any(String) } },
    ]);
    expect(decision.result).toMatchObject({ kind: 'present', status: 'requested' });
  });

  it('refuses an order not delivered (placed, or set back from delivered)', () => {
    expect(refusalOf(() => decideRequest(request(), [placed]))).toMatchObject({ meaning: 'conflict', code: 'not_delivered' });
    const setBack: NewEvent = { type: 'OrderStatusChanged', data: { orderId, orderNumber: 1001, from: 'delivered', to: 'shipped', changedAt: deliveredAt } };
    expect(refusalOf(() => decideRequest(request(), [placed, delivered, setBack]))).toMatchObject({ code: 'not_delivered' });
  });

  it('takes requests up to the window of days after delivery, and refuses them after', () => {
    expect(decideRequest(request({ now: new Date(Date.parse(deliveredAt) + 14 * day) })).events.ret).toHaveLength(1);
    expect(refusalOf(() => decideRequest(request({ now: new Date(Date.parse(deliveredAt) + 14 * day + 1) })))).toMatchObject({
      meaning: 'conflict',
      code: 'return_window_closed',
    });
    expect(refusalOf(() => decideRequest(request({ now: new Date(Date.parse(deliveredAt) + 3 * day) }), [placed, delivered], 2))).toMatchObject({
      code: 'return_window_closed',
    });
  });

  it('refuses more units than were delivered less those under open returns; a rejected return frees its units', () => {
    expect(refusalOf(() => decideRequest(request({ items: [{ itemId, quantity: 3, reason: 'damaged', exchangeVariantId: null }] })))).toMatchObject({
      code: 'over_return',
    });
    const open: NewEvent = {
      type: 'OrderItemsReturnRequested',
      data: { orderId, orderNumber: 1001, returnId: exchangeOrderId, items: [{ itemId, quantity: 2 }], discount: '60.00', requestedAt: deliveredAt },
    };
    expect(refusalOf(() => decideRequest(request(), [placed, delivered, open]))).toMatchObject({ meaning: 'conflict', code: 'over_return' });
    // Two lines asked for the same item add up.
    expect(
      refusalOf(() =>
        decideRequest(request({ items: [{ itemId, quantity: 1, reason: 'damaged', exchangeVariantId: null }, { itemId, quantity: 2, reason: 'other', exchangeVariantId: null }] })),
      ),
    ).toMatchObject({ code: 'over_return' });
    const rejected: NewEvent = { type: 'OrderItemsReturnRejected', data: { orderId, orderNumber: 1001, returnId: exchangeOrderId, rejectedAt: deliveredAt } };
    expect(decideRequest(request(), [placed, delivered, open, rejected]).events.ret).toHaveLength(1);
  });

  it('answers another shopper’s order as missing, and refuses an item not of the order', () => {
    expect(refusalOf(() => decideRequest(request({ userId: returnId })))).toMatchObject({ meaning: 'not_found' });
    expect(refusalOf(() => decideRequest(request({ items: [{ itemId: returnId, quantity: 1, reason: 'other', exchangeVariantId: null }] })))).toMatchObject({
      meaning: 'invalid',
      code: 'invalid_return_items',
    });
  });

  it('names the size of the same product an exchange takes, and refuses a variant of another product', () => {
    const exchange = request({ resolution: 'exchange', items: [{ itemId, quantity: 1, reason: 'wrong_size', exchangeVariantId: variantL }] });
    expect(decideRequest(exchange).events.ret![0]!.data).toMatchObject({ items: [{ exchangeVariantId: variantL, exchangeVariantSize: 'L', exchangeVariantColor: 'Black' }] });
    const foreign = request({ resolution: 'exchange', items: [{ itemId, quantity: 1, reason: 'wrong_size', exchangeVariantId: returnId }] });
    expect(refusalOf(() => decideRequest(foreign))).toMatchObject({ meaning: 'invalid', code: 'invalid_exchange_variant' });
  });
});

/** A return as staff find it: requested (as `request` decides it), then moved through `path`. */
function returnAt(resolution: 'refund' | 'store_credit' | 'exchange', path: readonly ReturnStatus[]): ReturnState {
  const items = [{ itemId, quantity: 1, reason: 'wrong_size' as const, exchangeVariantId: resolution === 'exchange' ? variantL : null }];
  let state = decideRequest(request({ resolution, items })).result;
  for (const status of path) {
    const decided = changeReturnDecider.decide(change(status), statesFor(change(status), state));
    state = decided.result;
  }
  return state;
}

const change = (status: ReturnStatus, overrides: Partial<ChangeReturnCommand> = {}): ChangeReturnCommand => ({
  returnId,
  status,
  note: null,
  refundMethod: status === 'refunded' ? 'cash' : null,
  refundReference: null,
  newOrderId: exchangeOrderId,
  exchangeOrderNumber: 1002,
  newId: () => itemId,
  now: new Date(Date.parse(deliveredAt) + 5 * day),
  ...overrides,
});

function statesFor(command: ChangeReturnCommand, ret: ReturnState, options: { stock?: { m: number; l: number }; numbers?: number; credit?: bigint } = {}) {
  const more = changeReturnDecider.moreStreams!(command, { ret });
  return {
    ret,
    ...(more.order ? { order: orderOf([placed, delivered]) } : {}),
    ...(more.products ? { products: more.products.map(() => product(options.stock ?? { m: 5, l: 2 })) } : {}),
    ...(more.business ? { business: noBusinessDetails } : {}),
    ...(more.numbers ? { numbers: options.numbers ?? 0 } : {}),
    ...(more.credit ? { credit: options.credit ?? 0n } : {}),
    ...(more.exchangeOrder ? { exchangeOrder: orderDecider.initialState() } : {}),
  };
}

const decideChange = (command: ChangeReturnCommand, ret: ReturnState, options?: Parameters<typeof statesFor>[2]) =>
  changeReturnDecider.decide(command, statesFor(command, ret, options));

const pathTo: Record<ReturnStatus, readonly ReturnStatus[]> = {
  requested: [],
  approved: ['approved'],
  rejected: ['rejected'],
  received: ['approved', 'received'],
  refunded: ['approved', 'received', 'refunded'],
  exchanged: ['approved', 'received', 'exchanged'],
};

describe('moving a return on', () => {
  for (const from of returnStatuses) {
    for (const to of returnStatuses) {
      const allowed = returnMoves[from].includes(to);
      const resolution = from === 'exchanged' || (to === 'exchanged' && from !== 'refunded') ? 'exchange' : 'refund';
      it(`${allowed ? 'allows' : 'refuses'} ${from} → ${to}`, () => {
        const state = returnAt(resolution, pathTo[from]);
        if (allowed) {
          const decided = decideChange(change(to), state);
          expect(decided.events.ret![0]).toMatchObject({ type: 'ReturnStatusChanged', data: { from, to } });
        } else {
          expect(refusalOf(() => decideChange(change(to), state))).toMatchObject({ meaning: 'conflict', code: 'invalid_return_move' });
        }
      });
    }
  }

  it('refuses refunding an exchange and exchanging a refund', () => {
    expect(refusalOf(() => decideChange(change('refunded'), returnAt('exchange', pathTo.received)))).toMatchObject({ code: 'invalid_return_move' });
    expect(refusalOf(() => decideChange(change('exchanged'), returnAt('refund', pathTo.received)))).toMatchObject({ code: 'invalid_return_move' });
  });

  it('frees the units of a rejected return on the order', () => {
    const decided = decideChange(change('rejected'), returnAt('refund', []));
    expect(decided.events.order).toEqual([{ type: 'OrderItemsReturnRejected', data: { orderId, orderNumber: 1001, returnId, rejectedAt: expect.any(String) } }]);
  });

  it('reserves an exchange’s new size at approval for its order, or refuses it out of stock writing nothing', () => {
    const decided = decideChange(change('approved'), returnAt('exchange', []), { stock: { m: 0, l: 2 } });
    expect(decided.events.products).toEqual([
      [{ type: 'StockReserved', data: { productId, variantId: variantL, orderId: exchangeOrderId, quantity: 1, remaining: 1, reason: 'exchange', returnId } }],
    ]);
    expect(decided.events.ret![0]!.data).toMatchObject({ exchangeOrderId });
    expect(refusalOf(() => decideChange(change('approved'), returnAt('exchange', []), { stock: { m: 5, l: 0 } }))).toMatchObject({
      meaning: 'conflict',
      code: 'out_of_stock',
    });
  });

  it('puts received units back in stock as a customer return', () => {
    const decided = decideChange(change('received'), returnAt('refund', pathTo.approved), { stock: { m: 4, l: 0 } });
    expect(decided.events.products).toEqual([
      [{ type: 'StockReleased', data: { productId, variantId: variantM, orderId, quantity: 1, remaining: 5, reason: 'customer_return' } }],
    ]);
  });

  it('issues the next credit note number with a refund, on the numbers stream at the version read', () => {
    const decided = decideChange(change('refunded'), returnAt('refund', pathTo.received), { numbers: 6 });
    expect(decided.events.numbers).toEqual([
      { type: 'DocumentNumberTaken', data: { kind: 'credit_note', sequence: 7, number: 'CN-000007', subjectId: returnId, takenAt: expect.any(String) } },
    ]);
    expect(decided.events.ret![1]).toMatchObject({
      type: 'CreditNoteIssued',
      data: { creditNoteNumber: 'CN-000007', lines: [{ description: 'Black Abaya (M, Black)', quantity: 1, unitPrice: '300.00' }], discount: '30.00', buyer: { name: 'Noura' } },
    });
    expect(decided.result).toMatchObject({ status: 'refunded', refundMethod: 'cash' });
    expect(decided.events.credit).toBeUndefined();
  });

  it('adds store credit with the balance after it, for a store-credit return or a refund paid as store credit', () => {
    const decided = decideChange(change('refunded', { refundMethod: null }), returnAt('store_credit', pathTo.received), { credit: 5000n });
    expect(decided.events.credit).toEqual([
      {
        type: 'StoreCreditAdded',
        data: { userId, amount: '270.00', source: 'return', returnId, creditNoteNumber: 'CN-000001', balance: '320.00', addedAt: expect.any(String) },
      },
    ]);
    const asCredit = decideChange(change('refunded', { refundMethod: 'store_credit' }), returnAt('refund', pathTo.received));
    expect(asCredit.events.credit).toHaveLength(1);
  });

  it('needs a refund method, and a reference for a bank transfer', () => {
    const received = returnAt('refund', pathTo.received);
    expect(refusalOf(() => decideChange(change('refunded', { refundMethod: null }), received))).toMatchObject({ meaning: 'invalid', code: 'refund_method_required' });
    expect(refusalOf(() => decideChange(change('refunded', { refundMethod: 'bank_transfer' }), received))).toMatchObject({
      meaning: 'invalid',
      code: 'refund_reference_required',
    });
    const paid = decideChange(change('refunded', { refundMethod: 'bank_transfer', refundReference: 'TRX-1' }), received);
    expect(paid.result).toMatchObject({ refundMethod: 'bank_transfer', refundReference: 'TRX-1' });
  });

  it('places the linked exchange order at 0.00 with the reserved size, shipped where the original went', () => {
    const decided = decideChange(change('exchanged'), returnAt('exchange', pathTo.received));
    expect(decided.events.exchangeOrder).toEqual([
      expect.objectContaining({
        type: 'OrderPlaced',
        data: expect.objectContaining({
          orderId: exchangeOrderId,
          orderNumber: 1002,
          totalAmount: '0.00',
          subtotal: '0.00',
          shippingName: 'Noura',
          exchangeOf: { returnId, orderId, orderNumber: 1001 },
          items: [expect.objectContaining({ variantId: variantL, variantSize: 'L', price: '0.00', quantity: 1 })],
        }),
      }),
    ]);
    // Its units were reserved at approval: nothing is reserved again.
    expect(decided.events.products).toBeUndefined();
    expect(decided.result).toMatchObject({ status: 'exchanged', exchangeOrderId, exchangeOrderNumber: 1002 });
  });

  it('folds the history of the moves with their notes', () => {
    const state = returnAt('refund', pathTo.refunded);
    expect(state.kind === 'present' && state.history.map((entry) => entry.status)).toEqual(['requested', 'approved', 'received', 'refunded']);
    expect(returnFold.initialState()).toEqual({ kind: 'none' });
  });
});
