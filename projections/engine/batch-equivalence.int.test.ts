import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredEvent } from '../../events/index.js';
import { isStockEventType } from '../../events/stock.js';
import { createTestDatabase, type TestDatabase } from '../../tests/support/database.js';
import { allProjections } from '../index.js';
import { notificationIdFor } from '../shopper-notifications/index.js';
import type { Projection } from './projection.js';
import { adjusted, at, event, lifecycle, order, orderDeleted, product, randomHistory, staff, statusChanged, stock } from '../../tests/support/test-history.js';

// Every read model applies a batch with a few set-based statements. Whatever the batch holds, and wherever the
// log is cut into batches, the rows must be exactly those that applying the events one at a time leaves.

let db: TestDatabase;
let schemas = 0;

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

/** A fresh schema holding every read model's tables. */
async function freshSchema(): Promise<string> {
  const schema = `equivalence_${++schemas}`;
  const client = await db.pool.connect();
  try {
    await client.query('begin');
    await client.query(`create schema ${schema}`);
    await client.query(`set local search_path = ${schema}, public`);
    for (const projection of allProjections) for (const migration of projection.migrations) await client.query(migration.sql);
    await client.query('commit');
  } finally {
    client.release();
  }
  return schema;
}

/** Applies the batches in order, each projection given the batch's events it handles, as the engine does. */
async function applyInBatches(schema: string, batches: readonly (readonly StoredEvent[])[]): Promise<void> {
  const client = await db.pool.connect();
  try {
    for (const batch of batches) {
      await client.query('begin');
      await client.query(`set local search_path = ${schema}, public`);
      for (const projection of allProjections) {
        const events = batch.filter((event) => projection.handles.includes(event.type));
        if (events.length > 0) await projection.apply(client, events);
      }
      await client.query('commit');
    }
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}

const oneByOne = (events: readonly StoredEvent[]) => events.map((event) => [event]);

/** Rows that differ between the two schemas, per table (EXCEPT ALL both ways, as a rebuild compares). */
async function differences(a: string, b: string, projections: readonly Projection[] = allProjections) {
  const found: Record<string, number> = {};
  for (const projection of projections) {
    for (const table of projection.tables) {
      const result = await db.pool.query<{ count: number }>(
        `select (select count(*) from (table ${a}.${table} except all table ${b}.${table}) x)
              + (select count(*) from (table ${b}.${table} except all table ${a}.${table}) y) as count`,
      );
      const count = Number(result.rows[0]!.count);
      if (count > 0) found[table] = count;
    }
  }
  return found;
}

async function expectSameRows(events: readonly StoredEvent[], cuts: readonly (readonly StoredEvent[])[][]) {
  const reference = await freshSchema();
  await applyInBatches(reference, oneByOne(events));
  for (const batches of cuts) {
    const candidate = await freshSchema();
    await applyInBatches(candidate, batches);
    expect(await differences(reference, candidate)).toEqual({});
  }
  return reference;
}

/** The batch as one, and cut after every k events. */
function cutsOf(events: readonly StoredEvent[]): StoredEvent[][][] {
  const cuts = [[[...events]]];
  for (const k of [2, 3, 5]) {
    const batches: StoredEvent[][] = [];
    for (let i = 0; i < events.length; i += k) batches.push(events.slice(i, i + k));
    cuts.push(batches);
  }
  return cuts;
}

async function readOne<T extends pg.QueryResultRow>(sql: string): Promise<T[]> {
  return (await db.pool.query<T>(sql)).rows;
}

describe('set-based batch application equals applying events one at a time', () => {
  it('orders and stats: placed, changed and deleted in one batch, across batches, and across a day boundary', async () => {
    const a = order(1001, '120.10', at(0));
    const b = order(1002, '99999999.99', at(300)); // after midnight in Dubai: another day
    const c = order(1003, '0.01', at(301), 1);
    const d = order(1004, '15.50', at(302), 3);
    const events = [
      event('OrderPlaced', a.data),
      statusChanged(a.orderId, 1001, 'placed', 'confirmed', 1),
      statusChanged(a.orderId, 1001, 'confirmed', 'packed', 2),
      orderDeleted(a.orderId, 1001, 3), // placed, changed and deleted in one batch: nothing left
      statusChanged(a.orderId, 1001, 'packed', 'shipped', 4), // after its deletion: no row to change
      event('OrderPlaced', b.data),
      event('OrderPlaced', c.data),
      statusChanged(b.orderId, 1002, 'placed', 'shipped', 5),
      statusChanged(randomUUID(), 9999, 'placed', 'shipped', 6), // an order this read model never had
      orderDeleted(c.orderId, 1003, 7),
      event('OrderPlaced', d.data),
      statusChanged(b.orderId, 1002, 'shipped', 'delivered', 8),
      orderDeleted(randomUUID(), 9998, 9),
    ];
    const schema = await expectSameRows(events, cutsOf(events));
    const orders = await readOne<{ order_number: number; status: string }>(
      `select order_number, status from ${schema}.orders order by order_number`,
    );
    expect(orders).toEqual([
      { order_number: 1002, status: 'delivered' },
      { order_number: 1004, status: 'placed' },
    ]);
    expect(await readOne(`select count(*)::int as n from ${schema}.order_items`)).toEqual([{ n: 2 + 3 }]);
    expect(await readOne(`select total_orders, total_revenue::text as revenue from ${schema}.stats_totals`)).toEqual([
      { total_orders: 2, revenue: '100000015.49' },
    ]);
    // Days keep their row once counted, even when their only order was deleted.
    expect(await readOne(`select day::text, orders, revenue::text from ${schema}.stats_daily order by day`)).toEqual([
      { day: '2026-01-01', orders: 0, revenue: '0.00' },
      { day: '2026-01-02', orders: 2, revenue: '100000015.49' },
    ]);
  });

  it('orders, stats and notifications: the COD life (calls, cancellation, shipment, attempts, return) in any cut', async () => {
    const a = order(1101, '120.00', at(0));
    const b = order(1102, '80.00', at(0));
    const c = order(1103, '55.50', at(300), 1);
    const d = order(1104, '10.00', at(301), 1);
    const courierId = randomUUID();
    const events = [
      event('OrderPlaced', a.data),
      lifecycle.contacted(a.orderId, 1101, 'no_answer', 1),
      lifecycle.contacted(a.orderId, 1101, 'cancel_requested', 2, staff[1]),
      lifecycle.cancelled(a.orderId, 1101, 'placed', 2),
      event('OrderPlaced', b.data),
      statusChanged(b.orderId, 1102, 'placed', 'packed', 3),
      lifecycle.shipped(b.orderId, 1102, 4, courierId),
      statusChanged(b.orderId, 1102, 'packed', 'shipped', 4),
      lifecycle.attempted(b.orderId, 1102, 1, 'not_home', null, 5),
      lifecycle.attempted(b.orderId, 1102, 2, 'delivered', '75.00', 6),
      statusChanged(b.orderId, 1102, 'shipped', 'delivered', 6),
      event('CodCollected', { courierId, orderId: b.orderId, orderNumber: 1102, amount: '75.00', expected: '80.00', collectedAt: at(6) }),
      event('OrderPlaced', c.data),
      statusChanged(c.orderId, 1103, 'placed', 'shipped', 302),
      lifecycle.attempted(c.orderId, 1103, 1, 'refused', null, 303),
      lifecycle.returnStarted(c.orderId, 1103, 303),
      lifecycle.returnReceived(c.orderId, 1103, [{ itemId: c.data.items[0]!.itemId, quantity: 1, condition: 'sellable' }], 304),
      event('OrderPlaced', d.data),
      lifecycle.contacted(d.orderId, 1104, 'wrong_number', 302),
      lifecycle.cancelled(d.orderId, 1104, 'placed', 303),
      orderDeleted(d.orderId, 1104, 304), // its calls leave with it; it took its total out of revenue already
      lifecycle.contacted(d.orderId, 1104, 'call_back', 305), // after its deletion: no row
      event('CodRemitted', { courierId, remittanceId: randomUUID(), reference: 'R-1', amount: '75.00', orderIds: [b.orderId], remittedAt: at(7) }),
      statusChanged(b.orderId, 1102, 'delivered', 'shipped', 8), // moved back: the cash taken stays
    ];
    const schema = await expectSameRows(events, cutsOf(events));
    expect(
      await readOne(`select order_number, status, contact_attempts_count as calls, last_contact_outcome as last,
        delivery_attempts_count as attempts, cod_collected::text as cod, cancel_reason, tracking_number
        from ${schema}.orders order by order_number`),
    ).toEqual([
      { order_number: 1101, status: 'cancelled', calls: 2, last: 'cancel_requested', attempts: 0, cod: null, cancel_reason: 'customer_request', tracking_number: null },
      { order_number: 1102, status: 'shipped', calls: 0, last: null, attempts: 2, cod: '75.00', cancel_reason: null, tracking_number: 'TRK-4' },
      { order_number: 1103, status: 'returned', calls: 0, last: null, attempts: 1, cod: null, cancel_reason: null, tracking_number: null },
    ]);
    expect(await readOne(`select by_id from ${schema}.order_contact_attempts order by seq`)).toEqual([
      { by_id: staff[0]!.id },
      { by_id: staff[1]!.id },
    ]);
    expect(await readOne(`select total_orders, total_revenue::text as revenue, awaiting_confirmation as awaiting,
      (cod_collected - cod_remitted)::text as cash from ${schema}.stats_totals`)).toEqual([
      { total_orders: 3, revenue: '80.00', awaiting: 0, cash: '0.00' },
    ]);
    expect(await readOne(`select sum(delivered)::int as delivered, sum(returns)::int as returns from ${schema}.stats_daily`)).toEqual([
      { delivered: 1, returns: 1 },
    ]);
  });

  it('catalog: a category created then renamed, a product created, revised, reserved and deleted, in any cut', async () => {
    const categoryId = randomUUID();
    const other = randomUUID();
    const p = product(categoryId, 'abaya', [5, 3, 0]);
    const q = product(categoryId, 'kaftan', [2]);
    const r = product(other, 'scarf', [9, 9]);
    const [v0, v1, v2] = p.variants;
    const added = { variantId: randomUUID(), size: 'XL', color: 'Sand', price: '120.00' };
    const events = [
      event('CategoryCreated', { categoryId, slug: 'abayas', nameEn: 'Abayas', nameAr: 'عبايات', createdAt: at(0) }),
      event('CategoryRenamed', { categoryId, nameEn: 'Abayas!', nameAr: 'عبايات!' }),
      event('CategoryCreated', { categoryId: other, slug: 'scarves', nameEn: 'Scarves', nameAr: 'أوشحة', createdAt: at(0) }),
      event('CategoryRenamed', { categoryId, nameEn: 'Abayas 2', nameAr: 'عبايات 2' }),
      event('CategoryDeleted', { categoryId: other, deletedAt: at(1) }),
      p.created,
      q.created,
      r.created,
      stock('StockReserved', p.productId, v0!.variantId, 4),
      stock('StockReserved', p.productId, v0!.variantId, 3),
      stock('StockReserved', p.productId, v1!.variantId, 2),
      // v1 goes, a new variant comes (at 0), v0 keeps its 3.
      p.revised([v0!, v2!, added], 10),
      stock('StockReserved', p.productId, v1!.variantId, 1), // a variant no longer listed: nothing to set
      stock('StockReleased', p.productId, v0!.variantId, 4),
      adjusted(p.productId, added.variantId, 7),
      // Revised again in the same run of revisions: v1 comes back, as new (0), v2 goes.
      p.revised([v0!, added], 11),
      p.revised([v0!, v1!, added], 12),
      stock('StockReserved', p.productId, v1!.variantId, 0),
      stock('StockReserved', q.productId, q.variants[0]!.variantId, 1),
      event('ProductDeleted', { productId: q.productId, deletedAt: at(13) }),
      stock('StockReleased', q.productId, q.variants[0]!.variantId, 2), // after its product went: nothing
      adjusted(r.productId, r.variants[1]!.variantId, 4),
      event('ProductDeleted', { productId: r.productId, deletedAt: at(14) }),
    ];
    const schema = await expectSameRows(events, cutsOf(events));
    expect(await readOne(`select name_en from ${schema}.categories`)).toEqual([{ name_en: 'Abayas 2' }]);
    expect(
      await readOne(`select v.id, v.stock, v.ordinal from ${schema}.variants v order by v.ordinal`),
    ).toEqual([
      { id: v0!.variantId, stock: 4, ordinal: 0 },
      { id: v1!.variantId, stock: 0, ordinal: 1 },
      { id: added.variantId, stock: 7, ordinal: 2 },
    ]);
    expect(await readOne(`select count(*)::int as n from ${schema}.product_images`)).toEqual([{ n: 1 }]);
    // Every event but the stock figures is counted (ADR 023).
    const counted = events.filter((item) => !isStockEventType(item.type)).length;
    expect(await readOne(`select changes::int from ${schema}.catalog_version`)).toEqual([{ changes: counted }]);
  });

  it('users, banners, settings and notifications', async () => {
    const banner = randomUUID();
    const other = randomUUID();
    const content = { titleEn: 'Sale', titleAr: 'تخفيضات', subtitleEn: null, subtitleAr: 'كل شيء', imageUrl: 'https://example.com/b.jpg', position: 1 };
    const events = [
      event('UserRegistered', { userId: randomUUID(), email: '  Noor@Example.COM ', name: 'Noor', passwordHash: 'h', role: 'customer', registeredAt: at(0) }),
      event('UserRegistered', { userId: randomUUID(), email: 'admin@store.test', name: 'Admin', passwordHash: 'h', role: 'admin', registeredAt: at(1) }),
      event('BannerCreated', { bannerId: banner, ...content, isActive: true, createdAt: at(0) }),
      event('BannerDeactivated', { bannerId: banner }),
      event('BannerRevised', { bannerId: banner, ...content, titleEn: 'Sale!', position: 2 }),
      event('BannerCreated', { bannerId: other, ...content, isActive: false, createdAt: at(1) }),
      event('BannerActivated', { bannerId: banner }),
      event('BannerRevised', { bannerId: banner, ...content, titleEn: 'Sale!!', position: 3 }),
      event('BannerActivated', { bannerId: other }),
      event('BannerDeactivated', { bannerId: other }),
      event('BannerDeleted', { bannerId: other, deletedAt: at(2) }),
      event('SettingChanged', { key: 'codFee', value: '10.00', changedAt: at(0) }),
      event('SettingChanged', { key: 'codFee', value: '12.50', changedAt: at(1) }),
      event('AdminNotified', { notificationId: randomUUID(), kind: 'low-stock', productId: randomUUID(), variantId: randomUUID(), stock: 1, productNameEn: 'Abaya', productNameAr: 'عباية', variant: 'M', notifiedAt: at(3) }),
      // A notice as version 1 stored it, an English sentence: read into kind and names like the others.
      event('AdminNotified', { notificationId: randomUUID(), kind: 'low-stock', message: 'Hijab is out of stock', productId: randomUUID(), variantId: randomUUID(), stock: 0, notifiedAt: at(4) }),
    ];
    // A request for reviews after a delivery, and her read mark of its notification (its id from its stream and version).
    const shopper = randomUUID();
    const asked = event('ReviewRequested', {
      orderId: randomUUID(),
      orderNumber: 1042,
      userId: shopper,
      locale: 'ar',
      products: [{ productId: randomUUID(), slug: 'sand-abaya', nameEn: 'Sand Abaya', nameAr: 'عباية رملية' }],
      requestedAt: at(5),
    });
    events.push(asked, event('ShopperNotificationsRead', { userId: shopper, notificationIds: [notificationIdFor(asked.streamId, asked.streamVersion)], readAt: at(6) }));
    const schema = await expectSameRows(events, cutsOf(events));
    expect(await readOne(`select title_en, is_active, position from ${schema}.banners`)).toEqual([
      { title_en: 'Sale!!', is_active: true, position: 3 },
    ]);
    expect(await readOne(`select value from ${schema}.settings`)).toEqual([{ value: '12.50' }]);
    expect(await readOne(`select email_normalized from ${schema}.users order by 1`)).toEqual([
      { email_normalized: 'admin@store.test' },
      { email_normalized: 'noor@example.com' },
    ]);
    expect(await readOne(`select total_customers from ${schema}.stats_totals`)).toEqual([{ total_customers: 1 }]);
    expect(await readOne(`select kind, is_read, params->>'slug' as slug from ${schema}.shopper_notifications where user_id = '${shopper}'`)).toEqual([
      { kind: 'review-request', is_read: true, slug: 'sand-abaya' },
    ]);
  });

  it('holds for random histories of every read model cut at random places', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer(), fc.array(fc.integer({ min: 1, max: 12 }), { minLength: 1, maxLength: 40 }), async (seed, sizes) => {
        const events = randomHistory(seed, 90);
        const batches: StoredEvent[][] = [];
        for (let i = 0, k = 0; i < events.length; k++) {
          const size = sizes[k % sizes.length]!;
          batches.push(events.slice(i, i + size));
          i += size;
        }
        await expectSameRows(events, [batches]);
      }),
      { numRuns: 12 },
    );
    // Twelve histories, each applied twice on a real database: about 15 s alone, more beside other suites.
  }, 120_000);
});
