import { orderEvents } from '../../events/orders.js';
import { InvoiceIssued } from '../../events/tax-documents.js';
import { defineProjection } from '../engine/projection.js';
import { eraseOrders, eraseOrdersFromLog, ordersErasureMigration } from './erasure.js';
import { foldOrders } from './fold.js';
import { ordersFromLog } from './from-log.js';
import { countStatusesFromRows } from './status-counts.js';
import { writeOrders } from './write.js';

export * from './contract.js';
export * from './queries.js';
export * from './customer-queries.js';
export * from './admin-list.js';
export { foldOrders } from './fold.js';

/**
 * Orders with their items as ordered, for the admin's lists and the dashboard, in any of their eight states (ADR
 * 057), with their shipment, calls, delivery attempts, cancellation and return receipt. Deleted orders leave it.
 */
export const ordersProjection = defineProjection({
  name: 'orders',
  // An order's invoice is on its stream too (ADR 067): the row shows its number.
  // A person's erasure clears her orders' personal fields.
  handles: [...orderEvents.map((definition) => definition.type), InvoiceIssued.type, 'PersonalDataErased'],
  tables: ['order_items', 'orders', 'order_contact_attempts', 'order_delivery_attempts', 'order_status_counts'],
  // Calls and delivery attempts name who recorded them: the event's actor.
  needsMetadata: true,
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
    {
      // The COD life of an order (ADR 057): its shipment, calls and delivery attempts (counted on the row for the
      // lists, listed in their own tables for the order's page), its cancellation, the cash taken at the door and
      // the return receipt. `by_id` is the actor's id as the event names it ("system" for the store); `seq` the
      // event's log position, so an order's attempts list in the order they were recorded.
      id: 'projection:orders:cod-life',
      sql: `alter table orders
        add column courier_id uuid,
        add column courier_name text,
        add column tracking_number text,
        add column contact_attempts_count integer not null default 0,
        add column last_contact_outcome text,
        add column delivery_attempts_count integer not null default 0,
        add column cancel_reason text,
        add column cancel_note text,
        add column cancelled_by text,
        add column cancelled_at timestamptz,
        add column cod_collected numeric(10,2),
        add column return_items jsonb,
        add column return_cost numeric(10,2),
        add column return_received_at timestamptz;
      create table order_contact_attempts (
        id uuid primary key,
        order_id uuid not null,
        seq bigint not null,
        outcome text not null,
        note text,
        at timestamptz not null,
        by_id text not null
      );
      create index order_contact_attempts_by_order on order_contact_attempts (order_id, seq);
      create table order_delivery_attempts (
        id uuid primary key,
        order_id uuid not null,
        seq bigint not null,
        attempt_number integer not null,
        outcome text not null,
        cod_collected numeric(10,2),
        cost numeric(10,2) not null,
        note text,
        at timestamptz not null,
        by_id text not null
      );
      create index order_delivery_attempts_by_order on order_delivery_attempts (order_id, seq);
      -- Orders set to delivered before: their total counts as collected, as it does for a rebuild from the log
      -- (only status changes up to the read model's checkpoint; the other new events did not exist yet).
      update orders o set cod_collected = o.total_amount
      where exists (
        select 1 from events e, projection_checkpoints c
        where c.name = 'orders' and e.type = 'OrderStatusChanged' and e.data->>'to' = 'delivered'
          and e.data->>'orderId' = o.id::text
          and (e.transaction_id, e.global_position) <= (c.transaction_id, c.global_position));`,
    },
    {
      // Delivery fees and coupons (ADR 066): orders placed before had neither.
      id: 'projection:orders:pricing',
      sql: `alter table orders
        add column discount numeric(10,2) not null default 0,
        add column delivery_fee numeric(10,2) not null default 0,
        add column coupon_code text,
        add column coupon_kind text;`,
    },
    {
      // Store credit (ADR 067): the credit an order took off the cash to collect; orders placed before took none.
      id: 'projection:orders:store-credit',
      sql: 'alter table orders add column store_credit_used numeric(10,2) not null default 0;',
    },
    {
      // Tax invoices (ADR 067): orders delivered before had none.
      id: 'projection:orders:invoice',
      sql: 'alter table orders add column invoice_number text;',
    },
    ordersErasureMigration,
    {
      // The orders in each state, kept with the rows (see status-counts.ts): the back office's list shows its total
      // for a state, or for all of them, without counting the rows.
      id: 'projection:orders:status-counts',
      sql: `create table order_status_counts (
        status text primary key,
        orders integer not null check (orders >= 0)
      );
      insert into order_status_counts (status, orders) select status, count(*) from orders group by status;`,
    },
    {
      // A search of one or two characters (admin-list.ts): no trigram serves it, so names are searched by the
      // beginnings of their words through this index of them.
      id: 'projection:orders:short-search',
      sql: `create index orders_name_words on orders using gin (to_tsvector('simple'::regconfig, shipping_name));`,
    },
  ],
  async apply(client, events) {
    const erased = events.filter((event) => event.type === 'PersonalDataErased').map((event) => (event.data as { userId: string }).userId);
    const changes = foldOrders(erased.length > 0 ? events.filter((event) => event.type !== 'PersonalDataErased') : events);
    await writeOrders(client, changes);
    await eraseOrders(client, erased, events);
  },
  fromLogReadsPersonal: ['OrderPlaced', 'OrderAddressChanged', 'OrderCancelled', 'ContactAttemptRecorded', 'DeliveryAttempted'],
  async fromLog(client, checkpoint) {
    await ordersFromLog(client, checkpoint);
    await eraseOrdersFromLog(client, checkpoint);
    await countStatusesFromRows(client);
  },
});
