import type { Migration } from '../engine/projection.js';
import { categoryEvents, productEvents } from '../../events/catalog.js';
import { reviewEvents } from '../../events/reviews.js';
import { isStockEventType } from '../../events/stock.js';
import { versionTableSql } from '../engine/read-model-version.js';
import { defaultPalette } from '../../rules/colours.js';

/**
 * The events catalog_version counts: every change the catalog shows but a variant's stock figure (ADR 023); a
 * review written or hidden changes a product's rating, so it counts too.
 */
const countedTypes = [...categoryEvents, ...productEvents, ...reviewEvents]
  .map((definition) => definition.type)
  .filter((type) => !isStockEventType(type));

export const catalogTables = ['categories', 'products', 'variants', 'product_images', 'catalog_version', 'colours', 'catalog_words'] as const;

const sqlText = (text: string) => `'${text.replace(/'/g, "''")}'`;

export const catalogMigrations: readonly Migration[] = [
  {
    id: 'projection:catalog:1',
    sql: `create table categories (
      id uuid primary key,
      slug text not null unique,
      name_en text not null,
      name_ar text not null,
      created_at timestamptz not null
    );

    create table products (
      id uuid primary key,
      slug text not null unique,
      category_id uuid not null,
      name_en text not null,
      name_ar text not null,
      description_en text,
      description_ar text,
      status text not null check (status in ('active', 'inactive')),
      created_at timestamptz not null,
      updated_at timestamptz not null
    );
    create index products_category on products (category_id);
    create index products_newest on products (created_at desc, id);

    create table variants (
      id uuid primary key,
      product_id uuid not null references products (id) on delete cascade,
      ordinal integer not null,
      size text,
      color text,
      price numeric(10, 2) not null check (price >= 0),
      stock integer not null check (stock >= 0)
    );
    create index variants_product on variants (product_id, ordinal);

    create table product_images (
      id uuid primary key,
      product_id uuid not null references products (id) on delete cascade,
      ordinal integer not null,
      url text not null,
      is_primary boolean not null,
      position integer not null
    );
    create index product_images_product on product_images (product_id, position, ordinal);

    ${versionTableSql('catalog_version')}`,
  },
  {
    // Each product's stream version, read with its row: the admin's product read answers it as an ETag and an
    // edit names it in If-Match, so an edit made on a form loaded before a sale (orders move the version) is
    // refused instead of setting the stock back. Existing rows take the version of the last event the catalog
    // projection has applied from their stream (none past its checkpoint), so row and version agree.
    id: 'projection:catalog:2',
    sql: `alter table products add column version integer not null default 0;
    update products p set version = coalesce((
      select max(e.stream_version) from events e
      where e.stream_id = 'product-' || p.id::text
        and (e.transaction_id, e.global_position) <= (
          select c.transaction_id, c.global_position from projection_checkpoints c where c.name = 'catalog')
    ), 0);`,
  },
  {
    // The shop's paged list (shop-list.ts): each product's lowest price for the price sorts and filters, the text
    // search compares (search.ts; the function and pg_trgm come from a store-wide migration before this one), and
    // their indexes. The version stops counting stock events (ADR 023): the live tables get the count the new rule
    // gives up to their checkpoint, so a rebuild still matches them; a rebuild's shadow tables start from 0.
    id: 'projection:catalog:3',
    sql: `alter table products add column price_from numeric(10, 2) not null default 0;
    update products p set price_from = coalesce((select min(v.price) from variants v where v.product_id = p.id), 0);
    alter table products add column search_text text not null
      generated always as (public.catalog_search_text(name_en, name_ar, description_en, description_ar)) stored;
    create index products_search on products using gin (search_text public.gin_trgm_ops);
    create index products_price on products (price_from, id);
    update catalog_version set changes = (
      select count(*) from events e
      where e.type = any(array[${countedTypes.map((type) => `'${type}'`).join(', ')}])
        and (e.transaction_id, e.global_position) <= (
          select c.transaction_id, c.global_position from projection_checkpoints c where c.name = 'catalog')
    ) where current_schema() = 'public';`,
  },
  {
    // Shoppers' ratings, kept on the product row the shop reads: a review changes what the product's answer says,
    // so it moves the catalog's version like any other change to it.
    id: 'projection:catalog:4',
    sql: `alter table products add column rating_sum integer not null default 0,
      add column rating_count integer not null default 0;`,
  },
  {
    // A variant's stock as bigint (ADR 061). Adjustments and entered counts stop at 1,000,000, but units put back
    // (a cancelled or deleted order) may take a variant past it, and an integer column refusing a figure the log
    // already holds would stop the whole catalog at that event.
    id: 'projection:catalog:5',
    sql: `alter table variants alter column stock type bigint;`,
  },
  {
    // The shop's search by stems, synonyms and weights (search.ts): each product's text-search document, names
    // weighted above descriptions, from the store-wide functions applied before this one, and its index; and the
    // names alone as search compares them, which a search's order ranks above the rest of the text and in which
    // it looks for misspellings (their trigram index). Categories get
    // the same two of their names: a search finds a product by its category's name.
    id: 'projection:catalog:6',
    sql: `alter table products add column search_vector tsvector
      generated always as (public.catalog_search_vector(name_en, name_ar, description_en, description_ar)) stored,
      add column search_names text not null generated always as (public.catalog_search_text(name_en, name_ar)) stored;
    create index products_search_vector on products using gin (search_vector);
    create index products_search_names on products using gin (search_names public.gin_trgm_ops);
    alter table categories add column search_text text not null
        generated always as (public.catalog_search_text(name_en, name_ar)) stored,
      add column search_vector tsvector not null
        generated always as (to_tsvector('pg_catalog.english'::regconfig, public.catalog_search_stemmed(name_en, name_ar))) stored;`,
  },
  {
    // Managed colours (events/colours.ts): the opening palette (rules/colours.ts, fixed), then the admins'
    // additions and changes. Each variant names its colour by key; rows applied before this read their key from their colour text
    // as the events' upcast does (a palette colour's English name or key, in any case), so live rows match a
    // rebuild. The key index serves the shop's colour filter and its counts.
    id: 'projection:catalog:7',
    sql: `create table colours (
      key text primary key,
      name_en text not null,
      name_ar text not null,
      hex text not null,
      ordinal integer not null
    );
    insert into colours (key, name_en, name_ar, hex, ordinal) values
      ${defaultPalette.map((colour, index) => `(${[colour.key, colour.nameEn, colour.nameAr, colour.hex].map(sqlText).join(', ')}, ${index + 1})`).join(',\n      ')};
    alter table variants add column color_key text;
    update variants v set color_key = c.key from colours c
      where lower(btrim(v.color)) = c.key or lower(btrim(v.color)) = lower(c.name_en);
    create index variants_colour on variants (color_key, product_id);`,
  },
  {
    // The lexicon of the products' names (search.ts, catalog_search_name_words): each word with the number of
    // products whose names hold it, kept as products are created, revised and deleted (apply.ts). A misspelt word
    // is compared with these few thousand words through their trigram index, not with every product's names.
    id: 'projection:catalog:8',
    sql: `create table catalog_words (
      word text primary key,
      products integer not null check (products > 0)
    );
    create index catalog_words_trigrams on catalog_words using gin (word public.gin_trgm_ops);
    insert into catalog_words (word, products)
      select w.word, count(*) from products p cross join public.catalog_search_name_words(p.search_names) as w(word)
      group by w.word;`,
  },
  {
    // A category's page of the shop in each of its orders (shop-list.ts): the category's products in the order's
    // index, so a page reads its rows and stops, instead of walking every product's newest-first index and throwing
    // away the other categories' rows. The first also serves what the plain category index served.
    id: 'projection:catalog:9',
    sql: `create index products_category_newest on products (category_id, created_at desc, id);
    create index products_category_price on products (category_id, price_from, id);
    drop index products_category;`,
  },
];
