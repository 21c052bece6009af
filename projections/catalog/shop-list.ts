import type { Queryable } from '../../events/index.js';
import { productColumns, productPartsColumns, productRecordOf, type ProductRecord, type ProductRowWithParts } from './queries.js';
import { searchSynonyms, typoMinLength, typoSimilarity } from './search.js';

/**
 * The shop's product list, one page at a time in a keyset order (infra/http/paging.ts): only active products of an
 * existing category, narrowed by filters. Each filter and each sort is one entry below, so a new one (a rating, say)
 * is a line in each table, not a new query.
 */

/** `relevance` is a search's own order (the best matches first, then the newest); without search words, the newest. */
export const shopSorts = ['relevance', 'newest', 'price-asc', 'price-desc'] as const;
export type ShopSort = (typeof shopSorts)[number];

export interface ShopFilters {
  readonly category?: string;
  /**
   * Search words, each already escaped for LIKE (search.ts); every one must match: inside the product's text as
   * typed, by its stem or a synonym's (catalog_search_query), or by the name of the product's category.
   */
  readonly words?: readonly string[];
  /** Any of these sizes / colours (compared without case), on one variant with the price and stock filters. */
  readonly sizes?: readonly string[];
  readonly colors?: readonly string[];
  /** Amounts as strings ("120.50"), bounds included. */
  readonly minPrice?: string;
  readonly maxPrice?: string;
  readonly inStock?: boolean;
}

/**
 * A position in a sort: the sort's name (a cursor of another sort is refused), its value, the product's id. The
 * relevance sort's value is its score and time together: "0014 2026-05-01T10:00:00.000000Z".
 */
export type ShopListKey = readonly [sort: ShopSort, value: string, id: string];

type Param = (value: unknown) => string;

/** Conditions on the product row. */
const productConditions: ReadonlyArray<(filters: ShopFilters, param: Param) => string[]> = [
  ({ category }, param) => (category ? [`p.category_id = ${param(category)}::uuid`] : []),
];

/** One search word's tests, as SQL on the product row `p`. */
interface SearchTerm {
  /** The word as a LIKE pattern through the stored text's normalisation (the trigram index serves it). */
  readonly like: string;
  /** The word's text-search query: its stem or a synonym's (the text-search index serves it). */
  readonly query: string;
  /** The same on the names alone (a parameter is added on first use: only the relevance order uses it). */
  readonly names: () => string;
  /** The ids of the categories whose name matches the word, either way. */
  readonly categories: string;
  /** A word of the product's names the typed word may be a misspelling of, when typos are looked for. */
  readonly typo: string | null;
}

/** A typed word's text-search queries (catalog_search_query), as text: on the whole text, and on the names alone. */
interface WordQueries {
  readonly any: string;
  readonly names: string;
}

/**
 * Each word's queries, worked out by the database once per word and kept: they depend on nothing but the word and
 * the synonym list (the functions are immutable), and working them out inside every statement would cost more than
 * the statement's own reading.
 */
const wordQueries = new Map<string, WordQueries>();
const wordQueriesKept = 5_000;

/**
 * The synonym list with each member as its text-search query (catalog_search_stemmed, then the `english`
 * configuration), worked out once: a new word then costs its own stemming only, where catalog_search_query stems
 * every member again for each word (tens of milliseconds, paid by every new prefix a shopper types in the search box).
 */
let stemmedSynonyms: Promise<string> | undefined;

function synonymQueries(db: Queryable): Promise<string> {
  stemmedSynonyms ??= db
    .query<{ groups: unknown }>(
      `select jsonb_agg((select jsonb_agg(plainto_tsquery('pg_catalog.english'::regconfig, public.catalog_search_stemmed(member))::text)
         from jsonb_array_elements_text(g.members) as m(member)) order by g.n) as groups
       from jsonb_array_elements($1::jsonb) with ordinality as g(members, n)`,
      [JSON.stringify(searchSynonyms)],
    )
    .then((result) => JSON.stringify(result.rows[0]!.groups))
    .catch((error: unknown) => {
      stemmedSynonyms = undefined;
      throw error;
    });
  return stemmedSynonyms;
}

/** The text-search queries of a search's words, by word as typed. */
export type SearchQueries = ReadonlyMap<string, WordQueries>;

/**
 * The queries of the filters' search words (none without words): one short statement for words not met before.
 * A word's query is its own stem, or any member of a synonym group one of whose members stems as it does: what
 * catalog_search_query works out, here with the members' queries worked out once (synonymQueries).
 */
export async function searchQueries(db: Queryable, filters: ShopFilters): Promise<SearchQueries> {
  const typed = typedWords(filters.words ?? []);
  if (typed.length === 0) return new Map();
  const missing = [...new Set(typed.filter((word) => !wordQueries.has(word)))];
  if (missing.length > 0) {
    const found = await db.query<{ word: string; any: string; names: string }>(
      `select own.word, found.any, case when found.any = '' then '' else public.catalog_search_in_names(found.any::tsquery)::text end as names
       from (select word, plainto_tsquery('pg_catalog.english'::regconfig, public.catalog_search_stemmed(word)) as query
             from unnest($1::text[]) as typed(word)) as own
       cross join lateral (
         select case when numnode(own.query) = 0 then '' else (
           select string_agg('(' || q.text || ')', ' | ' order by q.n)
           from (select 0 as n, own.query::text as text
                 union all
                 select g.n, m.text from jsonb_array_elements($2::jsonb) with ordinality as g(members, n),
                   jsonb_array_elements_text(g.members) as m(text)
                 where g.members ? own.query::text) as q) end as any) as found`,
      [missing, await synonymQueries(db)],
    );
    for (const { word, any, names } of found.rows) {
      if (wordQueries.size >= wordQueriesKept) wordQueries.delete(wordQueries.keys().next().value!);
      wordQueries.set(word, { any, names });
    }
  }
  return new Map(typed.map((word) => [word, wordQueries.get(word) ?? { any: '', names: '' }]));
}

/** The words as typed, their LIKE escapes taken out. */
const typedWords = (words: readonly string[]) => words.map((word) => word.replace(/\\([\\%_])/g, '$1'));

/** Per word as typed, the names' query of the words it may be a misspelling of (misspellingQueries). */
export type MisspellingQueries = ReadonlyMap<string, string>;

/** Words of the lexicon a typed word may be a misspelling of, the closest first, at most this many. */
const misspellingsKept = 5;

/**
 * What each typed word (of typoMinLength letters or more) may be a misspelling of: the words of the lexicon of
 * names (catalog_words) within pg_trgm's word similarity typoSimilarity of it, the closest (then the most used)
 * first, as one text-search query on the names: "hijb" finds the names holding "hijab". A few thousand short words
 * are compared through their trigram index, not every product's names; the statement that finds the products is
 * then an ordinary text search.
 */
export async function misspellingQueries(db: Queryable, words: readonly string[]): Promise<MisspellingQueries> {
  const typed = [...new Set(typedWords(words).filter((word) => word.length >= typoMinLength))];
  if (typed.length === 0) return new Map();
  const found = await withTypoThreshold(db, (on) =>
    on.query<{ word: string; names: string }>(
      `select typed.word, string_agg('(' || m.names::text || ')', ' | ') as names
       from unnest($1::text[]) as typed(word)
       cross join lateral (
         select public.catalog_search_in_names(plainto_tsquery('pg_catalog.english'::regconfig, public.catalog_search_stemmed(w.word))) as names
         from catalog_words w where public.catalog_search_text(typed.word) <% w.word
         order by public.catalog_search_text(typed.word) <<-> w.word, w.products desc, w.word limit $2) as m
       where numnode(m.names) > 0
       group by typed.word`,
      [typed, misspellingsKept],
    ),
  );
  return new Map(found.rows.map(({ word, names }) => [word, names]));
}

/**
 * Each word's tests. Its text-search queries come from `queries` (searchQueries) when the caller has them, else
 * they are worked out inside the statement (the same result, at a cost in each statement's planning); its
 * misspellings' from `misspellings` when typos are looked for.
 */
function searchTerms(words: readonly string[], param: Param, misspellings?: MisspellingQueries, queries?: SearchQueries): SearchTerm[] {
  if (words.length === 0) return [];
  const typed = typedWords(words);
  const synonyms = queries ? '' : `${param(JSON.stringify(searchSynonyms))}::jsonb`;
  return words.map((word, index) => {
    const like = `'%' || public.catalog_search_text(${param(word)}) || '%'`;
    const known = queries?.get(typed[index]!);
    const query = known ? `${param(known.any)}::tsquery` : `public.catalog_search_query(${param(typed[index])}, ${synonyms})`;
    let namesParam: string | undefined;
    const names = () => (known ? (namesParam ??= `${param(known.names)}::tsquery`) : `public.catalog_search_in_names(${query})`);
    const categories = `array(select c.id from categories c where c.search_text like ${like} or c.search_vector @@ ${query})`;
    const misspelt = misspellings?.get(typed[index]!);
    const typo = misspelt ? `p.search_vector @@ ${param(misspelt)}::tsquery` : null;
    return { like, query, names, categories, typo };
  });
}

const matches = (term: SearchTerm) =>
  `(${[`p.search_text like ${term.like}`, `p.search_vector @@ ${term.query}`, `p.category_id = any(${term.categories})`, ...(term.typo ? [term.typo] : [])].join(' or ')})`;

/**
 * How well a product matches a search: per word, the best of a name holding it as typed (16), a name by stem or
 * synonym (12), the category's name (8), a description as typed (6) or by stem (4), a misspelling in a name (1);
 * summed over the words.
 */
const scoreOf = (terms: readonly SearchTerm[]) =>
  terms.length === 0
    ? '0'
    : terms
        .map(
          (term) => `(case when p.search_names like ${term.like} then 16
            when p.search_vector @@ ${term.names()} then 12
            when p.category_id = any(${term.categories}) then 8
            when p.search_text like ${term.like} then 6
            when p.search_vector @@ ${term.query} then 4
            else 1 end)`,
        )
        .join(' + ');

/** Conditions one variant must meet together: "size M in black, in stock, within the price range". */
export const variantConditions: ReadonlyArray<(filters: ShopFilters, param: Param) => string[]> = [
  ({ sizes }, param) => (sizes?.length ? [`lower(v.size) = any(${param(sizes.map((size) => size.toLowerCase()))}::text[])`] : []),
  // A managed colour by its key (`black`), or a colour's text in any case: the key's index serves the first.
  ({ colors }, param) => {
    if (!colors?.length) return [];
    const lowered = param(colors.map((color) => color.toLowerCase()));
    return [`(v.color_key = any(${lowered}::text[]) or lower(v.color) = any(${lowered}::text[]))`];
  },
  ({ minPrice }, param) => (minPrice ? [`v.price >= ${param(minPrice)}::numeric`] : []),
  ({ maxPrice }, param) => (maxPrice ? [`v.price <= ${param(maxPrice)}::numeric`] : []),
  ({ inStock }) => (inStock ? ['v.stock > 0'] : []),
];

interface SortDefinition {
  /**
   * The row's sort value, as text for the cursor: worked out for the page's rows only, on the product row `p` and
   * the page's row `page` (formatting a time for every match before the sort cost more than scoring them).
   */
  readonly value: string;
  readonly order: string;
  /** What the page's rows carry beside the id and value, and the order of the page read back with it. */
  readonly carried?: { readonly columns: string; readonly order: string };
  /** Rows after the cursor's, in this order. */
  after(value: string, id: string): string;
}

const createdText = `to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * Each sort ends with the id, so no two rows tie; each but relevance has an index in its order (products_newest,
 * products_price). Relevance orders the matches of a search by their score (`p.score`, scoreOf), then the newest:
 * a keyset on (score, created_at, id) like the others, so a page never repeats or skips a product when others are
 * added meanwhile. Its page scores every match of the search (they are found through the search indexes), not the
 * whole catalog, and counts them as it goes (`p.matched`): the page's statement is also its count.
 */
const sortDefinitions: Readonly<Record<ShopSort, SortDefinition>> = {
  relevance: {
    value: `lpad(page.score::text, 4, '0') || ' ' || ${createdText}`,
    order: 'p.score desc, p.created_at desc, p.id',
    carried: { columns: ', p.score, p.matched', order: 'page.score desc, p.created_at desc, p.id' },
    after: (value, id) => `(p.score < split_part(${value}, ' ', 1)::int
      or (p.score = split_part(${value}, ' ', 1)::int and (p.created_at < split_part(${value}, ' ', 2)::timestamptz
        or (p.created_at = split_part(${value}, ' ', 2)::timestamptz and p.id > ${id}::uuid))))`,
  },
  newest: {
    value: createdText,
    order: 'p.created_at desc, p.id',
    after: (value, id) => `(p.created_at < ${value}::timestamptz or (p.created_at = ${value}::timestamptz and p.id > ${id}::uuid))`,
  },
  'price-asc': {
    value: 'p.price_from::text',
    order: 'p.price_from, p.id',
    after: (value, id) => `(p.price_from, p.id) > (${value}::numeric, ${id}::uuid)`,
  },
  'price-desc': {
    value: 'p.price_from::text',
    order: 'p.price_from desc, p.id desc',
    after: (value, id) => `(p.price_from, p.id) < (${value}::numeric, ${id}::uuid)`,
  },
};

export interface ShopListRequest {
  readonly filters: ShopFilters;
  readonly sort: ShopSort;
  /** Rows to read: the page's limit + 1 (the extra one only says that another page follows). */
  readonly fetch: number;
  readonly after: ShopListKey | null;
  /**
   * Whether a search word may also be a misspelling of a word of the products' names (misspellingQueries): the
   * caller asks for it when the words' own matches are few (shop-list.ts in the service).
   */
  readonly typos?: boolean;
  /**
   * The count of every match when the caller knows it already (shop-list.ts keeps it per catalog version), or will
   * once its own lookup ends: the page is read meanwhile, and counted only when it turns out unknown.
   */
  readonly total?: number | Promise<number | undefined>;
}

export interface ShopListRows {
  readonly rows: readonly { readonly product: ProductRecord; readonly key: ShopListKey }[];
  readonly total: number;
}

/** One page of the shop's list and the count of every product the filters match. */
export interface Filtered {
  readonly where: string[];
  readonly params: unknown[];
  readonly param: Param;
  readonly terms: readonly SearchTerm[];
}

export function filtersSql(filters: ShopFilters, misspellings?: MisspellingQueries, queries?: SearchQueries): Filtered {
  const params: unknown[] = [];
  const param: Param = (value) => {
    params.push(value);
    return `$${params.length}`;
  };
  const where = [`p.status = 'active'`, 'exists (select 1 from categories c where c.id = p.category_id)'];
  for (const condition of productConditions) where.push(...condition(filters, param));
  const terms = searchTerms(filters.words ?? [], param, misspellings, queries);
  where.push(...terms.map(matches));
  const onVariant = variantConditions.flatMap((condition) => condition(filters, param));
  if (onVariant.length > 0) where.push(`exists (select 1 from variants v where v.product_id = p.id and ${onVariant.join(' and ')})`);
  return { where, params, param, terms };
}

/**
 * Runs `read` where pg_trgm's word similarity threshold is the shop's typo threshold (the `<%` operator and its
 * index read it from the session): on a connection of its own, set back before it returns to the pool.
 */
async function withTypoThreshold<T>(db: Queryable, read: (db: Queryable) => Promise<T>): Promise<T> {
  const client = 'release' in db ? db : await db.connect();
  try {
    await client.query(`select set_config('pg_trgm.word_similarity_threshold', $1, false)`, [String(typoSimilarity)]);
    return await read(client);
  } finally {
    try {
      await client.query('reset pg_trgm.word_similarity_threshold');
    } finally {
      if (client !== db) client.release();
    }
  }
}

/** How many products the filters match (with typos or without), for the caller to keep. */
export async function countShopProducts(db: Queryable, filters: ShopFilters, typos = false): Promise<number> {
  const [queries, misspellings] = await Promise.all([searchQueries(db, filters), typos ? misspellingQueries(db, filters.words ?? []) : undefined]);
  const { where, params } = filtersSql(filters, misspellings, queries);
  const result = await db.query<{ total: number }>(`select count(*)::int as total from products p where ${where.join(' and ')}`, params);
  return result.rows[0]!.total;
}

/** One page of the shop's list and the count of every product the filters match. */
export async function listShopProducts(db: Queryable, request: ShopListRequest): Promise<ShopListRows> {
  const [queries, misspellings] = await Promise.all([
    searchQueries(db, request.filters),
    request.typos ? misspellingQueries(db, request.filters.words ?? []) : undefined,
  ]);
  const { where, params, param, terms } = filtersSql(request.filters, misspellings, queries);
  const filtered = where.join(' and ');
  const filterParams = [...params];

  const sort = sortDefinitions[request.sort];
  // Relevance scores the matches first (below the fence of `offset 0`, so what follows moves three narrow columns,
  // not whole rows: the count over them keeps every one), counts them, then takes the page after the cursor.
  const scored = request.sort === 'relevance';
  const from = scored
    ? `(select s.*, count(*) over ()::int as matched
        from (select p.id, p.created_at, ${scoreOf(terms)} as score from products p where ${filtered} offset 0) s) p`
    : 'products p';
  const pageConditions = request.sort === 'relevance' ? [] : [...where];
  if (request.after) pageConditions.push(sort.after(param(request.after[1]), param(request.after[2])));
  // The page's products with their variants and images in one statement (one round trip however long the page),
  // and the count beside it once the caller's is known to be missing. A relevance page counts its matches itself;
  // only a page past the last match (no row to carry the count) asks again.
  const count = async (on: Queryable) =>
    (await on.query<{ total: number }>(`select count(*)::int as total from products p where ${filtered}`, filterParams)).rows[0]!.total;
  const read = async (on: Queryable) => {
    const [page, known] = await Promise.all([
      on.query<ProductRowWithParts & { sortValue: string; matched?: number }>(
        `with page as (
           select p.id${sort.carried?.columns ?? ''} from ${from}
           where ${pageConditions.join(' and ') || 'true'} order by ${sort.order}
           limit ${param(request.fetch)})
         select ${sort.value} as "sortValue"${scored ? ', page.matched' : ''}, ${productColumns}, ${productPartsColumns}
         from page join products p on p.id = page.id left join categories c on c.id = p.category_id
         order by ${sort.carried?.order ?? sort.order}`,
        params,
      ),
      Promise.resolve(request.total).then((known) => (known !== undefined || scored ? known : count(on))),
    ]);
    const total = known ?? page.rows[0]?.matched ?? (request.after ? await count(on) : 0);
    return [page, total] as const;
  };
  const [page, total] = await read(db);
  return {
    rows: page.rows.map(({ sortValue, matched: _matched, variants, images, ...row }) => ({
      product: productRecordOf(row, variants, images),
      key: [request.sort, sortValue, row.id] as const,
    })),
    total,
  };
}
