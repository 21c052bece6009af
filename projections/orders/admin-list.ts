import type { Queryable } from '../../events/index.js';
import { cappedTotal, countedTotalCap, keysetPage, type ListTotal, type Page, type PageRequest } from '../../infra/http/paging.js';
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

/** Shorter searches hold no whole trigram, so no trigram index can serve them (pg_trgm). */
const trigramLength = 3;

/**
 * A short search (one or two characters) as a text-search query of word beginnings, `'al':*`, in the `simple`
 * configuration the short-search indexes use (lower case, no stemming); null when it holds no letter or digit.
 */
export function wordStartsQuery(q: string): string | null {
  const words = q.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 0);
  return words.length > 0 ? words.map((word) => `'${word}':*`).join(' & ') : null;
}

/** The document of a name (and an email) the short-search indexes hold: its words, lower-cased, unstemmed. */
const wordsOf = (text: string) => `to_tsvector('simple'::regconfig, ${text})`;

/** A customer's name and email as one text, the expression of her short-search index (projections/users). */
const usersWords = `coalesce(u.name, '') || ' ' || coalesce(u.email_normalized, '')`;

/**
 * The `where` clause of the filters, its parameters numbered after `params` (which it extends). Each part has an
 * index (see the orders migration), so a search reads the few orders it finds instead of scanning them: status with
 * the newest-first order, the number's unique key, trigrams for names and phone digits, and the customers' own
 * search index (users_search) then the index by customer for her account's email or name; dates use the
 * newest-first index's range.
 *
 * Two parts are written for their index rather than the plainest way, finding the same orders:
 * - A whole number's digits all begin with the country code 971, as every stored number does: trigrams of those
 *   digits are in every row, and matching them costs more than the rest of the search. The index is asked for the
 *   digits after it, and each order it finds is checked for all of them (`strpos`, which no index serves).
 * - A customer is looked up by her name and email through the trigrams of `lower(name) || ' ' || email` (the index's
 *   own expression: any name or email that matches is inside it), then checked as before.
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
    if (q.length < trigramLength) {
      // One or two characters: names (and her account's name or email) with a word that begins so, through the
      // indexes of their words; a part inside a word is searched from three characters on.
      const starts = wordStartsQuery(q);
      if (starts) {
        const query = `${param(starts)}::tsquery`;
        anyOf.push(`${wordsOf('o.shipping_name')} @@ ${query}`);
        anyOf.push(`o.user_id = any(array(select u.id from users u where ${wordsOf(usersWords)} @@ ${query}))`);
      }
      where.push(anyOf.length > 0 ? `(${anyOf.join(' or ')})` : 'false');
      return where;
    }
    const pattern = param(containing(q));
    anyOf.push(`o.shipping_name ilike ${pattern}`);
    const digits = phoneDigits(q);
    if (digits) {
      const phoneDigitsOf = `regexp_replace(o.shipping_phone, '\\D', '', 'g')`;
      const national = digits.replace(/^971(?=\d{3})/, '');
      anyOf.push(
        national === digits
          ? `${phoneDigitsOf} like ${param(containing(digits))}`
          : `(${phoneDigitsOf} like ${param(containing(national))} and strpos(${phoneDigitsOf}, ${param(digits)}) > 0)`,
      );
    }
    // The customers whose account email or name matches, looked up once through their search index.
    const email = param(containing(q.toLowerCase()));
    const searched = `lower(u.name) || ' ' || u.email_normalized`;
    anyOf.push(
      `o.user_id = any(array(select u.id from users u
         where (${searched} like lower(${pattern}) or ${searched} like ${email})
           and (u.email_normalized like ${email} or u.name ilike ${pattern})))`,
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

/** Every order the filters match, counted row by row (up to `limit` when given). */
export async function countOrders(db: Queryable, filters: OrderFilters, limit?: number): Promise<number> {
  const params: unknown[] = [];
  const where = whereOf(orderFilterSql(filters, params));
  const result = await db.query<{ count: number }>(
    limit === undefined
      ? `select count(*)::int as count from orders o ${where}`
      : `select count(*)::int as count from (select from orders o ${where} limit $${params.push(limit)}) matched`,
    params,
  );
  return result.rows[0]?.count ?? 0;
}

/** Whether the filters are a state (or none) alone, whose total is kept: no search, no days. */
const byStatusAlone = (filters: OrderFilters) => !filters.q && !filters.from && !filters.to;

/**
 * The total the list shows for the filters. A state, or none, is read from the counts kept per state (exact, at any
 * size); days or a search are counted up to the cap (`countedTotalCap`), beyond which the total says "at least".
 */
export async function orderListTotal(db: Queryable, filters: OrderFilters): Promise<ListTotal> {
  if (byStatusAlone(filters)) {
    const status = filters.awaitingConfirmation ? 'placed' : (filters.status ?? null);
    if (filters.awaitingConfirmation && filters.status && filters.status !== 'placed') return { total: 0, exact: true };
    const result = await db.query<{ total: number }>(
      'select coalesce(sum(orders), 0)::int as total from order_status_counts where $1::text is null or status = $1',
      [status],
    );
    return { total: result.rows[0]?.total ?? 0, exact: true };
  }
  return cappedTotal((limit) => countOrders(db, filters, limit));
}

/**
 * Up to the cap and one more of the orders the filters match, newest first: their ids, and whether each comes after
 * `after` in the list. Read once, through the filters' indexes, for both the total and the page of a search.
 */
async function matchingOrders(
  db: Queryable,
  filters: OrderFilters,
  after: OrderListKey | null,
): Promise<{ id: string; afterCursor: boolean }[]> {
  const params: unknown[] = [];
  const where = whereOf(orderFilterSql(filters, params));
  const afterCursor = after
    ? `(m.created_at, m.order_number) < ($${params.push(after[0])}::timestamptz, $${params.push(after[1])})`
    : 'true';
  const result = await db.query<{ id: string; afterCursor: boolean }>(
    `select m.id, ${afterCursor} as "afterCursor"
     from (select o.id, o.created_at, o.order_number from orders o ${where} limit $${params.push(countedTotalCap + 1)}) m
     order by m.created_at desc, m.order_number desc`,
    params,
  );
  return result.rows;
}

/** The orders of these ids with their items, newest first. */
async function readOrdersById(db: Queryable, ids: readonly string[]): Promise<OrderRecord[]> {
  if (ids.length === 0) return [];
  const result = await db.query<Omit<OrderRecord, 'items'>>(
    `select ${orderColumns} from orders o where o.id = any($1::uuid[]) order by o.created_at desc, o.order_number desc`,
    [ids],
  );
  return withItems(db, result.rows);
}

/**
 * One page of the back office's orders list, newest first, with the total that matches the filters.
 *
 * A state alone (or nothing): the page from the newest-first index, the total from the counts kept per state. Days
 * without a search: the page from the same index's range, the total counted on it up to the cap. A search: the
 * matching orders are found once, up to the cap; when they are fewer, they are the total (exact) and the page is
 * taken from them by id, so the search's index work is done once; when there are more, the total says "more than
 * the cap" and the page walks the newest-first index, where so many matches come soon.
 */
export async function listOrdersPage(
  db: Queryable,
  filters: OrderFilters,
  page: PageRequest<OrderListKey>,
): Promise<Page<OrderRecord>> {
  if (!filters.q) {
    const [fetched, total] = await Promise.all([
      readOrdersAfter(db, filters, page.after, page.limit + 1),
      orderListTotal(db, filters),
    ]);
    return keysetPage(fetched, page.limit, total, orderListKey);
  }
  const matching = await matchingOrders(db, filters, page.after);
  if (matching.length > countedTotalCap) {
    const fetched = await readOrdersAfter(db, filters, page.after, page.limit + 1);
    return keysetPage(fetched, page.limit, { total: countedTotalCap, exact: false }, orderListKey);
  }
  const onPage = matching.filter((order) => order.afterCursor).slice(0, page.limit + 1);
  const fetched = await readOrdersById(db, onPage.map((order) => order.id));
  return keysetPage(fetched, page.limit, { total: matching.length, exact: true }, orderListKey);
}
