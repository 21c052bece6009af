import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppendResult, NewEvent } from '../../events/index.js';
import { codStatuses, noCodRules, type CodRules } from '../../events/cod.js';
import { customerOrdersStreamId, orderStreamId } from '../../events/orders.js';
import { formatLogPosition } from '../../infra/http/log-position.js';
import { startTestStore, type TestStore } from '../../tests/support/test-store.js';

/*
 * The simulation through its route on a running store (its read model kept by the store's own projections), over a
 * history appended to the log as the orders' commands append it, with times of its own so every answer can be worked
 * out by hand. Each answer is also checked against the API document (test-store.ts).
 */

let store: TestStore;
let admin: string;
/** Where the last append of the history reached: sent with each simulation, so it waits for the read model. */
let written: AppendResult['position'];

const staff = { actor: { id: randomUUID(), role: 'admin' }, correlationId: 'cod-simulation-test' };

async function append(streamId: string, streamType: string, events: readonly NewEvent[]) {
  const result = await store.db.store.append([{ streamId, streamType, expectedVersion: 'any', events }], staff);
  written = result.position;
}

const shoppers = {
  amal: { id: randomUUID(), phone: '050 111 2233' },
  // Badria orders at Amal's number, written another way.
  badria: { id: randomUUID(), phone: '+971 50 111 2233' },
  celia: { id: randomUUID(), phone: '04 123 4567' },
  dana: { id: randomUUID(), phone: '055 999 8877' },
  eman: { id: randomUUID(), phone: '056 222 3344' },
  fatima: { id: randomUUID(), phone: '052 777 6655' },
  ghada: { id: randomUUID(), phone: '058 444 5566' },
  hind: { id: randomUUID(), phone: '054 333 2211' },
};
type Shopper = keyof typeof shoppers;

/** Order numbers to ids, for the answers. */
const ids = new Map<number, string>();

async function place(orderNumber: number, who: Shopper, placedAt: string, total: string, city: string) {
  const orderId = randomUUID();
  ids.set(orderNumber, orderId);
  const codFee = '15.00';
  const subtotal = (Number(total) - 15).toFixed(2);
  await append(orderStreamId(orderId), 'order', [
    {
      type: 'OrderPlaced',
      data: {
        orderId,
        orderNumber,
        userId: shoppers[who].id,
        items: [
          {
            itemId: randomUUID(),
            productId: randomUUID(),
            variantId: randomUUID(),
            productNameEn: 'Crepe Abaya',
            productNameAr: 'عباية كريب',
            variantSize: '54',
            variantColor: 'Black',
            quantity: 1,
            price: subtotal,
          },
        ],
        subtotal,
        discount: '0.00',
        deliveryFee: '0.00',
        codFee,
        totalAmount: total,
        emirate: null,
        coupon: null,
        paymentMethod: 'cod',
        shippingName: `Shopper ${who}`,
        shippingPhone: shoppers[who].phone,
        shippingCity: city,
        shippingAddressLine1: 'Villa 12, Street 4',
        shippingAddressLine2: null,
        deliveryNote: null,
        placedAt,
        locale: 'ar',
      },
    },
  ]);
  return orderId;
}

/** What happened to an order after its placement, appended to its stream as the lifecycle commands append it. */
const life = (orderNumber: number) => {
  const orderId = ids.get(orderNumber)!;
  const on = (events: readonly NewEvent[]) => append(orderStreamId(orderId), 'order', events);
  const attempt = (outcome: string, at: string, cost: string, codCollected: string | null = null) => ({
    type: 'DeliveryAttempted',
    data: { orderId, orderNumber, attemptId: randomUUID(), attemptNumber: 1, outcome, courierId: null, cost, codCollected, note: null, at },
  });
  const status = (from: string, to: string, changedAt: string) => ({ type: 'OrderStatusChanged', data: { orderId, orderNumber, from, to, changedAt } });
  return {
    shipped: (at: string) => on([status('placed', 'shipped', at)]),
    delivered: (at: string, total: string, cost = '12.00') => on([attempt('delivered', at, cost, total), status('shipped', 'delivered', at)]),
    refused: (at: string, cost = '15.00') =>
      on([attempt('refused', at, cost), { type: 'OrderReturnStarted', data: { orderId, orderNumber, reason: 'refused', at } }]),
    undeliverable: (at: string, cost = '15.00') =>
      on([attempt('not_home', at, cost), { type: 'OrderReturnStarted', data: { orderId, orderNumber, reason: 'undeliverable', at } }]),
    received: (receivedAt: string, returnCost = '10.00') =>
      on([{ type: 'OrderReturnReceived', data: { orderId, orderNumber, items: [], courierId: null, returnCost, receivedAt } }]),
    cancelled: (cancelledAt: string) =>
      on([{ type: 'OrderCancelled', data: { orderId, orderNumber, from: 'placed', reason: 'customer_request', note: null, by: 'staff', cancelledAt } }]),
    deleted: (deletedAt: string) => on([{ type: 'OrderDeleted', data: { orderId, orderNumber, restocked: true, deletedAt } }]),
  };
};

const setStatus = (who: Shopper, status: (typeof codStatuses)[number], setAt: string) =>
  append(customerOrdersStreamId(shoppers[who].id), 'customer-orders', [
    { type: 'CodStatusSet', data: { userId: shoppers[who].id, status, note: 'decided by staff', setAt } },
  ]);

const june = (day: number, hour = 10) => `2026-06-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00.000Z`;
const range = { from: '2026-06-01T00:00:00Z', to: '2026-07-01T00:00:00Z' };
/** Every rule set: the ones most of the tests try. */
const refusalRules: CodRules = {
  minOrder: '50.00',
  maxOrder: '1000.00',
  maxOrderNewCustomer: '300.00',
  unavailableEmirates: ['fujairah'],
  refusalLimit: 1,
};

function simulate(body: unknown, cookie = admin) {
  return store.request('POST', '/api/admin/cod-rules/simulate', {
    cookie,
    body,
    headers: { 'x-log-position': formatLogPosition(written) },
  });
}

beforeAll(async () => {
  store = await startTestStore();
  admin = await store.login();

  // Before the period: Amal refuses an order at her number; Celia has one delivered.
  await place(101, 'amal', '2026-05-10T09:00:00.000Z', '200.00', 'Dubai');
  await life(101).shipped('2026-05-11T09:00:00.000Z');
  await life(101).refused('2026-05-12T10:00:00.000Z');
  await life(101).received('2026-05-14T10:00:00.000Z');
  await place(102, 'celia', '2026-05-15T09:00:00.000Z', '150.00', 'الشارقة');
  await life(102).shipped('2026-05-16T09:00:00.000Z');
  await life(102).delivered('2026-05-17T10:00:00.000Z', '150.00');

  // The period, in the order things happened.
  await place(100, 'eman', '2026-06-01T00:00:00.000Z', '60.00', 'Dubai'); // at `from`: in it
  await place(103, 'badria', june(2), '250.00', 'Abu Dhabi');
  await place(104, 'celia', june(3), '500.00', 'Sharjah');
  await place(105, 'dana', june(3, 11), '500.00', 'دبي');
  await place(106, 'amal', june(4), '120.00', 'Dubai');
  await life(103).shipped(june(3));
  await life(103).refused(june(4, 11)); // an hour after Amal's order #106: not known to it
  await life(104).shipped(june(4));
  await life(104).delivered(june(5), '500.00');
  await life(105).shipped(june(5));
  await life(105).refused(june(6));
  await life(103).received(june(6));
  await life(105).received(june(8));
  await setStatus('celia', 'blocked', june(10, 9));
  await place(107, 'celia', june(12), '80.00', 'Dubai');
  await life(107).cancelled(june(12, 12));
  await place(109, 'eman', june(15), '100.00', 'الفجيرة');
  await place(110, 'eman', june(16), '30.00', 'Dubai');
  await life(109).shipped(june(16));
  await life(109).undeliverable(june(17));
  await setStatus('dana', 'allowed', june(20, 9));
  await place(108, 'dana', june(21), '2000.00', 'Fujairah');
  await place(111, 'fatima', june(22), '1500.00', 'Ajman');
  await life(111).shipped(june(23));
  await life(111).delivered(june(24), '1500.00');
  await place(112, 'amal', june(25), '100.00', 'Dubai');
  await life(112).deleted(june(25, 11));
  await place(113, 'ghada', june(26), '200.00', 'Dubai');
  await place(115, 'badria', june(27), '90.00', 'Dubai');
  await life(113).shipped(june(27));
  await life(113).refused(june(28)); // after her order #113 was placed: it does not count for #113
  await place(114, 'ghada', june(29), '200.00', 'Dubai');
  await place(116, 'amal', '2026-07-01T00:00:00.000Z', '100.00', 'Dubai'); // at `to`: outside it
  // Two days ago: the only order of the default period (the last 90 days).
  await place(117, 'hind', new Date(Date.now() - 2 * 24 * 60 * 60 * 1000).toISOString(), '40.00', 'Dubai');
}, 120_000);

afterAll(() => store?.stop());

const zeroReasons = {
  customer_blocked: 0,
  emirate_unavailable: 0,
  refusal_history: 0,
  below_minimum: 0,
  above_maximum: 0,
  new_customer_limit: 0,
};

const stoppedOrder = (orderNumber: number, placedAt: string, reason: string, outcome: string) => ({
  orderId: ids.get(orderNumber),
  orderNumber,
  placedAt,
  reason,
  outcome,
});

describe('trying COD rules on the history', () => {
  it('replays every order of the period with what was known when it was placed', async () => {
    const answer = await simulate({ rules: refusalRules, ...range });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('x-log-position-reached')).toBeNull();
    expect(answer.body).toEqual({
      // #100 and #103 to #115 but the deleted #112; #116 was placed at `to`.
      ordersConsidered: 13,
      wouldRefuse: { orders: 9, revenue: '2870.00' },
      byReason: {
        customer_blocked: 1,
        emirate_unavailable: 1,
        refusal_history: 4,
        below_minimum: 1,
        above_maximum: 1,
        new_customer_limit: 1,
      },
      // #103 and #105, each an attempt (15.00) and a return (10.00).
      refusalsAvoided: 2,
      courierCostAvoided: '50.00',
      // #111.
      deliveredRevenueLost: '1500.00',
      orders: [
        // Ghada's own refusal (Jun 28) came before it.
        stoppedOrder(114, june(29), 'refusal_history', 'open'),
        // Badria's own refusal and Amal's at the same number: two orders.
        stoppedOrder(115, june(27), 'refusal_history', 'open'),
        stoppedOrder(111, june(22), 'above_maximum', 'delivered'),
        stoppedOrder(110, june(16), 'below_minimum', 'open'),
        stoppedOrder(109, june(15), 'emirate_unavailable', 'returned'),
        // Blocked on Jun 10: her order of Jun 3 (#104) went through, delivered before (#102) lifting her limit.
        stoppedOrder(107, june(12), 'customer_blocked', 'cancelled'),
        // Her own refusal of May (#101).
        stoppedOrder(106, june(4), 'refusal_history', 'open'),
        // No delivery before: a new customer's order above 300.00.
        stoppedOrder(105, june(3, 11), 'new_customer_limit', 'refused'),
        // Amal's refusal at the number Badria ordered at.
        stoppedOrder(103, june(2), 'refusal_history', 'refused'),
      ],
    });
  });

  it('does not judge an order by a refusal recorded after it was placed', async () => {
    // Ghada's #113 was refused on Jun 28, after she placed it; her #114 came after the refusal.
    const ghada = await simulate({ rules: { ...noCodRules, refusalLimit: 1 }, from: june(26), to: june(30) });
    expect(ghada.status, ghada.text).toBe(200);
    expect(ghada.body.ordersConsidered).toBe(3);
    expect(ghada.body.orders.map((order: { orderNumber: number }) => order.orderNumber)).toEqual([114, 115]);
    expect(ghada.body.refusalsAvoided).toBe(0);
    // Badria's #103 was refused at 11:00 on Jun 4, an hour after Amal placed #106 at the same number: with two
    // refusals allowed, #106 knew one (Amal's own, counted once though it was hers and at her number).
    const amal = await simulate({ rules: { ...noCodRules, refusalLimit: 2 }, ...range });
    expect(amal.status, amal.text).toBe(200);
    expect(amal.body.orders).toEqual([
      stoppedOrder(115, june(27), 'refusal_history', 'open'),
      stoppedOrder(107, june(12), 'customer_blocked', 'cancelled'),
    ]);
  });

  it("keeps to the staff's decisions when there are no rules, and answers every reason", async () => {
    const answer = await simulate({ rules: noCodRules, ...range });
    expect(answer.body).toMatchObject({
      ordersConsidered: 13,
      wouldRefuse: { orders: 1, revenue: '80.00' },
      byReason: { ...zeroReasons, customer_blocked: 1 },
      refusalsAvoided: 0,
      courierCostAvoided: '0.00',
      deliveredRevenueLost: '0.00',
    });
    const empty = await simulate({ rules: refusalRules, from: '2020-01-01T00:00:00Z', to: '2020-02-01T00:00:00+04:00' });
    expect(empty.body).toEqual({
      ordersConsidered: 0,
      wouldRefuse: { orders: 0, revenue: '0.00' },
      byReason: zeroReasons,
      refusalsAvoided: 0,
      courierCostAvoided: '0.00',
      deliveredRevenueLost: '0.00',
      orders: [],
    });
  });

  it('takes the rules as saving them takes them', async () => {
    const typed = await simulate({ rules: { minOrder: '50', maxOrder: '1000', maxOrderNewCustomer: '300.0', unavailableEmirates: ['fujairah', 'fujairah'], refusalLimit: '1' }, ...range });
    expect(typed.status, typed.text).toBe(200);
    expect(typed.body.wouldRefuse).toEqual({ orders: 9, revenue: '2870.00' });
    // The emirates and the refusal limit may be left out, as when saving: none.
    const none = await simulate({ rules: { minOrder: null, maxOrder: '', maxOrderNewCustomer: null }, ...range });
    expect(none.status, none.text).toBe(200);
    expect(none.body.wouldRefuse).toEqual({ orders: 1, revenue: '80.00' });
  });

  it('tries the last 90 days up to now when no period is given', async () => {
    const answer = await simulate({ rules: refusalRules });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toMatchObject({ ordersConsidered: 1, wouldRefuse: { orders: 1, revenue: '40.00' }, byReason: { ...zeroReasons, below_minimum: 1 } });
    const sinceFrom = await simulate({ rules: refusalRules, from: new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString() });
    expect(sinceFrom.body.ordersConsidered).toBe(0);
    const untilTo = await simulate({ rules: refusalRules, to: '2026-06-02T00:00:00Z' });
    // The 90 days before Jun 2: Amal's #101 (May 10), Celia's #102 (May 15) and Eman's #100 (Jun 1).
    expect(untilTo.body.ordersConsidered).toBe(3);
  });

  it('refuses what is no set of rules or no period, naming the fields', async () => {
    const refused = async (body: unknown, field: string, code = 'invalid') => {
      const answer = await simulate(body);
      expect(answer.status, answer.text).toBe(400);
      expect(answer.body.code).toBe(code);
      expect(Object.keys(answer.body.errors)).toContain(field);
    };
    await refused({}, 'rules');
    await refused({ rules: { ...refusalRules, minOrder: 'fifty' } }, 'rules.minOrder');
    await refused({ rules: { ...refusalRules, maxOrder: 100 } }, 'rules.maxOrder');
    await refused({ rules: { ...refusalRules, maxOrderNewCustomer: '0' } }, 'rules.maxOrderNewCustomer');
    await refused({ rules: { ...refusalRules, unavailableEmirates: ['atlantis'] } }, 'rules.unavailableEmirates.0');
    await refused({ rules: { ...refusalRules, refusalLimit: 0 } }, 'rules.refusalLimit');
    await refused({ rules: { ...refusalRules, refusalLimit: 1.5 } }, 'rules.refusalLimit');
    // As saving them would be refused.
    await refused({ rules: { ...refusalRules, minOrder: '500.00', maxOrder: '100.00' } }, 'rules.minOrder', 'invalid_cod_rules');
    await refused({ rules: { ...refusalRules, minOrder: '500.00', maxOrderNewCustomer: '100.00' } }, 'rules.maxOrderNewCustomer', 'invalid_cod_rules');
    await refused({ rules: refusalRules, from: 'last week' }, 'from');
    await refused({ rules: refusalRules, to: '2026-06-31' }, 'to');
    await refused({ rules: refusalRules, from: range.to, to: range.from }, 'from', 'invalid_range');
    await refused({ rules: refusalRules, from: range.from, to: range.from }, 'from', 'invalid_range');
    // Only `from`, later than now.
    await refused({ rules: refusalRules, from: new Date(Date.now() + 60_000).toISOString() }, 'from', 'invalid_range');
  });

  it('is for admins only', async () => {
    expect((await simulate({ rules: refusalRules }, await store.customer())).status).toBe(403);
    const visitor = await store.request('POST', '/api/admin/cod-rules/simulate', { body: { rules: refusalRules } });
    expect(visitor.status).toBe(401);
  });
});
