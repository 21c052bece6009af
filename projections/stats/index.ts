import type { PoolClient } from 'pg';
import type { Queryable, StoredEvent } from '../../events/index.js';
import type { OrderDeleted, OrderPlaced } from '../../events/orders.js';
import type { UserRegistered } from '../../events/identity.js';
import { defineProjection } from '../engine/projection.js';
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
  ],
  async apply(client, events) {
    for (const event of events) await applyStatsEvent(client, event);
  },
});

async function applyStatsEvent(client: PoolClient, event: StoredEvent): Promise<void> {
  switch (event.type) {
    case 'OrderPlaced': {
      const order = event.data as (typeof OrderPlaced)['schema']['_output'];
      const inserted = await client.query<{ day: string }>(
        `insert into stats_orders (order_id, day, total)
         values ($1, ($2::timestamptz at time zone '${storeTimeZone}')::date, $3)
         on conflict (order_id) do nothing returning day::text`,
        [order.orderId, order.placedAt, order.totalAmount],
      );
      if (inserted.rowCount === 0) return;
      await client.query(
        'update stats_totals set total_orders = total_orders + 1, total_revenue = total_revenue + $1',
        [order.totalAmount],
      );
      await client.query(
        `insert into stats_daily (day, orders, revenue) values ($1, 1, $2)
         on conflict (day) do update set orders = stats_daily.orders + 1, revenue = stats_daily.revenue + excluded.revenue`,
        [inserted.rows[0]!.day, order.totalAmount],
      );
      return;
    }
    case 'OrderDeleted': {
      const { orderId } = event.data as (typeof OrderDeleted)['schema']['_output'];
      const removed = await client.query<{ day: string; total: string }>(
        'delete from stats_orders where order_id = $1 returning day::text, total::text',
        [orderId],
      );
      const row = removed.rows[0];
      if (!row) return;
      await client.query('update stats_totals set total_orders = total_orders - 1, total_revenue = total_revenue - $1', [
        row.total,
      ]);
      await client.query('update stats_daily set orders = orders - 1, revenue = revenue - $2 where day = $1', [
        row.day,
        row.total,
      ]);
      return;
    }
    case 'ProductCreated':
      await client.query('update stats_totals set total_products = total_products + 1');
      return;
    case 'ProductDeleted':
      await client.query('update stats_totals set total_products = total_products - 1');
      return;
    case 'UserRegistered':
      if ((event.data as (typeof UserRegistered)['schema']['_output']).role === 'customer') {
        await client.query('update stats_totals set total_customers = total_customers + 1');
      }
      return;
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
         total_revenue::numeric(14,2)::text as "totalRevenue", total_customers as "totalCustomers"
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
       coalesce(s.revenue, 0)::numeric(14,2)::text as revenue
     from generate_series((now() at time zone '${storeTimeZone}')::date - ($1::int - 1),
                          (now() at time zone '${storeTimeZone}')::date, interval '1 day') as d(day)
     left join stats_daily s on s.day = d.day::date
     order by d.day`,
    [days],
  );
  return result.rows;
}
