import type { Request, RequestHandler } from 'express';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { AppError } from '../../infra/errors.js';
import { isUnstorable } from '../../infra/text.js';
import type { ModuleContext } from '../../infra/http/context.js';
import { confirmationAt, jsonEntry, recheckMs, sendJsonEntry, stillConfirmed, type JsonEntry, type LocalConfirmation } from '../../infra/http/cache.js';
import { cursorTime, keysetPage, pageRequest, setPageHeaders, type CursorKey, type PageLimits } from '../../infra/http/paging.js';
import {
  countShopProducts,
  listShopProducts,
  searchWords,
  shopSorts,
  type ShopFilters,
  type ShopListKey,
  type ShopListRows,
  type ShopSort,
} from '../../projections/catalog/index.js';
import { cacheWork } from './cache-work.js';
import type { ProductSuggestionAnswer } from './schemas.js';
import { publicCatalog } from './shop-front.js';
import { uuidPattern } from '../../rules/ids.js';

/** The shop loads 24 products at a time (four rows of the wide grid, twelve of a phone's); a client may ask up to 100. */
export const shopListLimits: PageLimits = { default: 24, max: 100 };

/** A search of more words than this is refused: each is a condition of its own. */
const maxSearchWords = 10;
const maxSearchLength = 200;
/** A search matching fewer products than this by its words' own text, stems and synonyms also looks for typos. */
export const fewSearchMatches = 3;
/** Sizes and colours a client may ask for at once. */
const maxChoices = 20;

const amount = /^\d{1,8}(\.\d{1,2})?$/;

/** A 400 naming the parameter, under one code the web translates: `invalid_filter`, with the field in `params`. */
const invalidFilter = (field: string, message: string) =>
  new AppError(400, message, { [field]: [message] }, 'invalid_filter', { field });

/** A parameter given once, or absent (empty counts as absent); given twice it is refused. */
function single(query: Request['query'], field: string): string | undefined {
  const value = query[field];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') throw invalidFilter(field, `${field} must be given once`);
  if (isUnstorable(value)) throw invalidFilter(field, `${field} holds characters that are not text`);
  return value;
}

/** A parameter that may be repeated (`size=M&size=L`: either). */
function several(query: Request['query'], field: string): string[] | undefined {
  const value = query[field];
  if (value === undefined) return undefined;
  const values = (Array.isArray(value) ? value : [value]).filter((item) => item !== '');
  if (values.some((item) => typeof item !== 'string' || item.trim().length === 0 || item.length > 50 || isUnstorable(item))) {
    throw invalidFilter(field, `each ${field} must be a text of 1 to 50 characters`);
  }
  if (values.length > maxChoices) throw invalidFilter(field, `at most ${maxChoices} values of ${field}`);
  return values.length > 0 ? (values as string[]).map((item) => item.trim()) : undefined;
}

function price(query: Request['query'], field: 'minPrice' | 'maxPrice'): string | undefined {
  const value = single(query, field);
  if (value !== undefined && !amount.test(value)) throw invalidFilter(field, `${field} must be an amount such as 120.50`);
  return value;
}

/** A search's words (`q`), refused when too long or of too many words. */
function readSearch(query: Request['query'], maxLength: number): string[] {
  const q = single(query, 'q')?.trim();
  if (q !== undefined && q.length > maxLength) throw invalidFilter('q', `q must be at most ${maxLength} characters`);
  const words = q ? searchWords(q) : [];
  if (words.length > maxSearchWords) throw invalidFilter('q', `q must be at most ${maxSearchWords} words`);
  return words;
}

/**
 * Reads the shop list's filters and sort; a bad value is a 400 naming its parameter, never an empty list. A search
 * is in order of relevance unless another sort is asked for; without one, the list is newest first.
 */
export function readShopQuery(query: Request['query']): { filters: ShopFilters; sort: ShopSort } {
  const words = readSearch(query, maxSearchLength);
  const sort = single(query, 'sort') ?? (words.length > 0 ? 'relevance' : 'newest');
  if (!(shopSorts as readonly string[]).includes(sort)) throw invalidFilter('sort', `sort must be one of ${shopSorts.join(', ')}`);

  const category = single(query, 'category');
  if (category !== undefined && !uuidPattern.test(category)) throw invalidFilter('category', 'category must be a category id');

  const minPrice = price(query, 'minPrice');
  const maxPrice = price(query, 'maxPrice');
  if (minPrice !== undefined && maxPrice !== undefined && Number(minPrice) > Number(maxPrice)) {
    throw invalidFilter('maxPrice', 'maxPrice must not be below minPrice');
  }

  const inStock = single(query, 'inStock');
  if (inStock !== undefined && inStock !== '1' && inStock !== '0') throw invalidFilter('inStock', 'inStock must be 1 or 0');

  return {
    sort: sort as ShopSort,
    filters: {
      category,
      words,
      sizes: several(query, 'size'),
      colors: several(query, 'color'),
      minPrice,
      maxPrice,
      inStock: inStock === '1',
    },
  };
}

const timeValue = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z/;

/** The cursor of a sort: its name, then a value of its kind (a time, an amount, a score and a time), then the product's id. */
function keySchema(sort: ShopSort): z.ZodType<ShopListKey> {
  const value =
    sort === 'newest'
      ? cursorTime.regex(new RegExp(`^${timeValue.source}$`))
      : sort === 'relevance'
        ? z.string().regex(new RegExp(`^\\d{4} ${timeValue.source}$`)).refine((key) => !Number.isNaN(Date.parse(key.slice(5))))
        : z.string().regex(/^\d{1,8}\.\d{2}$/);
  return z.tuple([z.literal(sort), value, z.string().regex(uuidPattern)]) as unknown as z.ZodType<ShopListKey>;
}

/** A page's answer as sent, and what a lookup of this instance's catalog changes saw when it was read. */
interface KeptPage {
  readonly entry: JsonEntry;
  readonly total: number;
  readonly next: CursorKey | null;
  /** This instance's count of catalog batches when the page's read began, and when. */
  readonly confirmed: LocalConfirmation | null;
}

/** Memory for kept pages: a 100-product page is about 150 KB of JSON and 25 KB of gzip. */
const keptPagesBytes = 32 * 1024 * 1024;

/**
 * `GET /api/products`: the shop's active products, a page at a time (infra/http/paging.ts), filtered by `category`,
 * `q`, `size`, `color`, `minPrice`, `maxPrice` and `inStock`, sorted by `sort`. Each page is its own query, so its
 * cost follows the page, not the catalog (ADR 023). A page read again while
 * this instance leads the catalog projection and has applied nothing to it since, within a quarter of a second, is
 * answered from memory, as a product's answer is (ProductEntries): a stock change, an edit or a sale applied here
 * ends that at once, and any other change (another instance's, a rebuild's swap) within the quarter second (ADR 056).
 */
export function shopProductList(context: ModuleContext): RequestHandler {
  const catalog = publicCatalog(context);
  // Which products match depends on nothing a sale changes, unless the list asks for stock (`inStock=1`): such a
  // count holds for as long as the catalog's version, and the list's most common reads (a category, the newest)
  // then count once per edit, not once per read.
  const counts = new LRUCache<string, number>({ max: 1_000 });
  const pages = new LRUCache<string, KeptPage>({
    maxSize: keptPagesBytes,
    sizeCalculation: (page, key) => page.entry.body.length + (page.entry.gzipped()?.body.length ?? 0) + key.length * 2 + 512,
    // A page is not answered from memory after that anyway: it goes then, not when memory runs short.
    ttl: recheckMs,
  });
  const localChanges = () => context.reads.localChanges?.('catalog') ?? null;
  const send = (req: Request, res: Parameters<RequestHandler>[1], page: KeptPage) => {
    setPageHeaders(req, res, { rows: [], total: page.total, next: page.next });
    // Public and revalidated as the cached reads are: a strong tag of the page's bytes, a 304 while they are the same.
    sendJsonEntry(req, res, page.entry);
  };
  // Reads under way, by page: one begun since the last change applied here serves the requests that arrive meanwhile.
  const reading = new Map<string, Promise<KeptPage>>();
  const read = async (filters: ShopFilters, sort: ShopSort, limit: number, after: ShopListKey | null, confirmed: KeptPage['confirmed']) => {
    // The version lookup and the page's read go together; the count waits for the lookup only when it is missing.
    let countKey = filters.inStock ? null : catalog.get().then(({ version }) => `${version}\u0000${JSON.stringify(filters)}`);
    // A search whose words match few products also finds their misspellings (ranked below): decided on the count of
    // its own matches, which is kept like any other count. In order of relevance the page itself counts them (it
    // scores every match anyway), so a new search is one statement, two when it looks for misspellings.
    let typos = false;
    let strictPage: ShopListRows | undefined;
    if (filters.words?.length) {
      const key = await countKey;
      let strict = key ? counts.get(key) : undefined;
      if (strict === undefined) {
        if (sort === 'relevance') {
          strictPage = await listShopProducts(context.pool, { filters, sort, fetch: limit + 1, after });
          strict = strictPage.total;
        } else strict = await countShopProducts(context.pool, filters);
        if (key) counts.set(key, strict);
      }
      typos = strict < fewSearchMatches;
      if (typos && countKey) countKey = countKey.then((key) => `${key}\u0000typos`);
    }
    const known = countKey?.then((key) => counts.get(key));
    const { rows, total } =
      strictPage && !typos ? strictPage : await listShopProducts(context.pool, { filters, sort, fetch: limit + 1, after, total: known, typos });
    if (countKey && (await known) === undefined) counts.set(await countKey, total);
    const page = keysetPage(rows, limit, total, (row) => row.key);
    cacheWork.shopPagesRead += 1;
    return { entry: jsonEntry(page.rows.map((row) => row.product)), total, next: page.next, confirmed } satisfies KeptPage;
  };
  return async (req, res) => {
    const { filters, sort } = readShopQuery(req.query);
    const { limit, after } = pageRequest(req.query, keySchema(sort), shopListLimits);
    const pageKey = JSON.stringify([filters, sort, limit, after]);
    // Taken before the read begins, so what the read finds includes every change the count stands for.
    const local = localChanges();
    const kept = pages.get(pageKey);
    if (kept && stillConfirmed(kept.confirmed, local)) return send(req, res, kept);
    const underWay = reading.get(pageKey);
    if (underWay) {
      // Begun when this instance had applied what it has now: it shows everything this request must see.
      const shared = await underWay;
      if (shared.confirmed && shared.confirmed.local === local) return send(req, res, shared);
    }
    const confirmed = confirmationAt(local);
    const reads = read(filters, sort, limit, after, confirmed);
    if (confirmed) reading.set(pageKey, reads);
    try {
      const page = await reads;
      // A read that began before the kept page's (and ended after it) does not replace it.
      const newer = pages.get(pageKey)?.confirmed;
      if (confirmed && !(newer && newer.local > confirmed.local)) pages.set(pageKey, page);
      send(req, res, page);
    } finally {
      if (reading.get(pageKey) === reads) reading.delete(pageKey);
    }
  };
}

/** Suggestions a search box may ask for at once, and how many it gets unless it asks. */
const suggestionLimits = { default: 6, max: 10 } as const;
const maxSuggestionLength = 100;

function readSuggestionLimit(query: Request['query']): number {
  const value = single(query, 'limit');
  if (value === undefined) return suggestionLimits.default;
  const limit = /^\d{1,3}$/.test(value) ? Number(value) : Number.NaN;
  if (!(limit >= 1 && limit <= suggestionLimits.max)) throw invalidFilter('limit', `limit must be a whole number from 1 to ${suggestionLimits.max}`);
  return limit;
}

/**
 * `GET /api/product-suggestions?q=…&limit=…`: the first products of the shop's search for `q` in order of relevance,
 * as the search box shows them while she types (names in both languages, the lowest price, the cover picture). The
 * same matching as the list, misspellings included when the words' own matches are fewer than the box shows. A read
 * of the catalog as this instance has it, like the list's (ADR 041); nothing is counted.
 */
export function productSuggestions(context: ModuleContext): RequestHandler {
  return async (req, res) => {
    const words = readSearch(req.query, maxSuggestionLength);
    if (words.length === 0) throw invalidFilter('q', 'q must hold a word');
    const limit = readSuggestionLimit(req.query);
    const filters: ShopFilters = { words };
    // A known total (0, unused here) keeps the list from counting.
    const ask = (typos: boolean) => listShopProducts(context.pool, { filters, sort: 'relevance', fetch: limit, after: null, total: 0, typos });
    let { rows } = await ask(false);
    if (rows.length < Math.min(limit, fewSearchMatches)) rows = (await ask(true)).rows;
    res.json(
      rows.map(({ product }) => {
        const cover = product.images.find((image) => image.isPrimary) ?? product.images[0];
        const prices = product.variants.map((variant) => Number(variant.price));
        const lowest = product.variants.find((variant) => Number(variant.price) === Math.min(...prices));
        return {
          id: product.id,
          slug: product.slug,
          nameEn: product.nameEn,
          nameAr: product.nameAr,
          price: lowest?.price ?? '0.00',
          imageUrl: cover?.url ?? null,
        } satisfies ProductSuggestionAnswer;
      }),
    );
  };
}
