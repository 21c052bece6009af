import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allProjections, rebuildProjection } from '../../projections/index.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { call, spawnStore, until, type StoreProcess } from '../support/store-process.js';
import { testAdmin } from '../support/test-store.js';

let db: TestDatabase;
let running: StoreProcess | undefined;
/** Four shoppers keep ordering until the kill: more than the hourly limit lets one customer place. */
const manyOrders = { ORDER_MAX_PER_HOUR: '1000' };

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await running?.kill('SIGKILL');
  await db.drop();
});

async function login(url: string) {
  return (await call(url, 'POST', '/api/auth/login', { body: testAdmin })).cookie!;
}

describe('a store killed with SIGKILL in the middle of orders', () => {
  it('keeps every acknowledged order exactly once and read models equal to a rebuild', async () => {
    running = await spawnStore(db.url, manyOrders);
    const first = running;
    const admin = await login(first.url);
    const category = await call(first.url, 'POST', '/api/admin/categories', { cookie: admin, body: { nameEn: 'Abayas', nameAr: 'عبايات' } });
    const product = await call(first.url, 'POST', '/api/admin/products', {
      cookie: admin,
      body: {
        nameEn: 'Crash Abaya',
        nameAr: 'عباية',
        categoryId: category.body.id,
        status: 'active',
        variants: [{ size: 'M', price: '100.00', stock: 100_000 }],
        images: [{ url: 'https://images.example.com/a.jpg', isPrimary: true, position: 0 }],
      },
    });
    expect(product.status).toBe(201);
    const shoppers = await Promise.all(
      Array.from({ length: 4 }, async (_, i) =>
        (await call(first.url, 'POST', '/api/auth/register', { body: { name: `S${i}`, email: `kill${i}@example.com`, password: 'secret1' } })).cookie!,
      ),
    );

    const acknowledged: string[] = [];
    // The kill follows the 40th answer at once (not a poll later): orders answer in a few milliseconds.
    let reached!: () => void;
    const fortyAnswered = new Promise<void>((resolve) => (reached = resolve));
    let failures = 0;
    let stop = false;
    const body = {
      items: [{ productId: product.body.id, variantId: product.body.variants[0].id, quantity: 1 }],
      shippingName: 'Crash Test',
      shippingPhone: '0500000000',
      shippingCity: 'Dubai',
      shippingAddressLine1: 'Street 1',
    };
    const streams = shoppers.map(async (cookie) => {
      while (!stop) {
        try {
          const response = await call(first.url, 'POST', '/api/orders', { cookie, body });
          if (response.status === 201) acknowledged.push(response.body.id);
          if (acknowledged.length >= 40) reached();
        } catch {
          failures += 1;
          return;
        }
      }
    });
    await Promise.race([
      fortyAnswered,
      new Promise((_, reject) => setTimeout(() => reject(new Error('timed out waiting for 40 orders')), 30_000).unref()),
    ]);
    await first.kill('SIGKILL');
    stop = true;
    await Promise.all(streams);
    expect(failures).toBeGreaterThan(0);

    running = await spawnStore(db.url, manyOrders);
    const second = running;
    const adminAgain = await login(second.url);
    await until(
      async () => {
        const health = await call(second.url, 'GET', '/api/admin/health', { cookie: adminAgain });
        return health.body.projections.every((projection: { lag: number }) => projection.lag === 0);
      },
      20_000,
      'projections to catch up',
    );

    // Every page of the list, however many orders made it in before the kill.
    const orders: Array<{ id: string }> = [];
    for (let route: string | undefined = '/api/admin/orders?limit=100'; route; ) {
      const page = await call(second.url, 'GET', route, { cookie: adminAgain });
      orders.push(...(page.body as Array<{ id: string }>));
      const next = page.next ? new URL(page.next, second.url) : undefined;
      route = next && next.pathname + next.search;
    }
    const listed = new Map<string, number>();
    for (const order of orders) listed.set(order.id, (listed.get(order.id) ?? 0) + 1);
    for (const id of acknowledged) expect(listed.get(id), id).toBe(1);
    const placedInLog = await db.pool.query<{ n: number }>(`select count(*)::int as n from events where type = 'OrderPlaced'`);
    expect(orders.length).toBe(placedInLog.rows[0]!.n);

    const stock = await call(second.url, 'GET', '/api/admin/products', { cookie: adminAgain });
    const left = stock.body.find((candidate: { id: string }) => candidate.id === product.body.id).variants[0].stock;
    expect(left).toBe(100_000 - orders.length);

    for (const projection of allProjections) {
      const result = await rebuildProjection(db.pool, db.store, projection, { swap: false });
      expect(result.matches, `${projection.name}: ${JSON.stringify(result.differences)}`).toBe(true);
    }
    console.log(`kill -9: ${acknowledged.length} orders acknowledged before the kill, ${orders.length} in the log, all present once`);
  }, 90_000);
});
