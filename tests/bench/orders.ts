// orders: 32 logged-in shoppers placing orders as fast as they are answered, against pgbench's TPC-B-like
// script on the same PostgreSQL server; then checks that stock left = stock seeded - units sold.
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
import { sampleMemory, startServer } from './lib/server.js';
import { benchOrderSettings, orderBody, randomSource, registerShoppers, type OrderLine, type Shopper } from './lib/shoppers.js';
import { withScope } from './lib/scope.js';
import { median, percentile, round, table, type Cell } from './lib/stats.js';
import type { SeededProduct } from './lib/catalog.js';

const shoppersCount = 32;
const pgbenchPath = '/usr/bin/pgbench';
const seededStock = 1_000_000;

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

export const orders: Bench = (context) =>
  withScope('orders', async (scope) => {
    const seconds = secondsFor(10);
    const rounds = roundsFor();
    const notes: string[] = [];
    const cluster = await startCluster(scope, 'orders');
    const databaseUrl = await cluster.database('store');
    const server = await startServer(scope, { databaseUrl, env: benchOrderSettings });
    const adminCookie = await login(server.url, admin.email, admin.password);
    const products = await seedCatalog(server.url, adminCookie, { products: 50, variants: 1, images: 1, stock: seededStock });
    const shoppers = await registerShoppers(server.url, shoppersCount);
    context.log(`seeded 50 products x 1 variant (stock ${seededStock.toLocaleString('en-US')} each), ${shoppers.length} shoppers`);

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

    // Warm-up: a short burst of orders (not counted in the figures, but in the stock check).
    const sold = new Map<string, number>();
    let totalPlaced = 0;
    const warm = await placeOrders(server.url, shoppers, products, quick ? 0.5 : 2, 999, sold);
    totalPlaced += warm.placed;

    const rows: Cell[][] = [['round', 'run', 'per s', 'p50 ms', 'p99 ms', 'count', '409', 'failed', 'store CPU %']];
    const ours: Array<{ rate: number; p99: number; p50: number }> = [];
    const reference: PgbenchRun[] = [];
    // What one order and one pgbench transaction cost the server, per round (pgbench's counters are its database's).
    const costRows: Cell[][] = [['round', 'per', 'commits', 'rows written', 'WAL records', 'WAL bytes', 'WAL fsyncs', 'PostgreSQL CPU ms', 'store CPU ms']];
    const databaseDir = path.join(cluster.dataDir, 'postgres');
    const counters = (url: string): Promise<DatabaseCounters> => readDatabaseCounters(url, databaseDir);
    const costRow = (index: number, per: string, cost: ReturnType<typeof costPer>, storeCpuMs: number | null): Cell[] => [
      index, per, cost.commits, cost.rowsWritten, cost.walRecords, cost.walBytes, cost.walSyncs, cost.cpuSeconds * 1000, storeCpuMs,
    ];
    for (let index = 1; index <= rounds; index++) {
      if (havePgbench) {
        const before = await counters(cluster.urlOf('pgbench'));
        const run = await pgbench(cluster, seconds);
        reference.push(run);
        rows.push([index, 'pgbench TPS', run.tps, run.latencyMs, null, run.transactions, null, null, null]);
        costRows.push(costRow(index, 'pgbench transaction', costPer(before, await counters(cluster.urlOf('pgbench')), run.transactions), null));
      }
      const before = await counters(databaseUrl);
      const mailBefore = await mailSent(databaseUrl);
      const usage = sampleMemory(server.pid);
      const run = await placeOrders(server.url, shoppers, products, seconds, index, sold);
      const { cpuPercent } = await usage.stop();
      const storeCpuMs = (cpuPercent / 100) * run.seconds * 1000 / Math.max(run.placed, 1);
      costRows.push(costRow(index, 'order', costPer(before, await counters(databaseUrl), run.placed), storeCpuMs));
      totalPlaced += run.placed;
      const mailLine = `round ${index}: mail: ${(await mailSent(databaseUrl)) - mailBefore} messages sent during the round (${run.placed * 2} queued by its orders)`;
      notes.push(mailLine);
      context.log(mailLine);
      const rate = run.placed / run.seconds;
      const p50 = percentile(run.latencies, 50);
      const p99 = percentile(run.latencies, 99);
      ours.push({ rate, p50, p99 });
      rows.push([index, 'orders', rate, p50, p99, run.placed, run.conflicts, run.failures, cpuPercent]);
      if (run.firstFailure) notes.push(`round ${index}: first failure: ${run.firstFailure}`);
      context.log(`round ${index}: ${havePgbench ? `pgbench ${Math.round(reference.at(-1)!.tps)} TPS, ` : ''}orders ${rate.toFixed(0)}/s, p99 ${p99.toFixed(0)} ms`);
    }
    rows[0]![3] = 'p50/avg ms';
    context.log(`what one order and one pgbench transaction cost (the store's own CPU per order from its process):\n${table(costRows)}`);
    const seal = await sealCatchUp(databaseUrl);
    if (seal) {
      notes.push(seal);
      context.log(seal);
    }

    // The stock check: every variant's stock = seeded - units of the orders answered 201.
    const listed = await request(`${server.url}/api/admin/products?limit=100`, 'GET', { cookie: adminCookie });
    let wrong = 0;
    let checked = 0;
    for (const product of listed.body as Array<{ variants: Array<{ id: string; stock: number }> }>) {
      for (const variant of product.variants) {
        checked += 1;
        const expected = seededStock - (sold.get(variant.id) ?? 0);
        if (variant.stock !== expected) {
          wrong += 1;
          if (wrong <= 3) notes.push(`stock of variant ${variant.id}: ${variant.stock}, expected ${expected}`);
        }
      }
    }
    const unitsSold = [...sold.values()].reduce((sum, units) => sum + units, 0);
    const stats = await request(`${server.url}/api/admin/stats`, 'GET', { cookie: adminCookie });
    const statsOrders = stats.body?.totalOrders as number | undefined;
    const stockCheck = wrong === 0 && checked === products.length;
    const stockLine =
      `stock check: ${checked} variants, ${unitsSold.toLocaleString('en-US')} units sold in ${totalPlaced.toLocaleString('en-US')} orders: ` +
      (stockCheck ? 'stock left = stock seeded - units sold for every variant' : `${wrong} variants WRONG`) +
      `; dashboard total orders ${statsOrders} (${statsOrders === totalPlaced ? 'matches' : 'DIFFERS'})`;
    notes.unshift(stockLine);
    context.log(stockLine);

    const ratios = reference.map((run, index) => ours[index]!.rate / run.tps);
    const ratio = havePgbench ? median(ratios) : null;
    rows.push(['median', 'orders/pgbench', ratio, null, null, null, null, null, null]);
    const warnings = server.logLines.filter((line) => /"level":"(warn|error)"/.test(line));
    if (warnings.length > 0) notes.push(`${warnings.length} server warnings, first: ${warnings[0]!.slice(0, 200)}`);
    const targets: Target[] = [
      atLeast('orders: orders/s over pgbench TPS', ratio === null ? null : round(ratio, 3), 0.5),
      { name: 'orders: stock left = seeded - sold', value: wrong, unit: 'wrong variants', target: '0', met: stockCheck },
    ];
    return {
      rounds: rows,
      figures: {
        shoppers: shoppersCount,
        secondsPerRun: seconds,
        ordersPerSecond: round(median(ours.map((run) => run.rate)), 1),
        p50Ms: round(median(ours.map((run) => run.p50)), 1),
        p99Ms: round(median(ours.map((run) => run.p99)), 1),
        pgbenchTps: havePgbench ? round(median(reference.map((run) => run.tps)), 1) : null,
        ratiosPerRound: ratios.map((value) => round(value, 3)),
        stockCheck: { variants: checked, wrong, unitsSold, orders: totalPlaced, dashboardOrders: statsOrders ?? null },
        serverWarnings: warnings.length,
      },
      targets,
      notes,
    };
  });
