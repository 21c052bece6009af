import type { Queryable } from '../../events/index.js';
import type { AccountOrderRowAnswer } from './contract.js';
import { amountDueColumn } from './queries.js';

/** A row of a shopper's own order list (the contract's). */
export type CustomerOrderSummary = AccountOrderRowAnswer;

/** Her orders, newest first, after a (createdAt, orderNumber) position; `limit` rows at most. */
export async function listCustomerOrders(
  db: Queryable,
  userId: string,
  options: { limit: number; after: readonly [string, number] | null },
): Promise<CustomerOrderSummary[]> {
  const [afterAt, afterNumber] = options.after ?? [null, null];
  const result = await db.query<CustomerOrderSummary>(
    `select o.id, o.order_number as "orderNumber", o.status,
       (select coalesce(sum(i.quantity), 0)::int from order_items i where i.order_id = o.id) as "itemCount",
       o.subtotal::text as subtotal, o.discount::text as discount, o.delivery_fee::text as "deliveryFee",
       o.cod_fee::text as "codFee", o.total_amount::text as "totalAmount",
       o.store_credit_used::text as "storeCreditUsed", ${amountDueColumn} as "amountDue",
       case when o.coupon_code is null then null else json_build_object('code', o.coupon_code, 'kind', o.coupon_kind) end as coupon,
       to_json(o.created_at)#>>'{}' as "createdAt"
     from orders o
     where o.user_id = $1 and ($2::timestamptz is null or (o.created_at, o.order_number) < ($2::timestamptz, $3::int))
     order by o.created_at desc, o.order_number desc limit $4`,
    [userId, afterAt, afterNumber, options.limit],
  );
  return result.rows;
}

export async function countCustomerOrders(db: Queryable, userId: string): Promise<number> {
  const result = await db.query<{ count: number }>('select count(*)::int as count from orders where user_id = $1', [userId]);
  return result.rows[0]?.count ?? 0;
}

/** Whom each of these orders belongs to (orders deleted meanwhile are left out). */
export async function ownersOfOrders(db: Queryable, orderIds: readonly string[]): Promise<Map<string, string>> {
  if (orderIds.length === 0) return new Map();
  const result = await db.query<{ id: string; userId: string }>(
    'select id, user_id as "userId" from orders where id = any($1::uuid[])',
    [orderIds],
  );
  return new Map(result.rows.map((row) => [row.id, row.userId]));
}
