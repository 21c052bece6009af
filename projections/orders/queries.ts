import type { Queryable } from '../../events/index.js';
import type {
  ContactAttemptAnswer,
  DeliveryAttemptAnswer,
  OrderAnswer,
  OrderDetailAnswer,
  OrderHeadAnswer,
  OrderItemAnswer,
  OrderSummaryAnswer,
} from './contract.js';

/** The read model's rows are the API's order (contract.ts): one shape, written once. */
export type OrderItemRecord = OrderItemAnswer;
export type OrderRecord = OrderAnswer;
export type OrderSummary = OrderSummaryAnswer;

/**
 * The cash the courier collects, folded from the row: the total less the credit taken, never below zero (an edit
 * that lowers the total under the credit leaves nothing to collect).
 */
export const amountDueColumn = 'greatest(o.total_amount - o.store_credit_used, 0)::numeric(10,2)::text';

/** Each field of the order's head from its column: a field added to the contract without a column fails to compile. */
const orderColumnOf = {
  id: 'o.id',
  orderNumber: 'o.order_number',
  userId: 'o.user_id',
  status: 'o.status',
  paymentMethod: 'o.payment_method',
  subtotal: 'o.subtotal::text',
  discount: 'o.discount::text',
  deliveryFee: 'o.delivery_fee::text',
  codFee: 'o.cod_fee::text',
  coupon: "case when o.coupon_code is null then null else json_build_object('code', o.coupon_code, 'kind', o.coupon_kind) end",
  totalAmount: 'o.total_amount::text',
  storeCreditUsed: 'o.store_credit_used::text',
  amountDue: amountDueColumn,
  shippingName: 'o.shipping_name',
  shippingPhone: 'o.shipping_phone',
  shippingCity: 'o.shipping_city',
  shippingAddressLine1: 'o.shipping_address_line1',
  shippingAddressLine2: 'o.shipping_address_line2',
  deliveryNote: 'o.delivery_note',
  shippingAddress: "concat_ws(', ', o.shipping_address_line1, nullif(o.shipping_address_line2, ''), o.shipping_city)",
  createdAt: "to_json(o.created_at)#>>'{}'",
  updatedAt: "to_json(o.updated_at)#>>'{}'",
  courierId: 'o.courier_id',
  courierName: 'o.courier_name',
  trackingNumber: 'o.tracking_number',
  contactAttemptsCount: 'o.contact_attempts_count',
  lastContactOutcome: 'o.last_contact_outcome',
  deliveryAttemptsCount: 'o.delivery_attempts_count',
  cancelReason: 'o.cancel_reason',
  codCollected: 'o.cod_collected::text',
  invoiceNumber: 'o.invoice_number',
} satisfies Record<keyof OrderHeadAnswer, string>;

const selectList = (columns: Record<string, string>) =>
  Object.entries(columns)
    .map(([field, sql]) => `${sql} as "${field}"`)
    .join(', ');

export const orderColumns = selectList(orderColumnOf);

const itemColumnOf = {
  id: 'i.id',
  productId: 'i.product_id',
  variantId: 'i.variant_id',
  productNameEn: 'i.product_name_en',
  productNameAr: 'i.product_name_ar',
  variantSize: 'i.variant_size',
  variantColor: 'i.variant_color',
  quantity: 'i.quantity',
  price: 'i.price::text',
} satisfies Record<keyof OrderItemAnswer, string>;

const itemColumns = `i.order_id as "orderId", ${selectList(itemColumnOf)}`;

export async function withItems(db: Queryable, orders: Omit<OrderRecord, 'items'>[]): Promise<OrderRecord[]> {
  if (orders.length === 0) return [];
  const result = await db.query<OrderItemRecord & { orderId: string }>(
    `select ${itemColumns} from order_items i where i.order_id = any($1::uuid[]) order by i.order_id, i.ordinal`,
    [orders.map((order) => order.id)],
  );
  const byOrder = new Map<string, OrderItemRecord[]>();
  for (const { orderId, ...item } of result.rows) {
    const list = byOrder.get(orderId) ?? [];
    list.push(item);
    byOrder.set(orderId, list);
  }
  return orders.map((order) => ({ ...order, items: byOrder.get(order.id) ?? [] }));
}

export async function findOrder(db: Queryable, id: string): Promise<OrderRecord | null> {
  const result = await db.query<Omit<OrderRecord, 'items'>>(`select ${orderColumns} from orders o where o.id = $1`, [id]);
  return (await withItems(db, result.rows))[0] ?? null;
}

export async function recentOrders(db: Queryable, limit = 5): Promise<OrderSummary[]> {
  const { id, orderNumber, shippingName, status, subtotal, discount, deliveryFee, codFee, totalAmount, storeCreditUsed, amountDue, coupon, createdAt } =
    orderColumnOf;
  const result = await db.query<OrderSummary>(
    `select ${selectList({ id, orderNumber, shippingName, status, subtotal, discount, deliveryFee, codFee, totalAmount, storeCreditUsed, amountDue, coupon, createdAt })}
     from orders o order by o.created_at desc, o.order_number desc limit $1`,
    [limit],
  );
  return result.rows;
}

/** Who recorded an attempt: her id as the event's actor names it, and her name while the users read model has it. */
const byColumn = `json_build_object('id', a.by_id, 'name', u.name)`;
const byJoin = `left join users u on u.id::text = a.by_id`;

/**
 * One order as the admin's order page reads it: the order, its calls and delivery attempts oldest first (with who
 * recorded each), its cancellation and its return receipt.
 */
export async function findOrderDetail(db: Queryable, id: string): Promise<OrderDetailAnswer | null> {
  const [head, contacts, deliveries] = await Promise.all([
    db.query<Omit<OrderRecord, 'items'> & Pick<OrderDetailAnswer, 'cancellation' | 'returnReceipt'>>(
      `select ${orderColumns},
         case when o.cancelled_at is null then null else json_build_object('reason', o.cancel_reason,
           'note', o.cancel_note, 'by', o.cancelled_by, 'at', to_json(o.cancelled_at)#>>'{}') end as cancellation,
         case when o.return_received_at is null then null else json_build_object('items', o.return_items,
           'returnCost', o.return_cost::text, 'at', to_json(o.return_received_at)#>>'{}') end as "returnReceipt"
       from orders o where o.id = $1`,
      [id],
    ),
    db.query<ContactAttemptAnswer>(
      `select a.id, a.outcome, a.note, to_json(a.at)#>>'{}' as at, ${byColumn} as by
       from order_contact_attempts a ${byJoin} where a.order_id = $1 order by a.seq`,
      [id],
    ),
    db.query<DeliveryAttemptAnswer>(
      `select a.id, a.attempt_number as "attemptNumber", a.outcome, a.cod_collected::text as "codCollected",
         a.cost::text as cost, a.note, to_json(a.at)#>>'{}' as at, ${byColumn} as by
       from order_delivery_attempts a ${byJoin} where a.order_id = $1 order by a.seq`,
      [id],
    ),
  ]);
  const [order] = await withItems(db, head.rows);
  if (!order) return null;
  const { cancellation, returnReceipt, ...rest } = order as typeof order & Pick<OrderDetailAnswer, 'cancellation' | 'returnReceipt'>;
  return { ...rest, contactAttempts: contacts.rows, deliveryAttempts: deliveries.rows, cancellation, returnReceipt };
}
