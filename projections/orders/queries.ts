import type { Queryable } from '../../events/index.js';

export interface OrderItemRecord {
  readonly id: string;
  readonly productId: string;
  readonly variantId: string;
  readonly productNameEn: string;
  readonly productNameAr: string;
  readonly variantSize: string | null;
  readonly variantColor: string | null;
  readonly quantity: number;
  readonly price: string;
}

export interface OrderRecord {
  readonly id: string;
  readonly orderNumber: number;
  readonly userId: string;
  readonly status: string;
  readonly paymentMethod: string;
  readonly subtotal: string;
  readonly codFee: string;
  readonly totalAmount: string;
  readonly shippingName: string;
  readonly shippingPhone: string;
  readonly shippingCity: string;
  readonly shippingAddressLine1: string;
  readonly shippingAddressLine2: string | null;
  readonly deliveryNote: string | null;
  /** One line for display: address lines and city. */
  readonly shippingAddress: string;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly items: OrderItemRecord[];
}

export interface OrderSummary {
  readonly id: string;
  readonly orderNumber: number;
  readonly shippingName: string;
  readonly status: string;
  readonly totalAmount: string;
  readonly createdAt: string;
}

export const orderColumns = `o.id, o.order_number as "orderNumber", o.user_id as "userId", o.status,
  o.payment_method as "paymentMethod", o.subtotal::text as subtotal, o.cod_fee::text as "codFee",
  o.total_amount::text as "totalAmount", o.shipping_name as "shippingName", o.shipping_phone as "shippingPhone",
  o.shipping_city as "shippingCity", o.shipping_address_line1 as "shippingAddressLine1",
  o.shipping_address_line2 as "shippingAddressLine2", o.delivery_note as "deliveryNote",
  concat_ws(', ', o.shipping_address_line1, nullif(o.shipping_address_line2, ''), o.shipping_city) as "shippingAddress",
  to_json(o.created_at)#>>'{}' as "createdAt", to_json(o.updated_at)#>>'{}' as "updatedAt"`;

const itemColumns = `i.order_id as "orderId", i.id, i.product_id as "productId", i.variant_id as "variantId",
  i.product_name_en as "productNameEn", i.product_name_ar as "productNameAr", i.variant_size as "variantSize",
  i.variant_color as "variantColor", i.quantity, i.price::text as price`;

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

/** The newest `limit` orders (1,000 unless told), newest first; the back office pages through admin-list.ts. */
export async function listOrders(db: Queryable, options: { limit?: number } = {}): Promise<OrderRecord[]> {
  const result = await db.query<Omit<OrderRecord, 'items'>>(
    `select ${orderColumns} from orders o order by o.created_at desc, o.order_number desc limit $1`,
    [options.limit ?? 1000],
  );
  return withItems(db, result.rows);
}

export async function findOrder(db: Queryable, id: string): Promise<OrderRecord | null> {
  const result = await db.query<Omit<OrderRecord, 'items'>>(`select ${orderColumns} from orders o where o.id = $1`, [id]);
  return (await withItems(db, result.rows))[0] ?? null;
}

export async function recentOrders(db: Queryable, limit = 5): Promise<OrderSummary[]> {
  const result = await db.query<OrderSummary>(
    `select id, order_number as "orderNumber", shipping_name as "shippingName", status,
       total_amount::text as "totalAmount", to_json(created_at)#>>'{}' as "createdAt"
     from orders order by created_at desc, order_number desc limit $1`,
    [limit],
  );
  return result.rows;
}
