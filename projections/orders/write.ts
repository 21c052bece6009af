import type { PoolClient } from 'pg';
import { amountDueOf, orderTerms } from '../../events/orders.js';
import type { OrderChange, OrderPatch } from './fold.js';
import { StatusMoves } from './status-counts.js';

/** Each field a patch may set, with its column and the SQL type its JSON text is read as. */
const patchColumns: readonly (readonly [field: keyof OrderPatch, column: string, type: string])[] = [
  ['courierId', 'courier_id', 'uuid'],
  ['courierName', 'courier_name', 'text'],
  ['trackingNumber', 'tracking_number', 'text'],
  ['lastContactOutcome', 'last_contact_outcome', 'text'],
  ['cancelReason', 'cancel_reason', 'text'],
  ['cancelNote', 'cancel_note', 'text'],
  ['cancelledBy', 'cancelled_by', 'text'],
  ['cancelledAt', 'cancelled_at', 'timestamptz'],
  ['returnCost', 'return_cost', 'numeric'],
  ['returnReceivedAt', 'return_received_at', 'timestamptz'],
  ['invoiceNumber', 'invoice_number', 'text'],
];

/** The amounts an edit of the lines sets (ADR 067), with their columns. */
const amountColumns = [
  ['subtotal', 'subtotal'],
  ['discount', 'discount'],
  ['deliveryFee', 'delivery_fee'],
  ['codFee', 'cod_fee'],
  ['totalAmount', 'total_amount'],
] as const;

/** The shipping fields a change of address sets, with their columns. */
const addressColumns = [
  ['shippingName', 'shipping_name'],
  ['shippingPhone', 'shipping_phone'],
  ['shippingCity', 'shipping_city'],
  ['shippingAddressLine1', 'shipping_address_line1'],
  ['shippingAddressLine2', 'shipping_address_line2'],
  ['deliveryNote', 'delivery_note'],
] as const;

/**
 * The update of stored rows by their patches (one JSON object each): a field the patch holds is set, even to null;
 * the others keep their value. Counts add up; the cash follows OrderPatch's rule. Answers the orders whose state
 * changed, with their state before and after (`before` reads the rows as the statement found them).
 */
const updateSql = `with c as (
    select * from json_to_recordset($1::json) as c(id uuid, p jsonb)
  ), before as (
    select o.id, o.status from orders o join c on c.id = o.id where c.p ? 'status'
  ), after as (
  update orders o set
    status = coalesce(c.p->>'status', o.status),
    updated_at = coalesce((c.p->>'updatedAt')::timestamptz, o.updated_at),
    ${patchColumns
      .map(([field, column, type]) => `${column} = case when c.p ? '${field}' then (c.p->>'${field}')::${type} else o.${column} end`)
      .join(',\n    ')},
    return_items = case when c.p ? 'returnItems' then c.p->'returnItems' else o.return_items end,
    ${amountColumns.map(([field, column]) => `${column} = coalesce((c.p#>>'{edited,${field}}')::numeric, o.${column})`).join(',\n    ')},
    ${addressColumns.map(([field, column]) => `${column} = case when c.p ? 'address' then c.p#>>'{address,${field}}' else o.${column} end`).join(',\n    ')},
    cod_collected = case when c.p ? 'codCollected' then (c.p->>'codCollected')::numeric
      when (c.p->>'collectTotal')::boolean
        then coalesce(o.cod_collected, greatest(coalesce((c.p#>>'{edited,totalAmount}')::numeric, o.total_amount) - o.store_credit_used, 0))
      else o.cod_collected end,
    contact_attempts_count = o.contact_attempts_count + (c.p->>'contactAdded')::int,
    delivery_attempts_count = o.delivery_attempts_count + (c.p->>'deliveryAdded')::int
  from c
  where o.id = c.id
  returning o.id, o.status
  )
  select b.status as before, a.status as after from after a join before b on b.id = a.id where a.status <> b.status`;

/**
 * Deletions first (items and attempts before their orders), then changes of stored orders, then new orders with their
 * items, then the batch's calls and delivery attempts of orders the table holds; last the counts of orders per
 * state, by what each of these did.
 * Rows travel as one JSON document per statement: serialising it is one native call, where array parameters
 * cost an escaped string per value.
 */
export async function writeOrders(client: PoolClient, changes: ReadonlyMap<string, OrderChange>): Promise<void> {
  const deleted: string[] = [];
  const changed: { id: string; p: OrderPatch }[] = [];
  const placed: NonNullable<OrderChange['placed']>[] = [];
  const contacts: OrderChange['contactAttempts'] = [];
  const deliveries: OrderChange['deliveryAttempts'] = [];
  const moves = new StatusMoves();
  for (const [orderId, change] of changes) {
    if (change.deleteStored) deleted.push(orderId);
    if (change.patch) changed.push({ id: orderId, p: change.patch });
    if (change.placed) placed.push(change.placed);
    contacts.push(...change.contactAttempts);
    deliveries.push(...change.deliveryAttempts);
  }
  if (deleted.length > 0) {
    // The foreign key would cascade, but a rebuild fills its tables before it adds them (see rebuild.ts).
    await client.query('delete from order_items where order_id = any($1::uuid[])', [deleted]);
    await client.query('delete from order_contact_attempts where order_id = any($1::uuid[])', [deleted]);
    await client.query('delete from order_delivery_attempts where order_id = any($1::uuid[])', [deleted]);
    const gone = await client.query<{ status: string }>('delete from orders where id = any($1::uuid[]) returning status', [deleted]);
    for (const row of gone.rows) moves.add(row.status, -1);
  }
  if (changed.length > 0) {
    const moved = await client.query<{ before: string; after: string }>(updateSql, [JSON.stringify(changed)]);
    for (const row of moved.rows) {
      moves.add(row.before, -1);
      moves.add(row.after, 1);
    }
  }
  const edited = changed.filter((change) => change.p.edited);
  if (edited.length > 0) {
    // An edit's lines replace the stored ones (ADR 067).
    await client.query('delete from order_items where order_id = any($1::uuid[])', [edited.map((change) => change.id)]);
    await insertItems(client, edited.flatMap((change) => itemRows(change.id, change.p.edited!.items)));
  }
  if (placed.length > 0) {
    for (const row of await insertPlaced(client, placed)) moves.add(row.status, row.orders);
  }
  if (contacts.length > 0) {
    await client.query(
      `insert into order_contact_attempts (id, order_id, seq, outcome, note, at, by_id)
       select a.id, a."orderId", a.seq, a.outcome, a.note, a.at, a."byId"
       from json_to_recordset($1::json) as a(id uuid, "orderId" uuid, seq bigint, outcome text, note text,
         at timestamptz, "byId" text)
       where exists (select 1 from orders o where o.id = a."orderId")`,
      [JSON.stringify(contacts)],
    );
  }
  if (deliveries.length > 0) {
    await client.query(
      `insert into order_delivery_attempts (id, order_id, seq, attempt_number, outcome, cod_collected, cost, note, at, by_id)
       select a.id, a."orderId", a.seq, a."attemptNumber", a.outcome, a."codCollected", a.cost, a.note, a.at, a."byId"
       from json_to_recordset($1::json) as a(id uuid, "orderId" uuid, seq bigint, "attemptNumber" int, outcome text,
         "codCollected" numeric, cost numeric, note text, at timestamptz, "byId" text)
       where exists (select 1 from orders o where o.id = a."orderId")`,
      [JSON.stringify(deliveries)],
    );
  }
  await moves.write(client);
}

/** Inserts new orders with their items; answers how many went into each state. */
async function insertPlaced(
  client: PoolClient,
  placed: readonly NonNullable<OrderChange['placed']>[],
): Promise<{ status: string; orders: number }[]> {
  // Rows spelled out field by field: copying the events' objects (with their items) cost more than the writes.
  const orders = placed.map(({ order, patch }) => ({
    ...patch,
    orderId: order.orderId,
    orderNumber: order.orderNumber,
    userId: order.userId,
    ...orderTerms(order),
    storeCreditUsed: order.storeCreditUsed,
    placedAt: order.placedAt,
    // The row had no cash before: OrderPatch's rule, read against nothing (the amount due: credit is no cash).
    codCollected: patch.codCollected ?? (patch.collectTotal ? amountDueOf(order) : null),
    returnItems: patch.returnItems ?? null,
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
  const counted = await client.query<{ status: string; orders: number }>(
    `with placed as (
       insert into orders (id, order_number, user_id, status, payment_method, subtotal, discount, delivery_fee,
         coupon_code, coupon_kind, cod_fee, total_amount, store_credit_used,
         shipping_name, shipping_phone, shipping_city, shipping_address_line1, shipping_address_line2, delivery_note,
         created_at, updated_at, ${patchColumns.map(([, column]) => column).join(', ')}, return_items, cod_collected,
         contact_attempts_count, delivery_attempts_count)
       select "orderId", "orderNumber", "userId", status, "paymentMethod", subtotal, discount, "deliveryFee",
         coupon->>'code', coupon->>'kind', "codFee", "totalAmount", "storeCreditUsed",
         "shippingName", "shippingPhone", "shippingCity", "shippingAddressLine1", "shippingAddressLine2",
         "deliveryNote", "placedAt", "updatedAt", ${patchColumns.map(([field]) => `"${field}"`).join(', ')},
         "returnItems", "codCollected", "contactAdded", "deliveryAdded"
       from json_to_recordset($1::json) as o("orderId" uuid, "orderNumber" int, "userId" uuid, status text,
         "paymentMethod" text, subtotal numeric, discount numeric, "deliveryFee" numeric, coupon json, "codFee" numeric,
         "totalAmount" numeric, "storeCreditUsed" numeric, "shippingName" text,
         "shippingPhone" text, "shippingCity" text, "shippingAddressLine1" text, "shippingAddressLine2" text,
         "deliveryNote" text, "placedAt" timestamptz, "updatedAt" timestamptz,
         ${patchColumns.map(([field, , type]) => `"${field}" ${type}`).join(', ')}, "returnItems" jsonb,
         "codCollected" numeric, "contactAdded" int, "deliveryAdded" int)
       returning status
     ), items as (
     insert into order_items (id, order_id, ordinal, product_id, variant_id, product_name_en, product_name_ar,
       variant_size, variant_color, quantity, price)
     select "itemId", "orderId", ordinal, "productId", "variantId", "productNameEn", "productNameAr", "variantSize",
       "variantColor", quantity, price
     from json_to_recordset($2::json) as i("itemId" uuid, "orderId" uuid, ordinal int, "productId" uuid,
       "variantId" uuid, "productNameEn" text, "productNameAr" text, "variantSize" text, "variantColor" text,
       quantity int, price numeric)
     )
     select status, count(*)::int as orders from placed group by status`,
    [JSON.stringify(orders), JSON.stringify(items)],
  );
  return counted.rows;
}

type Item = NonNullable<OrderChange['placed']>['order']['items'][number];

/** An order's lines as order_items rows, in their order. */
function itemRows(orderId: string, items: readonly Item[]) {
  return items.map((item, ordinal) => ({
    itemId: item.itemId,
    orderId,
    ordinal,
    productId: item.productId,
    variantId: item.variantId,
    productNameEn: item.productNameEn,
    productNameAr: item.productNameAr,
    variantSize: item.variantSize,
    variantColor: item.variantColor,
    quantity: item.quantity,
    price: item.price,
  }));
}

async function insertItems(client: PoolClient, rows: ReturnType<typeof itemRows>): Promise<void> {
  await client.query(
    `insert into order_items (id, order_id, ordinal, product_id, variant_id, product_name_en, product_name_ar,
       variant_size, variant_color, quantity, price)
     select "itemId", "orderId", ordinal, "productId", "variantId", "productNameEn", "productNameAr", "variantSize",
       "variantColor", quantity, price
     from json_to_recordset($1::json) as i("itemId" uuid, "orderId" uuid, ordinal int, "productId" uuid,
       "variantId" uuid, "productNameEn" text, "productNameAr" text, "variantSize" text, "variantColor" text,
       quantity int, price numeric)`,
    [JSON.stringify(rows)],
  );
}
