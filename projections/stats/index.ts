import type { PoolClient } from 'pg';
import type { Queryable, StoredEvent } from '../../events/index.js';
import type { CourierCashEvent } from '../../events/couriers.js';
import type { OrderEvent } from '../../events/orders.js';
import type { UserRegistered, UserRoleChanged } from '../../events/identity.js';
import { defineProjection } from '../engine/projection.js';
import { statsFromLog } from './from-log.js';
import { recentOrders, type OrderSummary } from '../orders/queries.js';

/** Days of the dashboard's chart are the store's days: it sells in the UAE. */
export const storeTimeZone = 'Asia/Dubai';

/**
 * Running totals for the dashboard, kept as events arrive so reading them
 * costs the same with ten orders or ten million: no counting of whole tables.
 *
 * Revenue (ADR 057): an order counts in revenue from its placement until it is cancelled, sent back (returning: the
 * shopper did not pay, the parcel is on its way back) or received back; from then on it counts in no revenue, and
 * stays out (those states are left only by deleting the order). It still counts as an order of its day.
 * Awaiting confirmation: orders whose state is placed (a correction back to placed counts it again). Cash with
 * couriers: all cash couriers collected (CodCollected) minus all they handed over (CodRemitted). Delivery outcomes per
 * day (of the event's own time): orders set to delivered (by an attempt or the dropdown; once, when first delivered:
 * not again after a correction back) and parcels sent back (OrderReturnStarted, refused or undeliverable), counted
 * as they happened, also for orders deleted later.
 */
export const statsProjection = defineProjection({
  name: 'stats',
  handles: [
    'OrderPlaced',
    'OrderDeleted',
    'OrderStatusChanged',
    'OrderCancelled',
    'OrderReturnStarted',
    'OrderReturnReceived',
    'OrderItemsEdited',
    'CodCollected',
    'CodRemitted',
    'ProductCreated',
    'ProductDeleted',
    'UserRegistered',
    'UserRoleChanged',
  ],
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
    {
      // The COD life (ADR 057): each order's state and whether it is still revenue, the orders awaiting
      // confirmation, the couriers' cash, and delivery outcomes per day. The live tables take what the log says up
      // to their checkpoint (only status changes and deliveries happened before: the new events did not exist), so
      // a rebuild still matches them; a rebuild's shadow tables start empty.
      id: 'projection:stats:cod-life',
      sql: `alter table stats_orders add column status text not null default 'placed',
        add column in_revenue boolean not null default true;
      alter table stats_totals add column awaiting_confirmation integer not null default 0,
        add column cod_collected numeric not null default 0,
        add column cod_remitted numeric not null default 0;
      alter table stats_daily add column delivered integer not null default 0,
        add column returns integer not null default 0;
      with upto as (
        select c.transaction_id, c.global_position from projection_checkpoints c where c.name = 'stats'
      ), changes as (
        select (e.data->>'orderId')::uuid as id, e.data->>'to' as status, e.data->>'changedAt' as at,
          e.transaction_id as t, e.global_position as p
        from events e, upto where e.type = 'OrderStatusChanged'
          and (e.transaction_id, e.global_position) <= (upto.transaction_id, upto.global_position)
      ), last_status as (
        select distinct on (id) id, status from changes order by id, t desc, p desc
      ), statuses as (
        update stats_orders s set status = l.status from last_status l where l.id = s.order_id
      ), days as (
        insert into stats_daily (day, orders, revenue, delivered)
        select ((at::timestamptz) at time zone '${storeTimeZone}')::date, 0, 0, count(*) from changes
        where status = 'delivered' and current_schema() = 'public' group by 1
        on conflict (day) do update set delivered = excluded.delivered
      )
      select 1;
      update stats_totals set awaiting_confirmation = (select count(*) from stats_orders where status = 'placed');`,
    },
    {
      // Customers are accounts whose role is customer now: an account made auditor or admin leaves the count, one
      // made customer again comes back. The live count takes what the log says up to its checkpoint; a rebuild's
      // shadow tables start empty and are filled from the log.
      id: 'projection:stats:customers-by-role',
      sql: `with upto as (
        select c.transaction_id, c.global_position from projection_checkpoints c where c.name = 'stats'
      )
      update stats_totals set total_customers = (
        select count(*) filter (where e.type = 'UserRegistered' and e.data->>'role' = 'customer')
          - count(*) filter (where e.type = 'UserRoleChanged' and e.data->>'from' = 'customer')
          + count(*) filter (where e.type = 'UserRoleChanged' and e.data->>'to' = 'customer')
        from events e, upto where e.type in ('UserRegistered', 'UserRoleChanged')
          and (e.transaction_id, e.global_position) <= (upto.transaction_id, upto.global_position)
      )
      where current_schema() = 'public' and exists (select 1 from upto);`,
    },
  ],
  async apply(client, events) {
    await applyStatsEvents(client, events);
  },
  fromLog: (client, upTo) => statsFromLog(client, upTo, storeTimeZone),
});

/** One order's entry in stats_orders: what it adds to the figures. `day` is null until the database computed it. */
interface Entry {
  readonly orderId: string;
  readonly placedAt: string | null;
  readonly day: string | null;
  readonly total: string;
  readonly status: string;
  /** Still revenue: not cancelled, returning or returned. */
  readonly inRevenue: boolean;
}

/**
 * A change to the daily figures: `orders` added to its day, `revenue` times the total added to its revenue, and
 * delivery outcomes. Its day is the entry's (placement) day, or for an outcome the day of `at`.
 */
interface Delta {
  readonly day: string | null;
  readonly at: string | null;
  readonly orders: number;
  readonly revenue: number;
  readonly total: string;
  readonly delivered: number;
  readonly returns: number;
}

/** The state each event that leaves the five statuses sets. */
const leavingRevenue: Record<string, string> = {
  OrderCancelled: 'cancelled',
  OrderReturnStarted: 'returning',
  OrderReturnReceived: 'returned',
};

const placedCount = (entry: Entry | undefined) => (entry?.status === 'placed' ? 1 : 0);

/**
 * Applies a batch with a fixed handful of statements. The figures are sums,
 * so the order of their changes does not matter, only which changes happen;
 * and that depends, per order, on its entry when an event comes (a placement
 * counts once, a deletion takes back exactly what the entry still adds, a
 * cancellation or return takes its total out of revenue once). So: read the
 * entries of the batch's orders, follow each order through its events in
 * memory, then write the entries that changed and add up the changes per day
 * and in total. Amounts are never added in JavaScript: the database sums them
 * as numeric.
 */
async function applyStatsEvents(client: PoolClient, events: readonly StoredEvent[]): Promise<void> {
  let products = 0;
  let customers = 0;
  let awaiting = 0;
  const collected: string[] = [];
  const remitted: string[] = [];
  const orderIds = new Set<string>();
  for (const event of events) {
    if (event.type.startsWith('Order')) orderIds.add((event.data as { orderId: string }).orderId);
  }

  // Entries as they stand before the batch (stored) and after it (entries); undefined: none.
  const stored = new Map<string, Entry>();
  if (orderIds.size > 0) {
    const result = await client.query<{ order_id: string; day: string; total: string; status: string; in_revenue: boolean }>(
      `select order_id, day::text as day, total::text as total, status, in_revenue
       from stats_orders where order_id = any($1::uuid[])`,
      [[...orderIds]],
    );
    for (const row of result.rows) {
      stored.set(row.order_id, {
        orderId: row.order_id, placedAt: null, day: row.day, total: row.total, status: row.status, inRevenue: row.in_revenue,
      });
    }
  }
  const entries = new Map<string, Entry | undefined>(stored);
  const deltas: Delta[] = [];
  const change = (entry: Entry, orders: number, revenue: number) =>
    deltas.push({ day: entry.day, at: entry.placedAt, orders, revenue, total: entry.total, delivered: 0, returns: 0 });
  const outcome = (at: string, delivered: number, returns: number) =>
    deltas.push({ day: null, at, orders: 0, revenue: 0, total: '0.00', delivered, returns });
  /** The entry in its next state (a new object, so a changed entry is told from the stored one). */
  const move = (entry: Entry, status: string, inRevenue: boolean) => {
    awaiting += placedCount({ ...entry, status }) - placedCount(entry);
    entries.set(entry.orderId, { ...entry, status, inRevenue });
  };

  for (const stored of events) {
    const event = { type: stored.type, data: stored.data } as OrderEvent | CourierCashEvent;
    switch (event.type) {
      case 'OrderPlaced': {
        const order = event.data;
        // An entry that exists already stays as it is (the insert did nothing on conflict).
        if (entries.get(order.orderId)) break;
        const entry: Entry = { orderId: order.orderId, placedAt: order.placedAt, day: null, total: order.totalAmount, status: 'placed', inRevenue: true };
        entries.set(order.orderId, entry);
        awaiting += 1;
        change(entry, 1, 1);
        break;
      }
      case 'OrderDeleted': {
        const entry = entries.get(event.data.orderId);
        if (!entry) break;
        entries.set(event.data.orderId, undefined);
        awaiting -= placedCount(entry);
        change(entry, -1, entry.inRevenue ? -1 : 0);
        break;
      }
      case 'OrderStatusChanged': {
        // An order delivered again after a correction back was counted when first delivered.
        if (event.data.to === 'delivered' && !event.data.reachedBefore) outcome(event.data.changedAt, 1, 0);
        const entry = entries.get(event.data.orderId);
        if (entry) move(entry, event.data.to, entry.inRevenue);
        break;
      }
      case 'OrderCancelled':
      case 'OrderReturnStarted':
      case 'OrderReturnReceived': {
        if (event.type === 'OrderReturnStarted') outcome(event.data.at, 0, 1);
        const entry = entries.get(event.data.orderId);
        if (!entry) break;
        if (entry.inRevenue) change(entry, 0, -1);
        move(entry, leavingRevenue[event.type]!, false);
        break;
      }
      case 'OrderItemsEdited': {
        // Its lines changed before packing (ADR 067): revenue counts the new total instead of the old one.
        const entry = entries.get(event.data.orderId);
        if (!entry || entry.total === event.data.totalAmount) break;
        const edited = { ...entry, total: event.data.totalAmount };
        if (entry.inRevenue) {
          change(entry, 0, -1);
          change(edited, 0, 1);
        }
        entries.set(entry.orderId, edited);
        break;
      }
      case 'CodCollected':
        collected.push(event.data.amount);
        break;
      case 'CodRemitted':
        remitted.push(event.data.amount);
        break;
      default:
        if (stored.type === 'ProductCreated') products += 1;
        else if (stored.type === 'ProductDeleted') products -= 1;
        else if (stored.type === 'UserRegistered' && (stored.data as (typeof UserRegistered)['schema']['_output']).role === 'customer') {
          customers += 1;
        } else if (stored.type === 'UserRoleChanged') {
          const { from, to } = (stored.data as (typeof UserRoleChanged)['schema']['_output']);
          customers += Number(to === 'customer') - Number(from === 'customer');
        }
    }
  }

  // Entries: gone or changed ones out, new and changed ones in.
  const removed = [...stored.keys()].filter((orderId) => entries.get(orderId) !== stored.get(orderId));
  const added = [...entries].filter(([orderId, entry]) => entry !== undefined && entry !== stored.get(orderId)).map(([, entry]) => entry!);
  if (removed.length > 0) await client.query('delete from stats_orders where order_id = any($1::uuid[])', [removed]);
  if (added.length === 0 && deltas.length === 0 && products === 0 && customers === 0 && awaiting === 0 && collected.length === 0 && remitted.length === 0) {
    return;
  }
  // The new entries, the days, then the totals, in one statement (one round trip for a batch of placements). A day
  // once counted keeps its row, even at zero orders; a deletion always finds its day's row, which its placement
  // created.
  await client.query(
    `with entries as (
       insert into stats_orders (order_id, day, total, status, in_revenue)
       select "orderId", coalesce(day, ("placedAt" at time zone '${storeTimeZone}')::date), total, status, "inRevenue"
       from json_to_recordset($1::json) as e("orderId" uuid, day date, "placedAt" timestamptz, total numeric,
         status text, "inRevenue" boolean)
     ), delta as (
       select coalesce(day, (at at time zone '${storeTimeZone}')::date) as day, orders, revenue * total as revenue,
         delivered, returns
       from json_to_recordset($2::json) as d(day date, at timestamptz, orders int, revenue int, total numeric,
         delivered int, returns int)
     ), daily as (
       insert into stats_daily (day, orders, revenue, delivered, returns)
       select day, sum(orders), sum(revenue), sum(delivered), sum(returns) from delta group by day
       on conflict (day) do update set orders = stats_daily.orders + excluded.orders,
         revenue = stats_daily.revenue + excluded.revenue, delivered = stats_daily.delivered + excluded.delivered,
         returns = stats_daily.returns + excluded.returns
     )
     update stats_totals set total_orders = total_orders + coalesce((select sum(orders) from delta), 0),
       total_revenue = total_revenue + coalesce((select sum(revenue) from delta), 0),
       total_products = total_products + $3, total_customers = total_customers + $4,
       awaiting_confirmation = awaiting_confirmation + $5,
       cod_collected = cod_collected + (select coalesce(sum(a::numeric), 0) from json_array_elements_text($6::json) as a),
       cod_remitted = cod_remitted + (select coalesce(sum(a::numeric), 0) from json_array_elements_text($7::json) as a)`,
    [
      JSON.stringify(added),
      JSON.stringify(deltas),
      products,
      customers,
      awaiting,
      JSON.stringify(collected),
      JSON.stringify(remitted),
    ],
  );
}

export interface StoreStats {
  readonly totalProducts: number;
  readonly totalOrders: number;
  readonly totalRevenue: string;
  readonly totalCustomers: number;
  /** Orders in the placed state: nobody confirmed them yet. */
  readonly awaitingConfirmation: number;
  /** Cash the couriers collected and have not handed over yet (AED). */
  readonly codWithCouriers: string;
  /**
   * Of the deliveries that came to an end in the last 30 days of the store's calendar (today included), the share
   * that did not end delivered: parcels sent back (refused, or undeliverable after the allowed attempts) over
   * deliveries plus parcels sent back, as a fraction from 0 to 1 (four decimals); null when none came to an end.
   */
  readonly refusalRate30d: number | null;
  readonly recentOrders: OrderSummary[];
}

export interface DailySales {
  readonly date: string;
  readonly orders: number;
  readonly revenue: string;
}

/** The window of the refusal rate, in days of the store's calendar. */
export const refusalRateDays = 30;

export async function readStats(db: Queryable): Promise<StoreStats> {
  const [totals, recent] = await Promise.all([
    db.query<Omit<StoreStats, 'recentOrders'>>(
      `select total_products as "totalProducts", total_orders as "totalOrders",
         round(total_revenue, 2)::text as "totalRevenue", total_customers as "totalCustomers",
         awaiting_confirmation as "awaitingConfirmation", round(cod_collected - cod_remitted, 2)::text as "codWithCouriers",
         (select round(sum(d.returns)::numeric / nullif(sum(d.delivered) + sum(d.returns), 0), 4)::float8
          from stats_daily d where d.day > (now() at time zone '${storeTimeZone}')::date - $1::int) as "refusalRate30d"
       from stats_totals`,
      [refusalRateDays],
    ),
    recentOrders(db, 5),
  ]);
  const row = totals.rows[0] ?? {
    totalProducts: 0,
    totalOrders: 0,
    totalRevenue: '0.00',
    totalCustomers: 0,
    awaitingConfirmation: 0,
    codWithCouriers: '0.00',
    refusalRate30d: null,
  };
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
