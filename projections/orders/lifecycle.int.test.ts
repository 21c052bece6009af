import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noBusinessDetails } from '../../events/business.js';
import { systemActor, type Actor, type NewEvent } from '../../events/index.js';
import { createLogger } from '../../infra/logger.js';
import { createTestDatabase, type TestDatabase } from '../../tests/support/database.js';
import { allProjections } from '../index.js';
import { rebuildProjections } from '../engine/rebuild.js';
import { ProjectionRunner } from '../engine/runner.js';
import { at, order } from '../../tests/support/test-history.js';
import { readStats } from '../stats/index.js';
import { listShopperNotifications } from '../shopper-notifications/index.js';
import { findOrder, findOrderDetail, listCustomerOrders, listOrdersPage } from './index.js';

// The COD life of an order (ADR 057) as the read models show it: given its events on its stream, what the order's
// row, its call log and delivery attempts, the admin list, the dashboard and the shopper's notifications say.

let db: TestDatabase;
let runner: ProjectionRunner;
let nextNumber = 70_000;
const handledTypes = [...new Set(allProjections.flatMap((projection) => projection.handles))];
const staff: Actor = { id: randomUUID(), role: 'admin' };

beforeAll(async () => {
  db = await createTestDatabase();
  runner = new ProjectionRunner(db.pool, db.store, allProjections, db.url, { logger: createLogger('error') });
  await runner.start();
  await append(`user-${staff.id}`, 'user', [
    { type: 'UserRegistered', data: { userId: staff.id, email: 'mona@store.test', name: 'Mona', passwordHash: 'h', role: 'admin', registeredAt: at(0) } },
  ]);
});
afterAll(async () => {
  await runner.stop();
  await db.drop();
});

/** Appends events to one stream as the actor, then waits until every read model shows them. */
async function append(streamId: string, streamType: string, events: readonly NewEvent[], actor: Actor = systemActor) {
  const appended = await db.store.append([{ streamId, streamType, expectedVersion: 'any', events }], {
    actor,
    correlationId: randomUUID(),
  });
  expect(await runner.waitFor(appended.position, handledTypes, 15_000)).toBe(true);
}

/** A placed order (one line of 10.05, total 120.00) and a way to append its later events. */
async function placed(events: readonly NewEvent[] = []) {
  const { orderId, data } = order(++nextNumber, '120.00', at(0), 1);
  const stream = `order-${orderId}`;
  await append(stream, 'order', [{ type: 'OrderPlaced', data }, ...events.map((event) => withOrder(event, orderId, data.orderNumber))]);
  return {
    orderId,
    orderNumber: data.orderNumber,
    userId: data.userId,
    itemId: data.items[0]!.itemId,
    record: (later: readonly NewEvent[], actor: Actor = staff) =>
      append(stream, 'order', later.map((event) => withOrder(event, orderId, data.orderNumber)), actor),
  };
}

/** A time as the read model answers it (PostgreSQL's JSON form of a timestamptz in UTC). */
const asStored = (iso: string) => iso.replace('.000Z', '+00:00');

const withOrder = (event: NewEvent, orderId: string, orderNumber: number): NewEvent => ({
  type: event.type,
  data: { orderId, orderNumber, ...(event.data as object) },
});

const statusChanged = (from: string, to: string, minute: number): NewEvent => ({
  type: 'OrderStatusChanged',
  data: { from, to, changedAt: at(minute) },
});
const cancelled = (from: string, minute: number, note: string | null = null): NewEvent => ({
  type: 'OrderCancelled',
  data: { from, reason: 'customer_request', note, by: 'shopper', cancelledAt: at(minute) },
});
const contacted = (outcome: string, minute: number, note: string | null = null): NewEvent => ({
  type: 'ContactAttemptRecorded',
  data: { attemptId: randomUUID(), outcome, note, at: at(minute) },
});
const courierId = randomUUID();
const shipped = (minute: number, trackingNumber = 'TRK-1'): NewEvent => ({
  type: 'ShipmentAssigned',
  data: { courierId, courierName: 'Emirates Post', trackingNumber, assignedAt: at(minute) },
});
const attempted = (attemptNumber: number, outcome: string, codCollected: string | null, minute: number): NewEvent => ({
  type: 'DeliveryAttempted',
  data: { attemptId: randomUUID(), attemptNumber, outcome, courierId, cost: '15.00', codCollected, note: null, at: at(minute) },
});

/** Whether a rebuild from the log (inside the database) gives exactly the live rows of these read models. */
async function rebuiltEqual(names: readonly string[]) {
  const chosen = allProjections.filter((projection) => names.includes(projection.name));
  const results = await rebuildProjections(db.pool, db.store, chosen, { swap: false });
  return Object.fromEntries(results.map((result) => [result.projection, result.matches ? 'same' : result.differences]));
}

describe('the orders read model through the COD life of an order', () => {
  it('keeps a call log oldest first with who called, counts the calls and the last outcome', async () => {
    const o = await placed();
    await o.record([contacted('no_answer', 1, 'rang twice')]);
    await o.record([contacted('confirmed', 2), statusChanged('placed', 'confirmed', 2)]);
    const detail = await findOrderDetail(db.pool, o.orderId);
    expect(detail).toMatchObject({
      status: 'confirmed',
      contactAttemptsCount: 2,
      lastContactOutcome: 'confirmed',
      updatedAt: asStored(at(2)),
      cancellation: null,
      returnReceipt: null,
      deliveryAttempts: [],
    });
    expect(detail!.contactAttempts.map(({ outcome, note, by }) => ({ outcome, note, by }))).toEqual([
      { outcome: 'no_answer', note: 'rang twice', by: { id: staff.id, name: 'Mona' } },
      { outcome: 'confirmed', note: null, by: { id: staff.id, name: 'Mona' } },
    ]);
    // The same order as the lists read it.
    expect(await findOrder(db.pool, o.orderId)).toMatchObject({ contactAttemptsCount: 2, lastContactOutcome: 'confirmed' });
  });

  it('names the store as "system" without a name when it recorded an attempt', async () => {
    const o = await placed();
    await o.record([contacted('call_back', 1)], systemActor);
    const detail = await findOrderDetail(db.pool, o.orderId);
    expect(detail!.contactAttempts[0]!.by).toEqual({ id: 'system', name: null });
  });

  it('cancels an order: state, reason and the cancellation with who cancelled it', async () => {
    const o = await placed();
    await o.record([cancelled('placed', 3, 'ordered twice')]);
    const detail = await findOrderDetail(db.pool, o.orderId);
    expect(detail).toMatchObject({
      status: 'cancelled',
      cancelReason: 'customer_request',
      cancellation: { reason: 'customer_request', note: 'ordered twice', by: 'shopper', at: asStored(at(3)) },
      codCollected: null,
    });
  });

  it('follows a shipment and its attempts to a delivery with the cash taken', async () => {
    const o = await placed([statusChanged('placed', 'packed', 1)]);
    await o.record([shipped(2), statusChanged('packed', 'shipped', 2)]);
    await o.record([attempted(1, 'not_home', null, 3)]);
    await o.record([attempted(2, 'delivered', '110.00', 4), statusChanged('shipped', 'delivered', 4)]);
    const detail = await findOrderDetail(db.pool, o.orderId);
    expect(detail).toMatchObject({
      status: 'delivered',
      courierId,
      courierName: 'Emirates Post',
      trackingNumber: 'TRK-1',
      deliveryAttemptsCount: 2,
      // A discrepancy is kept as taken.
      codCollected: '110.00',
    });
    expect(detail!.deliveryAttempts).toEqual([
      expect.objectContaining({ attemptNumber: 1, outcome: 'not_home', codCollected: null, cost: '15.00', by: { id: staff.id, name: 'Mona' } }),
      expect.objectContaining({ attemptNumber: 2, outcome: 'delivered', codCollected: '110.00', cost: '15.00' }),
    ]);
  });

  it('counts the total as collected when the dropdown sets an order to delivered', async () => {
    const o = await placed([statusChanged('placed', 'delivered', 1)]);
    expect(await findOrder(db.pool, o.orderId)).toMatchObject({ status: 'delivered', codCollected: '120.00' });
  });

  it('takes a refused parcel back: returning, then returned with its receipt', async () => {
    const o = await placed([statusChanged('placed', 'shipped', 1)]);
    await o.record([attempted(1, 'refused', null, 2), { type: 'OrderReturnStarted', data: { reason: 'refused', at: at(2) } }]);
    expect(await findOrder(db.pool, o.orderId)).toMatchObject({ status: 'returning', deliveryAttemptsCount: 1 });
    const items = [{ itemId: o.itemId, quantity: 1, condition: 'damaged' }];
    await o.record([{ type: 'OrderReturnReceived', data: { items, courierId, returnCost: '12.50', receivedAt: at(5) } }]);
    expect(await findOrderDetail(db.pool, o.orderId)).toMatchObject({
      status: 'returned',
      returnReceipt: { items, returnCost: '12.50', at: asStored(at(5)) },
    });
  });

  it('folds an order placed and through its life in one append as applying each event would', async () => {
    const o = await placed([
      contacted('confirmed', 1),
      statusChanged('placed', 'confirmed', 1),
      statusChanged('confirmed', 'packed', 2),
      shipped(3, 'TRK-A'),
      shipped(3, 'TRK-B'),
      statusChanged('packed', 'shipped', 3),
      statusChanged('shipped', 'delivered', 4),
      attempted(1, 'delivered', '100.00', 4),
    ]);
    expect(await findOrder(db.pool, o.orderId)).toMatchObject({
      status: 'delivered',
      trackingNumber: 'TRK-B',
      contactAttemptsCount: 1,
      deliveryAttemptsCount: 1,
      codCollected: '100.00',
      updatedAt: asStored(at(4)),
    });
  });

  it('deletes a cancelled order with its calls', async () => {
    const o = await placed([contacted('wrong_number', 1), cancelled('placed', 2)]);
    await o.record([{ type: 'OrderDeleted', data: { restocked: false, deletedAt: at(3) } }]);
    expect(await findOrderDetail(db.pool, o.orderId)).toBeNull();
    const left = await db.pool.query('select 1 from order_contact_attempts where order_id = $1', [o.orderId]);
    expect(left.rowCount).toBe(0);
  });

  it('filters the admin list by any of the eight states and by awaiting confirmation, with exact totals', async () => {
    const firstPage = { limit: 100, after: null };
    const placedCount = await db.pool.query<{ n: number }>(`select count(*)::int as n from orders where status = 'placed'`);
    const awaiting = await listOrdersPage(db.pool, { awaitingConfirmation: true }, firstPage);
    expect(awaiting.total).toBe(placedCount.rows[0]!.n);
    expect(awaiting.rows.every((row) => row.status === 'placed')).toBe(true);
    for (const status of ['cancelled', 'returned', 'delivered'] as const) {
      const page = await listOrdersPage(db.pool, { status }, firstPage);
      expect(page.total, status).toBeGreaterThan(0);
      expect(page.rows.every((row) => row.status === status)).toBe(true);
    }
    expect((await listOrdersPage(db.pool, { status: 'cancelled', awaitingConfirmation: true }, firstPage)).total).toBe(0);
  });

  it("shows the shopper her order's new states in her list and tells her of each", async () => {
    const o = await placed();
    await o.record([cancelled('placed', 9)]);
    expect(await listCustomerOrders(db.pool, o.userId, { limit: 5, after: null })).toMatchObject([{ id: o.orderId, status: 'cancelled' }]);
    const notifications = await listShopperNotifications(db.pool, o.userId, { limit: 5, after: null });
    expect(notifications.map((n) => n.params.status)).toEqual(['cancelled']);
  });

  it('leaves cancelled and returned orders out of revenue and counts the new dashboard figures', async () => {
    const before = await readStats(db.pool);
    const kept = await placed();
    const gone = await placed([cancelled('placed', 1)]);
    const back = await placed([statusChanged('placed', 'shipped', 1)]);
    await back.record([{ type: 'OrderReturnStarted', data: { reason: 'undeliverable', at: new Date().toISOString() } }]);
    const after = await readStats(db.pool);
    expect(after.totalOrders - before.totalOrders).toBe(3);
    expect(Number(after.totalRevenue) - Number(before.totalRevenue)).toBeCloseTo(120, 2);
    expect(after.awaitingConfirmation - before.awaitingConfirmation).toBe(1);
    // The parcel sent back today is a delivery that came to an end without being delivered.
    expect(after.refusalRate30d).toBeGreaterThan(0);
    expect(gone.orderId).not.toBe(kept.orderId);

    await append(`courier-cash-${courierId}`, 'courier-cash', [
      { type: 'CodCollected', data: { courierId, orderId: kept.orderId, orderNumber: kept.orderNumber, amount: '120.00', expected: '120.00', collectedAt: at(5) } },
      { type: 'CodCollected', data: { courierId, orderId: back.orderId, orderNumber: back.orderNumber, amount: '80.50', expected: '120.00', collectedAt: at(5) } },
      { type: 'CodRemitted', data: { courierId, remittanceId: randomUUID(), reference: 'R-1', amount: '120.00', orderIds: [kept.orderId], remittedAt: at(6) } },
    ]);
    expect((await readStats(db.pool)).codWithCouriers).toBe('80.50');
  });

  it("shows a delivered order's invoice number, issued with the delivery or after it, without moving its time", async () => {
    const invoice = (number: string, minute: number): NewEvent => ({
      type: 'InvoiceIssued',
      data: { invoiceNumber: number, seller: noBusinessDetails, issuedAt: at(minute) },
    });
    const together = await placed([statusChanged('placed', 'delivered', 1), invoice('INV-000901', 1)]);
    expect(await findOrder(db.pool, together.orderId)).toMatchObject({ status: 'delivered', invoiceNumber: 'INV-000901' });
    const later = await placed([statusChanged('placed', 'shipped', 1)]);
    expect(await findOrder(db.pool, later.orderId)).toMatchObject({ invoiceNumber: null });
    await later.record([statusChanged('shipped', 'delivered', 2), invoice('INV-000902', 2)]);
    await later.record([invoice('INV-000903', 9)]);
    expect(await findOrder(db.pool, later.orderId)).toMatchObject({ invoiceNumber: 'INV-000903', updatedAt: asStored(at(2)) });
  });

  it('rebuilds the orders, the dashboard and the notifications from the log exactly as they stand live', async () => {
    expect(await rebuiltEqual(['orders', 'stats', 'shopper_notifications'])).toEqual({
      orders: 'same',
      stats: 'same',
      shopper_notifications: 'same',
    });
  });
});
