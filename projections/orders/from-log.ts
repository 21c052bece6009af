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

/**
 * The orders read model from the whole log, inside the database (see Projection.fromLog), as `apply` leaves it: an
 * order is there if its placement was not followed by its deletion, with its items as ordered, and what the events
 * after its placement say (changes of an order not placed yet, or deleted, touch no row): the state of the last one
 * that sets a state, the time of the last one, the last shipment, cancellation and return receipt, its calls and
 * delivery attempts, and the cash (the last attempt's that took cash, else its total once set to delivered).
 * Placed twice without a deletion between fails on the key (once the keys are built), as applying does.
 */
export async function ordersFromLog(client: PoolClient, checkpoint: Checkpoint): Promise<void> {
  const values = upToValues(checkpoint);
  await client.query(
    `with ${livePlacements}, later as materialized (
       select l.id, e.type, e.transaction_id as t, e.global_position as p, ${opened('e')} as data, e.metadata->'actor'->>'id' as by_id
       from events e join live l on l.id = (e.data->>'orderId')::uuid and (e.transaction_id, e.global_position) > (l.t, l.p)
         ${withOpened('e')}
       where e.type = any($3::text[]) and ${upTo('e')}
     ), summary as (
       select id,
         ${lastOf(
           `case type when 'OrderStatusChanged' then data->>'to' when 'OrderCancelled' then 'cancelled'
              when 'OrderReturnStarted' then 'returning' else 'returned' end`,
           `type in ('OrderStatusChanged', 'OrderCancelled', 'OrderReturnStarted', 'OrderReturnReceived')`,
         )} as status,
         ${lastOf(`coalesce(data->>'changedAt', data->>'cancelledAt', data->>'assignedAt', data->>'receivedAt', data->>'editedAt', data->>'at')`, `type <> 'InvoiceIssued'`)}
           as updated_at,
         ${lastOf('data', `type = 'ShipmentAssigned'`)} as shipment,
         ${lastOf('data', `type = 'OrderCancelled'`)} as cancellation,
         ${lastOf('data', `type = 'OrderReturnReceived'`)} as receipt,
         count(*) filter (where type = 'ContactAttemptRecorded') as contacts,
         ${lastOf(`data->>'outcome'`, `type = 'ContactAttemptRecorded'`)} as last_outcome,
         count(*) filter (where type = 'DeliveryAttempted') as deliveries,
         ${lastOf(`data->>'codCollected'`, `type = 'DeliveryAttempted' and data->>'codCollected' is not null`)} as cod,
         bool_or(type = 'OrderStatusChanged' and data->>'to' = 'delivered') as set_delivered,
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
     select o.id, (o.data->>'orderNumber')::int, (o.data->>'userId')::uuid, coalesce(s.status, 'placed'),
       o.data->>'paymentMethod', (o.data->>'subtotal')::numeric, coalesce((o.data->>'discount')::numeric, 0),
       coalesce((o.data->>'deliveryFee')::numeric, 0), o.data#>>'{coupon,code}', o.data#>>'{coupon,kind}',
       (o.data->>'codFee')::numeric,
       (o.data->>'totalAmount')::numeric, coalesce((o.data->>'storeCreditUsed')::numeric, 0), o.data->>'shippingName', o.data->>'shippingPhone', o.data->>'shippingCity',
       o.data->>'shippingAddressLine1', o.data->>'shippingAddressLine2', o.data->>'deliveryNote',
       (o.data->>'placedAt')::timestamptz, coalesce(s.updated_at, o.data->>'placedAt')::timestamptz,
       (s.shipment->>'courierId')::uuid, s.shipment->>'courierName', s.shipment->>'trackingNumber',
       coalesce(s.contacts, 0), s.last_outcome, coalesce(s.deliveries, 0),
       s.cancellation->>'reason', s.cancellation->>'note', s.cancellation->>'by', (s.cancellation->>'cancelledAt')::timestamptz,
       coalesce(s.cod::numeric, case when s.set_delivered
         then greatest((o.data->>'totalAmount')::numeric - coalesce((o.data->>'storeCreditUsed')::numeric, 0), 0) end),
       s.receipt->'items', (s.receipt->>'returnCost')::numeric, (s.receipt->>'receivedAt')::timestamptz, s.invoice_number
     from live o left join summary s on s.id = o.id`,
    [...values, laterTypes],
  );
  await client.query(
    `with ${livePlacements}
     insert into order_items (id, order_id, ordinal, product_id, variant_id, product_name_en, product_name_ar,
       variant_size, variant_color, quantity, price)
     select (i.item->>'itemId')::uuid, l.id, i.n - 1, (i.item->>'productId')::uuid, (i.item->>'variantId')::uuid,
       i.item->>'productNameEn', i.item->>'productNameAr', i.item->>'variantSize', i.item->>'variantColor',
       (i.item->>'quantity')::int, (i.item->>'price')::numeric
     from live l, jsonb_array_elements(l.data->'items') with ordinality as i(item, n)`,
    values,
  );
}
