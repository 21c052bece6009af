// search: the shop's search (GET /api/products?q=…, and the search box's suggestions) at 10,000 products, in
// process on a real PostgreSQL. The catalog read model is filled directly (bilingual names and descriptions drawn
// from the store's vocabulary, 4 variants and a picture each, 24 categories), then each query is timed as the
// list's service runs it when nothing is kept: the count of the words' own matches, the typo decision, the first
// page (24, by relevance) and its count; and as the suggestions run it (6, no count).
import { storeMigrations } from '../../app/schema.js';
import { createPool } from '../../infra/db.js';
import { createLogger } from '../../infra/logger.js';
import { migrate } from '../../infra/migrate.js';
import { countShopProducts, listShopProducts, searchWords } from '../../projections/catalog/index.js';
import { fewSearchMatches } from '../../services/catalog/shop-list.js';
import { startCluster } from './lib/postgres.js';
import { atMost, type Bench } from './lib/report.js';
import { withScope } from './lib/scope.js';
import { median, percentile, round, type Cell } from './lib/stats.js';

const products = 10_000;
// "soft" is in every description: the broadest search there can be, every product scored.
const queries = ['abaya', 'abayas', 'عباية', 'العبايات', 'hijabs', 'حجابات', 'فساتين', 'black abaya', 'kaftan', 'abya', 'hijb', 'zzqxv', 'soft'];

export const search: Bench = (context) =>
  withScope('search', async (scope) => {
    const runs = context.quick ? 5 : 30;
    const cluster = await startCluster(scope, 'search');
    const pool = createPool(await cluster.database('search'), { max: 4, logger: createLogger('error') });
    scope.defer('close the pool', () => pool.end());
    await migrate(pool, storeMigrations);
    context.log(`filling the catalog read model with ${products} products`);
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
      analyze;`);

    const time = async (read: () => Promise<unknown>) => {
      const started = performance.now();
      await read();
      return performance.now() - started;
    };
    /** The list's first page as the service reads it with nothing kept. */
    const listPage = async (q: string) => {
      const filters = { words: searchWords(q) };
      const typos = (await countShopProducts(pool, filters)) < fewSearchMatches;
      return listShopProducts(pool, { filters, sort: 'relevance', fetch: 25, after: null, typos });
    };
    const suggest = async (q: string) => {
      const filters = { words: searchWords(q) };
      const { rows } = await listShopProducts(pool, { filters, sort: 'relevance', fetch: 6, after: null, total: 0 });
      if (rows.length < fewSearchMatches) await listShopProducts(pool, { filters, sort: 'relevance', fetch: 6, after: null, total: 0, typos: true });
    };

    const rows: Cell[][] = [['q', 'matches', 'list: p50 ms', 'list: p95 ms', 'suggestions: p50 ms', 'suggestions: p95 ms']];
    const worst: number[] = [];
    for (const q of queries) {
      const { total } = await listPage(q);
      const list: number[] = [];
      const box: number[] = [];
      for (let run = 0; run < runs; run++) {
        list.push(await time(() => listPage(q)));
        box.push(await time(() => suggest(q)));
      }
      worst.push(percentile(list, 95), percentile(box, 95));
      context.log(`${q}: ${total} matches, list p50 ${round(median(list))} ms, suggestions p50 ${round(median(box))} ms`);
      rows.push([q, total, round(median(list)), round(percentile(list, 95)), round(median(box)), round(percentile(box, 95))]);
    }
    const plan = await pool.query<{ 'QUERY PLAN': string }>(
      `explain select count(*) from products p where p.search_vector @@ public.catalog_search_query('abayas', '[]'::jsonb)`,
    );
    const p95 = Math.max(...worst);
    return {
      rounds: rows,
      figures: { products, p95 },
      targets: [atMost('search: slowest query p95 at 10,000 products', round(p95), 50, 'ms')],
      notes: [
        `${runs} runs of each query; "list" is the first page of 24 by relevance with both counts, nothing kept`,
        `plan of a stem match: ${plan.rows.map((row) => row['QUERY PLAN'].trim()).join(' / ')}`,
      ],
    };
  });
