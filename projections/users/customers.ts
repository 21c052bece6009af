import type { Queryable } from '../../events/index.js';
import type { CodStatus } from '../../events/cod.js';
import type { UserRole } from '../../events/identity.js';

/**
 * The back office's customers: accounts (users read model) with what they ordered (orders read model; deleted
 * orders are not in it, so they count for nothing). Figures are summed per listed account from the orders index
 * by customer, so a page costs the same however many accounts and orders the store holds.
 */
export interface CustomerRecord {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly role: UserRole;
  readonly ordersCount: number;
  /** AED, two decimals. */
  readonly totalSpent: string;
  readonly lastOrderAt: string | null;
  readonly createdAt: string;
  /** Her refused deliveries (by her account), her delivered orders and staff's COD decision (ADR 059). */
  readonly refusals: number;
  readonly deliveredOrders: number;
  readonly codStatus: CodStatus;
  readonly codNote: string | null;
  /** Her personal data was erased: name and email are empty. */
  readonly erased: boolean;
}

/** Newest account first: (createdAt, id). */
export type CustomerKey = readonly [string, string];

export interface CustomerOrderSummary {
  readonly id: string;
  readonly orderNumber: number;
  readonly status: string;
  readonly subtotal: string;
  readonly discount: string;
  readonly deliveryFee: string;
  readonly codFee: string;
  readonly totalAmount: string;
  readonly itemsCount: number;
  readonly createdAt: string;
}

/** Newest order first: (createdAt, orderNumber). */
export type CustomerOrderKey = readonly [string, number];

const customerColumns = `u.id, u.name, u.email, u.role, s.orders_count as "ordersCount", s.total_spent as "totalSpent",
  to_json(s.last_order_at)#>>'{}' as "lastOrderAt", to_json(u.created_at)#>>'{}' as "createdAt",
  u.cod_refusals as refusals, u.delivered_orders as "deliveredOrders", u.cod_status as "codStatus", u.cod_note as "codNote",
  u.erased_at is not null as erased`;

const figures = `left join lateral (
    select count(*)::int as orders_count, coalesce(sum(o.total_amount), 0)::numeric(12,2)::text as total_spent,
      max(o.created_at) as last_order_at
    from orders o where o.user_id = u.id
  ) s on true`;

/** A search text as a substring pattern over "name email" in lower case (LIKE's wildcards taken literally). */
export function customerSearchPattern(text: string): string {
  return `%${text.trim().toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const searchCondition = (parameter: number) => `(lower(u.name) || ' ' || u.email_normalized) like $${parameter}`;

export async function listCustomers(
  db: Queryable,
  options: { readonly q?: string; readonly limit: number; readonly after: CustomerKey | null },
): Promise<{ rows: CustomerRecord[]; total: number }> {
  const q = options.q?.trim() ? customerSearchPattern(options.q) : null;
  // Conditions spelled out only when they apply, so each query is planned on the index it can use.
  const params: unknown[] = [];
  const where: string[] = [];
  if (q) {
    params.push(q);
    where.push(searchCondition(params.length));
  }
  const filter = where.length > 0 ? `where ${where.join(' and ')}` : '';
  const countParams = [...params];
  if (options.after) {
    params.push(options.after[0], options.after[1]);
    where.push(`(u.created_at, u.id) < ($${params.length - 1}::timestamptz, $${params.length}::uuid)`);
  }
  params.push(options.limit + 1);
  const pageWhere = where.length > 0 ? `where ${where.join(' and ')}` : '';
  const [rows, total] = await Promise.all([
    db.query<CustomerRecord>(
      `select ${customerColumns}
       from (select * from users u ${pageWhere} order by u.created_at desc, u.id desc limit $${params.length}) u
       ${figures}
       order by u.created_at desc, u.id desc`,
      params,
    ),
    db.query<{ n: number }>(`select count(*)::int as n from users u ${filter}`, countParams),
  ]);
  return { rows: rows.rows, total: total.rows[0]!.n };
}

export async function findCustomer(db: Queryable, id: string): Promise<CustomerRecord | null> {
  const result = await db.query<CustomerRecord>(`select ${customerColumns} from users u ${figures} where u.id = $1`, [id]);
  return result.rows[0] ?? null;
}

export async function listCustomerOrders(
  db: Queryable,
  userId: string,
  options: { readonly limit: number; readonly after: CustomerOrderKey | null },
): Promise<{ rows: CustomerOrderSummary[]; total: number }> {
  const after = options.after;
  const [rows, total] = await Promise.all([
    db.query<CustomerOrderSummary>(
      `select o.id, o.order_number as "orderNumber", o.status, o.subtotal::text as subtotal, o.discount::text as discount,
         o.delivery_fee::text as "deliveryFee", o.cod_fee::text as "codFee", o.total_amount::text as "totalAmount",
         (select coalesce(sum(i.quantity), 0)::int from order_items i where i.order_id = o.id) as "itemsCount",
         to_json(o.created_at)#>>'{}' as "createdAt"
       from orders o
       where o.user_id = $1 ${after ? 'and (o.created_at, o.order_number) < ($3::timestamptz, $4::int)' : ''}
       order by o.created_at desc, o.order_number desc
       limit $2`,
      after ? [userId, options.limit + 1, after[0], after[1]] : [userId, options.limit + 1],
    ),
    db.query<{ n: number }>('select count(*)::int as n from orders where user_id = $1', [userId]),
  ]);
  return { rows: rows.rows, total: total.rows[0]!.n };
}

/**
 * The numbers her latest `limit` orders went to, as the store keeps them (E.164), each once, the most recently used
 * first; an erased order's blank number left out.
 */
export async function latestOrderPhones(db: Queryable, userId: string, limit: number): Promise<string[]> {
  const result = await db.query<{ phone: string }>(
    `select shipping_phone as phone
     from (select shipping_phone, row_number() over (order by created_at desc, order_number desc) as n
           from (select shipping_phone, created_at, order_number from orders where user_id = $1
                 order by created_at desc, order_number desc limit $2) latest) numbered
     where shipping_phone <> ''
     group by shipping_phone order by min(n)`,
    [userId, limit],
  );
  return result.rows.map((row) => row.phone);
}
