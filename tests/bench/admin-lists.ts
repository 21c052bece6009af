// The back office's orders list on a store of 10,000 products, 20,000 customers and 200,000 orders: what one page,
// its total and each kind of search cost in the database, measured in process on the read models a rebuild made.
// Seeded once (the generated log, then the users and orders read models rebuilt from it), then each query a few
// times: the figures are the median of those runs (the first run, warming the cache, left out). Per query: the page
// alone, its total alone (the exact count before, the bounded total now) and the page with its total as the route
// reads them (listOrdersPage). Then the audit log's total over the same log: counted whole, and up to the bound.
import { createPool } from '../../infra/db.js';
import { createLogger } from '../../infra/logger.js';
import { migrate } from '../../infra/migrate.js';
import { storeMigrations } from '../../app/schema.js';
import { EventStore, parseMasterKey, PersonalDataVault, storeCatalogue } from '../../events/index.js';
import { rebuildProjections } from '../../projections/index.js';
import { listOrdersPage, ordersProjection, readOrdersAfter, type OrderFilters } from '../../projections/orders/index.js';
import { countLogEntries, eventLogFilters } from '../../services/audit/event-log.js';
import { countedTotalCap } from '../../infra/http/paging.js';
import { usersProjection } from '../../projections/users/index.js';
import * as orderLists from '../../projections/orders/index.js';
import os from 'node:os';
import { benchDataKey, quick, roundsFor } from './lib/env.js';
import { writeGeneratedLog } from './lib/generated-store.js';
import { startCluster } from './lib/postgres.js';
import { shapeOf } from './lib/replay-data.js';
import { atMost, type Bench, type Target } from './lib/report.js';
import { withScope } from './lib/scope.js';
import { median, round, type Cell } from './lib/stats.js';
import type { Queryable } from '../../events/index.js';

/** The total a page shows: the bounded total where the store has one, else the exact count. */
type Total = (db: Queryable, filters: OrderFilters) => Promise<unknown>;
const totalOf: Total =
  (orderLists as unknown as { orderListTotal?: Total }).orderListTotal ??
  (orderLists as unknown as { countOrders: Total }).countOrders;

export const adminLists: Bench = (context) =>
  withScope('admin-lists', async (scope) => {
    const counts = quick ? { products: 200, users: 1000, orders: 5000 } : { products: 10_000, users: 20_000, orders: 200_000 };
    const runs = roundsFor(5);
    const cluster = await startCluster(scope, 'admin-lists');
    const url = await cluster.database('store');
    const pool = createPool(url, { max: 4, logger: createLogger('error'), applicationName: 'bench-admin-lists' });
    scope.defer('close the pool', () => pool.end());
    await migrate(pool, storeMigrations);

    let started = performance.now();
    const shape = shapeOf(counts);
    await writeGeneratedLog(pool, shape, () => undefined);
    context.log(`generated ${shape.events.toLocaleString('en-US')} events (${counts.orders.toLocaleString('en-US')} orders) in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    started = performance.now();
    const store = new EventStore(pool, storeCatalogue, new PersonalDataVault(pool, parseMasterKey(benchDataKey)));
    await rebuildProjections(pool, store, [usersProjection, ordersProjection]);
    // The generated orders all go to one phone number: give each customer her own (E.164, as stored), as a store has.
    await pool.query(`update orders set shipping_phone = '+97150' || lpad(((order_number * 7919) % 10000000)::text, 7, '0')`);
    await pool.query('vacuum analyze orders');
    await pool.query('vacuum analyze users');
    context.log(`users and orders read models built in ${((performance.now() - started) / 1000).toFixed(0)} s`);

    const sample = (await pool.query<{ order_number: number; shipping_phone: string; shipping_name: string; email: string }>(
      `select o.order_number, o.shipping_phone, o.shipping_name, u.email from orders o join users u on u.id = o.user_id
       where o.status = 'shipped' order by o.order_number limit 1 offset $1`,
      [Math.floor(counts.orders / 200)],
    )).rows[0]!;
    const localPhone = `0${sample.shipping_phone.slice(4)}`;
    const queries: [name: string, filters: OrderFilters][] = [
      ['no filter', {}],
      ['status=shipped', { status: 'shipped' }],
      ['phone (local form)', { q: localPhone }],
      ['status=shipped & name', { status: 'shipped', q: sample.shipping_name }],
      ['email', { q: sample.email }],
      ['order number', { q: `#${sample.order_number}` }],
      ['broad name', { q: 'Shopper' }],
      ['days (a month)', { from: '2025-02-01', to: '2025-02-28' }],
      ['two letters', { q: 'zq' }],
    ];
    const rounds: Cell[][] = [['query', 'page ms', 'total ms', 'route ms', 'rows', 'total']];
    const figures: Record<string, unknown> = { loadAverage: os.loadavg().map((load) => round(load, 2)) };
    const targets: Target[] = [];
    const time = async <T>(work: () => Promise<T>): Promise<[number, T]> => {
      const at = performance.now();
      const result = await work();
      return [performance.now() - at, result];
    };
    for (const [name, filters] of queries) {
      const pageMs: number[] = [];
      const totalMs: number[] = [];
      const routeMs: number[] = [];
      let rows = 0;
      let total: unknown = null;
      for (let run = 0; run <= runs; run++) {
        const [page, fetched] = await time(() => readOrdersAfter(pool, filters, null, 51));
        const [count, counted] = await time(() => totalOf(pool, filters));
        const [route] = await time(() => listOrdersPage(pool, filters, { limit: 50, after: null }));
        if (run === 0) continue;
        pageMs.push(page);
        totalMs.push(count);
        routeMs.push(route);
        rows = fetched.length;
        total = counted;
      }
      const page = round(median(pageMs), 2);
      const count = round(median(totalMs), 2);
      const route = round(median(routeMs), 2);
      rounds.push([name, page, count, route, rows, JSON.stringify(total)]);
      figures[name] = { pageMs: page, totalMs: count, routeMs: route, rows, total };
      context.log(`${name}: page ${page} ms, total ${count} ms, route ${route} ms (${rows} rows, total ${JSON.stringify(total)})`);
      targets.push(atMost(`${name}: the route's page and total`, route, filters.q ? 100 : 50, 'ms'));
    }
    // The audit log's list over the same log (its default filter leaves the store's bookkeeping out).
    const auditFilters = eventLogFilters.parse({});
    for (const [name, limit] of [['audit log total, counted whole', undefined], [`audit log total, up to ${countedTotalCap + 1}`, countedTotalCap + 1]] as const) {
      const times: number[] = [];
      let counted = 0;
      for (let run = 0; run <= Math.min(runs, 3); run++) {
        const [ms, n] = await time(() => countLogEntries(pool, auditFilters, limit));
        if (run > 0) times.push(ms);
        counted = n;
      }
      const ms = round(median(times), 2);
      rounds.push([name, null, ms, null, null, counted]);
      figures[name] = { totalMs: ms, total: counted };
      context.log(`${name}: ${ms} ms (${counted})`);
    }
    context.log(`load average ${os.loadavg().map((load) => load.toFixed(2)).join(' ')}`);
    return { rounds, figures, targets, notes: [`load average at the end ${os.loadavg().map((load) => load.toFixed(2)).join(' ')}`] };
  });
