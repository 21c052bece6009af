import type { PoolClient } from 'pg';
import type { Checkpoint } from '../../events/index.js';
import { upTo, upToValues } from '../engine/from-log.js';

/**
 * The dashboard's figures from the whole log, inside the database (see Projection.fromLog), as `apply` leaves them.
 * Per order, a placement counts when the order has no entry (the first, or the first after a deletion), and a
 * deletion when it has one, taking back what that placement added: so of an order's placements and deletions in
 * log order, an event counts when it differs from the one before it (a deletion before the first). The order's
 * entry is its last counted placement if nothing counted came after it. A day keeps its row once an order
 * counted on it, even at zero.
 */
export async function statsFromLog(client: PoolClient, checkpoint: Checkpoint, timeZone: string): Promise<void> {
  await client.query(
    `with log as (
       select (e.data->>'orderId')::uuid as id, e.type, e.transaction_id as t, e.global_position as p, e.data
       from events e where e.type in ('OrderPlaced', 'OrderDeleted') and ${upTo('e')}
     ), steps as (
       select id, type, t, p, data, lag(type) over (partition by id order by t, p) as previous from log
     ), counted as (
       select type, data, lead(type) over (partition by id order by t, p) as next
       from steps where type is distinct from coalesce(previous, 'OrderDeleted')
     ), placements as materialized (
       select (data->>'orderId')::uuid as id, ((data->>'placedAt')::timestamptz at time zone '${timeZone}')::date as day,
         (data->>'totalAmount')::numeric(10, 2) as total, next is null as live
       from counted where type = 'OrderPlaced'
     ), entries as (
       insert into stats_orders (order_id, day, total) select id, day, total from placements where live
     ), daily as (
       insert into stats_daily (day, orders, revenue)
       select day, count(*) filter (where live), sum(total * live::int) from placements group by day
     ), others as (
       select count(*) filter (where e.type = 'ProductCreated') - count(*) filter (where e.type = 'ProductDeleted') as products,
         count(*) filter (where e.type = 'UserRegistered' and e.data->>'role' = 'customer') as customers
       from events e where e.type in ('ProductCreated', 'ProductDeleted', 'UserRegistered') and ${upTo('e')}
     )
     update stats_totals set total_orders = total_orders + (select count(*) from placements where live),
       total_revenue = total_revenue + coalesce((select sum(total) from placements where live), 0),
       total_products = total_products + others.products, total_customers = total_customers + others.customers
     from others`,
    upToValues(checkpoint),
  );
}
