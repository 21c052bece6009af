// peer: the store beside Vendure (installed at pinned versions outside the store's lock, tests/bench/lib/vendure.ts),
// both on the same PostgreSQL server with the same catalog, measured in alternating runs: the full catalog read,
// one product, 16 shoppers checking out, 40 shoppers racing for 5 units, and the memory each process holds.
import type http from 'node:http';
import { randomBytes } from 'node:crypto';
import { admin, quick, roundsFor, secondsFor } from './lib/env.js';
import { keepAliveAgent, login, request } from './lib/http.js';
import { seedCatalog, type SeededProduct } from './lib/catalog.js';
import { startCluster } from './lib/postgres.js';
import { atLeast, atMost, type Bench, type Target } from './lib/report.js';
import { memoryOf, sampleMemory, startServer } from './lib/server.js';
import { benchOrderSettings, benchShipping, orderBody, randomSource, registerShoppers, type OrderLine } from './lib/shoppers.js';
import { withScope, type Scope } from './lib/scope.js';
import { median, percentile, round, type Cell } from './lib/stats.js';
import { ensureVendureInstalled, startVendure } from './lib/vendure.js';
import { gql, peerCheckout, peerStock, seedPeerCatalog, setUpPeerShop, signInPeerShoppers, type PeerShop } from './lib/vendure-api.js';

const readers = 16;
const shoppersCount = 16;
const racersCount = 40;
const raceUnits = 5;
/** One page of each: the store's list answers at most 100 products, Vendure's Shop API lists as many. */
const catalogProducts = quick ? 20 : 100;
const variantsPerProduct = 4;
const seededStock = 1_000_000;
/** The store's DATABASE_POOL_SIZE default; Vendure's pool is set to the same. */
const poolSize = 20;
/** What browsers send; the store compresses its answers, Vendure (Express without compression) does not. */
const browserHeaders = { 'accept-encoding': 'gzip, deflate, br' };

/** What the shop's list shows of each product, asked of Vendure as a storefront would. */
const peerListQuery = `query($take: Int!) { products(options: { take: $take }) { totalItems items {
  id slug name description
  featuredAsset { preview }
  variants { id name sku priceWithTax currencyCode stockLevel options { code name group { code name } } } } } }`;
const peerProductQuery = `query($slug: String!) { product(slug: $slug) {
  id slug name description
  translations { languageCode name slug description }
  featuredAsset { preview } assets { preview }
  variants { id name sku priceWithTax currencyCode stockLevel options { code name group { code name } } } } }`;

interface Attempt {
  readonly ok: boolean;
  readonly ms: number;
  readonly bytes?: number;
  readonly failure?: string;
}

interface LoopResult {
  readonly done: number;
  readonly failed: number;
  readonly seconds: number;
  readonly latencies: number[];
  readonly bytes: number;
  readonly firstFailure?: string;
}

/** `workers` clients, each on its own keep-alive connection, repeating `attempt` until the time is up. */
async function closedLoop(workers: number, seconds: number, attempt: (worker: number, agent: http.Agent, turn: number) => Promise<Attempt>): Promise<LoopResult> {
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const latencies: number[] = [];
  let failed = 0;
  let bytes = 0;
  let firstFailure: string | undefined;
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      const agent = keepAliveAgent(1);
      try {
        for (let turn = 0; performance.now() < deadline; turn++) {
          let result: Attempt;
          try {
            result = await attempt(worker, agent, turn);
          } catch (error) {
            result = { ok: false, ms: 0, failure: (error as Error).message };
          }
          if (result.ok) {
            latencies.push(result.ms);
            bytes += result.bytes ?? 0;
          } else {
            failed += 1;
            firstFailure ??= result.failure;
          }
        }
      } finally {
        agent.destroy();
      }
    }),
  );
  return { done: latencies.length, failed, seconds: (performance.now() - started) / 1000, latencies, bytes, firstFailure };
}

interface RaceResult {
  readonly accepted: number;
  readonly refused: number;
  readonly stockAfter: number;
  /** Units the server's own records hold as sold (the store: seeded less left; Vendure: its stockAllocated). */
  readonly booked: number;
  readonly ms: number;
}

/** One side of the comparison: how it is read, ordered from, raced on. */
interface Side {
  readonly name: 'store' | 'Vendure';
  readonly pid: number;
  readonly products: readonly SeededProduct[];
  catalog(agent: http.Agent): Promise<Attempt>;
  product(agent: http.Agent, slug: string): Promise<Attempt>;
  checkout(shopper: number, lines: readonly OrderLine[], agent: http.Agent): Promise<Attempt>;
  race(round: number): Promise<RaceResult>;
  warnings(): string[];
}

const failed = (what: string, status: number, text: string): Attempt => ({ ok: false, ms: 0, failure: `${what}: ${status} ${text.slice(0, 200)}` });

async function storeSide(scope: Scope, databaseUrl: string, log: (line: string) => void): Promise<Side> {
  const server = await startServer(scope, { databaseUrl, env: benchOrderSettings });
  const cookie = await login(server.url, admin.email, admin.password);
  let started = performance.now();
  const products = await seedCatalog(server.url, cookie, { products: catalogProducts, variants: variantsPerProduct, images: 1, stock: seededStock });
  log(`store: seeded ${products.length} products x ${variantsPerProduct} variants in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  started = performance.now();
  const shoppers = await registerShoppers(server.url, shoppersCount);
  const racers = await registerShoppers(server.url, racersCount);
  log(`store: ${shoppers.length + racers.length} shoppers registered and signed in in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  const listUrl = `${server.url}/api/products?limit=${catalogProducts}`;
  const check = await request(listUrl, 'GET');
  if (check.status !== 200 || !Array.isArray(check.body) || check.body.length !== catalogProducts) {
    throw new Error(`store catalog: ${check.status}, ${Array.isArray(check.body) ? check.body.length : '?'} products`);
  }
  const placeOrder = (shopperCookie: string, items: readonly OrderLine[], agent: http.Agent) =>
    request(`${server.url}/api/orders`, 'POST', { cookie: shopperCookie, agent, body: { items, ...benchShipping } });
  return {
    name: 'store',
    pid: server.pid,
    products,
    async catalog(agent) {
      const answer = await request(listUrl, 'GET', { agent, headers: browserHeaders });
      return answer.status === 200 ? { ok: true, ms: answer.ms, bytes: answer.raw.length } : failed('list', answer.status, answer.text);
    },
    async product(agent, slug) {
      const answer = await request(`${server.url}/api/products/${slug}`, 'GET', { agent, headers: browserHeaders });
      return answer.status === 200 ? { ok: true, ms: answer.ms, bytes: answer.raw.length } : failed('product', answer.status, answer.text);
    },
    async checkout(shopper, lines, agent) {
      const answer = await placeOrder(shoppers[shopper]!.cookie, lines, agent);
      return answer.status === 201 ? { ok: true, ms: answer.ms } : failed('order', answer.status, answer.text);
    },
    async race(round) {
      const [product] = await seedCatalog(server.url, cookie, { products: 1, variants: 1, images: 1, stock: raceUnits, categories: 1, label: `Race ${round} ${randomBytes(2).toString('hex')}` });
      const variant = product!.variants[0]!;
      const agents = racers.map(() => keepAliveAgent(1));
      const started = performance.now();
      try {
        const answers = await Promise.all(
          racers.map((racer, index) => placeOrder(racer.cookie, [{ productId: product!.id, variantId: variant.id, quantity: 1 }], agents[index]!)),
        );
        const ms = performance.now() - started;
        const unexpected = answers.find((answer) => answer.status !== 201 && answer.status !== 409);
        if (unexpected) throw new Error(`store race: ${unexpected.status} ${unexpected.text.slice(0, 200)}`);
        const after = await request(`${server.url}/api/admin/products/${product!.id}`, 'GET', { cookie });
        const stockAfter = (after.body.variants as Array<{ id: string; stock: number }>).find((candidate) => candidate.id === variant.id)!.stock;
        const accepted = answers.filter((answer) => answer.status === 201).length;
        return { accepted, refused: answers.length - accepted, stockAfter, booked: raceUnits - stockAfter, ms };
      } finally {
        for (const agent of agents) agent.destroy();
      }
    },
    warnings: () => server.logLines.filter((line) => /"level":"(warn|error|fatal)"/.test(line)),
  };
}

async function vendureSide(scope: Scope, databaseUrl: string, log: (line: string) => void): Promise<{ side: Side; versions: Record<string, string> }> {
  const { folder, versions } = ensureVendureInstalled(log);
  let started = performance.now();
  const peer = await startVendure(scope, folder, databaseUrl, poolSize);
  log(`Vendure ${versions['@vendure/core']}: started in ${((performance.now() - started) / 1000).toFixed(0)} s (tables by synchronize)`);
  const shop: PeerShop = await setUpPeerShop(peer.url);
  started = performance.now();
  const products = await seedPeerCatalog(shop, { products: catalogProducts, variants: variantsPerProduct, stock: seededStock });
  log(`Vendure: seeded ${products.length} products x ${variantsPerProduct} variants in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  started = performance.now();
  const tag = randomBytes(3).toString('hex');
  const shoppers = await signInPeerShoppers(shop, shoppersCount, `${tag}-s`);
  const racers = await signInPeerShoppers(shop, racersCount, `${tag}-r`);
  log(`Vendure: ${shoppers.length + racers.length} customers made and signed in in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  const check = await gql(shop.shop, peerListQuery, { take: catalogProducts });
  if (check.errors?.length || check.data?.products?.items?.length !== catalogProducts) {
    throw new Error(`Vendure catalog: ${JSON.stringify(check.errors ?? check.data).slice(0, 300)}`);
  }
  const read = async (query: string, variables: Record<string, unknown>, agent: http.Agent, what: string): Promise<Attempt> => {
    const answer = await gql(shop.shop, query, variables, { agent, headers: browserHeaders });
    const empty = Object.values(answer.data ?? {})[0] == null;
    return answer.status === 200 && !answer.errors?.length && !empty
      ? { ok: true, ms: answer.ms, bytes: answer.bytes }
      : failed(what, answer.status, JSON.stringify(answer.errors ?? answer.data));
  };
  const side: Side = {
    name: 'Vendure',
    pid: peer.pid,
    products,
    catalog: (agent) => read(peerListQuery, { take: catalogProducts }, agent, 'products'),
    product: (agent, slug) => read(peerProductQuery, { slug }, agent, 'product'),
    async checkout(shopper, lines, agent) {
      const result = await peerCheckout(shop, shoppers[shopper]!, lines, agent);
      return result.accepted ? { ok: true, ms: result.ms } : { ok: false, ms: result.ms, failure: result.refusal };
    },
    async race(round) {
      const [product] = await seedPeerCatalog(shop, { products: 1, variants: 1, stock: raceUnits, firstIndex: 100_000 + round * 100 + Math.floor(Math.random() * 100) });
      const variant = product!.variants[0]!;
      const agents = racers.map(() => keepAliveAgent(1));
      const started = performance.now();
      try {
        const results = await Promise.all(racers.map((token, index) => peerCheckout(shop, token, [{ variantId: variant.id, quantity: 1 }], agents[index]!)));
        const ms = performance.now() - started;
        const stock = await peerStock(shop, variant.id);
        const accepted = results.filter((result) => result.accepted).length;
        // What Vendure would still sell: on hand less what its orders hold (its `stockLevel`).
        return { accepted, refused: results.length - accepted, stockAfter: stock.onHand - stock.allocated, booked: stock.allocated, ms };
      } finally {
        for (const agent of agents) agent.destroy();
      }
    },
    warnings: () => peer.logLines.filter((line) => /error|warn/i.test(line)),
  };
  return { side, versions };
}

interface Measured {
  catalog: LoopResult[];
  product: LoopResult[];
  checkout: LoopResult[];
  race: RaceResult[];
}

const perSecond = (run: LoopResult) => run.done / run.seconds;

export const peer: Bench = (context) =>
  withScope('peer', async (scope) => {
    const seconds = secondsFor(10);
    const rounds = roundsFor();
    const notes: string[] = [];
    const cluster = await startCluster(scope, 'peer');
    const store = await storeSide(scope, await cluster.database('store'), context.log);
    const { side: vendure, versions } = await vendureSide(scope, await cluster.database('vendure'), context.log);
    const sides = [store, vendure] as const;

    const runCatalog = (side: Side, length: number) => closedLoop(readers, length, (_worker, agent) => side.catalog(agent));
    const runProduct = (side: Side, length: number) =>
      closedLoop(readers, length, (worker, agent, turn) => side.product(agent, side.products[(worker * 7 + turn * 13) % side.products.length]!.slug));
    const runCheckout = (side: Side, length: number, seed: number) => {
      // The same seeds on both sides: the same sequence of baskets (product and variant positions, quantities).
      const randoms = Array.from({ length: shoppersCount }, (_, worker) => randomSource(seed * 1000 + worker + 1));
      return closedLoop(shoppersCount, length, (worker, agent) => side.checkout(worker, orderBody(side.products, randoms[worker]!).lines, agent));
    };

    // Warm-up (JIT, caches, connections) on both, not counted.
    for (const side of sides) {
      const length = quick ? 0.5 : 2;
      await runCatalog(side, length);
      await runProduct(side, length);
      await runCheckout(side, length, 999);
    }
    // Idle: both processes after seeding and warm-up, 5 s without traffic.
    await new Promise((resolve) => setTimeout(resolve, quick ? 1000 : 5000));
    const idle = { store: (await memoryOf(store.pid))?.rssKb ?? NaN, Vendure: (await memoryOf(vendure.pid))?.rssKb ?? NaN };
    context.log(`idle RSS: store ${(idle.store / 1024).toFixed(0)} MB, Vendure ${(idle.Vendure / 1024).toFixed(0)} MB`);
    const sampling = { store: sampleMemory(store.pid), Vendure: sampleMemory(vendure.pid) };

    const measured: Record<Side['name'], Measured> = {
      store: { catalog: [], product: [], checkout: [], race: [] },
      Vendure: { catalog: [], product: [], checkout: [], race: [] },
    };
    const rows: Cell[][] = [['round', 'server', 'catalog/s', 'p99 ms', 'KB', 'product/s', 'p99 ms', 'orders/s', 'p50 ms', 'p99 ms', 'failed', 'race orders', 'stock after', 'units booked']];
    for (let index = 1; index <= rounds; index++) {
      const row: Record<Side['name'], Cell[]> = { store: [index, 'store'], Vendure: [index, 'Vendure'] };
      // Each measurement on the store, then the same on Vendure, so drift in the machine's load falls on both.
      for (const side of sides) {
        const run = await runCatalog(side, seconds);
        measured[side.name].catalog.push(run);
        row[side.name].push(perSecond(run), percentile(run.latencies, 99), run.bytes / Math.max(1, run.done) / 1024);
        if (run.firstFailure) notes.push(`round ${index} ${side.name} catalog: ${run.failed} failed, first: ${run.firstFailure}`);
      }
      for (const side of sides) {
        const run = await runProduct(side, seconds);
        measured[side.name].product.push(run);
        row[side.name].push(perSecond(run), percentile(run.latencies, 99));
        if (run.firstFailure) notes.push(`round ${index} ${side.name} product: ${run.failed} failed, first: ${run.firstFailure}`);
      }
      for (const side of sides) {
        const run = await runCheckout(side, seconds, index);
        measured[side.name].checkout.push(run);
        row[side.name].push(perSecond(run), percentile(run.latencies, 50), percentile(run.latencies, 99), run.failed);
        if (run.firstFailure) notes.push(`round ${index} ${side.name} checkout: ${run.failed} failed, first: ${run.firstFailure}`);
      }
      for (const side of sides) {
        const race = await side.race(index);
        measured[side.name].race.push(race);
        row[side.name].push(`${race.accepted} for ${raceUnits}`, race.stockAfter, race.booked);
      }
      rows.push(row.store, row.Vendure);
      const ratio = (pick: (m: Measured) => LoopResult[]) => (perSecond(pick(measured.store).at(-1)!) / perSecond(pick(measured.Vendure).at(-1)!)).toFixed(1);
      context.log(
        `round ${index}: store/Vendure catalog ${ratio((m) => m.catalog)}x, product ${ratio((m) => m.product)}x, checkout ${ratio((m) => m.checkout)}x; ` +
          `race: ${measured.store.race.at(-1)!.accepted} / ${measured.Vendure.race.at(-1)!.accepted} orders accepted for ${raceUnits} units`,
      );
    }
    const peak = { store: await sampling.store.stop(), Vendure: await sampling.Vendure.stop() };

    const ratios = (pick: (m: Measured) => LoopResult[]) =>
      pick(measured.store).map((run, index) => perSecond(run) / perSecond(pick(measured.Vendure)[index]!));
    const catalogRatio = median(ratios((m) => m.catalog));
    const productRatio = median(ratios((m) => m.product));
    const checkoutRatio = median(ratios((m) => m.checkout));
    const oversold = (side: Side['name']) => Math.max(0, ...measured[side].race.map((race) => Math.max(race.accepted - raceUnits, -race.stockAfter)));
    const storeAllSold = Math.min(...measured.store.race.map((race) => (race.accepted === raceUnits && race.stockAfter === 0 ? 1 : 0)));
    const mb = (kb: number) => round(kb / 1024, 0);
    const summary = (pick: (m: Measured) => LoopResult[]) => ({
      store: round(median(pick(measured.store).map(perSecond)), 1),
      Vendure: round(median(pick(measured.Vendure).map(perSecond)), 1),
      storeP99Ms: round(median(pick(measured.store).map((run) => percentile(run.latencies, 99))), 1),
      VendureP99Ms: round(median(pick(measured.Vendure).map((run) => percentile(run.latencies, 99))), 1),
    });
    rows.push(['median', 'store/Vendure', catalogRatio, null, null, productRatio, null, checkoutRatio, null, null, null, null, null, null]);

    for (const side of sides) {
      const warnings = side.warnings();
      if (warnings.length > 0) notes.push(`${side.name} logged ${warnings.length} warning/error lines, first: ${warnings[0]!.slice(0, 200)}`);
    }
    notes.push(
      `memory: idle RSS store ${mb(idle.store)} MB, Vendure ${mb(idle.Vendure)} MB; peak RSS during the rounds store ${round(peak.store.peakRssMb, 0)} MB, Vendure ${round(peak.Vendure.peakRssMb, 0)} MB`,
    );
    notes.push(
      `Vendure ${Object.entries(versions).map(([name, version]) => `${name}@${version}`).join(', ')}; ${catalogProducts} products x ${variantsPerProduct} variants on each; ` +
        `${readers} readers, ${shoppersCount} shoppers, ${racersCount} racers for ${raceUnits} units; ${seconds} s a run`,
    );
    return {
      rounds: rows,
      figures: {
        versions,
        products: catalogProducts,
        variants: variantsPerProduct,
        secondsPerRun: seconds,
        catalogPerSecond: summary((m) => m.catalog),
        catalogKb: {
          store: round(median(measured.store.catalog.map((run) => run.bytes / Math.max(1, run.done) / 1024)), 1),
          Vendure: round(median(measured.Vendure.catalog.map((run) => run.bytes / Math.max(1, run.done) / 1024)), 1),
        },
        productPerSecond: summary((m) => m.product),
        checkoutsPerSecond: {
          ...summary((m) => m.checkout),
          storeP50Ms: round(median(measured.store.checkout.map((run) => percentile(run.latencies, 50))), 1),
          VendureP50Ms: round(median(measured.Vendure.checkout.map((run) => percentile(run.latencies, 50))), 1),
        },
        race: { store: measured.store.race, Vendure: measured.Vendure.race },
        idleRssMb: { store: mb(idle.store), Vendure: mb(idle.Vendure) },
        peakRssMb: { store: round(peak.store.peakRssMb, 0), Vendure: round(peak.Vendure.peakRssMb, 0) },
        ratios: {
          catalog: ratios((m) => m.catalog).map((value) => round(value, 2)),
          product: ratios((m) => m.product).map((value) => round(value, 2)),
          checkout: ratios((m) => m.checkout).map((value) => round(value, 2)),
        },
      },
      targets: [
        atLeast('peer: full catalog reads/s store/Vendure', round(catalogRatio, 2), 1),
        atLeast('peer: one product reads/s store/Vendure', round(productRatio, 2), 1),
        atLeast('peer: checkouts/s store/Vendure (16 shoppers)', round(checkoutRatio, 2), 1),
        atMost('peer: units the store sold twice (race)', oversold('store'), 0),
        atLeast('peer: the store sold every raced unit, stock 0 after', storeAllSold, 1),
        atMost('peer: idle RSS store/Vendure', round(idle.store / idle.Vendure, 2), 1),
        atMost('peer: peak RSS store/Vendure', round(peak.store.peakRssMb / peak.Vendure.peakRssMb, 2), 1),
      ] satisfies Target[],
      notes,
    };
  });
