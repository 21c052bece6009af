import type { PoolClient } from 'pg';
import type { Checkpoint } from '../../events/index.js';
import { emirateOf } from '../../events/addresses.js';
import { normalisePhone } from '../../rules/uae-phone.js';
import { openedField, upTo, upToValues, withOpened } from '../engine/from-log.js';

/** The order events after the placement that change an order's history row. */
const laterTypes = ['OrderStatusChanged', 'OrderCancelled', 'DeliveryAttempted', 'OrderReturnStarted', 'OrderReturnReceived', 'OrderDeleted'];

/**
 * The COD history from the whole log, inside the database (see Projection.fromLog), as `apply` leaves it: a row per
 * placed order, with what the events after its placement say: the outcome of the last one that sets one, the first
 * delivery and the first refusal at the door (in log order), the couriers' fees added up, and whether it was
 * deleted. Placed twice fails on the key once the keys are built, as applying does. Phone numbers and cities are
 * read by the same functions `apply` reads them with: their distinct values come here once, each mapped, and are
 * joined back. Each event is read once, only the fields the row needs, and the placements kept in a temporary table
 * for both uses.
 */
export async function codHistoryFromLog(client: PoolClient, checkpoint: Checkpoint): Promise<void> {
  const values = upToValues(checkpoint);
  // The placements' fields, read once for the distinct phones and cities and again for the rows.
  await client.query(
    `create temporary table cod_placed on commit drop as
     select (e.data->>'orderId')::uuid as id, e.transaction_id as t, e.global_position as p,
       (e.data->>'orderNumber')::int as order_number, (e.data->>'userId')::uuid as user_id,
       ${openedField('e', 'shippingPhone')} as phone, e.data->>'shippingCity' as city, (e.data->>'totalAmount')::numeric as total,
       (e.data->>'placedAt')::timestamptz as placed_at
     from events e ${withOpened('e')} where e.type = 'OrderPlaced' and ${upTo('e')}`,
    values,
  );
  const written = await client.query<{ phones: string[] | null; cities: string[] | null }>(
    'select array_agg(distinct phone) as phones, array_agg(distinct city) as cities from cod_placed',
  );
  const phones = written.rows[0]?.phones ?? [];
  const cities = written.rows[0]?.cities ?? [];
  await client.query(
    `with later as materialized (
       -- Each event's few fields taken out here, so that the join and its sort carry only them.
       select (e.data->>'orderId')::uuid as id, e.transaction_id as t, e.global_position as p,
         case e.type
           when 'OrderStatusChanged' then case when e.data->>'to' = 'delivered' then 'delivered' else 'open' end
           when 'OrderCancelled' then 'cancelled'
           when 'OrderReturnStarted' then case when e.data->>'reason' = 'refused' then 'refused' else 'returned' end
         end as outcome,
         case when e.type = 'OrderStatusChanged' and e.data->>'to' = 'delivered' then e.data->>'changedAt' end as delivered_at,
         case when e.type = 'OrderReturnStarted' and e.data->>'reason' = 'refused' then e.data->>'at' end as refused_at,
         case e.type when 'DeliveryAttempted' then (e.data->>'cost')::numeric
           when 'OrderReturnReceived' then (e.data->>'returnCost')::numeric end as cost,
         e.type = 'OrderDeleted' as deleted
       from events e where e.type = any($3::text[]) and ${upTo('e')}
     ), summary as (
       select l.id,
         (array_agg(l.outcome order by l.t desc, l.p desc) filter (where l.outcome is not null))[1] as outcome,
         (array_agg(l.delivered_at order by l.t, l.p) filter (where l.delivered_at is not null))[1] as delivered_at,
         (array_agg(l.refused_at order by l.t, l.p) filter (where l.refused_at is not null))[1] as refused_at,
         coalesce(sum(l.cost), 0) as cost,
         bool_or(l.deleted) as deleted
       from later l join cod_placed o on o.id = l.id and (l.t, l.p) > (o.t, o.p)
       group by l.id
     )
     insert into cod_history_orders (order_id, order_number, user_id, phone, emirate, total, placed_at, outcome,
       delivered_at, refused_at, courier_cost, deleted)
     select o.id, o.order_number, o.user_id, phone.normalised, city.emirate, o.total, o.placed_at, coalesce(s.outcome, 'open'),
       s.delivered_at::timestamptz, s.refused_at::timestamptz, coalesce(s.cost, 0), coalesce(s.deleted, false)
     from cod_placed o left join summary s on s.id = o.id
       left join unnest($4::text[], $5::text[]) as phone(written, normalised) on phone.written = o.phone
       left join unnest($6::text[], $7::text[]) as city(written, emirate) on city.written = o.city`,
    [...values, laterTypes, phones, phones.map(normalisePhone), cities, cities.map(emirateOf)],
  );
}
