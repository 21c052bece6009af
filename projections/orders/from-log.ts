import type { PoolClient } from 'pg';
import type { Checkpoint } from '../../events/index.js';
import { upTo, upToValues } from '../engine/from-log.js';

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
    select (e.data->>'orderId')::uuid as id, e.transaction_id as t, e.global_position as p, e.data
    from events e where e.type = 'OrderPlaced' and ${upTo('e')}
  ), live as (
    select o.* from placed o left join deleted d on d.id = o.id
    where d.id is null or (d.t, d.p) < (o.t, o.p)
  )`;

/**
 * The orders read model from the whole log, inside the database (see Projection.fromLog), as `apply` leaves it: an
 * order is there if its placement was not followed by its deletion, in the status of the last status change after
 * its placement (changes of an order not placed yet, or deleted, touch no row), with its items as ordered.
 * Placed twice without a deletion between fails on the key (once the keys are built), as applying does.
 */
export async function ordersFromLog(client: PoolClient, checkpoint: Checkpoint): Promise<void> {
  const values = upToValues(checkpoint);
  await client.query(
    `with ${livePlacements}, last_status as (
       select distinct on (id) id, t, p, status, changed_at from (
         select (e.data->>'orderId')::uuid as id, e.transaction_id as t, e.global_position as p,
           e.data->>'to' as status, e.data->>'changedAt' as changed_at
         from events e where e.type = 'OrderStatusChanged' and ${upTo('e')}) s
       order by id, t desc, p desc
     )
     insert into orders (id, order_number, user_id, status, payment_method, subtotal, cod_fee, total_amount,
       shipping_name, shipping_phone, shipping_city, shipping_address_line1, shipping_address_line2, delivery_note,
       created_at, updated_at)
     select o.id, (data->>'orderNumber')::int, (data->>'userId')::uuid, coalesce(s.status, 'placed'),
       data->>'paymentMethod', (data->>'subtotal')::numeric, (data->>'codFee')::numeric,
       (data->>'totalAmount')::numeric, data->>'shippingName', data->>'shippingPhone', data->>'shippingCity',
       data->>'shippingAddressLine1', data->>'shippingAddressLine2', data->>'deliveryNote',
       (data->>'placedAt')::timestamptz, coalesce(s.changed_at, data->>'placedAt')::timestamptz
     from live o left join last_status s on s.id = o.id and (s.t, s.p) > (o.t, o.p)`,
    values,
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
