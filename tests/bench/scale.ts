// scale: grows a store in steps (200 / 2,000 / 10,000 products; 1,000 / 20,000 / 200,000 orders) and measures, at
// each step, what a shop at that size feels: product reads while shoppers order, the shopper's pages on a slow
// phone, the back office's tables, the oldest order's reachability, and an edit of the product with the longest
// stream against one of a new product; and the admin trying COD rules on the last 90 days of the history. Shoppers
// order across the whole catalog, while the store has run a while (warm) and right after a restart (cold).
import os from 'node:os';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { CodRules } from '../../events/cod.js';
import { simulateCodRules } from '../../services/orders/cod-simulation.js';
import { mailReactorName } from '../../services/mail/outbox.js';
import { createPool } from '../../infra/db.js';
import { createLogger } from '../../infra/logger.js';
import { admin, quick, roundsFor, secondsFor, serverEntry } from './lib/env.js';
import { keepProductSnapshots, placeReactorsAtHead, rebuildReadModels, sealLog, sealPersonalData, writeGeneratedLog } from './lib/generated-store.js';
import { keepAliveAgent, login, request, type HttpAnswer } from './lib/http.js';
import type { SeededProduct, SeededVariant } from './lib/catalog.js';
import { loadPage, startBrowser, type PageLoad } from './lib/page-load.js';
import type { Browser } from '@playwright/test';
import { alternatingEdits, productEditBody, type EditImage, type EditVariant, type TimedEdit } from './lib/product-edits.js';
import { startCluster } from './lib/postgres.js';
import { shapeOf } from './lib/replay-data.js';
import { atLeast, atMost, type Bench, type Target } from './lib/report.js';
import { startServer, type BenchServer } from './lib/server.js';
import { benchMetricsToken, describeWindow, scrapeProcess } from './lib/process-figures.js';
import { benchOrderSettings, registerShoppers, type Shopper } from './lib/shoppers.js';
import { withScope, type Scope } from './lib/scope.js';
import { median, percentile, round, type Cell } from './lib/stats.js';
import { placeOrders } from './orders.js';

interface Step {
  readonly products: number;
  readonly orders: number;
  readonly users: number;
}

/** BENCH_SCALE_STEPS="products:orders:customers,..." overrides the steps. */
function stepsToRun(): Step[] {
  const given = process.env.BENCH_SCALE_STEPS;
  if (given) {
    return given.split(',').map((step) => {
      const [products, orders, users] = step.split(':').map(Number);
      return { products: products!, orders: orders!, users: users ?? Math.max(500, Math.round(orders! / 10)) };
    });
  }
  if (quick) return [{ products: 200, orders: 1_000, users: 500 }];
  return [
    { products: 200, orders: 1_000, users: 1_000 },
    { products: 2_000, orders: 20_000, users: 5_000 },
    { products: 10_000, orders: 200_000, users: 20_000 },
  ];
}

/**
 * BENCH_SCALE_PARTS=reads measures only the reads while shoppers order (no pages, walk or edits); =pages only the
 * shopper's two pages on a slow phone (no reads, walk or edits): for iterating.
 */
const partsOnly = process.env.BENCH_SCALE_PARTS;
const notMeasured: PageLoad = { seconds: NaN, apiBytes: NaN, apiRequests: NaN, largestApi: '', heapMb: NaN };
const skipped = {
  home: notMeasured,
  category: notMeasured,
  adminOrders: notMeasured,
  adminProducts: notMeasured,
  oldest: { reachable: false, pages: 0, seconds: NaN, note: 'not measured' },
  edit: { longMs: NaN, newMs: NaN, streamLength: 0 },
};
const notSimulated: CodSimulationCost = { seconds: NaN, firstSeconds: NaN, ordersConsidered: 0, wouldRefuse: 0, kb: NaN, way: 'not measured' };

/**
 * BENCH_SCALE_REFERENCE=<another build's dist/server/main.js> (with BENCH_SCALE_PARTS=reads or pages): after the
 * step's own figures, the same reads while ordering (or the same page loads) against that build and this one,
 * alternating on the same database, so that a shared machine's load falls on both alike.
 */
const reference = process.env.BENCH_SCALE_REFERENCE;

const shoppersCount = 8;
const readersCount = 8;
const longStreamOrders = quick ? 200 : 2_000;
const gzip = { 'accept-encoding': 'gzip, deflate, br' };
/** What shows that each page has drawn its main content. */
const ready = {
  home: '[data-testid="product-list"] a',
  category: '[data-testid="product-list"] a',
  adminOrders: '[data-testid="order-row"]',
  adminProducts: '[data-testid="product-row"]',
};

interface StepFigures {
  readonly readsPerSecond: number;
  readonly readP50: number;
  readonly readP99: number;
  readonly ordersPerSecond: number;
  /** Orders/s in the first seconds after a restart, across the whole catalog, with nothing read before. */
  readonly coldOrdersPerSecond: number;
  readonly home: PageLoad;
  readonly category: PageLoad;
  readonly adminOrders: PageLoad;
  readonly adminProducts: PageLoad;
  readonly oldest: { reachable: boolean; pages: number; seconds: number; note: string };
  readonly edit: { longMs: number; newMs: number; streamLength: number };
  readonly codSimulation: CodSimulationCost;
}

/** Readers fetch product pages (three in four) and category pages (one in four) until the time is up. */
async function readProducts(server: BenchServer, slugs: readonly string[], categoryIds: readonly string[], seconds: number, read: Set<string>) {
  const deadline = performance.now() + seconds * 1000;
  const latencies: number[] = [];
  // Split by kind, and a product's first read here (its answer is built) from a repeat (it may be kept).
  const kinds = { list: [] as number[], firstProduct: [] as number[], repeatProduct: [] as number[] };
  let failures = 0;
  let firstFailure: string | undefined;
  await Promise.all(
    Array.from({ length: readersCount }, async (_, reader) => {
      const agent = keepAliveAgent(1);
      let n = reader;
      try {
        while (performance.now() < deadline) {
          n += readersCount;
          const list = n % 4 === 3;
          const slug = slugs[(n * 7919) % slugs.length]!;
          const url = list ? `${server.url}/api/products?category=${categoryIds[n % categoryIds.length]}&limit=24` : `${server.url}/api/products/${slug}`;
          const first = !list && !read.has(slug);
          if (!list) read.add(slug);
          const answer = await request(url, 'GET', { agent, headers: gzip });
          if (answer.status === 200) {
            latencies.push(answer.ms);
            (list ? kinds.list : first ? kinds.firstProduct : kinds.repeatProduct).push(answer.ms);
          } else {
            failures += 1;
            firstFailure ??= `${url}: ${answer.status} ${answer.text.slice(0, 120)}`;
          }
        }
      } finally {
        agent.destroy();
      }
    }),
  );
  return { latencies, kinds, failures, firstFailure, seconds };
}

/** The machine's one-minute load average, printed beside every figure: these machines are shared. */
const load = () => `load ${os.loadavg()[0]!.toFixed(2)}`;

/**
 * Every active product of the store with its variants that have units to sell: what the shoppers order from, so
 * that orders read the catalog's streams as a store's orders do, not a few short ones.
 */
async function catalogOfStore(pool: ReturnType<typeof createPool>): Promise<SeededProduct[]> {
  const result = await pool.query<{ id: string; slug: string; variants: SeededVariant[] }>(
    `select p.id, p.slug, json_agg(json_build_object('id', v.id, 'price', v.price::text, 'stock', v.stock) order by v.ordinal) as variants
       from products p join variants v on v.product_id = p.id
      where p.status = 'active' and v.stock >= 10
      group by p.id, p.slug`,
  );
  return result.rows;
}

interface Comparison {
  readonly databaseUrl: string;
  readonly shoppers: readonly Shopper[];
  readonly hot: readonly SeededProduct[];
  readonly slugs: readonly string[];
  readonly categoryIds: readonly string[];
  readonly step: Step;
}

type Build = 'reference' | 'ours';

/**
 * Rounds of (reference build, this build) on the step's database, each server started afresh for `measure` and
 * stopped after it.
 */
async function inAlternateRounds(
  databaseUrl: string,
  what: string,
  measure: (server: BenchServer, label: Build, round: number, scope: Scope) => Promise<void>,
): Promise<void> {
  for (let round = 0; round < roundsFor(3); round++) {
    for (const [label, entry] of [['reference', reference!], ['ours', serverEntry]] as const) {
      await withScope(`${label} ${what} round ${round + 1}`, async (scope) => {
        const server = await startServer(scope, { databaseUrl, entry, env: { ...benchOrderSettings, METRICS_TOKEN: benchMetricsToken } });
        await measure(server, label, round, scope);
      });
    }
  }
}

/** Rounds of (reference build, this build): each started afresh on the step's database, warmed, then measured. */
async function compareBuilds(first: BenchServer, setup: Comparison, log: (line: string) => void): Promise<void> {
  await first.stop();
  const p99s: Record<Build, number[]> = { reference: [], ours: [] };
  await inAlternateRounds(setup.databaseUrl, 'reads', async (server, label, round) => {
    const read = new Set<string>();
    await readProducts(server, setup.slugs, setup.categoryIds, quick ? 1 : 3, read);
    const seconds = secondsFor(10, 3);
    const before = await scrapeProcess(server.url);
    const [orders, reads] = await Promise.all([
      placeOrders(server.url, setup.shoppers, setup.hot, seconds, setup.step.products + round, new Map()),
      readProducts(server, setup.slugs, setup.categoryIds, seconds, read),
    ]);
    const after = await scrapeProcess(server.url);
    const p99 = percentile(reads.latencies, 99);
    p99s[label].push(p99);
    const kind = (values: number[]) => percentile(values, 99).toFixed(1);
    log(
      `${label} round ${round + 1}: reads ${(reads.latencies.length / reads.seconds).toFixed(0)}/s p99 ${p99.toFixed(1)} ms ` +
        `(list ${kind(reads.kinds.list)}, first ${kind(reads.kinds.firstProduct)}, again ${kind(reads.kinds.repeatProduct)}) ` +
        `while ${(orders.placed / orders.seconds).toFixed(0)} orders/s; ${describeWindow(before, after, reads.seconds)}`,
    );
  });
  log(`read p99 medians: reference ${median(p99s.reference).toFixed(1)} ms, ours ${median(p99s.ours).toFixed(1)} ms (ratio ${(median(p99s.ours) / median(p99s.reference)).toFixed(2)})`);
}

/**
 * The shopper's two pages on a slow phone, once on this build or, with a reference build, in rounds of (reference,
 * this build), each server started afresh on the step's database and its pages asked for once before the browser
 * loads them (the server's caches warm, as a running store's are). Answers this build's median load of each page.
 */
async function measurePages(first: BenchServer, databaseUrl: string, categoryId: string, log: (line: string) => void) {
  const pages = (url: string) => ({ home: `${url}/`, category: `${url}/shop?category=${categoryId}` });
  const loadBoth = async (browser: Browser, url: string) => ({
    home: await loadPage(browser, pages(url).home, ready.home, { device: 'phone-slow-4g' }),
    category: await loadPage(browser, pages(url).category, ready.category, { device: 'phone-slow-4g' }),
  });
  if (!reference) return withScope('pages', async (scope) => loadBoth(await startBrowser(scope), first.url));
  await first.stop();
  const loads: Record<Build, Array<{ home: PageLoad; category: PageLoad }>> = { reference: [], ours: [] };
  await inAlternateRounds(databaseUrl, 'pages', async (server, label, round, scope) => {
    for (const url of Object.values(pages(server.url))) await request(url, 'GET', { headers: gzip });
    const both = await loadBoth(await startBrowser(scope), server.url);
    loads[label].push(both);
    log(`${label} round ${round + 1}: home ${both.home.seconds.toFixed(2)} s, category ${both.category.seconds.toFixed(2)} s`);
  });
  const medianOf = (label: Build, page: 'home' | 'category') => median(loads[label].map((both) => both[page].seconds));
  for (const page of ['home', 'category'] as const) {
    log(`${page} medians: reference ${medianOf('reference', page).toFixed(2)} s, ours ${medianOf('ours', page).toFixed(2)} s (ratio ${(medianOf('ours', page) / medianOf('reference', page)).toFixed(2)})`);
  }
  const ours = loads.ours.at(-1)!;
  return { home: { ...ours.home, seconds: medianOf('ours', 'home') }, category: { ...ours.category, seconds: medianOf('ours', 'category') } };
}

/** Follows the admin orders list from the first page to the last; the oldest order must be on it. */
async function walkOrders(server: BenchServer, cookie: string, oldestNumber: number) {
  const agent = keepAliveAgent(1);
  const started = performance.now();
  const seen = new Set<string>();
  let pages = 0;
  let total = NaN;
  let lowest = Infinity;
  let next: string | null = '/api/admin/orders?limit=100';
  try {
    while (next && pages < 10_000 && performance.now() - started < 600_000) {
      const answer: HttpAnswer = await request(`${server.url}${next}`, 'GET', { cookie, agent });
      if (answer.status !== 200) return { reachable: false, pages, seconds: 0, note: `page ${pages + 1}: ${answer.status}` };
      pages += 1;
      total = Number(answer.headers['x-total-count']);
      for (const order of answer.body as Array<{ id: string; orderNumber: number }>) {
        seen.add(order.id);
        lowest = Math.min(lowest, order.orderNumber);
      }
      next = /<([^>]+)>;\s*rel="next"/.exec(String(answer.headers.link ?? ''))?.[1] ?? null;
    }
  } finally {
    agent.destroy();
  }
  const seconds = (performance.now() - started) / 1000;
  const reachable = lowest === oldestNumber && seen.size === total;
  return { reachable, pages, seconds, note: `${seen.size} distinct of X-Total-Count ${total}; lowest #${lowest}` };
}

/** A product with one variant of ample stock, as the admin form creates it. */
const productBody = (categoryId: string, name: string) =>
  productEditBody(categoryId, name, [{ size: 'M', color: 'Black', price: '200.00', stock: 1_000_000 }]);

/** A product whose stream holds `orders` sales, and a new one; then edits of each, alternating. */
async function editCost(server: BenchServer, cookie: string, shoppers: readonly Shopper[], categoryId: string, pool: ReturnType<typeof createPool>) {
  const create = async (name: string) => {
    const answer = await request(`${server.url}/api/admin/products`, 'POST', { cookie, body: productBody(categoryId, name) });
    if (answer.status !== 201) throw new Error(`create ${name}: ${answer.status} ${answer.text.slice(0, 200)}`);
    return answer.body as { id: string; variants: Array<{ id: string }> };
  };
  const long = await create('Bench Long Stream');
  let placed = 0;
  const deadline = performance.now() + 300_000;
  await Promise.all(
    shoppers.map(async (shopper) => {
      const agent = keepAliveAgent(1);
      try {
        while (placed < longStreamOrders && performance.now() < deadline) {
          placed += 1;
          const answer = await request(`${server.url}/api/orders`, 'POST', {
            cookie: shopper.cookie,
            agent,
            body: {
              items: [{ productId: long.id, variantId: long.variants[0]!.id, quantity: 1 }],
              shippingName: 'Bench Shopper',
              shippingPhone: '+971 50 123 4567',
              shippingCity: 'Dubai',
              shippingAddressLine1: 'Villa 1, Street 2',
            },
          });
          if (answer.status !== 201) throw new Error(`order on the long stream: ${answer.status} ${answer.text.slice(0, 200)}`);
        }
      } finally {
        agent.destroy();
      }
    }),
  );
  const fresh = await create('Bench New Product');
  const streamLength = Number(
    (await pool.query<{ n: string }>(`select count(*) as n from events where stream_id = $1`, [`product-${long.id}`])).rows[0]!.n,
  );
  const times = await alternatingEdits({ long, fresh }, quick ? 5 : 15, async (product, n) => {
    // The form's round trip: the product as the admin screen loads it, saved with a new name.
    const loaded = await request(`${server.url}/api/admin/products/${product.id}`, 'GET', { cookie });
    const current = loaded.body as { variants: EditVariant[]; images: EditImage[] };
    const body = productEditBody(categoryId, `Bench ${product === long ? 'long' : 'fresh'} edit ${n}`, current.variants, current.images);
    const answer = await request(`${server.url}/api/admin/products/${product.id}`, 'PATCH', { cookie, body });
    if (answer.status !== 200) throw new Error(`edit: ${answer.status} ${answer.text.slice(0, 200)}`);
    return { ms: answer.ms };
  });
  const ms = (edits: readonly TimedEdit[]) => median(edits.map((one) => one.ms));
  return { longMs: ms(times.long), newMs: ms(times.fresh), streamLength };
}

/**
 * The COD rules an admin might try on her history: a minimum and a maximum, a first order's limit, two emirates
 * closed and two refusals. On the generated history they stop about a quarter of the orders (most for the first
 * order's limit), so the answer lists some 30,000 of them.
 */
const codRulesTried: CodRules = {
  minOrder: '200.00',
  maxOrder: '3000.00',
  maxOrderNewCustomer: '1500.00',
  unavailableEmirates: ['umm-al-quwain', 'fujairah'],
  refusalLimit: 2,
};

interface CodSimulationCost {
  /** Median of the rounds. */
  readonly seconds: number;
  readonly firstSeconds: number;
  readonly ordersConsidered: number;
  readonly wouldRefuse: number;
  /** The answer on the wire (compressed as a browser accepts it). */
  readonly kb: number;
  readonly way: 'http' | 'in process' | 'not measured';
}

/**
 * `POST /api/admin/cod-rules/simulate` over the generated history's last 90 days (its orders are a minute apart, so
 * about 129,600 of them at 200,000), as the admin's page asks it, a few times. A build whose routers do not mount the
 * call yet (404) has the simulation timed in process instead, on the same database.
 */
async function simulationCost(server: BenchServer, cookie: string, pool: ReturnType<typeof createPool>): Promise<CodSimulationCost> {
  const last = await pool.query<{ at: Date | null }>('select max(placed_at) as at from cod_history_orders');
  const to = new Date((last.rows[0]?.at ?? new Date()).getTime() + 60_000);
  const from = new Date(to.getTime() - 90 * 24 * 60 * 60 * 1000);
  const body = { rules: codRulesTried, from: from.toISOString(), to: to.toISOString() };
  const rounds = quick ? 2 : 3;
  const times: number[] = [];
  let answer: { ordersConsidered: number; wouldRefuse: { orders: number } } | undefined;
  let kb = NaN;
  let way: CodSimulationCost['way'] = 'http';
  for (let round = 0; round < rounds; round++) {
    const sent = await request(`${server.url}/api/admin/cod-rules/simulate`, 'POST', { cookie, body, headers: gzip });
    if (sent.status === 404) {
      way = 'in process';
      break;
    }
    if (sent.status !== 200) throw new Error(`COD simulation: ${sent.status} ${sent.text.slice(0, 200)}`);
    times.push(sent.ms);
    kb = sent.raw.length / 1024;
    const coding = sent.headers['content-encoding'];
    const text = coding === 'br' ? brotliDecompressSync(sent.raw) : coding === 'gzip' ? gunzipSync(sent.raw) : sent.raw;
    answer = JSON.parse(text.toString('utf8')) as typeof answer;
  }
  if (way === 'in process') {
    for (let round = 0; round < rounds; round++) {
      const started = performance.now();
      const simulation = await simulateCodRules(pool, codRulesTried, { from, to });
      kb = Buffer.byteLength(JSON.stringify(simulation)) / 1024;
      times.push(performance.now() - started);
      answer = simulation;
    }
  }
  return {
    seconds: median(times) / 1000,
    firstSeconds: times[0]! / 1000,
    ordersConsidered: answer!.ordersConsidered,
    wouldRefuse: answer!.wouldRefuse.orders,
    kb,
    way,
  };
}

async function measureStep(step: Step, log: (line: string) => void, notes: string[]): Promise<StepFigures> {
  return withScope(`scale ${step.products}`, async (scope) => {
    const cluster = await startCluster(scope, `scale-${step.products}`);
    const databaseUrl = await cluster.database('store');
    const pool = createPool(databaseUrl, { max: 4, logger: createLogger('error'), applicationName: 'bench-scale' });
    scope.defer('close the pool', () => pool.end());

    // Stock enough for the shoppers below, who order from the generated catalog.
    const shape = { ...shapeOf(step), spareStock: 100_000 };
    let started = performance.now();
    await writeGeneratedLog(pool, shape, () => undefined);
    log(`generated ${shape.events.toLocaleString('en-US')} events (${step.products} products, ${step.users} customers, ${step.orders} orders) in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    started = performance.now();
    const sealed = await sealPersonalData(pool);
    log(`personal fields of ${sealed.toLocaleString('en-US')} events sealed in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    started = performance.now();
    await sealLog(pool);
    await placeReactorsAtHead(pool, ['low_stock_alerts', mailReactorName]);
    await rebuildReadModels(pool);
    const snapshots = await keepProductSnapshots(pool);
    log(`sealed, read models built and ${snapshots} product snapshots kept in ${((performance.now() - started) / 1000).toFixed(0)} s`);

    const serverEnv = { ...benchOrderSettings, METRICS_TOKEN: benchMetricsToken };
    let server = await startServer(scope, { databaseUrl, env: serverEnv });
    const cookie = await login(server.url, admin.email, admin.password);
    // Before the shoppers below order: the history is the generated one alone.
    const codSimulation = partsOnly === 'pages' ? notSimulated : await simulationCost(server, cookie, pool);
    if (codSimulation.way !== 'not measured') {
      log(
        `cod simulation (90 days, ${codSimulation.way}): ${codSimulation.seconds.toFixed(2)} s (first ${codSimulation.firstSeconds.toFixed(2)} s), ` +
          `${codSimulation.ordersConsidered} orders, ${codSimulation.wouldRefuse} refused, ${codSimulation.kb.toFixed(0)} KB answer`,
      );
    }
    const hot = await catalogOfStore(pool);
    const shoppers = await registerShoppers(server.url, shoppersCount);
    const categories = (await request(`${server.url}/api/categories`, 'GET')).body as Array<{ id: string }>;
    const categoryIds = categories.map((category) => category.id);
    const slugs = Array.from({ length: step.products }, (_, index) => `bench-abaya-${index}`);

    if (partsOnly === 'pages') {
      const { home, category } = await measurePages(server, databaseUrl, categoryIds[0]!, log);
      return { readsPerSecond: NaN, readP50: NaN, readP99: NaN, ordersPerSecond: NaN, coldOrdersPerSecond: NaN, ...skipped, home, category, codSimulation };
    }

    // Warm the caches, then read while shoppers order.
    const read = new Set<string>();
    await readProducts(server, slugs, categoryIds, quick ? 1 : 3, read);
    const seconds = secondsFor(10, 3);
    const before = await scrapeProcess(server.url);
    const [orders, reads] = await Promise.all([
      placeOrders(server.url, shoppers, hot, seconds, step.products, new Map()),
      readProducts(server, slugs, categoryIds, seconds, read),
    ]);
    const after = await scrapeProcess(server.url);
    if (reads.firstFailure) notes.push(`${step.products} products: read failed: ${reads.firstFailure}`);
    if (orders.firstFailure) notes.push(`${step.products} products: order failed: ${orders.firstFailure}`);
    const figures = {
      readsPerSecond: reads.latencies.length / reads.seconds,
      readP50: percentile(reads.latencies, 50),
      readP99: percentile(reads.latencies, 99),
      ordersPerSecond: orders.placed / orders.seconds,
    };
    log(`reads ${figures.readsPerSecond.toFixed(0)}/s p99 ${figures.readP99.toFixed(1)} ms while ${figures.ordersPerSecond.toFixed(0)} orders/s (${hot.length} products ordered from)`);
    const p99 = (values: number[]) => `p99 ${percentile(values, 99).toFixed(1)} ms (${values.length})`;
    log(`reads by kind: list ${p99(reads.kinds.list)}, product first read ${p99(reads.kinds.firstProduct)}, product read again ${p99(reads.kinds.repeatProduct)}`);
    log(describeWindow(before, after, reads.seconds));

    // A restart: the folds kept in memory are gone; shoppers order at once, across the whole catalog.
    await server.stop();
    server = await startServer(scope, { databaseUrl, env: serverEnv });
    const cold = await placeOrders(server.url, shoppers, hot, seconds, step.products + 7, new Map());
    if (cold.firstFailure) notes.push(`${step.products} products: order after the restart failed: ${cold.firstFailure}`);
    const coldOrdersPerSecond = cold.placed / cold.seconds;
    log(`cold: ${coldOrdersPerSecond.toFixed(0)} orders/s in the first ${seconds} s after a restart (${cold.conflicts} refused for stock)`);

    if (partsOnly === 'reads') {
      if (reference) await compareBuilds(server, { databaseUrl, shoppers, hot, slugs, categoryIds, step }, log);
      return { ...figures, coldOrdersPerSecond, ...skipped, codSimulation };
    }

    const browser = await startBrowser(scope);
    const home = await loadPage(browser, `${server.url}/`, ready.home, { device: 'phone-slow-4g' });
    const category = await loadPage(browser, `${server.url}/shop?category=${categoryIds[0]}`, ready.category, { device: 'phone-slow-4g' });
    const adminOrders = await loadPage(browser, `${server.url}/admin/orders`, ready.adminOrders, { device: 'desktop', signIn: admin });
    const adminProducts = await loadPage(browser, `${server.url}/admin/products`, ready.adminProducts, { device: 'desktop', signIn: admin });
    for (const [name, page] of Object.entries({ home, category, adminOrders, adminProducts })) {
      log(`${name}: ${page.seconds.toFixed(2)} s, ${(page.apiBytes / 1024).toFixed(1)} KB JSON in ${page.apiRequests} answers (largest ${page.largestApi}), heap ${page.heapMb.toFixed(0)} MB`);
    }

    const oldestNumber = Number((await pool.query<{ n: string }>('select min(order_number) as n from orders')).rows[0]!.n);
    const oldest = await walkOrders(server, cookie, oldestNumber);
    log(`oldest order: ${oldest.reachable ? 'reachable' : 'NOT reachable'} in ${oldest.pages} pages, ${oldest.seconds.toFixed(1)} s (${oldest.note})`);
    const edit = await editCost(server, cookie, shoppers, categoryIds[0]!, pool);
    log(`edit: ${edit.longMs.toFixed(1)} ms on a ${edit.streamLength}-event stream, ${edit.newMs.toFixed(1)} ms on a new product`);
    const warnings = server.logLines.filter((line) => /"level":"(warn|error|fatal)"/.test(line));
    if (warnings.length > 0) notes.push(`${step.products} products: the store logged ${warnings.length} warnings/errors, first: ${warnings[0]!.slice(0, 200)}`);
    return { ...figures, coldOrdersPerSecond, home, category, adminOrders, adminProducts, oldest, edit, codSimulation };
  });
}

export const scale: Bench = (context) =>
  withScope('scale', async () => {
    const steps = stepsToRun();
    const notes: string[] = [];
    const rows: Cell[][] = [[
      'products', 'orders', 'reads/s', 'read p99 ms', 'orders/s', 'orders/s cold', 'load', 'home KB', 'home s', 'category KB', 'category s',
      'admin orders s', 'heap MB', 'admin products s', 'heap MB', 'oldest order', 'edit long/new ms', 'cod simulation (90 days) s',
    ]];
    const figures: Record<string, unknown> = {};
    const measured: Array<{ step: Step; figures: StepFigures }> = [];
    for (const step of steps) {
      const result = await measureStep(step, (line) => context.log(`${step.products} products: ${line} [${load()}]`), notes);
      measured.push({ step, figures: result });
      figures[`${step.products} products / ${step.orders} orders`] = result;
      rows.push([
        step.products, step.orders, result.readsPerSecond, result.readP99, result.ordersPerSecond, result.coldOrdersPerSecond,
        round(os.loadavg()[0]!, 2),
        result.home.apiBytes / 1024, result.home.seconds, result.category.apiBytes / 1024, result.category.seconds,
        result.adminOrders.seconds, result.adminOrders.heapMb, result.adminProducts.seconds, result.adminProducts.heapMb,
        result.oldest.reachable ? `yes (${result.oldest.pages} pages)` : 'NO',
        `${round(result.edit.longMs, 1)} / ${round(result.edit.newMs, 1)} (${result.edit.streamLength} events)`,
        Number.isFinite(result.codSimulation.seconds)
          ? `${round(result.codSimulation.seconds, 2)} (${result.codSimulation.ordersConsidered} orders, ${result.codSimulation.wouldRefuse} refused${result.codSimulation.way === 'in process' ? ', in process' : ''})`
          : '',
      ]);
    }
    const first = measured[0]!.figures;
    const last = measured.at(-1)!;
    const at = `${last.step.products} products / ${last.step.orders} orders`;
    const targets: Target[] = [
      atMost(`scale: product reads p99 while ordering (${at})`, last.figures.readP99, 50, 'ms'),
      atLeast(`scale: orders/s vs ${measured[0]!.step.products} products (${at})`, last.figures.ordersPerSecond / first.ordersPerSecond, 0.8),
      atLeast(`scale: orders/s right after a restart vs ${measured[0]!.step.products} products (${at})`, last.figures.coldOrdersPerSecond / first.coldOrdersPerSecond, 0.9),
      atMost(`scale: cod simulation (90 days, ${at})`, last.figures.codSimulation.seconds, 3, 's'),
      atMost('scale: home API JSON (gzip)', last.figures.home.apiBytes / 1024, 100, 'KB'),
      atMost('scale: category page API JSON (gzip)', last.figures.category.apiBytes / 1024, 100, 'KB'),
      atMost('scale: home grid on slow 4G', last.figures.home.seconds, 3, 's'),
      atMost('scale: category grid on slow 4G', last.figures.category.seconds, 3, 's'),
      atMost('scale: admin orders page', last.figures.adminOrders.seconds, 1.5, 's'),
      atMost('scale: admin products page', last.figures.adminProducts.seconds, 1.5, 's'),
      atMost('scale: admin orders tab heap', last.figures.adminOrders.heapMb, 150, 'MB'),
      atMost('scale: admin products tab heap', last.figures.adminProducts.heapMb, 150, 'MB'),
      atLeast('scale: oldest order reachable', last.figures.oldest.reachable ? 1 : 0, 1),
      atMost(`scale: edit of a ${last.figures.edit.streamLength}-event stream vs a new product`, last.figures.edit.longMs / last.figures.edit.newMs, 2),
    ];
    if (partsOnly === 'reads') targets.splice(4);
    if (partsOnly === 'pages') targets.splice(0, targets.length, ...targets.filter((target) => / on slow 4G$/.test(target.name)));
    notes.push('reads: 8 readers, three in four `GET /api/products/:slug` of the generated products, one in four a category page (`limit=24`), gzip accepted; orders: 8 shoppers across every product of the generated catalog (variants with 10 units or more), after the reads warmed the store and again right after a restart (cold); product snapshots as a running store keeps them (one every 20 events of a stream)');
    notes.push(`cod simulation: POST /api/admin/cod-rules/simulate over the generated history's last 90 days (before the shoppers order), median of the rounds; rules ${JSON.stringify(codRulesTried)}`);
    notes.push('pages: home and /shop?category= on a phone (412×823, 4× CPU slowdown, DevTools slow 4G: 562.5 ms RTT, 1.47 Mbps); admin tables on a desktop on loopback; KB = JSON API answers on the wire (headers and gzip bodies); heap = JS heap used once the page shows');
    return { rounds: rows, figures, targets: targets.map((target) => ({ ...target, value: target.value === null ? null : round(target.value, 2) })), notes };
  });

