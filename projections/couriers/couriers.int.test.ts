import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredEvent } from '../../events/index.js';
import { createTestDatabase, type TestDatabase } from '../../tests/support/database.js';
import type { Projection } from '../engine/projection.js';
import { event, order } from '../../tests/support/test-history.js';
import { codReportProjection, couriersProjection, listCouriers, readCodReport } from './index.js';

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

async function apply(projection: Projection, events: readonly StoredEvent[]): Promise<void> {
  const client = await db.pool.connect();
  try {
    await client.query('begin');
    await projection.apply(client, events);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}

const courierId = randomUUID();
const at = (iso: string) => new Date(iso).toISOString();

describe('the COD report read model', () => {
  const orderId = randomUUID();
  const attempt = (outcome: string, time: string, cost = '15.00') =>
    event('DeliveryAttempted', {
      orderId,
      orderNumber: 7,
      attemptId: randomUUID(),
      attemptNumber: 1,
      outcome,
      courierId,
      cost,
      codCollected: outcome === 'delivered' ? '250.00' : null,
      note: null,
      at: at(time),
    });
  const statusChanged = (to: string, time: string) =>
    event('OrderStatusChanged', { orderId, orderNumber: 7, from: 'placed', to, changedAt: at(time) });

  beforeAll(async () => {
    await apply(codReportProjection, [
      event('OrderPlaced', order(7, '250.00', at('2026-11-10T09:15:00Z')).data),
      event('OrderPlaced', order(8, '100.00', at('2026-11-10T10:59:59Z')).data),
      statusChanged('confirmed', '2026-11-10T10:00:00Z'),
      statusChanged('packed', '2026-11-10T11:00:00Z'),
      event('OrderCancelled', { orderId, orderNumber: 8, from: 'placed', reason: 'other', note: null, by: 'staff', cancelledAt: at('2026-11-10T12:00:00Z') }),
      attempt('not_home', '2026-11-11T08:00:00Z'),
      attempt('refused', '2026-11-11T09:00:00Z'),
      attempt('delivered', '2026-11-12T09:00:00Z', '12.50'),
      statusChanged('delivered', '2026-11-12T09:00:00Z'),
      event('OrderReturnReceived', { orderId, orderNumber: 9, items: [], courierId, returnCost: '10.00', receivedAt: at('2026-11-13T09:00:00Z') }),
      event('CodCollected', { courierId, orderId, orderNumber: 7, amount: '250.00', expected: '250.00', collectedAt: at('2026-11-12T09:00:00Z') }),
    ]);
    // A later batch adds to the hours the first one made.
    await apply(codReportProjection, [
      event('CodCollected', { courierId, orderId: randomUUID(), orderNumber: 10, amount: '99.99', expected: '100.00', collectedAt: at('2026-11-12T09:30:00Z') }),
      event('CodRemitted', { courierId, remittanceId: randomUUID(), reference: 'R-1', amount: '250.00', orderIds: [orderId], remittedAt: at('2026-11-14T09:00:00Z') }),
    ]);
  });

  it('counts every figure over the hours of the range', async () => {
    expect(await readCodReport(db.pool, new Date('2026-11-01T00:00:00Z'), new Date('2026-12-01T00:00:00Z'))).toEqual({
      orders: 2,
      confirmed: 1,
      cancelled: 1,
      delivered: 1,
      refused: 1,
      returned: 1,
      refusalRate: '0.5000',
      deliveryAttempts: 3,
      courierCost: '52.50',
      cashCollected: '349.99',
      cashRemitted: '250.00',
      cashOutstanding: '99.99',
    });
  });

  it('takes from inclusive and to exclusive, and the cash outstanding as it stood at the end of the range', async () => {
    const day = await readCodReport(db.pool, new Date('2026-11-10T10:00:00Z'), new Date('2026-11-12T09:00:00Z'));
    expect(day).toMatchObject({ orders: 1, confirmed: 1, cancelled: 1, delivered: 0, refused: 1, deliveryAttempts: 2, courierCost: '30.00' });
    expect(day.refusalRate).toBe('1.0000');
    const collectedNotRemitted = await readCodReport(db.pool, new Date('2026-11-12T00:00:00Z'), new Date('2026-11-13T00:00:00Z'));
    expect(collectedNotRemitted).toMatchObject({ cashCollected: '349.99', cashRemitted: '0.00', cashOutstanding: '349.99' });
  });

  it('answers zeros for a range where nothing happened', async () => {
    expect(await readCodReport(db.pool, new Date('2020-01-01T00:00:00Z'), new Date('2020-02-01T00:00:00Z'))).toMatchObject({
      orders: 0,
      refusalRate: '0.0000',
      courierCost: '0.00',
      cashOutstanding: '0.00',
    });
  });
});

describe('the couriers read model', () => {
  it('lists couriers by name with the cash each holds', async () => {
    const other = randomUUID();
    const terms = { deliveryCost: '15.00', returnCost: '10.00' };
    await apply(couriersProjection, [
      event('CourierAdded', { courierId, name: 'swift', ...terms, addedAt: at('2026-11-01T08:00:00Z') }),
      event('CourierAdded', { courierId: other, name: 'Aramex', ...terms, addedAt: at('2026-11-02T08:00:00Z') }),
      event('CourierRevised', { courierId: other, name: 'Aramex', ...terms, deliveryCost: '18.00', active: false, revisedAt: at('2026-11-03T08:00:00Z') }),
      event('CodCollected', { courierId, orderId: randomUUID(), orderNumber: 1, amount: '120.50', expected: '120.50', collectedAt: at('2026-11-04T08:00:00Z') }),
      event('CodCollected', { courierId, orderId: randomUUID(), orderNumber: 2, amount: '80.00', expected: '80.00', collectedAt: at('2026-11-04T08:00:00Z') }),
      event('CodRemitted', { courierId, remittanceId: randomUUID(), reference: 'R', amount: '80.00', orderIds: [randomUUID()], remittedAt: at('2026-11-05T08:00:00Z') }),
    ]);
    const { rows, total } = await listCouriers(db.pool, { limit: 10, after: null });
    expect(total).toBe(2);
    expect(rows.map(({ sortName: _sortName, ...courier }) => courier)).toEqual([
      { id: other, name: 'Aramex', deliveryCost: '18.00', returnCost: '10.00', active: false, cashOutstanding: '0.00', createdAt: '2026-11-02T08:00:00+00:00' },
      { id: courierId, name: 'swift', deliveryCost: '15.00', returnCost: '10.00', active: true, cashOutstanding: '120.50', createdAt: '2026-11-01T08:00:00+00:00' },
    ]);
    const second = await listCouriers(db.pool, { limit: 10, after: [rows[0]!.sortName, rows[0]!.id] });
    expect(second.rows.map((row) => row.id)).toEqual([courierId]);
  });
});
