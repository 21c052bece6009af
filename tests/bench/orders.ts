// orders: 32 logged-in shoppers placing orders as fast as they are answered, against pgbench's TPC-B-like
// script on the same PostgreSQL server, and the store as built (personal fields sealed) against the same sources
// with sealing switched off (a bench-only entry, helpers/plain-personal-data-main.ts), each on its own database,
// alternating; then checks that stock left = stock seeded - units sold on each.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { admin, roundsFor, secondsFor, quick } from './lib/env.js';
import { keepAliveAgent, login, request } from './lib/http.js';
import { seedCatalog } from './lib/catalog.js';
import { costPer, readDatabaseCounters, type DatabaseCounters } from './lib/database-costs.js';
import { queryOnce, startCluster, type BenchCluster } from './lib/postgres.js';
import { atLeast, type Bench, type Target } from './lib/report.js';
import { sampleMemory, startServer, type BenchServer } from './lib/server.js';
import { buildPlainServer } from './lib/plain-server.js';
import { benchOrderSettings, orderBody, randomSource, registerShoppers, type OrderLine, type Shopper } from './lib/shoppers.js';
import { withScope, type Scope } from './lib/scope.js';
import { median, percentile, round, table, type Cell } from './lib/stats.js';
import type { SeededProduct } from './lib/catalog.js';
import { personalBoxField, storeCatalogue } from '../../events/index.js';

const shoppersCount = 32;
const pgbenchPath = '/usr/bin/pgbench';
const seededStock = 1_000_000;
/** Sealed orders/s over plain orders/s that placing an order must keep. */
const sealingTarget = 0.9;

interface PgbenchRun {
  readonly tps: number;
  readonly latencyMs: number;
  readonly transactions: number;
}

function runProcess(command: string, args: string[], env: Record<string, string>): Promise<{ code: number; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code: code ?? 1, out }));
  });
}

function pgbenchArgs(cluster: BenchCluster, database: string): { args: string[]; env: Record<string, string> } {
  // The embedded cluster's superuser password is generated on its first start; its URL carries it.
  const { username, password } = new URL(cluster.adminUrl);
  const user = decodeURIComponent(username);
  return { args: ['-h', '127.0.0.1', '-p', String(cluster.port), '-U', user, database], env: { PGPASSWORD: decodeURIComponent(password) } };
}

async function pgbench(cluster: BenchCluster, seconds: number): Promise<PgbenchRun> {
  const { args, env } = pgbenchArgs(cluster, 'pgbench');
  const { code, out } = await runProcess(pgbenchPath, ['-c', String(shoppersCount), '-j', '2', '-T', String(seconds), ...args], env);
  const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(out)?.[1];
  if (code !== 0 || !tps) throw new Error(`pgbench failed (${code}): ${out.slice(-500)}`);
  return {
    tps: Number(tps),
    latencyMs: Number(/latency average = ([\d.]+) ms/.exec(out)?.[1] ?? NaN),
    transactions: Number(/number of transactions actually processed: (\d+)/.exec(out)?.[1] ?? NaN),
  };
}

interface OrdersRun {
  readonly placed: number;
  readonly conflicts: number;
  readonly failures: number;
  readonly seconds: number;
  readonly latencies: number[];
  readonly firstFailure?: string;
}

/** Every shopper places orders back to back on its own keep-alive connection until the time is up. */
export async function placeOrders(
  baseUrl: string,
  shoppers: readonly Shopper[],
  products: readonly SeededProduct[],
  seconds: number,
  seed: number,
  sold: Map<string, number>,
): Promise<OrdersRun> {
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  const latencies: number[] = [];
  let placed = 0;
  let conflicts = 0;
  let failures = 0;
  let firstFailure: string | undefined;
  await Promise.all(
    shoppers.map(async (shopper, index) => {
      const agent = keepAliveAgent(1);
      const random = randomSource(seed * 1000 + index + 1);
      try {
        while (performance.now() < deadline) {
          const { body, lines } = orderBody(products, random);
          let answer;
          try {
            answer = await request(`${baseUrl}/api/orders`, 'POST', { body, cookie: shopper.cookie, agent });
          } catch (error) {
            failures += 1;
            firstFailure ??= (error as Error).message;
            continue;
          }
          if (answer.status === 201) {
            placed += 1;
            latencies.push(answer.ms);
            for (const line of lines as OrderLine[]) sold.set(line.variantId, (sold.get(line.variantId) ?? 0) + line.quantity);
          } else if (answer.status === 409) {
            conflicts += 1;
          } else {
            failures += 1;
            firstFailure ??= `${answer.status} ${answer.text.slice(0, 200)}`;
          }
        }
      } finally {
        agent.destroy();
      }
    }),
  );
  return { placed, conflicts, failures, seconds: (performance.now() - started) / 1000, latencies, firstFailure };
}

/** Order mail the store has sent so far (every order queues two messages: the shopper's and the staff alert). */
async function mailSent(databaseUrl: string): Promise<number> {
  const [row] = await queryOnce<{ sent: number }>(databaseUrl, 'select count(*)::int as sent from mail_messages where sent_at is not null');
  return row?.sent ?? 0;
}

/**
 * The audit seal must keep pace with orders: how many events it was behind the log when the last round ended, and
 * how long it then took to seal them all (null on a store without a seal).
 */
async function sealCatchUp(databaseUrl: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const started = performance.now();
    let first: number | null = null;
    while (performance.now() - started < 30_000) {
      const result = await client.query<{ behind: string | null }>(
        `select case when to_regclass('audit_seal') is not null then
           (select count(*) from events) - coalesce((select max(seq) from audit_seal), 0) end as behind`,
      );
      const row = result.rows[0]!;
      if (row.behind === null) return null;
      first ??= Number(row.behind);
      if (Number(row.behind) === 0) {
        return `audit seal: ${first} events behind the log when the last round ended, all sealed ${Math.round(performance.now() - started)} ms later`;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return `audit seal: ${first} events behind the log when the last round ended, NOT all sealed 30 s later`;
  } finally {
    await client.end();
  }
}

/** Event types whose personal fields the store seals (their catalogue entry declares them). */
const personalTypes = storeCatalogue.types().filter((type) => storeCatalogue.definition(type).personal);

/** Events of those types in a store's log, and how many of them carry a sealed box. */
async function personalEvents(databaseUrl: string): Promise<{ personal: number; boxed: number }> {
  const [row] = await queryOnce<{ personal: number; boxed: number }>(
    databaseUrl,
    `select count(*)::int as personal, (count(*) filter (where data ? '${personalBoxField}'))::int as boxed
     from events where type = any($1::text[])`,
    [personalTypes],
  );
  return row ?? { personal: 0, boxed: 0 };
}

/** One store the shoppers order from: its server, database, catalog, shoppers and what they bought. */
interface StoreUnderTest {
  readonly label: 'sealed' | 'plain';
  readonly server: BenchServer;
  readonly databaseUrl: string;
  readonly adminCookie: string;
  readonly products: SeededProduct[];
  readonly shoppers: Shopper[];
  readonly sold: Map<string, number>;
  placed: number;
  readonly runs: Array<{ rate: number; p50: number; p99: number; storeCpuMs: number; postgresCpuMs: number }>;
}

async function startStore(
  scope: Scope,
  cluster: BenchCluster,
  label: StoreUnderTest['label'],
  entry?: string,
): Promise<StoreUnderTest> {
  const databaseUrl = await cluster.database(label === 'sealed' ? 'store' : 'store_plain');
  const server = await startServer(scope, { databaseUrl, env: benchOrderSettings, entry });
  const adminCookie = await login(server.url, admin.email, admin.password);
  const products = await seedCatalog(server.url, adminCookie, { products: 50, variants: 1, images: 1, stock: seededStock });
  const shoppers = await registerShoppers(server.url, shoppersCount);
  return { label, server, databaseUrl, adminCookie, products, shoppers, sold: new Map(), placed: 0, runs: [] };
}

/** Every variant's stock = seeded - units of the orders answered 201, and the dashboard's order count. */
async function stockCheck(store: StoreUnderTest): Promise<{ line: string; ok: boolean; wrong: number; checked: number; unitsSold: number; dashboardOrders: number | null; problems: string[] }> {
  const listed = await request(`${store.server.url}/api/admin/products?limit=100`, 'GET', { cookie: store.adminCookie });
  let wrong = 0;
  let checked = 0;
  const problems: string[] = [];
  for (const product of listed.body as Array<{ variants: Array<{ id: string; stock: number }> }>) {
    for (const variant of product.variants) {
      checked += 1;
      const expected = seededStock - (store.sold.get(variant.id) ?? 0);
      if (variant.stock !== expected) {
        wrong += 1;
        if (wrong <= 3) problems.push(`${store.label}: stock of variant ${variant.id}: ${variant.stock}, expected ${expected}`);
      }
    }
  }
  const unitsSold = [...store.sold.values()].reduce((sum, units) => sum + units, 0);
  const stats = await request(`${store.server.url}/api/admin/stats`, 'GET', { cookie: store.adminCookie });
  const statsOrders = (stats.body?.totalOrders as number | undefined) ?? null;
  const ok = wrong === 0 && checked === store.products.length && statsOrders === store.placed;
  const line =
    `${store.label}: stock check: ${checked} variants, ${unitsSold.toLocaleString('en-US')} units sold in ${store.placed.toLocaleString('en-US')} orders: ` +
    (wrong === 0 && checked === store.products.length ? 'stock left = stock seeded - units sold for every variant' : `${wrong} variants WRONG`) +
    `; dashboard total orders ${statsOrders} (${statsOrders === store.placed ? 'matches' : 'DIFFERS'})`;
  return { line, ok, wrong, checked, unitsSold, dashboardOrders: statsOrders, problems };
}

export const orders: Bench = (context) =>
  withScope('orders', async (scope) => {
    const seconds = secondsFor(10);
    const rounds = roundsFor();
    const notes: string[] = [];
    const cluster = await startCluster(scope, 'orders');
    const plainEntry = await buildPlainServer();
    // Both stores stay up all along; the one not measured is idle.
    const sealed = await startStore(scope, cluster, 'sealed');
    const plain = await startStore(scope, cluster, 'plain', plainEntry);
    const stores = [sealed, plain];
    context.log(
      `seeded on each of two stores (sealed: as built; plain: sealing switched off) 50 products x 1 variant ` +
        `(stock ${seededStock.toLocaleString('en-US')} each), ${shoppersCount} shoppers`,
    );

    const havePgbench = existsSync(pgbenchPath);
    if (!havePgbench) {
      notes.push(`pgbench not found at ${pgbenchPath}: install it with "apt-get install postgresql-client"; reference skipped`);
    } else {
      const scale = quick ? 1 : 10;
      await cluster.database('pgbench');
      const { args, env } = pgbenchArgs(cluster, 'pgbench');
      const init = await runProcess(pgbenchPath, ['-i', '-q', '-s', String(scale), ...args], env);
      if (init.code !== 0) throw new Error(`pgbench -i failed: ${init.out.slice(-500)}`);
      context.log(`pgbench -i -s ${scale} done`);
    }

    // Warm-up of each: a short burst of orders (not counted in the figures, but in the stock check).
    for (const store of stores) {
      const warm = await placeOrders(store.server.url, store.shoppers, store.products, quick ? 0.5 : 2, 999, store.sold);
      store.placed += warm.placed;
    }

    const rows: Cell[][] = [['round', 'run', 'per s', 'p50 ms', 'p99 ms', 'count', '409', 'failed', 'store CPU %']];
    const reference: PgbenchRun[] = [];
    const sealingRatios: number[] = [];
    const boxRounds: Array<{ round: number; store: string; orders: number; personalEvents: number; boxed: number }> = [];
    // What one order and one pgbench transaction cost the server, per round (pgbench's counters are its database's).
    const costRows: Cell[][] = [['round', 'per', 'commits', 'rows written', 'WAL records', 'WAL bytes', 'WAL fsyncs', 'PostgreSQL CPU ms', 'store CPU ms']];
    const databaseDir = path.join(cluster.dataDir, 'postgres');
    const counters = (url: string): Promise<DatabaseCounters> => readDatabaseCounters(url, databaseDir);
    const costRow = (index: number, per: string, cost: ReturnType<typeof costPer>, storeCpuMs: number | null): Cell[] => [
      index, per, cost.commits, cost.rowsWritten, cost.walRecords, cost.walBytes, cost.walSyncs, cost.cpuSeconds * 1000, storeCpuMs,
    ];
    const measure = async (store: StoreUnderTest, index: number): Promise<number> => {
      const before = await counters(store.databaseUrl);
      const mailBefore = await mailSent(store.databaseUrl);
      const personalBefore = await personalEvents(store.databaseUrl);
      const usage = sampleMemory(store.server.pid);
      const run = await placeOrders(store.server.url, store.shoppers, store.products, seconds, index, store.sold);
      const { cpuPercent } = await usage.stop();
      const storeCpuMs = (cpuPercent / 100) * run.seconds * 1000 / Math.max(run.placed, 1);
      const cost = costPer(before, await counters(store.databaseUrl), run.placed);
      costRows.push(costRow(index, `order, ${store.label}`, cost, storeCpuMs));
      store.placed += run.placed;
      // Whether the round's personal events were sealed (sealed store) or left plain (plain store).
      const personalAfter = await personalEvents(store.databaseUrl);
      boxRounds.push({
        round: index,
        store: store.label,
        orders: run.placed,
        personalEvents: personalAfter.personal - personalBefore.personal,
        boxed: personalAfter.boxed - personalBefore.boxed,
      });
      const mailLine = `round ${index}, ${store.label}: mail: ${(await mailSent(store.databaseUrl)) - mailBefore} messages sent during the round (${run.placed * 2} queued by its orders)`;
      notes.push(mailLine);
      context.log(mailLine);
      const rate = run.placed / run.seconds;
      const p50 = percentile(run.latencies, 50);
      const p99 = percentile(run.latencies, 99);
      store.runs.push({ rate, p50, p99, storeCpuMs, postgresCpuMs: cost.cpuSeconds * 1000 });
      rows.push([index, `orders, ${store.label}`, rate, p50, p99, run.placed, run.conflicts, run.failures, cpuPercent]);
      if (run.firstFailure) notes.push(`round ${index}, ${store.label}: first failure: ${run.firstFailure}`);
      return rate;
    };
    for (let index = 1; index <= rounds; index++) {
      if (havePgbench) {
        const before = await counters(cluster.urlOf('pgbench'));
        const run = await pgbench(cluster, seconds);
        reference.push(run);
        rows.push([index, 'pgbench TPS', run.tps, run.latencyMs, null, run.transactions, null, null, null]);
        costRows.push(costRow(index, 'pgbench transaction', costPer(before, await counters(cluster.urlOf('pgbench')), run.transactions), null));
      }
      // Which of the two goes first alternates, so a drift of the machine within a round weighs on both alike.
      const order = index % 2 === 1 ? [sealed, plain] : [plain, sealed];
      const rates = new Map<string, number>();
      for (const store of order) rates.set(store.label, await measure(store, index));
      const ratio = rates.get('sealed')! / rates.get('plain')!;
      sealingRatios.push(ratio);
      const boxes = boxRounds.slice(-2).map((entry) => `${entry.store} ${entry.boxed}/${entry.personalEvents} personal events boxed`).join(', ');
      context.log(
        `round ${index}: ${havePgbench ? `pgbench ${Math.round(reference.at(-1)!.tps)} TPS, ` : ''}` +
          `orders sealed ${rates.get('sealed')!.toFixed(0)}/s (p99 ${sealed.runs.at(-1)!.p99.toFixed(0)} ms), ` +
          `plain ${rates.get('plain')!.toFixed(0)}/s (p99 ${plain.runs.at(-1)!.p99.toFixed(0)} ms), sealed/plain ${ratio.toFixed(3)}; ${boxes}`,
      );
    }
    rows[0]![3] = 'p50/avg ms';
    context.log(`what one order and one pgbench transaction cost (the store's own CPU per order from its process):\n${table(costRows)}`);
    for (const store of stores) {
      const seal = await sealCatchUp(store.databaseUrl);
      if (seal) {
        notes.push(`${store.label}: ${seal}`);
        context.log(`${store.label}: ${seal}`);
      }
    }

    // The sealed store must have sealed every personal event of its rounds, the plain one none.
    const sealedRounds = boxRounds.filter((entry) => entry.store === 'sealed');
    const plainRounds = boxRounds.filter((entry) => entry.store === 'plain');
    const unsealed = sealedRounds.reduce((sum, entry) => sum + entry.personalEvents - entry.boxed, 0);
    const sealedInRounds = sealedRounds.reduce((sum, entry) => sum + entry.boxed, 0);
    const boxedInPlain = plainRounds.reduce((sum, entry) => sum + entry.boxed, 0);
    const sealingWorks = unsealed === 0 && sealedInRounds > 0 && sealedInRounds >= sealedRounds.reduce((sum, entry) => sum + entry.orders, 0) && boxedInPlain === 0;
    const boxLine =
      `boxes: the sealed store's rounds wrote ${sealedInRounds.toLocaleString('en-US')} personal events, ${unsealed} of them without a box ` +
      `(orders placed in them: ${sealedRounds.reduce((sum, entry) => sum + entry.orders, 0).toLocaleString('en-US')}); ` +
      `the plain store's rounds boxed ${boxedInPlain} of ${plainRounds.reduce((sum, entry) => sum + entry.personalEvents, 0).toLocaleString('en-US')}`;
    notes.unshift(boxLine);
    context.log(boxLine);

    const checks: Array<Awaited<ReturnType<typeof stockCheck>>> = [];
    for (const store of stores) {
      const check = await stockCheck(store);
      checks.push(check);
      notes.unshift(check.line);
      notes.push(...check.problems);
      context.log(check.line);
    }
    const wrong = checks.reduce((sum, check) => sum + check.wrong, 0);

    const ratios = reference.map((run, index) => sealed.runs[index]!.rate / run.tps);
    const ratio = havePgbench ? median(ratios) : null;
    const sealingRatio = median(sealingRatios);
    rows.push(['median', 'orders sealed/pgbench', ratio, null, null, null, null, null, null]);
    rows.push(['median', 'orders sealed/plain', sealingRatio, null, null, null, null, null, null]);
    const warnings = stores.flatMap((store) => store.server.logLines.filter((line) => /"level":"(warn|error)"/.test(line)).map((line) => `${store.label}: ${line}`));
    if (warnings.length > 0) notes.push(`${warnings.length} server warnings, first: ${warnings[0]!.slice(0, 200)}`);
    const targets: Target[] = [
      atLeast('orders: orders/s over pgbench TPS', ratio === null ? null : round(ratio, 3), 0.5),
      atLeast('orders: orders/s sealed over plain', round(sealingRatio, 3), sealingTarget),
      { name: 'orders: personal fields sealed (sealed store) and not (plain)', value: unsealed + boxedInPlain, unit: 'events wrong', target: '0', met: sealingWorks },
      { name: 'orders: stock left = seeded - sold', value: wrong, unit: 'wrong variants', target: '0', met: checks.every((check) => check.ok) },
    ];
    const figuresOf = (store: StoreUnderTest) => ({
      ordersPerSecond: round(median(store.runs.map((run) => run.rate)), 1),
      p50Ms: round(median(store.runs.map((run) => run.p50)), 1),
      p99Ms: round(median(store.runs.map((run) => run.p99)), 1),
      perRound: store.runs.map((run) => round(run.rate, 1)),
      // CPU per order moves less with the machine's other load than orders/s do.
      storeCpuMsPerOrder: round(median(store.runs.map((run) => run.storeCpuMs)), 2),
      postgresCpuMsPerOrder: round(median(store.runs.map((run) => run.postgresCpuMs)), 2),
    });
    return {
      rounds: rows,
      figures: {
        shoppers: shoppersCount,
        secondsPerRun: seconds,
        ...figuresOf(sealed),
        plain: figuresOf(plain),
        sealedOverPlain: round(sealingRatio, 3),
        sealedOverPlainPerRound: sealingRatios.map((value) => round(value, 3)),
        pgbenchTps: havePgbench ? round(median(reference.map((run) => run.tps)), 1) : null,
        ratiosPerRound: ratios.map((value) => round(value, 3)),
        personalEventsPerRound: boxRounds,
        stockCheck: Object.fromEntries(stores.map((store, index) => [store.label, {
          variants: checks[index]!.checked, wrong: checks[index]!.wrong, unitsSold: checks[index]!.unitsSold,
          orders: store.placed, dashboardOrders: checks[index]!.dashboardOrders,
        }])),
        serverWarnings: warnings.length,
      },
      targets,
      notes,
    };
  });
