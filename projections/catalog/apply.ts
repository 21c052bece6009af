import type { PoolClient } from 'pg';
import type { StoredEvent } from '../../events/index.js';
import type { CategoryEvent, ProductCreated, ProductEvent, ProductRevised } from '../../events/catalog.js';

type Created = (typeof ProductCreated)['schema']['_output'];
type Revised = (typeof ProductRevised)['schema']['_output'];
type Variant = Revised['variants'][number] & { stock?: number };
type Image = Revised['images'][number];

export async function applyCatalogEvent(client: PoolClient, stored: StoredEvent): Promise<void> {
  const event = { type: stored.type, data: stored.data } as CategoryEvent | ProductEvent;
  switch (event.type) {
    case 'CategoryCreated': {
      const { categoryId, slug, nameEn, nameAr, createdAt } = event.data;
      await client.query(
        'insert into categories (id, slug, name_en, name_ar, created_at) values ($1, $2, $3, $4, $5)',
        [categoryId, slug, nameEn, nameAr, createdAt],
      );
      return;
    }
    case 'CategoryRenamed':
      await client.query('update categories set name_en = $2, name_ar = $3 where id = $1', [
        event.data.categoryId,
        event.data.nameEn,
        event.data.nameAr,
      ]);
      return;
    case 'CategoryDeleted':
      await client.query('delete from categories where id = $1', [event.data.categoryId]);
      return;
    case 'ProductCreated':
      return insertProduct(client, event.data);
    case 'ProductRevised':
      return reviseProduct(client, event.data);
    case 'StockAdjusted':
      await client.query('update variants set stock = $3 where id = $2 and product_id = $1', [
        event.data.productId,
        event.data.variantId,
        event.data.stock,
      ]);
      return;
    case 'StockReserved':
    case 'StockReleased':
      await client.query('update variants set stock = $3 where id = $2 and product_id = $1', [
        event.data.productId,
        event.data.variantId,
        event.data.remaining,
      ]);
      return;
    case 'ProductDeleted':
      // Variants and images go with it (on delete cascade).
      await client.query('delete from products where id = $1', [event.data.productId]);
      return;
  }
}

async function insertProduct(client: PoolClient, data: Created): Promise<void> {
  await client.query(
    `insert into products (id, slug, category_id, name_en, name_ar, description_en, description_ar, status,
       created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)`,
    [data.productId, data.slug, data.categoryId, data.nameEn, data.nameAr, data.descriptionEn, data.descriptionAr,
      data.status, data.createdAt],
  );
  await upsertVariants(client, data.productId, data.variants);
  await insertImages(client, data.productId, data.images);
}

async function reviseProduct(client: PoolClient, data: Revised): Promise<void> {
  await client.query(
    `update products set category_id = $2, name_en = $3, name_ar = $4, description_en = $5, description_ar = $6,
       status = $7, updated_at = $8
     where id = $1`,
    [data.productId, data.categoryId, data.nameEn, data.nameAr, data.descriptionEn, data.descriptionAr, data.status,
      data.revisedAt],
  );
  await client.query('delete from variants where product_id = $1 and not (id = any($2::uuid[]))', [
    data.productId,
    data.variants.map((variant) => variant.variantId),
  ]);
  await upsertVariants(client, data.productId, data.variants);
  await client.query('delete from product_images where product_id = $1', [data.productId]);
  await insertImages(client, data.productId, data.images);
}

/** New variants start with the stock given (0 after a revision); kept ones keep theirs. */
async function upsertVariants(client: PoolClient, productId: string, variants: readonly Variant[]): Promise<void> {
  if (variants.length === 0) return;
  await client.query(
    `insert into variants (id, product_id, ordinal, size, color, price, stock)
     select id, $1, ordinal - 1, size, color, price, stock
     from unnest($2::uuid[], $3::text[], $4::text[], $5::numeric[], $6::int[]) with ordinality
       as v(id, size, color, price, stock, ordinal)
     on conflict (id) do update set ordinal = excluded.ordinal, size = excluded.size, color = excluded.color,
       price = excluded.price`,
    [
      productId,
      variants.map((variant) => variant.variantId),
      variants.map((variant) => variant.size),
      variants.map((variant) => variant.color),
      variants.map((variant) => variant.price),
      variants.map((variant) => variant.stock ?? 0),
    ],
  );
}

async function insertImages(client: PoolClient, productId: string, images: readonly Image[]): Promise<void> {
  if (images.length === 0) return;
  await client.query(
    `insert into product_images (id, product_id, ordinal, url, is_primary, position)
     select id, $1, ordinal - 1, url, is_primary, position
     from unnest($2::uuid[], $3::text[], $4::boolean[], $5::int[]) with ordinality as i(id, url, is_primary, position, ordinal)`,
    [
      productId,
      images.map((image) => image.imageId),
      images.map((image) => image.url),
      images.map((image) => image.isPrimary),
      images.map((image) => image.position),
    ],
  );
}
