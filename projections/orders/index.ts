import type { PoolClient } from 'pg';
import type { StoredEvent } from '../../events/index.js';
import type { OrderEvent, OrderPlaced } from '../../events/orders.js';
import { defineProjection } from '../engine/projection.js';

export * from './queries.js';

type Placed = (typeof OrderPlaced)['schema']['_output'];

/** Orders with their items as ordered, for the admin's lists and the dashboard. Deleted orders leave it. */
export const ordersProjection = defineProjection({
  name: 'orders',
  handles: ['OrderPlaced', 'OrderStatusChanged', 'OrderDeleted'],
  tables: ['order_items', 'orders'],
  migrations: [
    {
      id: 'projection:orders:1',
      sql: `create table orders (
        id uuid primary key,
        order_number integer not null unique,
        user_id uuid not null,
        status text not null,
        payment_method text not null,
        subtotal numeric(10,2) not null,
        cod_fee numeric(10,2) not null,
        total_amount numeric(10,2) not null,
        shipping_name text not null,
        shipping_phone text not null,
        shipping_city text not null,
        shipping_address_line1 text not null,
        shipping_address_line2 text,
        delivery_note text,
        created_at timestamptz not null,
        updated_at timestamptz not null
      );
      create index orders_newest on orders (created_at desc, order_number desc);
      create table order_items (
        id uuid primary key,
        order_id uuid not null references orders (id) on delete cascade,
        ordinal integer not null,
        product_id uuid not null,
        variant_id uuid not null,
        product_name_en text not null,
        product_name_ar text not null,
        variant_size text,
        variant_color text,
        quantity integer not null,
        price numeric(10,2) not null
      );
      create index order_items_by_order on order_items (order_id, ordinal);`,
    },
  ],
  async apply(client, events) {
    for (const event of events) await applyOrderEvent(client, event);
  },
});

async function applyOrderEvent(client: PoolClient, stored: StoredEvent): Promise<void> {
  const event = { type: stored.type, data: stored.data } as OrderEvent;
  switch (event.type) {
    case 'OrderPlaced':
      return insertOrder(client, event.data);
    case 'OrderStatusChanged':
      await client.query('update orders set status = $2, updated_at = $3 where id = $1', [
        event.data.orderId,
        event.data.to,
        event.data.changedAt,
      ]);
      return;
    case 'OrderDeleted':
      await client.query('delete from orders where id = $1', [event.data.orderId]);
      return;
  }
}

async function insertOrder(client: PoolClient, order: Placed): Promise<void> {
  await client.query(
    `insert into orders (id, order_number, user_id, status, payment_method, subtotal, cod_fee, total_amount,
       shipping_name, shipping_phone, shipping_city, shipping_address_line1, shipping_address_line2, delivery_note,
       created_at, updated_at)
     values ($1, $2, $3, 'placed', $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $14)`,
    [order.orderId, order.orderNumber, order.userId, order.paymentMethod, order.subtotal, order.codFee,
      order.totalAmount, order.shippingName, order.shippingPhone, order.shippingCity, order.shippingAddressLine1,
      order.shippingAddressLine2, order.deliveryNote, order.placedAt],
  );
  const items = order.items;
  await client.query(
    `insert into order_items (id, order_id, ordinal, product_id, variant_id, product_name_en, product_name_ar,
       variant_size, variant_color, quantity, price)
     select id, $1, ordinal - 1, product_id, variant_id, name_en, name_ar, size, color, quantity, price
     from unnest($2::uuid[], $3::uuid[], $4::uuid[], $5::text[], $6::text[], $7::text[], $8::text[], $9::int[],
       $10::numeric[]) with ordinality as i(id, product_id, variant_id, name_en, name_ar, size, color, quantity, price, ordinal)`,
    [order.orderId, items.map((i) => i.itemId), items.map((i) => i.productId), items.map((i) => i.variantId),
      items.map((i) => i.productNameEn), items.map((i) => i.productNameAr), items.map((i) => i.variantSize),
      items.map((i) => i.variantColor), items.map((i) => i.quantity), items.map((i) => i.price)],
  );
}
