// live-latency: orders at a fixed rate (open loop) from several shoppers while an admin listens on socket.io;
// for each order, the time from its 201 answer to the `order:placed` event carrying its id.
import path from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import { admin, repoRoot, roundsFor, secondsFor } from './lib/env.js';
import { keepAliveAgent, login } from './lib/http.js';
import { request } from './lib/http.js';
import { seedCatalog, type SeededProduct } from './lib/catalog.js';
import { startCluster } from './lib/postgres.js';
import { atMost, type Bench } from './lib/report.js';
import { sampleMemory, startHelper, startServer } from './lib/server.js';
import { benchOrderSettings, orderBody, randomSource, registerShoppers, type Shopper } from './lib/shoppers.js';
import { withScope } from './lib/scope.js';
import { median, percentile, round, type Cell } from './lib/stats.js';

const ratePerSecond = 100;
const intervalMs = 1000 / ratePerSecond;
const shopperCount = 8;

interface LiveRun {
  readonly sent: number;
  readonly answered: number;
  readonly failed: number;
  readonly received: number;
  readonly missing: number;
  readonly beforeAnswer: number;
  /** event time - 201 time, ms; negative when the event came first. */
  readonly gaps: number[];
  readonly answerMs: number[];
  readonly achievedRate: number;
  /** Answers other than 201, by status (or "network"). */
  readonly refused: Record<string, number>;
}

async function openSocket(url: string, cookie: string | undefined): Promise<Socket> {
  const socket = connect(url, {
    transports: ['websocket'],
    extraHeaders: cookie ? { cookie } : {},
    reconnection: false,
    forceNew: true,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => reject(new Error(`socket: ${error.message}`)));
  });
  return socket;
}

/** Sends orders every `intervalMs` for `seconds`, whatever the answers do (open loop). */
async function measure(
  baseUrl: string,
  ordersPath: string,
  socket: Socket,
  shoppers: readonly Shopper[],
  products: readonly SeededProduct[],
  seconds: number,
  seed: number,
): Promise<LiveRun> {
  const events = new Map<string, number>();
  const onPlaced = (payload: { id?: string }) => {
    if (payload?.id && !events.has(payload.id)) events.set(payload.id, performance.now());
  };
  socket.on('order:placed', onPlaced);
  const agents = shoppers.map(() => keepAliveAgent(64));
  const random = randomSource(seed);
  const answers = new Map<string, number>();
  const answerMs: number[] = [];
  let failed = 0;
  const refused: Record<string, number> = {};
  const pending: Promise<void>[] = [];
  const total = Math.round(seconds * ratePerSecond);
  const started = performance.now();
  let sent = 0;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
      while (sent < total && started + sent * intervalMs <= now) {
        const index = sent % shoppers.length;
        const { body } = orderBody(products, random);
        sent += 1;
        pending.push(
          request(`${baseUrl}${ordersPath}`, 'POST', { body, cookie: shoppers[index]!.cookie, agent: agents[index]! }).then(
            (answer) => {
              if (answer.status === 201 && answer.body?.id) {
                answers.set(answer.body.id, performance.now());
                answerMs.push(answer.ms);
              } else {
                failed += 1;
                refused[answer.status] = (refused[answer.status] ?? 0) + 1;
              }
            },
            () => {
              failed += 1;
              refused.network = (refused.network ?? 0) + 1;
            },
          ),
        );
      }
      if (sent >= total) return resolve();
      setTimeout(tick, Math.max(0, started + sent * intervalMs - performance.now()));
    };
    tick();
  });
  const sendSeconds = (performance.now() - started) / 1000;
  await Promise.all(pending);
  // Events for the last answers may still be on their way.
  const waitUntil = performance.now() + 3000;
  while (performance.now() < waitUntil && [...answers.keys()].some((id) => !events.has(id))) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  socket.off('order:placed', onPlaced);
  for (const agent of agents) agent.destroy();

  const gaps: number[] = [];
  let missing = 0;
  let beforeAnswer = 0;
  for (const [id, answeredAt] of answers) {
    const eventAt = events.get(id);
    if (eventAt === undefined) {
      missing += 1;
      continue;
    }
    const gap = eventAt - answeredAt;
    if (gap < 0) beforeAnswer += 1;
    gaps.push(gap);
  }
  return {
    sent,
    answered: answers.size,
    failed,
    received: gaps.length,
    missing,
    beforeAnswer,
    gaps,
    answerMs,
    achievedRate: sent / sendSeconds,
    refused,
  };
}

export const liveLatency: Bench = (context) =>
  withScope('live-latency', async (scope) => {
    const seconds = secondsFor(10);
    const rounds = roundsFor();
    const cluster = await startCluster(scope, 'live');
    const server = await startServer(scope, { databaseUrl: await cluster.database('store'), env: benchOrderSettings });
    const adminCookie = await login(server.url, admin.email, admin.password);
    const products = await seedCatalog(server.url, adminCookie, { products: 50, variants: 1, images: 1, stock: 1_000_000 });
    const shoppers = await registerShoppers(server.url, shopperCount);
    const socket = await openSocket(server.url, adminCookie);
    scope.defer('close the admin socket', () => void socket.close());

    const reference = await startHelper(scope, 'reference socket.io server', path.join(repoRoot, 'tests/bench/helpers/reference-live.mjs'));
    const referenceUrl = `http://127.0.0.1:${reference.port}`;
    const referenceSocket = await openSocket(referenceUrl, undefined);
    scope.defer('close the reference socket', () => void referenceSocket.close());
    context.log(`admin socket connected; ${shopperCount} shoppers; ${ratePerSecond} orders/s for ${seconds} s per run`);

    // Warm-up (not measured).
    await measure(referenceUrl, '/orders', referenceSocket, shoppers, products, 0.5, 7);
    await measure(server.url, '/api/orders', socket, shoppers, products, 0.5, 7);

    const rows: Cell[][] = [[
      'round', 'server', 'sent/s', '201', 'events', 'missing', 'before 201', 'gap p50', 'gap p99', 'gap max', '201 p50', '201 p99', 'CPU %',
    ]];
    const ours: LiveRun[] = [];
    for (let index = 1; index <= rounds; index++) {
      for (const [name, url, ordersPath, listener, pid] of [
        ['reference', referenceUrl, '/orders', referenceSocket, reference.pid],
        ['ours', server.url, '/api/orders', socket, server.pid],
      ] as const) {
        const usage = sampleMemory(pid);
        const run = await measure(url, ordersPath, listener, shoppers, products, seconds, index);
        const { cpuPercent } = await usage.stop();
        if (name === 'ours') ours.push(run);
        rows.push([index, name, run.achievedRate, run.answered, run.received, run.missing, run.beforeAnswer,
          percentile(run.gaps, 50), percentile(run.gaps, 99), Math.max(...run.gaps),
          percentile(run.answerMs, 50), percentile(run.answerMs, 99), cpuPercent]);
      }
      const last = ours.at(-1)!;
      context.log(`round ${index}: gap p99 ${percentile(last.gaps, 99).toFixed(1)} ms, 201 p99 ${percentile(last.answerMs, 99).toFixed(1)} ms`);
    }
    const allGaps = ours.flatMap((run) => run.gaps);
    const p99 = median(ours.map((run) => percentile(run.gaps, 99)));
    const missing = ours.reduce((sum, run) => sum + run.missing, 0);
    const before = ours.reduce((sum, run) => sum + run.beforeAnswer, 0);
    const notes = [
      `gap = time the admin socket got order:placed minus time the shopper got 201; ${before} of ${allGaps.length} events came before their 201 (negative gaps)`,
    ];
    if (missing > 0) notes.push(`${missing} orders answered 201 never showed up on the admin socket within 3 s`);
    const failed = ours.reduce((sum, run) => sum + run.failed, 0);
    if (failed > 0) {
      const byStatus: Record<string, number> = {};
      for (const run of ours) for (const [status, count] of Object.entries(run.refused)) byStatus[status] = (byStatus[status] ?? 0) + count;
      notes.push(`${failed} order requests were not answered 201: ${JSON.stringify(byStatus)}`);
    }

    // Sanity: the socket was an admin's (it received events), and the orders exist.
    const stats = await request(`${server.url}/api/admin/stats`, 'GET', { cookie: adminCookie });
    return {
      rounds: rows,
      figures: {
        ratePerSecond,
        secondsPerRun: seconds,
        shoppers: shopperCount,
        gapP50Ms: round(median(ours.map((run) => percentile(run.gaps, 50))), 2),
        gapP99Ms: round(p99, 2),
        gapMaxMs: round(Math.max(...allGaps), 2),
        eventsBefore201: before,
        events: allGaps.length,
        missing,
        answerP50Ms: round(median(ours.map((run) => percentile(run.answerMs, 50))), 2),
        answerP99Ms: round(median(ours.map((run) => percentile(run.answerMs, 99))), 2),
        ordersInStore: stats.body?.totalOrders ?? null,
      },
      targets: [
        atMost('live-latency: 201 to order:placed p99', round(p99, 1), 50, 'ms'),
        { name: 'live-latency: events missing', value: missing, unit: '', target: '0', met: missing === 0 },
      ],
      notes,
    };
  });
