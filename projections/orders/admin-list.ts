import type { Queryable } from '../../events/index.js';
import { keysetPage, type Page, type PageRequest } from '../../infra/http/paging.js';
import { normalisePhone, phoneSearchDigits } from '../../rules/uae-phone.js';
import { orderColumns, withItems, type OrderRecord } from './queries.js';

/** The store's calendar: a day of `from`/`to` is a day in the UAE (UTC+4 all year, no daylight saving). */
export const storeTimeZone = 'Asia/Dubai';

/** What the back office narrows its orders list (and its export) to; every part optional. */
export interface OrderFilters {
  /** One of the eight states. */
  readonly status?: string;
  /** Only orders nobody confirmed yet: state placed (with `status`, both must hold). */
  readonly awaitingConfirmation?: boolean;
  /** Order number, customer (shipping or account) name, phone, or account email. */
  readonly q?: string;
  /** First and last day (YYYY-MM-DD, store calendar), both included. */
  readonly from?: string;
  readonly to?: string;
}

/** Newest first: creation time, then the order number (unique) so positions never tie. */
export type OrderListKey = readonly [createdAt: string, orderNumber: number];

/** `like` pattern matching `text` anywhere, its own `%`, `_` and `\` taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * The digits a phone search looks for in the stored number, which is kept in E.164 ("+971501234567"). A whole UAE
 * number in any form ("0501234567", "+971 50 123 4567", "٠٥٠١٢٣٤٥٦٧", "501234567") looks for all of its digits; a
 * part of one for what follows the country code or the national 0.
 */
export function phoneDigits(text: string): string | null {
  const digits = phoneSearchDigits(text);
  if (digits === null) return null;
  const whole = normalisePhone(text);
  if (whole) return whole.slice(1);
  const part = digits.replace(/^(?:00971|971|0)/, '');
  return part.length >= 3 ? part : null;
}

const largestOrderNumber = 2_147_483_647;

/**
 * The `where` clause of the filters, its parameters numbered after `params` (which it extends). Each part has an
 * index (see the orders migration): status with the newest-first order, trigrams for names and phone digits, the
 * customer for emails; dates use the newest-first index's range.
 */
export function orderFilterSql(filters: OrderFilters, params: unknown[]): string[] {
  const where: string[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  if (filters.status) where.push(`o.status = ${param(filters.status)}`);
  if (filters.awaitingConfirmation) where.push(`o.status = ${param('placed')}`);
  if (filters.from) where.push(`o.created_at >= (${param(filters.from)}::date::timestamp at time zone '${storeTimeZone}')`);
  if (filters.to) where.push(`o.created_at < ((${param(filters.to)}::date + 1)::timestamp at time zone '${storeTimeZone}')`);
  const q = filters.q?.trim();
  if (q) {
    const anyOf: string[] = [];
    const number = /^#?(\d{1,10})$/.exec(q)?.[1];
    if (number !== undefined && Number(number) <= largestOrderNumber) anyOf.push(`o.order_number = ${param(Number(number))}`);
    const pattern = param(containing(q));
    anyOf.push(`o.shipping_name ilike ${pattern}`);
    const digits = phoneDigits(q);
    if (digits) anyOf.push(`regexp_replace(o.shipping_phone, '\\D', '', 'g') like ${param(containing(digits))}`);
    // The customers whose account email or name matches, looked up once (a few thousand rows at most to scan).
    anyOf.push(
      `o.user_id = any(array(select u.id from users u where u.email_normalized like ${param(containing(q.toLowerCase()))}
         or u.name ilike ${pattern}))`,
    );
    where.push(`(${anyOf.join(' or ')})`);
  }
  return where;
}

const whereOf = (conditions: readonly string[]) => (conditions.length > 0 ? `where ${conditions.join(' and ')}` : '');

export const orderListKey = (order: Pick<OrderRecord, 'createdAt' | 'orderNumber'>): OrderListKey => [
  order.createdAt,
  order.orderNumber,
];

/** Orders after `after` (or from the newest) under the filters, `limit` of them, with their items. */
export async function readOrdersAfter(
  db: Queryable,
  filters: OrderFilters,
  after: OrderListKey | null,
  limit: number,
): Promise<OrderRecord[]> {
  const params: unknown[] = [];
  const conditions = orderFilterSql(filters, params);
  if (after) {
    conditions.push(`(o.created_at, o.order_number) < ($${params.push(after[0])}::timestamptz, $${params.push(after[1])})`);
  }
  const result = await db.query<Omit<OrderRecord, 'items'>>(
    `select ${orderColumns} from orders o ${whereOf(conditions)}
     order by o.created_at desc, o.order_number desc limit $${params.push(limit)}`,
    params,
  );
  return withItems(db, result.rows);
}

export async function countOrders(db: Queryable, filters: OrderFilters): Promise<number> {
  const params: unknown[] = [];
  const result = await db.query<{ count: number }>(
    `select count(*)::int as count from orders o ${whereOf(orderFilterSql(filters, params))}`,
    params,
  );
  return result.rows[0]?.count ?? 0;
}

/** One page of the back office's orders list, newest first, with the total that matches the filters. */
export async function listOrdersPage(
  db: Queryable,
  filters: OrderFilters,
  page: PageRequest<OrderListKey>,
): Promise<Page<OrderRecord>> {
  const [fetched, total] = await Promise.all([
    readOrdersAfter(db, filters, page.after, page.limit + 1),
    countOrders(db, filters),
  ]);
  return keysetPage(fetched, page.limit, total, orderListKey);
}
