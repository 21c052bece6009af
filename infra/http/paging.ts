import type { Request, Response } from 'express';
import { z } from 'zod';
import { AppError } from '../errors.js';

/**
 * The one paging convention of every list: `limit` (a default and a maximum per list), an opaque `cursor` naming
 * the last row of the page before (keyset, never an offset, so rows that arrive meanwhile neither repeat nor hide
 * one), the rows as a plain JSON array, `X-Total-Count` for every row that matches, and `Link: <…>; rel="next"`
 * while more rows follow. A list whose total would cost more than its page to count exactly (a search through a
 * large table) may send a bound instead, and says which it sent in `X-Total-Count-Exact` (`false`: at least that many).
 */

/** A position in a list's order: the sort values of a row and its unique id last, so positions never tie. */
export type CursorKey = readonly (string | number | null)[];

export interface PageLimits {
  readonly default: number;
  readonly max: number;
}

/** Lists without a reason to differ: 50 a page (the admin tables'), 100 at most. */
export const listLimits: PageLimits = { default: 50, max: 100 };

export interface PageRequest<Key extends CursorKey> {
  readonly limit: number;
  /** The last row of the previous page, or null for the first page. */
  readonly after: Key | null;
}

export interface Page<Row> {
  readonly rows: readonly Row[];
  /** Every row that matches the filters, across all pages (with `exact` false: at least this many). */
  readonly total: number;
  /** Whether `total` is the exact count, for lists that may send a bound instead; absent: always exact. */
  readonly exact?: boolean;
  /** Where the next page starts, or null on the last page. */
  readonly next: CursorKey | null;
}

/*
 * The parts a cursor key is made of. Every list builds its key schema from these, so a cursor that decodes but
 * holds a value PostgreSQL would refuse (a time it cannot read, text with a NUL, a number beyond its column) is
 * answered `invalid_cursor` like any other bad cursor, before a query sees it.
 */

/** A time as the lists write it into cursors (ISO 8601 with an offset), within the years PostgreSQL and the store both know. */
export const cursorTime = z.iso.datetime({ offset: true }).regex(/^[12]\d{3}-/);

/** Text as stored: what PostgreSQL takes (no NUL, no lone surrogate), no longer than any stored name. */
export const cursorText = z
  .string()
  .max(1000)
  .refine((text) => !/\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text));

/** A row's uuid. */
export const cursorId = z.uuid();

/** A whole number that fits an integer column. */
export const cursorInteger = z.number().int().min(-2_147_483_648).max(2_147_483_647);

/** The key of a list ordered by a time and then a uuid (newest first, most of them): `[time, id]`. */
export const timeIdKey = z.tuple([cursorTime, cursorId]);

const invalidLimit = (limits: PageLimits) =>
  new AppError(400, `limit must be a whole number from 1 to ${limits.max}`, { limit: [`1 to ${limits.max}`] }, 'invalid_limit', {
    max: limits.max,
  });

const invalidCursor = () =>
  new AppError(400, 'This cursor is not one this list gave out; start again from the first page', { cursor: ['Unknown cursor'] }, 'invalid_cursor');

export function encodeCursor(key: CursorKey): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

/** Reads `limit` and `cursor`; `keySchema` checks that the cursor has this list's (and this sort's) shape. */
export function pageRequest<Key extends CursorKey>(
  query: Request['query'],
  keySchema: z.ZodType<Key>,
  limits: PageLimits = listLimits,
): PageRequest<Key> {
  return { limit: readLimit(query.limit, limits), after: readCursor(query.cursor, keySchema) };
}

function readLimit(value: unknown, limits: PageLimits): number {
  if (value === undefined || value === '') return limits.default;
  if (typeof value !== 'string' || !/^\d{1,4}$/.test(value)) throw invalidLimit(limits);
  const limit = Number(value);
  if (limit < 1 || limit > limits.max) throw invalidLimit(limits);
  return limit;
}

function readCursor<Key extends CursorKey>(value: unknown, keySchema: z.ZodType<Key>): Key | null {
  if (value === undefined || value === '') return null;
  if (typeof value !== 'string' || value.length > 2048) throw invalidCursor();
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  const parsed = keySchema.safeParse(decoded);
  if (!parsed.success) throw invalidCursor();
  return parsed.data;
}

/**
 * Cuts rows fetched with `limit + 1` to the page: the extra row only says that another page exists, and the page's
 * last row is where it starts.
 */
export function keysetPage<Row>(
  fetched: readonly Row[],
  limit: number,
  total: number | ListTotal,
  keyOf: (row: Row) => CursorKey,
): Page<Row> {
  const counted = typeof total === 'number' ? { total } : total;
  if (fetched.length <= limit) return { rows: fetched, ...counted, next: null };
  const rows = fetched.slice(0, limit);
  return { rows, ...counted, next: keyOf(rows[rows.length - 1]!) };
}

/** A list's total as counted: exact, or (`exact` false) the bound it reached. */
export interface ListTotal {
  readonly total: number;
  readonly exact: boolean;
}

/**
 * The most rows a list counts one by one for a total that is not kept anywhere (a search): past it, the list says
 * "at least this many" (`X-Total-Count-Exact: false`), so a broad search costs no more than a narrow one.
 */
export const countedTotalCap = 1000;

/**
 * The total of a list counted by `countUpTo(limit)`, which must count the matching rows but stop at `limit`:
 * exact up to the cap, the cap itself (not exact) beyond it.
 */
export async function cappedTotal(countUpTo: (limit: number) => Promise<number>, cap = countedTotalCap): Promise<ListTotal> {
  const counted = await countUpTo(cap + 1);
  return counted > cap ? { total: cap, exact: false } : { total: counted, exact: true };
}

/** The link to the next page: this request's own path and filters with the next cursor. */
export function nextPageLink(req: Request, next: CursorKey): string {
  const url = new URL(req.originalUrl, 'http://store.invalid');
  url.searchParams.set('cursor', encodeCursor(next));
  return `${url.pathname}${url.search}`;
}

/** A page's total and next link, as headers (for a list that sends its rows itself, e.g. from a cached entry). */
export function setPageHeaders(req: Request, res: Response, page: Page<unknown>): void {
  res.setHeader('X-Total-Count', String(page.total));
  if (page.exact !== undefined) res.setHeader('X-Total-Count-Exact', String(page.exact));
  if (page.next) res.setHeader('Link', `<${nextPageLink(req, page.next)}>; rel="next"`);
}

/** Answers a page: the rows as the JSON array the list always answered, its total and next link in headers. */
export function sendPage<Row>(req: Request, res: Response, page: Page<Row>): void {
  setPageHeaders(req, res, page);
  res.setHeader('cache-control', res.getHeader('cache-control') ?? 'no-store');
  res.json(page.rows);
}

/**
 * Every row of a keyset-paged read, page after page, for the one answer that must hold all of them (her data
 * export): `pageOf` reads up to `limit` rows after a key (null: from the first), `keyOf` is a row's key. A page
 * shorter than asked is the last.
 */
export async function everyPage<Row, Key>(
  pageOf: (after: Key | null, limit: number) => Promise<readonly Row[]>,
  keyOf: (row: Row) => Key,
  limit = 500,
): Promise<Row[]> {
  const rows: Row[] = [];
  let after: Key | null = null;
  for (;;) {
    const page = await pageOf(after, limit);
    rows.push(...page);
    if (page.length < limit) return rows;
    after = keyOf(page[page.length - 1]!);
  }
}
