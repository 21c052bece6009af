import type { Migration } from '../engine/projection.js';
import { versionTableSql } from '../engine/read-model-version.js';

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
];
