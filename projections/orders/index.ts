import type { PoolClient } from 'pg';
import type { StoredEvent } from '../../events/index.js';
import { orderTerms, type OrderEvent, type OrderPlaced } from '../../events/orders.js';
import { defineProjection } from '../engine/projection.js';
import { ordersFromLog } from './from-log.js';

export * from './contract.js';
export * from './queries.js';
export * from './customer-queries.js';
export * from './admin-list.js';

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
    {
      // A shopper's own orders, newest first (her account's list, and her figures in the back office's customers).
      id: 'projection:orders:by-customer',
      sql: 'create index orders_by_customer on orders (user_id, created_at desc, order_number desc);',
    },
    {
      // The back office's filters, each served by an index so a page costs the same at any size: a status with the
      // newest-first order, and trigrams for names and phone digits searched anywhere in the text (orders found by
      // their customer's email or name use orders_by_customer).
      id: 'projection:orders:admin-filters',
      sql: `create extension if not exists pg_trgm with schema public;
      create index orders_status_newest on orders (status, created_at desc, order_number desc);
      create index orders_name_trgm on orders using gin (shipping_name public.gin_trgm_ops);
      create index orders_phone_digits_trgm on orders
        using gin ((regexp_replace(shipping_phone, '\\D', '', 'g')) public.gin_trgm_ops);`,
    },
  ],
  async apply(client, events) {
    await writeOrders(client, foldOrders(events));
  },
  fromLog: ordersFromLog,
});

type Placed = (typeof OrderPlaced)['schema']['_output'];

/** What a batch does to one order, folded in log order. */
interface OrderChange {
  /** The row as it stood before the batch (if any) must go: the order was deleted. */
  deleteStored: boolean;
  /** A status change for the stored row (the last one wins: each sets status and time outright). */
  status: { readonly to: string; readonly at: string } | null;
  /** The order placed in this batch, with the status it reached since. */
  placed: { readonly order: Placed; status: string; updatedAt: string } | null;
}

/**
 * Folds a batch per order: placing, changing and deleting one order in one
 * batch ends as what applying them one at a time would leave (here: nothing),
 * and an order placed in the batch is inserted once, already in its last
 * status. Orders are independent rows (ids and numbers are unique), so the
 * order between different orders does not matter.
 */
export function foldOrders(events: readonly StoredEvent[]): Map<string, OrderChange> {
  const changes = new Map<string, OrderChange>();
  const changeOf = (orderId: string) => {
    let change = changes.get(orderId);
    if (!change) changes.set(orderId, (change = { deleteStored: false, status: null, placed: null }));
    return change;
  };
  for (const stored of events) {
    const event = { type: stored.type, data: stored.data } as OrderEvent;
    switch (event.type) {
      case 'OrderPlaced': {
        const change = changeOf(event.data.orderId);
        // Placed twice: inserting both fails on the key, as the second insert always did.
        if (change.placed) throw new Error(`order ${event.data.orderId} placed twice`);
        change.placed = { order: event.data, status: 'placed', updatedAt: event.data.placedAt };
        break;
      }
      case 'OrderStatusChanged': {
        const change = changeOf(event.data.orderId);
        if (change.placed) {
          change.placed.status = event.data.to;
          change.placed.updatedAt = event.data.changedAt;
        } else if (!change.deleteStored) {
          change.status = { to: event.data.to, at: event.data.changedAt };
        }
        // After a deletion, an update finds no row: nothing to do.
        break;
      }
      case 'OrderDeleted': {
        const change = changeOf(event.data.orderId);
        change.deleteStored = true;
        change.status = null;
        change.placed = null;
        break;
      }
    }
  }
  return changes;
}

/**
 * Deletions first (items before their orders), then status changes of stored orders, then new orders with their items.
 * Rows travel as one JSON document per statement: serialising it is one native call, where array parameters
 * cost an escaped string per value.
 */
async function writeOrders(client: PoolClient, changes: ReadonlyMap<string, OrderChange>): Promise<void> {
  const deleted: string[] = [];
  const changed: { orderId: string; status: string; updatedAt: string }[] = [];
  const placed: NonNullable<OrderChange['placed']>[] = [];
  for (const [orderId, change] of changes) {
    if (change.deleteStored) deleted.push(orderId);
    if (change.status) changed.push({ orderId, status: change.status.to, updatedAt: change.status.at });
    if (change.placed) placed.push(change.placed);
  }
  if (deleted.length > 0) {
    // The foreign key would cascade, but a rebuild fills its tables before it adds them (see rebuild.ts).
    await client.query('delete from order_items where order_id = any($1::uuid[])', [deleted]);
    await client.query('delete from orders where id = any($1::uuid[])', [deleted]);
  }
  if (changed.length > 0) {
    await client.query(
      `update orders o set status = c.status, updated_at = c."updatedAt"
       from json_to_recordset($1::json) as c("orderId" uuid, status text, "updatedAt" timestamptz)
       where o.id = c."orderId"`,
      [JSON.stringify(changed)],
    );
  }
  if (placed.length === 0) return;
  // Rows spelled out field by field: copying the events' objects (with their items) cost more than the writes.
  const orders = placed.map(({ order, status, updatedAt }) => ({
    orderId: order.orderId,
    orderNumber: order.orderNumber,
    userId: order.userId,
    status,
    ...orderTerms(order),
    placedAt: order.placedAt,
    updatedAt,
  }));
  const items = placed.flatMap(({ order }) =>
    order.items.map((item, ordinal) => ({
      itemId: item.itemId,
      orderId: order.orderId,
      ordinal,
      productId: item.productId,
      variantId: item.variantId,
      productNameEn: item.productNameEn,
      productNameAr: item.productNameAr,
      variantSize: item.variantSize,
      variantColor: item.variantColor,
      quantity: item.quantity,
      price: item.price,
    })),
  );
  // Orders and their items in one statement (one round trip inside the batch's transaction): the items' foreign
  // key is checked at the end of the statement, when the orders are in.
  await client.query(
    `with placed as (
       insert into orders (id, order_number, user_id, status, payment_method, subtotal, cod_fee, total_amount,
         shipping_name, shipping_phone, shipping_city, shipping_address_line1, shipping_address_line2, delivery_note,
         created_at, updated_at)
       select "orderId", "orderNumber", "userId", status, "paymentMethod", subtotal, "codFee", "totalAmount",
         "shippingName", "shippingPhone", "shippingCity", "shippingAddressLine1", "shippingAddressLine2",
         "deliveryNote", "placedAt", "updatedAt"
       from json_to_recordset($1::json) as o("orderId" uuid, "orderNumber" int, "userId" uuid, status text,
         "paymentMethod" text, subtotal numeric, "codFee" numeric, "totalAmount" numeric, "shippingName" text,
         "shippingPhone" text, "shippingCity" text, "shippingAddressLine1" text, "shippingAddressLine2" text,
         "deliveryNote" text, "placedAt" timestamptz, "updatedAt" timestamptz)
     )
     insert into order_items (id, order_id, ordinal, product_id, variant_id, product_name_en, product_name_ar,
       variant_size, variant_color, quantity, price)
     select "itemId", "orderId", ordinal, "productId", "variantId", "productNameEn", "productNameAr", "variantSize",
       "variantColor", quantity, price
     from json_to_recordset($2::json) as i("itemId" uuid, "orderId" uuid, ordinal int, "productId" uuid,
       "variantId" uuid, "productNameEn" text, "productNameAr" text, "variantSize" text, "variantColor" text,
       quantity int, price numeric)`,
    [JSON.stringify(orders), JSON.stringify(items)],
  );
}

