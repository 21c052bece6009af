// web: Lighthouse 12 (default mobile config) on eight pages of the built store with the demo catalog (home, shop, a
// category, a product, the cart and checkout with a line in the cart, a customer's orders, the admin dashboard), every
// round's scores against the targets, and the gzip size of the JavaScript a shopper's first visit loads (no admin
// code in it).
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';
import lighthouse from 'lighthouse';
import { admin, repoRoot, roundsFor } from './lib/env.js';
import { measureFirstLoad } from './lib/first-load.js';
import { login, registerCustomer, request } from './lib/http.js';
import { startCluster } from './lib/postgres.js';
import { atLeast, atMost, type Bench, type Target } from './lib/report.js';
import { startServer } from './lib/server.js';
import { withScope, type Scope } from './lib/scope.js';
import { median, round, type Cell } from './lib/stats.js';

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

/** Starts Chromium with a DevTools port for Lighthouse; stopped (its whole process group) by the scope. */
async function startChrome(scope: Scope): Promise<number> {
  const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
  const profile = await mkdtemp(path.join(os.tmpdir(), 'store-bench-chrome-'));
  scope.defer(`remove ${profile}`, () => rm(profile, { recursive: true, force: true }));
  const child = spawn(chromePath, [...chromeFlags, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  let exited = false;
  const exit = new Promise<void>((resolve) => child.once('exit', () => ((exited = true), resolve())));
  scope.defer('stop Chromium', async () => {
    if (exited) return;
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      child.kill('SIGTERM');
    }
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // gone
      }
    }, 5000);
    await exit;
    clearTimeout(timer);
  });
  let err = '';
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (err += chunk));
  const started = Date.now();
  for (;;) {
    const port = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(err)?.[1];
    if (port) return Number(port);
    if (exited) throw new Error(`Chromium exited: ${err.slice(-500)}`);
    if (Date.now() - started > 30_000) throw new Error(`Chromium did not start: ${err.slice(-500)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

interface PageRun {
  readonly scores: Record<string, number>;
  readonly metrics: Record<string, number>;
  readonly failing: string[];
  /** The main thread's largest items, to say what made a round slow. */
  readonly mainThread: string;
  readonly lhr: unknown;
}

/** A page audited, and what the browser holds when it is opened: whose session, and whether the cart has a line. */
interface AuditedPage {
  readonly path: string;
  readonly session?: 'customer' | 'admin';
  readonly cart?: boolean;
  /** Pages meant for search engines: SEO counts there (the others are behind sign-in or a cart). */
  readonly seo: boolean;
}

/**
 * Lighthouse on one page. A run whose trace recording failed (NO_NAVSTART and the like: Lighthouse itself says to run
 * it again, and it happens when the machine is starved) is repeated, up to twice; the page's scores are never guessed.
 */
async function audit(url: string, port: number): Promise<PageRun> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditOnce(url, port);
    } catch (error) {
      if (attempt >= 3 || !(error instanceof LighthouseRuntimeError)) throw error;
    }
  }
}

class LighthouseRuntimeError extends Error {}

/** The main thread's work by group (script evaluation, parsing, style and layout...), the largest first. */
function mainThreadSummary(lhr: { audits: Record<string, { details?: unknown }> }): string {
  const items = (lhr.audits['mainthread-work-breakdown']?.details as { items?: Array<{ groupLabel?: string; duration?: number }> } | undefined)?.items ?? [];
  return items.slice(0, 4).map((item) => `${item.groupLabel} ${Math.round(item.duration ?? 0)}`).join(', ');
}

async function auditOnce(url: string, port: number): Promise<PageRun> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...categories],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const lhr = result.lhr;
  if (lhr.runtimeError) throw new LighthouseRuntimeError(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const scores: Record<string, number> = {};
  const failing: string[] = [];
  for (const name of categories) {
    const category = lhr.categories[name];
    scores[name] = Math.round((category?.score ?? 0) * 100);
    for (const ref of category?.auditRefs ?? []) {
      const item = lhr.audits[ref.id];
      if (ref.weight > 0 && item && item.score !== null && item.score < 0.9) {
        // Say what the console errors were: the audit's title alone does not.
        const details = (item.details as { items?: Array<{ description?: string; url?: string }> } | undefined)?.items ?? [];
        const what = item.id === 'errors-in-console' && details.length > 0
          ? `: ${details.slice(0, 2).map((entry) => `${entry.description ?? ''} ${entry.url ?? ''}`.trim().slice(0, 120)).join(' | ')}`
          : '';
        failing.push(`${name}: ${item.title} (${item.displayValue ?? item.score})${what}`);
      }
    }
  }
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    scores,
    metrics: {
      fcpMs: metric('first-contentful-paint'),
      lcpMs: metric('largest-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      siMs: metric('speed-index'),
    },
    failing,
    mainThread: mainThreadSummary(lhr as unknown as { audits: Record<string, { details?: unknown }> }),
    lhr,
  };
}

export const web: Bench = (context) =>
  withScope('web', async (scope) => {
    const rounds = roundsFor();
    const webRoot = path.join(repoRoot, 'dist/web');
    const notes: string[] = [];

    // First-load JavaScript, from the build itself.
    const firstLoad = measureFirstLoad(webRoot);
    const kb = firstLoad.gzipBytes / 1024;
    context.log(
      `first-load JS: ${firstLoad.chunks.map((chunk) => `${chunk.file} ${(chunk.gzipBytes / 1024).toFixed(1)} KB`).join(', ')} ` +
        `= ${kb.toFixed(1)} KB gzip (${(firstLoad.rawBytes / 1024).toFixed(0)} KB raw)`,
    );
    const extra = firstLoad.chunks.map((chunk) => chunk.file).filter((file) => !firstLoad.declared.includes(file));
    if (extra.length > 0) notes.push(`chunks imported statically by those index.html names (counted): ${extra.join(', ')}`);
    const adminProof = !firstLoad.mapsFound
      ? 'no source maps in dist/web: admin check not possible'
      : firstLoad.adminModules.length === 0
        ? `no admin module in first-load chunks (source maps; ${firstLoad.adminModulesElsewhere} admin modules sit in lazy chunks` +
          `${firstLoad.allowedAdminModules.length ? `; eager by design: ${firstLoad.allowedAdminModules.join(', ')}` : ''})`
        : `ADMIN CODE in first-load chunks: ${firstLoad.adminModules.join(', ')}`;
    context.log(adminProof);
    notes.push(adminProof);
    if (firstLoad.adminTextBytes > 0) {
      notes.push(`first-load chunks carry ${(firstLoad.adminTextBytes / 1024).toFixed(1)} KB (raw) of admin UI text ("admin.*" i18n entries): text, not code`);
    }

    // Lighthouse against the built store with the demo catalog; with BENCH_WEB_REFERENCE, also against another build
    // (a folder holding dist/server and dist/web, e.g. main's), on its own database, page by page in the same rounds.
    const cluster = await startCluster(scope, 'web');
    const ours = await storeUnderTest(scope, 'ours', await cluster.database('store'));
    const referenceRoot = process.env.BENCH_WEB_REFERENCE;
    const reference = referenceRoot
      ? await storeUnderTest(scope, 'reference', await cluster.database('reference'), path.resolve(referenceRoot))
      : null;
    const pages = pagesOf(ours.shop);
    const port = await startChrome(scope);
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
    scope.defer('disconnect from Chromium', () => browser.close());
    const state = browser.contexts()[0]!;
    context.log(`Chromium on DevTools port ${port}; pages: ${Object.values(pages).map((page) => page.path).join(', ')}` +
      (reference ? `; reference build: ${referenceRoot}` : ''));
    const reportDir = process.env.BENCH_LIGHTHOUSE_DIR;
    if (reportDir) await mkdir(reportDir, { recursive: true });

    // Before the rounds, one audit of the first page on each build, not counted. The first pages a newly started
    // Chromium loads pay for the browser's own start (its renderer and font lookups, V8 warming up), which a
    // shopper's browser, already running, does not pay on a store's page: counted, they made round 1's home page the
    // lowest of its build in three of four runs (TBT 212-346 ms against 2-84 ms in later rounds of the same build).
    const [firstPage] = Object.keys(pages);
    for (const store of reference ? [reference, ours] : [ours]) {
      const page = pagesOf(store.shop)[firstPage!]!;
      await prepare(state, store.url, page, store.sessions, store.shop.cartLine);
      const warm = await audit(`${store.url}${page.path}`, port);
      context.log(`warm-up, not counted: ${reference ? `${store.label} ` : ''}${firstPage} performance ${warm.scores.performance}, TBT ${Math.round(warm.metrics.tbtMs!)} ms`);
    }

    const runs: Record<string, PageRun[]> = {};
    const referenceRuns: Record<string, PageRun[]> = {};
    const rows: Cell[][] = [['round', 'build', 'page', ...categories, 'FCP ms', 'LCP ms', 'TBT ms', 'CLS']];
    for (let index = 1; index <= rounds; index++) {
      for (const name of Object.keys(pages)) {
        // Reference first in odd rounds, ours first in even ones: neither always meets the machine's same moment.
        const order = reference ? (index % 2 === 1 ? [reference, ours] : [ours, reference]) : [ours];
        for (const store of order) {
          const page = pagesOf(store.shop)[name]!;
          await prepare(state, store.url, page, store.sessions, store.shop.cartLine);
          const run = await audit(`${store.url}${page.path}`, port);
          ((store === ours ? runs : referenceRuns)[name] ??= []).push(run);
          rows.push([index, store.label, name, ...categories.map((category) => run.scores[category]!), run.metrics.fcpMs,
            run.metrics.lcpMs, run.metrics.tbtMs, round(run.metrics.cls!, 3)]);
          context.log(
            `round ${index} ${reference ? `${store.label} ` : ''}${name}: ${categories.map((category) => `${category} ${run.scores[category]}`).join(', ')} ` +
              `(targets: performance ≥ 95, the others 100${page.seo ? '' : ', SEO not counted'}); ` +
              `FCP ${Math.round(run.metrics.fcpMs!)} LCP ${Math.round(run.metrics.lcpMs!)} TBT ${Math.round(run.metrics.tbtMs!)} ms; main thread ms: ${run.mainThread}`,
          );
          const file = `${store === ours ? '' : 'reference-'}${name.replace(/\W+/g, '-')}-${index}.json`;
          if (reportDir) await writeFile(path.join(reportDir, file), JSON.stringify(run.lhr));
        }
      }
    }
    for (const [name, pageRuns] of Object.entries(referenceRuns)) {
      const performance = pageRuns.map((run) => run.scores.performance!);
      notes.push(`reference ${name}: performance ${performance.join(' / ')} (lowest ${Math.min(...performance)})`);
    }
    // Every round counts: the lowest score of each page is the one held against the target.
    const lowest: Record<string, Record<string, number>> = {};
    const medians: Record<string, Record<string, number>> = {};
    for (const [name, pageRuns] of Object.entries(runs)) {
      medians[name] = Object.fromEntries(categories.map((category) => [category, median(pageRuns.map((run) => run.scores[category]!))]));
      lowest[name] = Object.fromEntries(categories.map((category) => [category, Math.min(...pageRuns.map((run) => run.scores[category]!))]));
      rows.push(['median', 'ours', name, ...categories.map((category) => medians[name]![category]!), null, null, null, null]);
      rows.push(['lowest', 'ours', name, ...categories.map((category) => lowest[name]![category]!), null, null, null, null]);
      const failing = [...new Set(pageRuns.flatMap((run) => run.failing))];
      if (failing.length > 0) notes.push(`${name}: audits below 0.9: ${failing.slice(0, 6).join('; ')}`);
    }
    const targets: Target[] = [];
    for (const [name, scores] of Object.entries(lowest)) {
      targets.push(atLeast(`web: ${name} performance, every round`, scores.performance!, 95));
      for (const category of categories.filter((category) => category !== 'performance')) {
        if (category === 'seo' && !pages[name]!.seo) continue;
        targets.push(atLeast(`web: ${name} ${category}, every round`, scores[category]!, 100));
      }
    }
    targets.push(atMost('web: first-load JS (gzip -9)', round(kb, 1), 150, 'KB'));
    targets.push({
      name: 'web: admin modules in first-load JS',
      value: firstLoad.mapsFound ? firstLoad.adminModules.length : null,
      unit: '',
      target: '0',
      met: firstLoad.mapsFound ? firstLoad.adminModules.length === 0 : null,
    });
    return {
      rounds: rows,
      figures: {
        pages: Object.fromEntries(Object.entries(pages).map(([name, page]) => [name, page.path])),
        scores: medians,
        lowest,
        firstLoad: {
          declared: firstLoad.declared,
          chunks: firstLoad.chunks,
          gzipKb: round(kb, 1),
          rawKb: round(firstLoad.rawBytes / 1024, 1),
          adminModules: firstLoad.adminModules,
          allowedAdminModules: firstLoad.allowedAdminModules,
          adminModulesInLazyChunks: firstLoad.adminModulesElsewhere,
          adminTextKb: round(firstLoad.adminTextBytes / 1024, 1),
        },
      },
      targets,
      notes,
    };
  });

/** The audited pages, all eight or those BENCH_WEB_PAGES names (comma-separated; a name's first word will do). */
function pagesOf(shop: Shop): Record<string, AuditedPage> {
  const all: Record<string, AuditedPage> = {
    home: { path: '/', seo: true },
    shop: { path: '/shop', seo: true },
    category: { path: `/shop?category=${shop.categoryId}`, seo: true },
    product: { path: `/product/${encodeURIComponent(shop.slug)}`, seo: true },
    cart: { path: '/cart', cart: true, seo: false },
    checkout: { path: '/checkout', session: 'customer', cart: true, seo: false },
    orders: { path: '/account', session: 'customer', seo: false },
    'admin dashboard': { path: '/admin/dashboard', session: 'admin', seo: false },
  };
  const wanted = (process.env.BENCH_WEB_PAGES ?? '').split(',').map((name) => name.trim().toLowerCase()).filter(Boolean);
  if (wanted.length === 0) return all;
  const chosen = Object.entries(all).filter(([name]) => wanted.includes(name) || wanted.includes(name.split(' ')[0]!));
  if (chosen.length !== wanted.length) throw new Error(`BENCH_WEB_PAGES: known pages are ${Object.keys(all).join(', ')}`);
  return Object.fromEntries(chosen);
}

type Shop = Awaited<ReturnType<typeof shopOf>>;

interface StoreUnderTest {
  readonly label: 'ours' | 'reference';
  readonly url: string;
  readonly shop: Shop;
  readonly sessions: Record<'customer' | 'admin', string>;
}

/** A built store with the demo catalog, a customer with an order, and the admin signed in. */
async function storeUnderTest(scope: Scope, label: StoreUnderTest['label'], databaseUrl: string, root?: string): Promise<StoreUnderTest> {
  const server = await startServer(scope, {
    databaseUrl,
    seedDemo: true,
    ...(root ? { entry: path.join(root, 'dist/server/main.js'), env: { WEB_DIR: path.join(root, 'dist/web') } } : {}),
  });
  const shop = await shopOf(server.url);
  const customer = await customerWithOrder(server.url, shop);
  return { label, url: server.url, shop, sessions: { customer: customer.cookie, admin: await login(server.url, admin.email, admin.password) } };
}

/** A category of the demo catalog with products, one of its products, and a cart line of it as the shop stores one. */
async function shopOf(baseUrl: string) {
  const products = await request(`${baseUrl}/api/products?limit=1`, 'GET');
  const listed = (products.body as Array<{ slug: string; categoryId: string }> | undefined)?.[0];
  if (!listed) throw new Error('the demo catalog has no product');
  const product = (await request(`${baseUrl}/api/products/${encodeURIComponent(listed.slug)}`, 'GET')).body as {
    id: string;
    nameAr: string;
    variants: Array<{ id: string; size: string | null; color: string | null; price: string; stock: number }>;
    images: Array<{ url: string }>;
  };
  const variant = product.variants.find((item) => item.stock > 0) ?? product.variants[0]!;
  const cartLine = {
    productId: product.id,
    variantId: variant.id,
    name: product.nameAr,
    price: variant.price,
    image: product.images[0]?.url ?? '',
    size: variant.size,
    color: variant.color,
    quantity: 1,
  };
  return { slug: listed.slug, categoryId: listed.categoryId, cartLine };
}

/** A registered customer with one order, so her orders page lists one. */
async function customerWithOrder(baseUrl: string, shop: Shop) {
  const customer = await registerCustomer(baseUrl, `bench-web-${Date.now()}@example.com`);
  const order = await request(`${baseUrl}/api/orders`, 'POST', {
    cookie: customer.cookie,
    body: {
      items: [{ productId: shop.cartLine.productId, variantId: shop.cartLine.variantId, quantity: 1 }],
      shippingName: 'Bench Shopper',
      shippingPhone: '+971 50 123 4567',
      shippingCity: 'Dubai',
      shippingAddressLine1: 'Villa 12, Street 34',
    },
  });
  if (order.status !== 201) throw new Error(`order: ${order.status} ${order.text.slice(0, 200)}`);
  return customer;
}

/**
 * Puts the browser in the state a page is audited in: the session cookie signed in through the API (or none), and
 * the cart's line in localStorage (or none). Lighthouse keeps cookies and localStorage between runs (it clears
 * caches and service workers), so each page sets both.
 */
async function prepare(state: BrowserContext, baseUrl: string, page: AuditedPage, sessions: Record<'customer' | 'admin', string>, cartLine: object) {
  await state.clearCookies();
  if (page.session) {
    const value = sessions[page.session].replace(/^session=/, '');
    await state.addCookies([{ name: 'session', value, url: baseUrl, httpOnly: true, sameSite: 'Lax' }]);
  }
  const tab = await state.newPage();
  try {
    await tab.goto(`${baseUrl}/favicon.svg`);
    await tab.evaluate((line) => {
      const storage = (globalThis as unknown as { localStorage: { setItem(key: string, value: string): void; clear(): void } }).localStorage;
      if (line) storage.setItem('cart', JSON.stringify([line]));
      else storage.clear();
    }, page.cart ? cartLine : null);
  } finally {
    await tab.close();
  }
}
