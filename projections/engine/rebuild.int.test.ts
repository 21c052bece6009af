import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemActor, type Checkpoint, type StoredEvent } from '../../events/index.js';
import { createPool } from '../../infra/db.js';
import { createLogger } from '../../infra/logger.js';
import { createTestDatabase, type TestDatabase } from '../../tests/support/database.js';
import { allProjections } from '../index.js';
import { findOrder } from '../orders/index.js';
import { rebuildProjection, rebuildProjections, type RebuildProgress } from './rebuild.js';
import { ProjectionRunner } from './runner.js';
import { event, order, product, randomHistory, stock } from '../../tests/support/test-history.js';

let db: TestDatabase;
let runner: ProjectionRunner;
let pool: pg.Pool;
/** Reads of the log the rebuild's pool made. */
let spanReads = 0;
const handledTypes = [...new Set(allProjections.flatMap((projection) => projection.handles))];

beforeAll(async () => {
  db = await createTestDatabase();
  runner = new ProjectionRunner(db.pool, db.store, allProjections, db.url, { logger: createLogger('error') });
  await runner.start();
  // A pool of its own for the rebuilds, as the command-line tool has, counting its reads of the log.
  pool = createPool(db.url, { max: 4, logger: createLogger('error') });
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string } | undefined)?.text;
      if (text?.includes('with span as')) spanReads += 1;
      return query(...args);
    };
  });
  await appendHistory(randomHistory(20261121, 240));
});
afterAll(async () => {
  await runner.stop();
  await pool.end();
  await db.drop();
});

/** Appends events as the store would (a few per append), then waits until every read model shows them. */
async function appendHistory(events: readonly StoredEvent[]): Promise<Checkpoint> {
  let position: Checkpoint | undefined;
  for (let i = 0; i < events.length; i += 3) {
    const appended = await db.store.append(
      events.slice(i, i + 3).map((event, k) => ({
        streamId: `history-${event.globalPosition}-${k}`,
        streamType: 'history',
        expectedVersion: 0,
        events: [{ type: event.type, data: event.data }],
      })),
      { actor: systemActor, correlationId: 'rebuild-test' },
    );
    position = appended.position;
  }
  expect(await runner.waitFor(position!, handledTypes, 15_000)).toBe(true);
  return position!;
}

/** A schema with every read model's migrations replayed into it, as a rebuild's shadow starts. */
async function migratedInto(schema: string): Promise<string> {
  const client = await db.pool.connect();
  try {
    await client.query(`drop schema if exists ${schema} cascade; create schema ${schema}; set search_path = ${schema}, public`);
    for (const projection of allProjections) for (const migration of projection.migrations) await client.query(migration.sql);
    await client.query('set search_path to default');
  } finally {
    client.release();
  }
  return schema;
}

/** The read models' indexes and constraints in a schema, with the schema's name left out. */
async function shapeOf(schema: string): Promise<string[]> {
  const tables = allProjections.flatMap((projection) => projection.tables);
  const result = await db.pool.query<{ definition: string }>(
    `select c.relname || ': ' || pg_get_indexdef(i.indexrelid) as definition
     from pg_index i join pg_class c on c.oid = i.indrelid join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = $1 and c.relname = any($2::text[])
     union all
     select c.relname || ': ' || k.conname || ' ' || pg_get_constraintdef(k.oid)
     from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = $1 and c.relname = any($2::text[])
     order by 1`,
    [schema, tables],
  );
  return result.rows.map((row) => row.definition.replaceAll(`${schema}.`, ''));
}

const eventCount = async () => Number((await db.pool.query('select count(*) as n from events')).rows[0].n);

describe('rebuilding every read model in one pass', () => {
  it('reads each batch of the log once, applies it to every read model, and swaps in copies equal to the live ones', async () => {
    // Some read models are filled inside the database (Projection.fromLog, deferredFromLog): equal to the live ones too.
    expect(allProjections.filter((projection) => projection.fromLog).map((projection) => projection.name))
      .toEqual(['orders', 'stats', 'shopper_notifications', 'cod_report', 'cod_history']);
    expect(allProjections.filter((projection) => projection.deferredFromLog).map((projection) => projection.name)).toEqual(['catalog']);
    const events = await eventCount();
    const batchSize = 10;
    const progress: RebuildProgress[] = [];
    spanReads = 0;
    const results = await rebuildProjections(pool, db.store, allProjections, { batchSize, onProgress: (p) => progress.push(p) });

    expect(results.map((result) => result.projection)).toEqual(allProjections.map((projection) => projection.name));
    for (const result of results) {
      expect(result.matches, `${result.projection}: ${JSON.stringify(result.differences)}`).toBe(true);
      expect(Object.values(result.differences).every((count) => count === 0)).toBe(true);
      expect(result.events).toBeGreaterThanOrEqual(events);
    }
    // The shared pass reads the log once (one read per batch, plus the empty one that ends it); each read model then
    // only catches up. Rebuilt one after another, each would read the whole log itself. (Not an exact count: while
    // a transaction anywhere in the cluster is open, the settled end of the log stops short of the head, so reads
    // come back short and more of them are made.)
    const pass = Math.ceil(events / batchSize) + 1;
    expect(spanReads).toBeGreaterThanOrEqual(pass);
    expect(spanReads).toBeLessThan(allProjections.length * pass);
    // The read models filled inside the database report on their own; the others share the pass.
    const inPass = allProjections.filter((projection) => !projection.fromLog).map((projection) => projection.name);
    const shared = progress.filter((p) => p.projection === inPass.join(', '));
    expect(shared.length).toBeGreaterThan(5);
    expect(shared[shared.length - 1]!.read).toBe(events);

    // Swapped in whole: foreign keys (set aside while filling) are back on the live tables, no shadow left behind.
    const keys = await db.pool.query<{ name: string }>(
      `select conrelid::regclass::text || ':' || pg_get_constraintdef(oid) as name from pg_constraint
       where contype = 'f' and connamespace = 'public'::regnamespace and conrelid::regclass::text = any($1) order by 1`,
      [allProjections.flatMap((projection) => projection.tables)],
    );
    expect(keys.rows.map((row) => row.name)).toEqual([
      'order_items:FOREIGN KEY (order_id) REFERENCES orders(id) ON DELETE CASCADE',
      'product_images:FOREIGN KEY (product_id) REFERENCES products(id) ON DELETE CASCADE',
      'variants:FOREIGN KEY (product_id) REFERENCES products(id) ON DELETE CASCADE',
    ]);
    const shadows = await db.pool.query(`select nspname from pg_namespace where nspname like 'rebuild\\_%'`);
    expect(shadows.rows).toEqual([]);
    // Every index and constraint the migrations make (all but primary keys are built after the bulk) is back.
    expect(await shapeOf('public')).toEqual(await shapeOf(await migratedInto('expected_shape')));
  });

  it('reports the read models that drifted, restores them, and the live runner carries on with the new tables', async () => {
    const drifted = (await db.pool.query<{ id: string }>('select id from orders order by order_number limit 1')).rows[0]!;
    await db.pool.query('delete from orders where id = $1', [drifted.id]);
    await db.pool.query('update variants set stock = stock + 1 where id = (select id from variants limit 1)');

    const compared = await rebuildProjections(pool, db.store, allProjections, { batchSize: 25, swap: false });
    const differing = compared.filter((result) => !result.matches).map((result) => result.projection);
    expect(differing).toEqual(['catalog', 'orders']);
    expect(compared.find((result) => result.projection === 'catalog')!.differences.variants).toBe(2);
    // Compare only: the drift stays.
    expect(await findOrder(db.pool, drifted.id)).toBeNull();

    const results = await rebuildProjections(pool, db.store, allProjections, { batchSize: 25 });
    expect(results.filter((result) => !result.matches).map((result) => result.projection)).toEqual(['catalog', 'orders']);
    expect(await findOrder(db.pool, drifted.id)).not.toBeNull();
    expect((await rebuildProjections(pool, db.store, allProjections)).every((result) => result.matches)).toBe(true);

    const placed = order(99_001, '42.00', new Date().toISOString());
    await db.store.append(
      [{ streamId: `order-${placed.orderId}`, streamType: 'order', expectedVersion: 0, events: [{ type: 'OrderPlaced', data: placed.data }] }],
      { actor: systemActor, correlationId: 'after-rebuild' },
    ).then((appended) => runner.waitFor(appended.position, appended.eventTypes));
    expect(await findOrder(db.pool, placed.orderId)).toMatchObject({ orderNumber: 99_001, totalAmount: '42.00' });
  });

  it('rebuilds one read model alone, reading only the events it handles, while the log keeps growing', async () => {
    const progress: number[] = [];
    const orders = allProjections.find((p) => p.name === 'orders')!;
    const rebuilding = rebuildProjection(pool, db.store, orders, {
      batchSize: 7,
      inDatabase: false,
      onProgress: ({ read }) => progress.push(read),
    });
    const more = appendHistory(randomHistory(7, 30));
    const [result] = await Promise.all([rebuilding, more]);
    expect(result.matches).toBe(true);
    expect(progress.length).toBeGreaterThan(3);
    // Filled inside the database up to the settled end, then caught up through apply with what was appended meanwhile.
    const [filled] = await Promise.all([
      rebuildProjection(pool, db.store, orders, { batchSize: 7 }),
      appendHistory(randomHistory(8, 30)),
    ]);
    expect(filled.matches).toBe(true);
    expect((await rebuildProjections(pool, db.store, allProjections)).every((r) => r.matches)).toBe(true);
  });

  it('sets the stock of variants that a revision removed and brought back as applying the events in turn does', async () => {
    const categoryId = randomUUID();
    const kept = product(categoryId, `kept-${categoryId}`, [5, 7]);
    const [v, w] = kept.variants;
    const gone = product(categoryId, `gone-${categoryId}`, [4]);
    const history = [
      kept.created,
      stock('StockReserved', kept.productId, v!.variantId, 3),
      // v is left out: its row goes; a sale of it meanwhile sets nothing; brought back, it starts at 0.
      kept.revised([w!], 10),
      stock('StockReleased', kept.productId, v!.variantId, 9),
      kept.revised([v!, w!], 11),
      stock('StockReserved', kept.productId, w!.variantId, 6),
      gone.created,
      event('ProductDeleted', { productId: gone.productId, deletedAt: new Date().toISOString() }),
      stock('StockReleased', gone.productId, gone.variants[0]!.variantId, 2),
    ];
    await appendHistory(history);
    const catalog = allProjections.find((projection) => projection.name === 'catalog')!;
    const [result] = await rebuildProjections(pool, db.store, [catalog], { batchSize: 4 });
    expect(result!.matches, JSON.stringify(result!.differences)).toBe(true);
    const levels = await db.pool.query<{ id: string; stock: number }>(
      'select id, stock from variants where product_id = any($1::uuid[]) order by ordinal',
      [[kept.productId, gone.productId]],
    );
    expect(levels.rows).toEqual([{ id: v!.variantId, stock: 0 }, { id: w!.variantId, stock: 6 }]);
  });

  it('builds the same read models through Node alone as with the statements inside the database', async () => {
    const throughNode = await rebuildProjections(pool, db.store, allProjections, { batchSize: 13, inDatabase: false, swap: false });
    expect(throughNode.filter((result) => !result.matches).map((result) => result.projection)).toEqual([]);
    const phases = new Set<string>();
    const inDatabase = await rebuildProjections(pool, db.store, allProjections, {
      onPhase: ({ phase, projection }) => phases.add(`${phase}:${projection}`),
    });
    expect(inDatabase.filter((result) => !result.matches).map((result) => result.projection)).toEqual([]);
    for (const name of ['orders', 'stats', 'shopper_notifications', 'catalog']) expect(phases).toContain(`from-log:${name}`);
  });
});
