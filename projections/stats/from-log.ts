import type { PoolClient } from 'pg';
import type { Checkpoint } from '../../events/index.js';
import { upTo, upToValues } from '../engine/from-log.js';

/**
 * The dashboard's figures from the whole log, inside the database (see Projection.fromLog), as `apply` leaves them.
 * Per order, a placement counts when the order has no entry (the first, or the first after a deletion), and a
 * deletion when it has one, taking back what that placement added: so of an order's placements and deletions in
 * log order, an event counts when it differs from the one before it (a deletion before the first). The order's
 * entry is its last counted placement if nothing counted came after it; its state is the one the last state event
 * after that placement set, and it is revenue unless one of those left the five statuses (cancelled, returning,
 * returned). A placement later deleted adds nothing in the end, but its day keeps its row, even at zero; so do the
 * days of delivery outcomes (orders set to delivered, parcels sent back), counted whatever became of the order.
 */
export async function statsFromLog(client: PoolClient, checkpoint: Checkpoint, timeZone: string): Promise<void> {
  const dayOf = (time: string) => `((${time})::timestamptz at time zone '${timeZone}')::date`;
  await client.query(
    `with log as (
       -- Only the fields the figures need, taken out of each event before the windows sort them.
       select (e.data->>'orderId')::uuid as id, e.type, e.transaction_id as t, e.global_position as p,
         e.data->>'placedAt' as placed_at, e.data->>'totalAmount' as total_amount
       from events e where e.type in ('OrderPlaced', 'OrderDeleted') and ${upTo('e')}
     ), steps as (
       select id, type, t, p, placed_at, total_amount, lag(type) over (partition by id order by t, p) as previous from log
     ), counted as (
       select id, type, t, p, placed_at, total_amount, lead(type) over (partition by id order by t, p) as next
       from steps where type is distinct from coalesce(previous, 'OrderDeleted')
     ), edits as (
       select distinct on (id) (e.data->>'orderId')::uuid as id, e.transaction_id as t, e.global_position as p,
         (e.data->>'totalAmount')::numeric(10, 2) as total
       from events e where e.type = 'OrderItemsEdited' and ${upTo('e')}
       order by id, t desc, p desc
     ), placements as materialized (
       -- An order's total as its last edit of the lines left it (ADR 067).
       select c.id, c.t, c.p, ${dayOf('c.placed_at')} as day,
         coalesce(x.total, c.total_amount::numeric(10, 2)) as total, c.next is null as live
       from counted c left join edits x on x.id = c.id and (x.t, x.p) > (c.t, c.p)
       where c.type = 'OrderPlaced'
     ), states as materialized (
       select (e.data->>'orderId')::uuid as id, e.type, e.transaction_id as t, e.global_position as p,
         case e.type when 'OrderStatusChanged' then e.data->>'to' when 'OrderCancelled' then 'cancelled'
           when 'OrderReturnStarted' then 'returning' else 'returned' end as status,
         coalesce(e.data->>'changedAt', e.data->>'at') as at,
         -- Delivered again after a correction back: counted when first delivered (absent before version 2).
         coalesce((e.data->>'reachedBefore')::boolean, false) as reached_before
       from events e
       where e.type in ('OrderStatusChanged', 'OrderCancelled', 'OrderReturnStarted', 'OrderReturnReceived') and ${upTo('e')}
     ), fates as (
       select o.id,
         (array_agg(s.status order by s.t desc, s.p desc))[1] as status,
         bool_or(s.type <> 'OrderStatusChanged') as left_revenue
       from placements o join states s on s.id = o.id and (s.t, s.p) > (o.t, o.p)
       where o.live group by o.id
     ), entries as materialized (
       select o.id, o.day, o.total, coalesce(f.status, 'placed') as status, not coalesce(f.left_revenue, false) as in_revenue
       from placements o left join fates f on f.id = o.id where o.live
     ), kept as (
       insert into stats_orders (order_id, day, total, status, in_revenue) select id, day, total, status, in_revenue from entries
     ), days as (
       select o.day, (o.live)::int as orders, o.total * (o.live and e.in_revenue)::int as revenue, 0 as delivered, 0 as returns
       from placements o left join entries e on e.id = o.id
       union all
       select ${dayOf('at')}, 0, 0, 1, 0 from states where type = 'OrderStatusChanged' and status = 'delivered' and not reached_before
       union all
       select ${dayOf('at')}, 0, 0, 0, 1 from states where type = 'OrderReturnStarted'
     ), daily as (
       insert into stats_daily (day, orders, revenue, delivered, returns)
       select day, sum(orders), sum(revenue), sum(delivered), sum(returns) from days group by day
     ), others as (
       select count(*) filter (where e.type = 'ProductCreated') - count(*) filter (where e.type = 'ProductDeleted') as products,
         count(*) filter (where e.type = 'UserRegistered' and e.data->>'role' = 'customer')
           - count(*) filter (where e.type = 'UserRoleChanged' and e.data->>'from' = 'customer')
           + count(*) filter (where e.type = 'UserRoleChanged' and e.data->>'to' = 'customer') as customers,
         coalesce(sum((e.data->>'amount')::numeric) filter (where e.type = 'CodCollected'), 0) as collected,
         coalesce(sum((e.data->>'amount')::numeric) filter (where e.type = 'CodRemitted'), 0) as remitted
       from events e
       where e.type in ('ProductCreated', 'ProductDeleted', 'UserRegistered', 'UserRoleChanged', 'CodCollected', 'CodRemitted')
         and ${upTo('e')}
     )
     update stats_totals set total_orders = total_orders + (select count(*) from entries),
       total_revenue = total_revenue + coalesce((select sum(total) from entries where in_revenue), 0),
       total_products = total_products + others.products, total_customers = total_customers + others.customers,
       awaiting_confirmation = awaiting_confirmation + (select count(*) from entries where status = 'placed'),
       cod_collected = cod_collected + others.collected, cod_remitted = cod_remitted + others.remitted
     from others`,
    upToValues(checkpoint),
  );
}
