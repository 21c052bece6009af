// search: the shop's search (GET /api/products?q=…, and the search box's suggestions) at 10,000 products, in
// process on a real PostgreSQL. The catalog read model is filled directly (bilingual names and descriptions drawn
// from the store's vocabulary, 4 variants and a picture each, 24 categories), then each query is timed as the
// list's service runs it when nothing is kept: the first page (24, by relevance) with the count of the words' own
// matches, and when they are few the page again with misspellings and its count; and as the suggestions run it (6, no count).
import { storeMigrations } from '../../app/schema.js';
import { createPool } from '../../infra/db.js';
import { createLogger } from '../../infra/logger.js';
import { migrate } from '../../infra/migrate.js';
import { listShopProducts, searchWords } from '../../projections/catalog/index.js';
import { fewSearchMatches } from '../../services/catalog/shop-list.js';
import { startCluster } from './lib/postgres.js';
import { fillSearchCatalog } from './lib/search-catalog.js';
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
    await fillSearchCatalog(pool, products);

    const time = async (read: () => Promise<unknown>) => {
      const started = performance.now();
      await read();
      return performance.now() - started;
    };
    /**
     * The list's first page as the service reads it with nothing kept: the page in order of relevance, which counts
     * the words' own matches as it scores them; then, when they are fewer than three, the page again with typos.
     */
    const listPage = async (q: string) => {
      const filters = { words: searchWords(q) };
      const strict = await listShopProducts(pool, { filters, sort: 'relevance', fetch: 25, after: null });
      if (strict.total >= fewSearchMatches) return strict;
      return listShopProducts(pool, { filters, sort: 'relevance', fetch: 25, after: null, typos: true });
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
