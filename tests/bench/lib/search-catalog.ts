import type { Pool } from 'pg';

/**
 * Fills the catalog read model (already migrated) with `products` products for the search benchmark: bilingual names
 * and descriptions drawn from the store's vocabulary (a kind, a material, a colour), 4 variants and a picture each,
 * 24 categories named after the kinds, and the lexicon of names the projection would keep (catalog_words). "Soft" is
 * in every description, so a search for it scores every product.
 */
export async function fillSearchCatalog(pool: Pool, products: number): Promise<void> {
  await pool.query(`
      insert into categories (id, slug, name_en, name_ar, created_at)
      select gen_random_uuid(), 'category-' || n, (array['Abayas','Hijabs','Dresses','Kaftans','Jalabiyas','Accessories'])[1 + n % 6] || ' ' || n,
        (array['عبايات','حجابات','فساتين','قفاطين','جلابيات','إكسسوارات'])[1 + n % 6] || ' ' || n, now()
      from generate_series(1, 24) as n;
      insert into products (id, slug, category_id, name_en, name_ar, description_en, description_ar, status, created_at,
        updated_at, version, price_from)
      select gen_random_uuid(), 'product-' || n, categories[1 + n % 24],
        colour_en[1 + (n / 8) % 5] || ' ' || material_en[1 + (n / 40) % 5] || ' ' || kind_en[1 + n % 8] || ' ' || n,
        kind_ar[1 + n % 8] || ' ' || material_ar[1 + (n / 40) % 5] || ' ' || colour_ar[1 + (n / 8) % 5] || ' ' || n,
        'Soft ' || lower(material_en[1 + (n / 40) % 5]) || ', cut loose for every day'
          || case when n % 6 = 0 then '; wears well over an abaya or with a hijab' else '' end,
        'قماش ' || material_ar[1 + (n / 40) % 5] || ' ناعم للاستعمال اليومي'
          || case when n % 6 = 0 then '، يناسب العباية والحجاب' else '' end,
        case when n % 20 = 0 then 'inactive' else 'active' end, now() - make_interval(mins => n), now(), 1, 50 + n % 400
      from generate_series(1, ${products}) as n,
        (select array_agg(id order by slug) as categories from categories) as c,
        (select array['Abaya', 'Hijab', 'Dress', 'Kaftan', 'Jalabiya', 'Shayla', 'Brooch', 'Prayer Robe'] as kind_en,
          array['عباية', 'حجاب', 'فستان', 'قفطان', 'جلابية', 'شيلة', 'بروش', 'إسدال الصلاة'] as kind_ar,
          array['Black', 'Navy', 'Sand', 'Olive', 'Plum'] as colour_en,
          array['سوداء', 'كحلية', 'رملية', 'زيتية', 'بنفسجية'] as colour_ar,
          array['Crepe', 'Linen', 'Silk', 'Chiffon', 'Cotton'] as material_en,
          array['كريب', 'كتان', 'حرير', 'شيفون', 'قطن'] as material_ar) as words;
      insert into variants (id, product_id, ordinal, size, color, price, stock)
      select gen_random_uuid(), p.id, o, (array['S','M','L','XL'])[o + 1], 'Black', p.price_from + o * 10, 5
      from products p, generate_series(0, 3) as o;
      insert into product_images (id, product_id, ordinal, url, is_primary, position)
      select gen_random_uuid(), p.id, 0, 'https://images.example.com/' || p.slug || '.jpg', true, 0 from products p;
      insert into catalog_words (word, products)
      select w.word, count(*) from products p cross join public.catalog_search_name_words(p.search_names) as w(word)
      group by w.word;
      analyze;`);
}
