import type { PoolClient } from 'pg';
import type { StoredEvent } from '../../events/index.js';
import type {
  CategoryCreated,
  CategoryDeleted,
  CategoryRenamed,
  ProductCreated,
  ProductDeleted,
  ProductRevised,
} from '../../events/catalog.js';
import type { ColourAdded, ColourChanged } from '../../events/colours.js';
import type { ReviewHidden, ReviewWritten } from '../../events/reviews.js';
import { isStockEventType, stockAfter } from '../../events/stock.js';
import { lastBy, runsOf, type Run } from '../engine/bulk.js';

type DataOf<Definition extends { schema: { _output: unknown } }> = Definition['schema']['_output'];
type Created = DataOf<typeof ProductCreated>;
type Revised = DataOf<typeof ProductRevised>;

/**
 * Applies a batch of catalog events with a few statements per run of
 * same-kind events (see runsOf): the batches the log is made of are long
 * runs of stock events (every order reserves), each run one UPDATE.
 */
export async function applyCatalogEvents(client: PoolClient, events: readonly StoredEvent[]): Promise<void> {
  for (const run of runsOf(events, kindOf, keysOf)) await applyRun(client, run);
}

/** Stock events all set a variant's stock to a figure, whichever way it came about: one kind. */
function kindOf(event: StoredEvent): string {
  if (event.type === 'ReviewWritten' || event.type === 'ReviewHidden') return 'rating';
  return isStockEventType(event.type) ? 'stock' : event.type;
}

/**
 * Product events write variants by id through an upsert (which cannot touch one row twice in a statement), and
 * a revision's result depends on the state the previous revision left: a product or variant seen twice starts a
 * new run. Variant ids are the product's own (new ones are drawn for every new variant), so two products in one
 * run never write the same variant row.
 */
function keysOf(event: StoredEvent): readonly string[] {
  if (event.type !== 'ProductCreated' && event.type !== 'ProductRevised') return [];
  const data = event.data as Created | Revised;
  return [data.productId, ...data.variants.map((variant) => variant.variantId)];
}

async function applyRun(client: PoolClient, run: Run): Promise<void> {
  const data = run.events.map((event) => event.data);
  switch (run.kind) {
    case 'CategoryCreated':
      return insertCategories(client, data as DataOf<typeof CategoryCreated>[]);
    case 'CategoryRenamed': {
      // Renames set both names: the last one per category is all that shows.
      const renames = lastBy(data as DataOf<typeof CategoryRenamed>[], (rename) => rename.categoryId);
      await client.query(
        `update categories c set name_en = r."nameEn", name_ar = r."nameAr"
         from json_to_recordset($1::json) as r("categoryId" uuid, "nameEn" text, "nameAr" text)
         where c.id = r."categoryId"`,
        [JSON.stringify(renames)],
      );
      return;
    }
    case 'CategoryDeleted':
      await client.query('delete from categories where id = any($1::uuid[])', [
        (data as DataOf<typeof CategoryDeleted>[]).map((deleted) => deleted.categoryId),
      ]);
      return;
    case 'ProductCreated':
      return insertProducts(client, withVersions<Created>(run.events));
    case 'ProductRevised':
      return reviseProducts(client, withVersions<Revised>(run.events));
    case 'stock':
      return setStock(client, run.events);
    case 'rating':
      return addRatings(client, run.events);
    case 'ColourAdded': {
      // After the colours there are, in the order added.
      await client.query(
        `insert into colours (key, name_en, name_ar, hex, ordinal)
         select c.key, c."nameEn", c."nameAr", c.hex, (select coalesce(max(ordinal), 0) from colours) + row_number() over ()
         from json_to_recordset($1::json) as c(key text, "nameEn" text, "nameAr" text, hex text)`,
        [JSON.stringify(data as DataOf<typeof ColourAdded>[])],
      );
      return;
    }
    case 'ColourChanged': {
      // A palette colour's first change finds its row from the migration; the last change per colour is what shows.
      const changes = lastBy(data as DataOf<typeof ColourChanged>[], (change) => change.key);
      await client.query(
        `update colours c set name_en = r."nameEn", name_ar = r."nameAr", hex = r.hex
         from json_to_recordset($1::json) as r(key text, "nameEn" text, "nameAr" text, hex text)
         where c.key = r.key`,
        [JSON.stringify(changes)],
      );
      return;
    }
    case 'ProductDeleted': {
      // Variants and images go with them. The foreign keys would cascade, but a rebuild fills its tables before
      // it adds them (see rebuild.ts), so the read model must not depend on that.
      const productIds = (data as DataOf<typeof ProductDeleted>[]).map((deleted) => deleted.productId);
      await countNameWords(client, productIds, -1);
      await client.query('delete from variants where product_id = any($1::uuid[])', [productIds]);
      await client.query('delete from product_images where product_id = any($1::uuid[])', [productIds]);
      await client.query('delete from products where id = any($1::uuid[])', [productIds]);
      return;
    }
    default:
      throw new Error(`catalog projection cannot apply ${run.kind}`);
  }
}

/** Each event's data with its stream version: the product row keeps the version of the last event applied. */
function withVersions<Data extends { variants: readonly { price: string }[] }>(
  events: readonly StoredEvent[],
): (Data & { version: number; priceFrom: string })[] {
  return events.map((event) => {
    const data = event.data as Data;
    return { ...data, version: event.streamVersion, priceFrom: lowestPrice(data.variants) };
  });
}

/** The product's "from" price, which the shop's price sorts use: its cheapest variant's (0 without any). */
function lowestPrice(variants: readonly { price: string }[]): string {
  let lowest: string | null = null;
  for (const { price } of variants) if (lowest === null || Number(price) < Number(lowest)) lowest = price;
  return lowest ?? '0';
}

async function insertCategories(client: PoolClient, categories: readonly DataOf<typeof CategoryCreated>[]) {
  await client.query(
    `insert into categories (id, slug, name_en, name_ar, created_at)
     select "categoryId", slug, "nameEn", "nameAr", "createdAt"
     from json_to_recordset($1::json) as c("categoryId" uuid, slug text, "nameEn" text, "nameAr" text, "createdAt" timestamptz)`,
    [JSON.stringify(categories)],
  );
}

/** True for events that only set a variant's stock. */
export function isStockEvent(event: StoredEvent): boolean {
  return kindOf(event) === 'stock';
}

type StockData = { readonly productId: string };

/**
 * Every stock event sets the variant's stock outright: per variant, the run's last figure is the result; each
 * product's version moves to its newest event, in the same statement (a batch of orders' reservations is one round
 * trip). The catalog's change count does not move: the shop's cached documents hold no stock (ADR 023).
 */
export async function setStock(client: PoolClient, events: readonly StoredEvent[]): Promise<void> {
  // The figure each event leaves its variant at, as the stock module reads it.
  const figures = lastBy(
    events.map((event) => ({ productId: (event.data as StockData).productId, ...stockAfter(event)! })),
    (figure) => `${figure.productId}/${figure.variantId}`,
  );
  const versions = new Map<string, number>();
  for (const event of events) {
    const { productId } = event.data as StockData;
    versions.set(productId, Math.max(versions.get(productId) ?? 0, event.streamVersion));
  }
  const update = `with stock as (
       update variants v set stock = s.stock
       from json_to_recordset($1::json) as s("productId" uuid, "variantId" uuid, stock bigint)
       where v.id = s."variantId" and v.product_id = s."productId"
     ), versions as (
       update products p set version = greatest(p.version, n.version)
       from json_to_recordset($2::json) as n("productId" uuid, version int)
       where p.id = n."productId"
     )`;
  const values: unknown[] = [JSON.stringify(figures), JSON.stringify([...versions].map(([productId, version]) => ({ productId, version })))];
  await client.query(`${update} select 1`, values);
}

async function insertProducts(client: PoolClient, products: readonly (Created & { version: number })[]): Promise<void> {
  await client.query(
    `insert into products (id, slug, category_id, name_en, name_ar, description_en, description_ar, status,
       created_at, updated_at, version, price_from)
     select "productId", slug, "categoryId", "nameEn", "nameAr", "descriptionEn", "descriptionAr", status, "createdAt",
       "createdAt", version, "priceFrom"
     from json_to_recordset($1::json) as p("productId" uuid, slug text, "categoryId" uuid, "nameEn" text, "nameAr" text,
       "descriptionEn" text, "descriptionAr" text, status text, "createdAt" timestamptz, version int, "priceFrom" numeric)`,
    [JSON.stringify(products)],
  );
  await countNameWords(client, products.map((product) => product.productId), 1);
  await upsertVariants(client, products);
  await insertImages(client, products);
}

/**
 * The lexicon of names (catalog_words) gains (`by` 1) or loses (-1) the words of these products' names as the rows
 * hold them now: called after a product is written and before it is rewritten or deleted. A word no product's names
 * hold any more leaves it.
 */
async function countNameWords(client: PoolClient, productIds: readonly string[], by: 1 | -1): Promise<void> {
  await client.query(
    `with counted as (
       select w.word, count(*)::int * $2::int as change
       from products p cross join public.catalog_search_name_words(p.search_names) as w(word)
       where p.id = any($1::uuid[]) group by w.word
     ), kept as (
       insert into catalog_words as c (word, products) select word, change from counted where change > 0
       on conflict (word) do update set products = c.products + excluded.products
     ), lowered as (
       update catalog_words c set products = c.products + counted.change
       from counted where counted.change < 0 and c.word = counted.word and c.products + counted.change > 0
     )
     delete from catalog_words c using counted where counted.change < 0 and c.word = counted.word and c.products + counted.change <= 0`,
    [productIds, by],
  );
}

/**
 * A revision sets the product's details and replaces its lists: variants missing from the new list go (with
 * their stock), listed ones are inserted or updated (a kept variant keeps its stock, a new one starts at 0), and
 * the images are replaced. Each step for the whole run at once; the products of a run are distinct.
 */
async function reviseProducts(client: PoolClient, revisions: readonly (Revised & { version: number })[]): Promise<void> {
  const revised = revisions.map((revision) => revision.productId);
  await countNameWords(client, revised, -1);
  await client.query(
    `update products p set category_id = r."categoryId", name_en = r."nameEn", name_ar = r."nameAr",
       description_en = r."descriptionEn", description_ar = r."descriptionAr", status = r.status,
       updated_at = r."revisedAt", version = greatest(p.version, r.version), price_from = r."priceFrom"
     from json_to_recordset($1::json) as r("productId" uuid, "categoryId" uuid, "nameEn" text, "nameAr" text,
       "descriptionEn" text, "descriptionAr" text, status text, "revisedAt" timestamptz, version int, "priceFrom" numeric)
     where p.id = r."productId"`,
    [JSON.stringify(revisions)],
  );
  await countNameWords(client, revised, 1);
  const kept = revisions.flatMap((revision) =>
    revision.variants.map((variant) => ({ productId: revision.productId, variantId: variant.variantId })),
  );
  await client.query(
    `delete from variants v
     where v.product_id = any($1::uuid[])
       and not exists (select 1 from json_to_recordset($2::json) as k("productId" uuid, "variantId" uuid)
                       where k."productId" = v.product_id and k."variantId" = v.id)`,
    [revisions.map((revision) => revision.productId), JSON.stringify(kept)],
  );
  await upsertVariants(client, revisions);
  await client.query('delete from product_images where product_id = any($1::uuid[])', [
    revisions.map((revision) => revision.productId),
  ]);
  await insertImages(client, revisions);
}

type Listing = Pick<Created, 'productId' | 'images'> & {
  readonly variants: readonly (Revised['variants'][number] & { stock?: number })[];
};

/** New variants start with the stock given (0 after a revision); kept ones keep theirs. */
async function upsertVariants(client: PoolClient, products: readonly Listing[]): Promise<void> {
  const rows = products.flatMap((product) =>
    product.variants.map((variant, ordinal) => ({ ...variant, productId: product.productId, ordinal, stock: variant.stock ?? 0 })),
  );
  if (rows.length === 0) return;
  await client.query(
    `insert into variants (id, product_id, ordinal, size, color, color_key, price, stock)
     select "variantId", "productId", ordinal, size, color, "colorKey", price, stock
     from json_to_recordset($1::json) as v("variantId" uuid, "productId" uuid, ordinal int, size text, color text,
       "colorKey" text, price numeric, stock bigint)
     on conflict (id) do update set ordinal = excluded.ordinal, size = excluded.size, color = excluded.color,
       color_key = excluded.color_key, price = excluded.price`,
    [JSON.stringify(rows)],
  );
}

async function insertImages(client: PoolClient, products: readonly Listing[]): Promise<void> {
  const rows = products.flatMap((product) =>
    product.images.map((image, ordinal) => ({ ...image, productId: product.productId, ordinal })),
  );
  if (rows.length === 0) return;
  await client.query(
    `insert into product_images (id, product_id, ordinal, url, is_primary, position)
     select "imageId", "productId", ordinal, url, "isPrimary", position
     from json_to_recordset($1::json) as i("imageId" uuid, "productId" uuid, ordinal int, url text, "isPrimary" boolean,
       position int)`,
    [JSON.stringify(rows)],
  );
}

/** A review adds its rating to the product's sum and count; hiding it takes them back out. Sums add up in any order. */
async function addRatings(client: PoolClient, events: readonly StoredEvent[]): Promise<void> {
  const totals = new Map<string, { productId: string; sum: number; count: number }>();
  for (const event of events) {
    const { productId, rating } = event.data as DataOf<typeof ReviewWritten> | DataOf<typeof ReviewHidden>;
    const sign = event.type === 'ReviewWritten' ? 1 : -1;
    const total = totals.get(productId) ?? { productId, sum: 0, count: 0 };
    totals.set(productId, { productId, sum: total.sum + sign * rating, count: total.count + sign });
  }
  await client.query(
    `update products p set rating_sum = p.rating_sum + t.sum, rating_count = p.rating_count + t.count
     from json_to_recordset($1::json) as t("productId" uuid, sum integer, count integer) where p.id = t."productId"`,
    [JSON.stringify([...totals.values()])],
  );
}
