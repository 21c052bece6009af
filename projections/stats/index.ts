import type { PoolClient } from 'pg';
import type { Queryable, StoredEvent } from '../../events/index.js';
import type { OrderDeleted, OrderPlaced } from '../../events/orders.js';
import type { UserRegistered } from '../../events/identity.js';
import { defineProjection } from '../engine/projection.js';
import { statsFromLog } from './from-log.js';
import { recentOrders, type OrderSummary } from '../orders/queries.js';

/** Days of the dashboard's chart are the store's days: it sells in the UAE. */
export const storeTimeZone = 'Asia/Dubai';

/**
 * Running totals for the dashboard, kept as events arrive so reading them
 * costs the same with ten orders or ten million: no counting of whole tables.
 */
export const statsProjection = defineProjection({
  name: 'stats',
  handles: ['OrderPlaced', 'OrderDeleted', 'ProductCreated', 'ProductDeleted', 'UserRegistered'],
  tables: ['stats_totals', 'stats_daily', 'stats_orders'],
  migrations: [
    {
      id: 'projection:stats:1',
      sql: `create table stats_totals (
        singleton boolean primary key default true check (singleton),
        total_orders integer not null default 0,
        total_revenue numeric(14,2) not null default 0,
        total_products integer not null default 0,
        total_customers integer not null default 0
      );
      insert into stats_totals default values;
      create table stats_daily (
        day date primary key,
        orders integer not null,
        revenue numeric(14,2) not null
      );
      -- What each live order added, so a deletion can take exactly that back out.
      create table stats_orders (
        order_id uuid primary key,
        day date not null,
        total numeric(10,2) not null
      );`,
    },
    {
      // numeric(14,2) overflowed after about 10,000 orders at the largest total (99,999,999.99 each): sums of
      // amounts are unbounded numerics. Their scale stays 2, as every amount added has two decimals.
      id: 'projection:stats:2',
      sql: `alter table stats_totals alter column total_revenue type numeric;
      alter table stats_daily alter column revenue type numeric;`,
    },
  ],
  async apply(client, events) {
    await applyStatsEvents(client, events);
  },
  fromLog: (client, upTo) => statsFromLog(client, upTo, storeTimeZone),
});

type Placed = (typeof OrderPlaced)['schema']['_output'];

/** One order's entry in stats_orders: what it added to the figures. `day` is null until the database computed it. */
interface Entry {
  readonly orderId: string;
  readonly placedAt: string | null;
  readonly day: string | null;
  readonly total: string;
}

/**
 * Applies a batch with a fixed handful of statements. The figures are sums,
 * so the order of their changes does not matter, only which changes happen;
 * and that depends, per order, on whether its entry exists when an event
 * comes (a placement counts once, a deletion takes back exactly what its
 * placement added). So: read the entries of the batch's orders, follow each
 * order through its events in memory, then write the entries that changed
 * and add up the changes per day and in total. Amounts are never added in
 * JavaScript: the database sums them as numeric.
 */
async function applyStatsEvents(client: PoolClient, events: readonly StoredEvent[]): Promise<void> {
  let products = 0;
  let customers = 0;
  const orderIds = new Set<string>();
  for (const event of events) {
    if (event.type === 'OrderPlaced') orderIds.add((event.data as Placed).orderId);
    else if (event.type === 'OrderDeleted') orderIds.add((event.data as (typeof OrderDeleted)['schema']['_output']).orderId);
  }

  // Entries as they stand before the batch (stored) and after it (entries); undefined: none.
  const stored = new Map<string, Entry>();
  if (orderIds.size > 0) {
    const result = await client.query<{ order_id: string; day: string; total: string }>(
      'select order_id, day::text as day, total::text as total from stats_orders where order_id = any($1::uuid[])',
      [[...orderIds]],
    );
    for (const row of result.rows) stored.set(row.order_id, { orderId: row.order_id, placedAt: null, day: row.day, total: row.total });
  }
  const entries = new Map<string, Entry | undefined>(stored);
  // Changes to the figures: one row per counted placement (+1) or deletion (-1), with the day it belongs to.
  const deltas: { entry: Entry; sign: 1 | -1 }[] = [];

  for (const event of events) {
    switch (event.type) {
      case 'OrderPlaced': {
        const order = event.data as Placed;
        // An entry that exists already stays as it is (the insert did nothing on conflict).
        if (entries.get(order.orderId)) break;
        const entry: Entry = { orderId: order.orderId, placedAt: order.placedAt, day: null, total: order.totalAmount };
        entries.set(order.orderId, entry);
        deltas.push({ entry, sign: 1 });
        break;
      }
      case 'OrderDeleted': {
        const { orderId } = event.data as (typeof OrderDeleted)['schema']['_output'];
        const entry = entries.get(orderId);
        if (!entry) break;
        entries.set(orderId, undefined);
        deltas.push({ entry, sign: -1 });
        break;
      }
      case 'ProductCreated':
        products += 1;
        break;
      case 'ProductDeleted':
        products -= 1;
        break;
      case 'UserRegistered':
        if ((event.data as (typeof UserRegistered)['schema']['_output']).role === 'customer') customers += 1;
        break;
    }
  }

  // Entries: gone or replaced ones out, new ones in (a stored entry is only ever replaced after a deletion).
  const removed = [...stored.keys()].filter((orderId) => entries.get(orderId) !== stored.get(orderId));
  const added = [...entries.values()].filter((entry): entry is Entry => entry !== undefined && entry.day === null);
  if (removed.length > 0) await client.query('delete from stats_orders where order_id = any($1::uuid[])', [removed]);
  const insertEntries = `insert into stats_orders (order_id, day, total)
       select "orderId", ("placedAt" at time zone '${storeTimeZone}')::date, total
       from json_to_recordset($4::json) as e("orderId" uuid, "placedAt" timestamptz, total numeric)`;
  const entriesJson = JSON.stringify(added);
  if (added.length > 0 && deltas.length === 0) {
    await client.query(insertEntries.replace('$4', '$1'), [entriesJson]);
  }

  if (deltas.length > 0) {
    // Per day, then in total, in one statement with the new entries (one round trip for a batch of placements).
    // A day once counted keeps its row, even at zero orders; a deletion always finds its day's row, which its
    // placement created.
    await client.query(
      `with ${added.length > 0 ? `entries as (${insertEntries}), ` : ''}delta as (
         select coalesce(day, ("placedAt" at time zone '${storeTimeZone}')::date) as day, sign, sign * total as revenue
         from json_to_recordset($1::json) as d(day date, "placedAt" timestamptz, sign int, total numeric)
       ), daily as (
         insert into stats_daily (day, orders, revenue)
         select day, sum(sign), sum(revenue) from delta group by day
         on conflict (day) do update set orders = stats_daily.orders + excluded.orders,
           revenue = stats_daily.revenue + excluded.revenue
       )
       update stats_totals set total_orders = total_orders + (select sum(sign) from delta),
         total_revenue = total_revenue + (select sum(revenue) from delta),
         total_products = total_products + $2, total_customers = total_customers + $3`,
      [
        JSON.stringify(deltas.map(({ entry, sign }) => ({ day: entry.day, placedAt: entry.placedAt, sign, total: entry.total }))),
        products,
        customers,
        ...(added.length > 0 ? [entriesJson] : []),
      ],
    );
  } else if (products !== 0 || customers !== 0) {
    await client.query(
      'update stats_totals set total_products = total_products + $1, total_customers = total_customers + $2',
      [products, customers],
    );
  }
}

export interface StoreStats {
  readonly totalProducts: number;
  readonly totalOrders: number;
  readonly totalRevenue: string;
  readonly totalCustomers: number;
  readonly recentOrders: OrderSummary[];
}

export interface DailySales {
  readonly date: string;
  readonly orders: number;
  readonly revenue: string;
}

export async function readStats(db: Queryable): Promise<StoreStats> {
  const [totals, recent] = await Promise.all([
    db.query<Omit<StoreStats, 'recentOrders'>>(
      `select total_products as "totalProducts", total_orders as "totalOrders",
         round(total_revenue, 2)::text as "totalRevenue", total_customers as "totalCustomers"
       from stats_totals`,
    ),
    recentOrders(db, 5),
  ]);
  const row = totals.rows[0] ?? { totalProducts: 0, totalOrders: 0, totalRevenue: '0.00', totalCustomers: 0 };
  return { ...row, recentOrders: recent };
}

/** The last `days` days up to today in the store's time zone, oldest first, with zero days filled in. */
export async function readDailySales(db: Queryable, days = 30): Promise<DailySales[]> {
  const result = await db.query<DailySales>(
    `select to_char(d.day, 'YYYY-MM-DD') as date, coalesce(s.orders, 0) as orders,
       round(coalesce(s.revenue, 0), 2)::text as revenue
     from generate_series((now() at time zone '${storeTimeZone}')::date - ($1::int - 1),
                          (now() at time zone '${storeTimeZone}')::date, interval '1 day') as d(day)
     left join stats_daily s on s.day = d.day::date
     order by d.day`,
    [days],
  );
  return result.rows;
}
