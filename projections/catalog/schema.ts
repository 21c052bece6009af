import type { Migration } from '../engine/projection.js';
import { categoryEvents, productEvents } from '../../events/catalog.js';
import { reviewEvents } from '../../events/reviews.js';
import { isStockEventType } from '../../events/stock.js';
import { versionTableSql } from '../engine/read-model-version.js';

/**
 * The events catalog_version counts: every change the catalog shows but a variant's stock figure (ADR 023); a
 * review written or hidden changes a product's rating, so it counts too.
 */
const countedTypes = [...categoryEvents, ...productEvents, ...reviewEvents]
  .map((definition) => definition.type)
  .filter((type) => !isStockEventType(type));

export const catalogTables = ['categories', 'products', 'variants', 'product_images', 'catalog_version'] as const;

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
];
