import type { PoolClient } from 'pg';
import type { Checkpoint } from '../../events/index.js';
import { orderEvents } from '../../events/orders.js';
import { InvoiceIssued } from '../../events/tax-documents.js';
import { opened, upTo, upToValues, withOpened } from '../engine/from-log.js';

/**
 * The placements that leave an order in the read model: those not followed by a deletion of the order. The
 * deletions are few; the placements are read once per statement, each with the fields it needs.
 */
const livePlacements = `deleted as (
    select distinct on (id) id, t, p from (
      select (e.data->>'orderId')::uuid as id, e.transaction_id as t, e.global_position as p
      from events e where e.type = 'OrderDeleted' and ${upTo('e')}) d
    order by id, t desc, p desc
  ), placed as (
    select (e.data->>'orderId')::uuid as id, e.transaction_id as t, e.global_position as p, ${opened('e')} as data
    from events e ${withOpened('e')} where e.type = 'OrderPlaced' and ${upTo('e')}
  ), edited as (
    select distinct on (id) (e.data->>'orderId')::uuid as id, e.transaction_id as t, e.global_position as p,
      e.data - 'before' - 'orderId' - 'orderNumber' - 'editedAt' as data
    from events e where e.type = 'OrderItemsEdited' and ${upTo('e')}
    order by id, t desc, p desc
  ), moved as (
    select distinct on (id) (e.data->>'orderId')::uuid as id, e.transaction_id as t, e.global_position as p, ${opened('e')}->'after' as data
    from events e ${withOpened('e')} where e.type = 'OrderAddressChanged' and ${upTo('e')}
    order by id, t desc, p desc
  ), live as (
    -- The placement as its last edit of the lines and last change of address left it (ADR 067).
    select o.id, o.t, o.p, o.data || coalesce(ed.data, '{}'::jsonb) || coalesce(mv.data, '{}'::jsonb) as data
    from placed o left join deleted d on d.id = o.id
      left join edited ed on ed.id = o.id and (ed.t, ed.p) > (o.t, o.p)
      left join moved mv on mv.id = o.id and (mv.t, mv.p) > (o.t, o.p)
    where d.id is null or (d.t, d.p) < (o.t, o.p)
  )`;

/** The order events after the placement that change an order's row. */
const laterTypes = [
  ...orderEvents.map((definition) => definition.type).filter((type) => type !== 'OrderPlaced' && type !== 'OrderDeleted'),
  // Its invoice (ADR 067), issued with the delivery: sets the number only.
  InvoiceIssued.type,
];

/** Of an order's later events (newest first), the first value of `value` among those `where` holds. */
const lastOf = (value: string, where: string) => `(array_agg(${value} order by t desc, p desc) filter (where ${where}))[1]`;

/** The later events whose personal fields the orders read model shows (the notes): the others are read as stored. */
const personalLater = `'OrderCancelled', 'ContactAttemptRecorded', 'DeliveryAttempted'`;

/** The later events whose other fields the row takes (the rest give their state and time only). */
const detailedLater = `'ShipmentAssigned', 'OrderReturnReceived', ${personalLater}, 'InvoiceIssued'`;

/**
 * The orders read model from the whole log, inside the database (see Projection.fromLog), as `apply` leaves it: an
 * order is there if its placement was not followed by its deletion, with its items as ordered, and what the events
 * after its placement say (changes of an order not placed yet, or deleted, touch no row): the state of the last one
 * that sets a state, the time of the last one, the last shipment, cancellation and return receipt, its calls and
 * delivery attempts, and the cash (the last attempt's that took cash, else its total once set to delivered).
 * Placed twice without a deletion between fails on the key (once the keys are built), as applying does.
 *
 * The live placements are found once, into a temporary table both statements read. Of the later events, most are
 * status changes: each carries its state and time only, and only the few with a note are joined to their opened
 * fields.
 */
export async function ordersFromLog(client: PoolClient, checkpoint: Checkpoint): Promise<void> {
  const values = upToValues(checkpoint);
  // Each placement's fields taken out of its document once: read again and again from a stored document, each would
  // unpack it anew.
  await client.query(
    `create temporary table live_orders on commit drop as
     with ${livePlacements}
     select l.id, l.t, l.p, r."orderNumber" as order_number, r."userId" as user_id, r."paymentMethod" as payment_method,
       r.subtotal, coalesce(r.discount, 0) as discount, coalesce(r."deliveryFee", 0) as delivery_fee,
       r.coupon->>'code' as coupon_code, r.coupon->>'kind' as coupon_kind, r."codFee" as cod_fee,
       r."totalAmount" as total_amount, coalesce(r."storeCreditUsed", 0) as store_credit_used,
       r."shippingName" as shipping_name, r."shippingPhone" as shipping_phone, r."shippingCity" as shipping_city,
       r."shippingAddressLine1" as shipping_address_line1, r."shippingAddressLine2" as shipping_address_line2,
       r."deliveryNote" as delivery_note, r."placedAt" as placed_at, r.items
     from live l, jsonb_to_record(l.data) as r("orderNumber" int, "userId" uuid, "paymentMethod" text, subtotal numeric,
       discount numeric, "deliveryFee" numeric, coupon jsonb, "codFee" numeric, "totalAmount" numeric, "storeCreditUsed" numeric,
       "shippingName" text, "shippingPhone" text, "shippingCity" text, "shippingAddressLine1" text, "shippingAddressLine2" text,
       "deliveryNote" text, "placedAt" text, items jsonb)`,
    values,
  );
  await client.query(
    `with changes as materialized (
       -- Each later event's few fields, taken out of its document here, before the join and sort carry them.
       select (e.data->>'orderId')::uuid as id, e.type, e.transaction_id as t, e.global_position as p,
         case e.type when 'OrderStatusChanged' then e.data->>'to' when 'OrderCancelled' then 'cancelled'
           when 'OrderReturnStarted' then 'returning' when 'OrderReturnReceived' then 'returned' end as status,
         coalesce(e.data->>'changedAt', e.data->>'cancelledAt', e.data->>'assignedAt', e.data->>'receivedAt',
           e.data->>'editedAt', e.data->>'at') as at,
         case when e.type in (${personalLater})
           then e.data || coalesce((select po.data from personal_opened po where po.global_position = e.global_position), '{}'::jsonb)
           when e.type in (${detailedLater}) then e.data end as data,
         e.metadata->'actor'->>'id' as by_id
       from events e
       where e.type = any($3::text[]) and ${upTo('e')}
     ), later as (
       select c.* from changes c join live_orders l on l.id = c.id and (c.t, c.p) > (l.t, l.p)
     ), summary as (
       select id,
         ${lastOf('status', 'status is not null')} as status,
         ${lastOf('at', `type <> 'InvoiceIssued'`)} as updated_at,
         ${lastOf('data', `type = 'ShipmentAssigned'`)} as shipment,
         ${lastOf('data', `type = 'OrderCancelled'`)} as cancellation,
         ${lastOf('data', `type = 'OrderReturnReceived'`)} as receipt,
         count(*) filter (where type = 'ContactAttemptRecorded') as contacts,
         ${lastOf(`data->>'outcome'`, `type = 'ContactAttemptRecorded'`)} as last_outcome,
         count(*) filter (where type = 'DeliveryAttempted') as deliveries,
         ${lastOf(`data->>'codCollected'`, `type = 'DeliveryAttempted' and data->>'codCollected' is not null`)} as cod,
         bool_or(status = 'delivered' and type = 'OrderStatusChanged') as set_delivered,
         ${lastOf(`data->>'invoiceNumber'`, `type = 'InvoiceIssued'`)} as invoice_number
       from later group by id
     ), contacts as (
       insert into order_contact_attempts (id, order_id, seq, outcome, note, at, by_id)
       select (data->>'attemptId')::uuid, id, p, data->>'outcome', data->>'note', (data->>'at')::timestamptz, by_id
       from later where type = 'ContactAttemptRecorded'
     ), deliveries as (
       insert into order_delivery_attempts (id, order_id, seq, attempt_number, outcome, cod_collected, cost, note, at, by_id)
       select (data->>'attemptId')::uuid, id, p, (data->>'attemptNumber')::int, data->>'outcome',
         (data->>'codCollected')::numeric, (data->>'cost')::numeric, data->>'note', (data->>'at')::timestamptz, by_id
       from later where type = 'DeliveryAttempted'
     )
     insert into orders (id, order_number, user_id, status, payment_method, subtotal, discount, delivery_fee,
       coupon_code, coupon_kind, cod_fee, total_amount, store_credit_used,
       shipping_name, shipping_phone, shipping_city, shipping_address_line1, shipping_address_line2, delivery_note,
       created_at, updated_at, courier_id, courier_name, tracking_number, contact_attempts_count, last_contact_outcome,
       delivery_attempts_count, cancel_reason, cancel_note, cancelled_by, cancelled_at, cod_collected, return_items,
       return_cost, return_received_at, invoice_number)
     select o.id, o.order_number, o.user_id, coalesce(s.status, 'placed'), o.payment_method, o.subtotal, o.discount,
       o.delivery_fee, o.coupon_code, o.coupon_kind, o.cod_fee, o.total_amount, o.store_credit_used,
       o.shipping_name, o.shipping_phone, o.shipping_city, o.shipping_address_line1, o.shipping_address_line2, o.delivery_note,
       o.placed_at::timestamptz, coalesce(s.updated_at, o.placed_at)::timestamptz,
       (s.shipment->>'courierId')::uuid, s.shipment->>'courierName', s.shipment->>'trackingNumber',
       coalesce(s.contacts, 0), s.last_outcome, coalesce(s.deliveries, 0),
       s.cancellation->>'reason', s.cancellation->>'note', s.cancellation->>'by', (s.cancellation->>'cancelledAt')::timestamptz,
       coalesce(s.cod::numeric, case when s.set_delivered then greatest(o.total_amount - o.store_credit_used, 0) end),
       s.receipt->'items', (s.receipt->>'returnCost')::numeric, (s.receipt->>'receivedAt')::timestamptz, s.invoice_number
     from live_orders o left join summary s on s.id = o.id`,
    [...values, laterTypes],
  );
  await client.query(
    `insert into order_items (id, order_id, ordinal, product_id, variant_id, product_name_en, product_name_ar,
       variant_size, variant_color, quantity, price)
     select (i.item->>'itemId')::uuid, l.id, i.n - 1, (i.item->>'productId')::uuid, (i.item->>'variantId')::uuid,
       i.item->>'productNameEn', i.item->>'productNameAr', i.item->>'variantSize', i.item->>'variantColor',
       (i.item->>'quantity')::int, (i.item->>'price')::numeric
     from live_orders l, jsonb_array_elements(l.items) with ordinality as i(item, n)`,
  );
}
