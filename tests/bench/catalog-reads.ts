// catalog-reads: a page of GET /api/products under 64 connections, against a bare node:http server sending the same bytes.
import { writeFile, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import { gunzipSync } from 'node:zlib';
import path from 'node:path';
import { admin, repoRoot, roundsFor, secondsFor, quick } from './lib/env.js';
import { login, request } from './lib/http.js';
import { loadTool } from './lib/load.js';
import { seedCatalog } from './lib/catalog.js';
import { startCluster } from './lib/postgres.js';
import { atLeast, atMost, type Bench } from './lib/report.js';
import { sampleMemory, startHelper, startServer } from './lib/server.js';
import { withScope } from './lib/scope.js';
import { median, round, type Cell } from './lib/stats.js';

const connections = 64;
/** The largest page the shop list answers (ADR 023: each page is a query, not a cached document). */
const listPath = '/api/products?limit=100';
const pageSize = 100;
/** What browsers send: the catalog goes out compressed to every real client, so it is measured that way. */
const requestHeaders = { 'accept-encoding': 'gzip, deflate, br' };
/** Headers node:http writes itself on every answer; the reference server adds its own. */
const perConnectionHeaders = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

export const catalogReads: Bench = (context) =>
  withScope('catalog-reads', async (scope) => {
    const seconds = secondsFor(10);
    const rounds = roundsFor();
    const cluster = await startCluster(scope, 'catalog');
    const server = await startServer(scope, { databaseUrl: await cluster.database('store') });
    const cookie = await login(server.url, admin.email, admin.password);

    const shape = { products: 200, variants: 4, images: 3 };
    const seedStarted = performance.now();
    await seedCatalog(server.url, cookie, { ...shape, stock: 100 });
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    context.log(`seeded ${shape.products} products x ${shape.variants} variants x ${shape.images} images in ${seedSeconds.toFixed(1)} s`);

    const plain = await request(`${server.url}${listPath}`, 'GET');
    if (plain.status !== 200 || !Array.isArray(plain.body) || plain.body.length !== pageSize) {
      throw new Error(`GET /api/products: ${plain.status}, ${Array.isArray(plain.body) ? plain.body.length : '?'} products`);
    }
    const sample = await request(`${server.url}${listPath}`, 'GET', { headers: requestHeaders });
    if (sample.status !== 200 || sample.headers['content-encoding'] !== 'gzip' || !gunzipSync(sample.raw).equals(plain.raw)) {
      throw new Error(`GET /api/products with accept-encoding: ${sample.status}, ${sample.headers['content-encoding'] ?? 'not compressed'}`);
    }
    const headers = Object.fromEntries(
      Object.entries(sample.headers).filter(([name]) => !perConnectionHeaders.has(name.toLowerCase())),
    );
    const headerBytes = Object.entries(headers).reduce((sum, [name, value]) => sum + name.length + String(value).length + 4, 0);
    context.log(
      `response: ${plain.raw.length.toLocaleString('en-US')} bytes of JSON, sent as ${sample.raw.length.toLocaleString('en-US')} bytes of gzip, ${headerBytes} bytes of headers`,
    );

    const temp = await mkdtemp(path.join(os.tmpdir(), 'store-bench-ref-'));
    scope.defer(`remove ${temp}`, () => rm(temp, { recursive: true, force: true }));
    await writeFile(path.join(temp, 'body'), sample.raw);
    await writeFile(path.join(temp, 'headers.json'), JSON.stringify(headers));
    const reference = await startHelper(scope, 'reference server', path.join(repoRoot, 'tests/bench/helpers/reference-http.mjs'), [
      path.join(temp, 'body'),
      path.join(temp, 'headers.json'),
    ]);
    const check = await request(`http://127.0.0.1:${reference.port}${listPath}`, 'GET', { headers: requestHeaders });
    if (!check.raw.equals(sample.raw)) throw new Error('the reference server does not answer the same bytes');

    const targets = {
      reference: { url: `http://127.0.0.1:${reference.port}${listPath}`, pid: reference.pid },
      ours: { url: `${server.url}${listPath}`, pid: server.pid },
    };
    const load = loadTool();
    context.log(
      load.name === 'wrk'
        ? 'load from wrk'
        : 'load from autocannon (wrk is not installed: apt-get install wrk); its one thread caps the figures well below what the servers can do',
    );
    // Warm both up (JIT, connection set-up) before measuring.
    for (const target of Object.values(targets)) {
      await load.run({ url: target.url, connections, headers: requestHeaders, seconds: quick ? 1 : 2 });
    }

    const header: Cell[] = ['round', 'server', 'req/s', 'p50 ms', 'p99 ms', 'max ms', 'MB/s', 'errors', 'peak RSS MB', 'CPU %'];
    const rows: Cell[][] = [header];
    const measured: Record<'reference' | 'ours', Array<{ rps: number; p50: number; p99: number; rss: number }>> = {
      reference: [],
      ours: [],
    };
    for (let index = 1; index <= rounds; index++) {
      for (const name of ['reference', 'ours'] as const) {
        const target = targets[name];
        const memory = sampleMemory(target.pid);
        const result = await load.run({ url: target.url, connections, headers: requestHeaders, seconds });
        const { peakRssMb, cpuPercent } = await memory.stop();
        const rps = result.requests / result.seconds;
        measured[name].push({ rps, p50: result.p50Ms, p99: result.p99Ms, rss: peakRssMb });
        rows.push([index, name, rps, result.p50Ms, result.p99Ms, result.maxMs, result.bytes / result.seconds / 1e6,
          result.errors, peakRssMb, cpuPercent]);
        context.log(`round ${index} ${name}: ${Math.round(rps)} req/s, p99 ${result.p99Ms.toFixed(1)} ms`);
      }
    }
    const ratios = measured.ours.map((ours, index) => ours.rps / measured.reference[index]!.rps);
    const ratio = median(ratios);
    const p99 = median(measured.ours.map((run) => run.p99));
    const peakRss = Math.max(...measured.ours.map((run) => run.rss));
    rows.push(['median', 'ours/ref', ratio, null, null, null, null, null, null, null]);
    const warnings = server.logLines.filter((line) => /"level":"(warn|error)"/.test(line));

    return {
      rounds: rows,
      figures: {
        jsonBytes: plain.raw.length,
        responseBytes: sample.raw.length,
        headerBytes,
        seedSeconds: round(seedSeconds, 1),
        connections,
        loadTool: load.name,
        secondsPerRun: seconds,
        referenceRps: round(median(measured.reference.map((run) => run.rps)), 0),
        oursRps: round(median(measured.ours.map((run) => run.rps)), 0),
        ratiosPerRound: ratios.map((value) => round(value, 3)),
        oursP50Ms: median(measured.ours.map((run) => run.p50)),
        oursP99Ms: p99,
        referenceP99Ms: median(measured.reference.map((run) => run.p99)),
        oursPeakRssMb: round(peakRss, 1),
        referencePeakRssMb: round(Math.max(...measured.reference.map((run) => run.rss)), 1),
        serverWarnings: warnings.length,
      },
      targets: [
        atLeast('catalog-reads: req/s ours/reference', round(ratio, 3), 0.8),
        atMost('catalog-reads: p99 latency', p99, 25, 'ms'),
      ],
      notes: warnings.slice(0, 3),
    };
  });
