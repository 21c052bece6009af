import type { PoolClient } from 'pg';
import type { Checkpoint } from '../../events/index.js';
import { upTo, upToValues } from '../engine/from-log.js';

/** Her read marks up to the checkpoint: which notifications of hers she read (a CTE `reads (user_id, id)`). */
const readMarks = `reads as (
       select distinct (r.data->>'userId')::uuid as user_id, n.id::uuid as id
       from events r, jsonb_array_elements_text(r.data->'notificationIds') as n(id)
       where r.type = 'ShopperNotificationsRead' and ${upTo('r')}
     )`;

/**
 * Shoppers' notifications from the whole log, inside the database (see Projection.fromLog), as `apply` leaves them:
 * an order placed and not deleted afterwards keeps its owner, and each move to another state after its placement
 * (a status change, a cancellation, a return started or received) is a
 * notification to her, except a status change that is a correction or reaches a step again (`correction`,
 * `reachedBefore`: absent, so false, in version 1 of OrderStatusChanged), with the id `notificationIdFor` derives from the change's stream and version (the same
 * SHA-256's first 16 bytes in hex, the 13th and 17th digits set to 8 and a, read as a UUID) and the order's total as stored; a notification is read when one
 * of her read marks names it.
 */
export async function shopperNotificationsFromLog(client: PoolClient, checkpoint: Checkpoint, kind: string, editedKind: string): Promise<void> {
  await client.query(
    `with log as materialized (
       select (e.data->>'orderId')::uuid as id, e.type, e.transaction_id as t, e.global_position as p,
         case when e.type = 'OrderPlaced' then (e.data->>'userId')::uuid end as user_id,
         case when e.type in ('OrderPlaced', 'OrderItemsEdited') then (e.data->>'totalAmount')::numeric(10, 2) end as total,
         case when e.type not in ('OrderPlaced', 'OrderDeleted') then
           encode(substring(sha256(convert_to('shopper-notification:' || e.stream_id || ':' || e.stream_version, 'UTF8')) for 16), 'hex')
         end as hash,
         case when e.type = 'OrderItemsEdited' then
           jsonb_build_object('orderId', e.data->>'orderId', 'orderNumber', e.data->'orderNumber', 'totalAmount', e.data->>'totalAmount',
             'totalBefore', e.data#>>'{before,totalAmount}')
         when e.type not in ('OrderPlaced', 'OrderDeleted') then
           jsonb_build_object('orderId', e.data->>'orderId', 'orderNumber', e.data->'orderNumber', 'status',
             case e.type when 'OrderStatusChanged' then e.data->>'to' when 'OrderCancelled' then 'cancelled'
               when 'OrderReturnStarted' then 'returning' else 'returned' end)
         end as params,
         (case e.type when 'OrderStatusChanged' then e.data->>'changedAt' when 'OrderCancelled' then e.data->>'cancelledAt'
            when 'OrderReturnStarted' then e.data->>'at' when 'OrderReturnReceived' then e.data->>'receivedAt'
            when 'OrderItemsEdited' then e.data->>'editedAt' end)::timestamptz as at,
         e.type = 'OrderStatusChanged' and (coalesce((e.data->>'correction')::boolean, false)
           or coalesce((e.data->>'reachedBefore')::boolean, false)) as quiet
       from events e
       where e.type in ('OrderPlaced', 'OrderStatusChanged', 'OrderCancelled', 'OrderReturnStarted', 'OrderReturnReceived',
         'OrderItemsEdited', 'OrderDeleted') and ${upTo('e')}
     ), last_deleted as (
       select distinct on (id) id, t, p from log where type = 'OrderDeleted' order by id, t desc, p desc
     ), owners as materialized (
       select o.id, o.t, o.p, o.user_id, o.total
       from log o left join last_deleted d on d.id = o.id
       where o.type = 'OrderPlaced' and (d.id is null or (d.t, d.p) < (o.t, o.p))
     ), last_edit as (
       select distinct on (id) id, t, p, total from log where type = 'OrderItemsEdited' order by id, t desc, p desc
     ), kept as (
       -- The order's total as its last edit of the lines left it (ADR 067). Joined, not looked up per order: a
       -- materialized CTE has no index, so a lookup per row would scan the whole log once per order.
       insert into shopper_order_owners (order_id, user_id, total_amount)
       select w.id, w.user_id, coalesce(x.total, w.total) from owners w
       left join last_edit x on x.id = w.id and (x.t, x.p) > (w.t, w.p)
     ), ${readMarks}, changes as (
       -- Each change after its order's placement, with the totals of the order's edits before it (in log order):
       -- the edits after the placement are changes themselves, so a window over the order's changes finds them.
       select c.id, c.type, c.t, c.p, c.total, c.hash, c.params, c.at, w.user_id, w.total as placed_total,
         array_agg(c.total) filter (where c.type = 'OrderItemsEdited')
           over (partition by c.id order by c.t, c.p rows between unbounded preceding and 1 preceding) as edited
       from log c join owners w on w.id = c.id and (c.t, c.p) > (w.t, w.p)
       where c.type not in ('OrderPlaced', 'OrderDeleted') and not c.quiet
     ), notifications as materialized (
       select overlay(overlay(c.hash placing '8' from 13) placing 'a' from 17)::uuid as id,
         c.user_id, c.id as order_id, c.type,
         -- A status notice carries the total as it stood then: the last edit's before it, else the placement's.
         case when c.type = 'OrderItemsEdited' then c.params else c.params || jsonb_build_object('totalAmount', coalesce(
           c.edited[cardinality(c.edited)], c.placed_total)::text) end as params, c.at
       from changes c
     )
     insert into shopper_notifications (id, user_id, order_id, kind, params, is_read, created_at)
     select n.id, n.user_id, n.order_id, case when n.type = 'OrderItemsEdited' then $4 else $3 end, n.params, r.id is not null, n.at
     from notifications n left join reads r on r.id = n.id and r.user_id = n.user_id`,
    [...upToValues(checkpoint), kind, editedKind],
  );
}

/**
 * Back-in-stock notifications from the whole log, as `apply` leaves them: one per StockAlertFired, for the shopper
 * it names, with the id `notificationIdFor` derives from its stream and version, its params as `backInStockParams`
 * makes them (a null size or colour left out), read when one of her read marks names it.
 */
export async function backInStockNotificationsFromLog(client: PoolClient, checkpoint: Checkpoint, kind: string): Promise<void> {
  await client.query(
    `with ${readMarks}, fired as materialized (
       select overlay(overlay(encode(substring(sha256(convert_to('shopper-notification:' || e.stream_id || ':' || e.stream_version, 'UTF8')) for 16), 'hex')
           placing '8' from 13) placing 'a' from 17)::uuid as id,
         (e.data->>'userId')::uuid as user_id,
         jsonb_strip_nulls(jsonb_build_object('productId', e.data->'productId', 'variantId', e.data->'variantId', 'slug', e.data->'slug',
           'productNameEn', e.data->'productNameEn', 'productNameAr', e.data->'productNameAr', 'size', e.data->'size',
           'color', e.data->'color')) as params,
         (e.data->>'firedAt')::timestamptz as at
       from events e
       where e.type = 'StockAlertFired' and ${upTo('e')}
     )
     insert into shopper_notifications (id, user_id, order_id, kind, params, is_read, created_at)
     select f.id, f.user_id, null, $3, f.params, r.id is not null, f.at
     from fired f left join reads r on r.id = f.id and r.user_id = f.user_id`,
    [...upToValues(checkpoint), kind],
  );
}

/**
 * Requests for reviews from the whole log, as `apply` leaves them: one per ReviewRequested, for the shopper it names,
 * with the id `notificationIdFor` derives from its stream and version, its params as `reviewRequestParams` makes them
 * (the first product's slug and names, how many products), read when one of her read marks names it.
 */
export async function reviewRequestNotificationsFromLog(client: PoolClient, checkpoint: Checkpoint, kind: string): Promise<void> {
  await client.query(
    `with ${readMarks}, asked as materialized (
       select overlay(overlay(encode(substring(sha256(convert_to('shopper-notification:' || e.stream_id || ':' || e.stream_version, 'UTF8')) for 16), 'hex')
           placing '8' from 13) placing 'a' from 17)::uuid as id,
         (e.data->>'userId')::uuid as user_id,
         jsonb_build_object('orderId', e.data->'orderId', 'orderNumber', e.data->'orderNumber', 'slug', e.data#>'{products,0,slug}',
           'productNameEn', e.data#>'{products,0,nameEn}', 'productNameAr', e.data#>'{products,0,nameAr}',
           'count', jsonb_array_length(e.data->'products')) as params,
         (e.data->>'requestedAt')::timestamptz as at
       from events e
       where e.type = 'ReviewRequested' and ${upTo('e')}
     )
     insert into shopper_notifications (id, user_id, order_id, kind, params, is_read, created_at)
     select a.id, a.user_id, null, $3, a.params, r.id is not null, a.at
     from asked a left join reads r on r.id = a.id and r.user_id = a.user_id`,
    [...upToValues(checkpoint), kind],
  );
}
