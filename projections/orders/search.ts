import type { Queryable } from '../../events/index.js';
import type { OrderSummary } from './queries.js';

/**
 * Orders newest first, filtered, one keyset page at a time: the order the `orders_newest` index keeps (placed time,
 * then number, which is unique), so a page starts right after the last order of the one before.
 */
export interface OrderSearch {
  readonly status?: string;
  /** An order number (`#` optional), or part of the recipient's name or phone. */
  readonly q?: string;
  /** Placed at or after. */
  readonly from?: Date;
  /** Placed before. */
  readonly before?: Date;
}

/** The last order of a page: its placed time as the database keeps it (microseconds) and its number. */
export type OrderSearchKey = readonly [createdAt: string, orderNumber: number];

export interface OrderListRow extends OrderSummary {
  readonly shippingPhone: string;
  readonly shippingCity: string;
  readonly itemCount: number;
  /** The placed time exactly as stored, for the page's cursor. */
  readonly createdAtKey: string;
}

function conditions(search: OrderSearch): { where: string[]; params: unknown[] } {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (sql: (placeholder: string) => string, value: unknown) => {
    params.push(value);
    where.push(sql(`$${params.length}`));
  };
  if (search.status) add((p) => `o.status = ${p}`, search.status);
  if (search.from) add((p) => `o.created_at >= ${p}`, search.from);
  if (search.before) add((p) => `o.created_at < ${p}`, search.before);
  const q = search.q?.trim();
  if (q) {
    const number = /^#?(\d{1,9})$/.exec(q);
    const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    if (number) {
      params.push(Number(number[1]), pattern);
      where.push(`(o.order_number = $${params.length - 1} or o.shipping_phone ilike $${params.length})`);
    } else add((p) => `(o.shipping_name ilike ${p} or o.shipping_phone ilike ${p})`, pattern);
  }
  return { where, params };
}

export async function searchOrders(
  db: Queryable,
  search: OrderSearch,
  page: { readonly limit: number; readonly after: OrderSearchKey | null },
): Promise<OrderListRow[]> {
  const { where, params } = conditions(search);
  if (page.after) {
    params.push(page.after[0], page.after[1]);
    where.push(`(o.created_at, o.order_number) < ($${params.length - 1}::timestamptz, $${params.length})`);
  }
  params.push(page.limit);
  const result = await db.query<OrderListRow>(
    `select o.id, o.order_number as "orderNumber", o.shipping_name as "shippingName", o.shipping_phone as "shippingPhone",
       o.shipping_city as "shippingCity", o.status, o.total_amount::text as "totalAmount",
       to_json(o.created_at)#>>'{}' as "createdAt", o.created_at::text as "createdAtKey",
       (select coalesce(sum(i.quantity), 0)::int from order_items i where i.order_id = o.id) as "itemCount"
     from orders o
     ${where.length > 0 ? `where ${where.join(' and ')}` : ''}
     order by o.created_at desc, o.order_number desc
     limit $${params.length}`,
    params,
  );
  return result.rows;
}

export async function countSearchedOrders(db: Queryable, search: OrderSearch): Promise<number> {
  const { where, params } = conditions(search);
  const result = await db.query<{ n: number }>(
    `select count(*)::int as n from orders o ${where.length > 0 ? `where ${where.join(' and ')}` : ''}`,
    params,
  );
  return result.rows[0]!.n;
}
