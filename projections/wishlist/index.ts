import type { Queryable, StoredEvent } from '../../events/index.js';
import type { WishlistEvent } from '../../events/wishlist.js';
import { wishlistEvents } from '../../events/wishlist.js';
import { runsOf } from '../engine/bulk.js';
import { defineProjection } from '../engine/projection.js';

type DataOf<Type extends WishlistEvent['type']> = Extract<WishlistEvent, { type: Type }>['data'];

/** Shoppers' saved products, one row per shopper and product. */
export const wishlistProjection = defineProjection({
  name: 'wishlist',
  handles: wishlistEvents.map((definition) => definition.type),
  tables: ['wishlist_items'],
  migrations: [
    {
      id: 'projection:wishlist:1',
      sql: `create table wishlist_items (
        user_id uuid not null,
        product_id uuid not null,
        added_at timestamptz not null,
        primary key (user_id, product_id)
      );
      create index wishlist_items_newest on wishlist_items (user_id, added_at desc, product_id desc);`,
    },
  ],
  async apply(client, events) {
    // The decider never adds what is there nor removes what is not, so in a run of one kind no row comes twice.
    const key = (event: StoredEvent) => {
      const { userId, productId } = event.data as DataOf<'WishlistItemRemoved'>;
      return [`${userId}/${productId}`];
    };
    for (const run of runsOf(events, (event) => event.type, key)) {
      const rows = JSON.stringify(run.events.map((event) => event.data));
      if (run.kind === 'WishlistItemAdded') {
        await client.query(
          `insert into wishlist_items (user_id, product_id, added_at)
           select "userId", "productId", "addedAt" from json_to_recordset($1::json) as w("userId" uuid, "productId" uuid, "addedAt" timestamptz)
           on conflict (user_id, product_id) do update set added_at = excluded.added_at`,
          [rows],
        );
      } else {
        await client.query(
          `delete from wishlist_items w using json_to_recordset($1::json) as r("userId" uuid, "productId" uuid)
           where w.user_id = r."userId" and w.product_id = r."productId"`,
          [rows],
        );
      }
    }
  },
});

export interface WishlistEntry {
  readonly productId: string;
  readonly addedAt: string;
  /** Null once the product is deleted: the entry stays until she removes it. */
  readonly product: {
    readonly slug: string;
    readonly nameEn: string;
    readonly nameAr: string;
    /** The lowest of its variants' prices, numeric(10,2) as text. */
    readonly price: string | null;
    readonly imageUrl: string | null;
    /** Shown in the shop (active); an inactive product cannot be bought. */
    readonly isActive: boolean;
    /** Some size of it has stock. */
    readonly inStock: boolean;
  } | null;
}

/** Her saved products, newest first, `limit` after the key (addedAt, productId); and how many she has. */
export async function listWishlist(
  db: Queryable,
  userId: string,
  page: { readonly limit: number; readonly after: readonly [string, string] | null },
): Promise<{ rows: WishlistEntry[]; total: number }> {
  const [rows, count] = await Promise.all([
    db.query<WishlistEntry>(
      `select w.product_id as "productId", to_json(w.added_at) #>> '{}' as "addedAt",
         case when p.id is null then null else json_build_object(
           'slug', p.slug, 'nameEn', p.name_en, 'nameAr', p.name_ar,
           'price', (select min(v.price)::text from variants v where v.product_id = p.id),
           'imageUrl', (select i.url from product_images i where i.product_id = p.id
                        order by i.is_primary desc, i.position, i.ordinal limit 1),
           'isActive', p.status = 'active',
           'inStock', exists (select 1 from variants v where v.product_id = p.id and v.stock > 0)) end as product
       from wishlist_items w left join products p on p.id = w.product_id
       where w.user_id = $1 and ($2::timestamptz is null or (w.added_at, w.product_id) < ($2::timestamptz, $3::uuid))
       order by w.added_at desc, w.product_id desc limit $4`,
      [userId, page.after?.[0] ?? null, page.after?.[1] ?? null, page.limit],
    ),
    db.query<{ n: number }>(`select count(*)::int as n from wishlist_items where user_id = $1`, [userId]),
  ]);
  return { rows: rows.rows, total: count.rows[0]!.n };
}

/** Whether the shop sells the product now (it exists and is active): only such a product can be saved. */
export async function isProductOnSale(db: Queryable, productId: string): Promise<boolean> {
  const result = await db.query(`select 1 from products where id = $1 and status = 'active'`, [productId]);
  return result.rowCount === 1;
}
