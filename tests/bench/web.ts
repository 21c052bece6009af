// web: Lighthouse 12 (default mobile config) on the home page, the shop and a product page of the built store
// with the demo catalog, and the gzip size of the JavaScript a shopper's first visit loads (no admin code in it).
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { repoRoot, roundsFor } from './lib/env.js';
import { measureFirstLoad } from './lib/first-load.js';
import { request } from './lib/http.js';
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

    // Lighthouse against the built store with the demo catalog.
    const cluster = await startCluster(scope, 'web');
    const server = await startServer(scope, { databaseUrl: await cluster.database('store'), seedDemo: true });
    const products = await request(`${server.url}/api/products`, 'GET');
    const slug = (products.body as Array<{ slug: string }> | undefined)?.[0]?.slug;
    if (!slug) throw new Error('the demo catalog has no product');
    const pages = { home: '/', shop: '/shop', product: `/product/${encodeURIComponent(slug)}` };
    const port = await startChrome(scope);
    context.log(`Chromium on DevTools port ${port}; pages: ${Object.values(pages).join(', ')}`);

    const runs: Record<string, PageRun[]> = {};
    const rows: Cell[][] = [['round', 'page', ...categories, 'FCP ms', 'LCP ms', 'TBT ms', 'CLS']];
    for (let index = 1; index <= rounds; index++) {
      for (const [name, pagePath] of Object.entries(pages)) {
        const run = await audit(`${server.url}${pagePath}`, port);
        (runs[name] ??= []).push(run);
        rows.push([index, name, ...categories.map((category) => run.scores[category]!), run.metrics.fcpMs, run.metrics.lcpMs,
          run.metrics.tbtMs, round(run.metrics.cls!, 3)]);
        context.log(`round ${index} ${name}: ${categories.map((category) => `${category} ${run.scores[category]}`).join(', ')}`);
      }
    }
    const medians: Record<string, Record<string, number>> = {};
    for (const [name, pageRuns] of Object.entries(runs)) {
      medians[name] = Object.fromEntries(categories.map((category) => [category, median(pageRuns.map((run) => run.scores[category]!))]));
      rows.push(['median', name, ...categories.map((category) => medians[name]![category]!), null, null, null, null]);
      const failing = [...new Set(pageRuns.flatMap((run) => run.failing))];
      if (failing.length > 0) notes.push(`${name}: audits below 0.9: ${failing.slice(0, 6).join('; ')}`);
    }
    const targets: Target[] = [];
    for (const [name, scores] of Object.entries(medians)) {
      for (const category of categories) targets.push(atLeast(`web: ${name} ${category}`, scores[category]!, 95));
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
        pages,
        scores: medians,
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
