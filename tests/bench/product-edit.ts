// product-edit: an admin's product edit on a product whose stream holds 2,000 events (a bestseller: every sale
// and restock is an event of its stream) against the same edit on a new product, in process, on a real
// PostgreSQL. Also counts the events each edit reads: with snapshots (ADR 030) that count stays bounded.
import { randomUUID } from 'node:crypto';
import { EventStore, storeCatalogue, type EventMetadata, type StoredEvent, parseMasterKey, PersonalDataVault } from '../../events/index.js';
import { benchDataKey } from './lib/env.js';
import { createPool } from '../../infra/db.js';
import { createLogger } from '../../infra/logger.js';
import { migrate } from '../../infra/migrate.js';
import { storeMigrations } from '../../app/schema.js';
import { createCategory } from '../../services/catalog/category-commands.js';
import { createProduct, reviseProduct } from '../../services/catalog/product-commands.js';
import type { ProductRequest } from '../../services/catalog/schemas.js';
import { roundsFor } from './lib/env.js';
import { startCluster } from './lib/postgres.js';
import { alternatingEdits, productEditBody } from './lib/product-edits.js';
import { atMost, type Bench } from './lib/report.js';
import { withScope } from './lib/scope.js';
import { median, round, type Cell } from './lib/stats.js';

const streamLength = 2_000;

const metadata = (): EventMetadata => ({
  actor: { id: randomUUID(), role: 'admin', email: 'bench-admin@store.test' },
  correlationId: randomUUID(),
  causationId: null,
  idempotencyKey: null,
});

export const productEdit: Bench = (context) =>
  withScope('product-edit', async (scope) => {
    const rounds = roundsFor();
    const edits = context.quick ? 10 : 40;
    const cluster = await startCluster(scope, 'product-edit');
    const pool = createPool(await cluster.database('product_edit'), { max: 8, logger: createLogger('error') });
    scope.defer('close the pool', () => pool.end());
    await migrate(pool, storeMigrations);
    const store = new EventStore(pool, storeCatalogue, new PersonalDataVault(pool, parseMasterKey(benchDataKey)));
    // Counts the events each edit reads from the log.
    let eventsRead = 0;
    const readStreams = store.readStreams.bind(store);
    store.readStreams = async (...args) => {
      const read = await readStreams(...args);
      for (const events of read.values()) eventsRead += events.length;
      return read;
    };
    const readStream = store.readStream.bind(store);
    store.readStream = async (...args): Promise<StoredEvent[]> => {
      const read = await readStream(...args);
      eventsRead += read.length;
      return read;
    };
    const deps = { store, pool };
    const { categoryId } = await createCategory(deps, { nameEn: 'Abayas', nameAr: 'عبايات' }, metadata());
    const request = (nameEn: string, variants: { id?: string; stock: number }[]): ProductRequest =>
      productEditBody(categoryId, nameEn, variants.map((variant) => ({ ...variant, size: 'M', color: 'Black', price: '120.00' })));
    const newProduct = async () => {
      const { productId } = await createProduct(deps, request('Abaya', [{ stock: 5_000 }]), metadata());
      const variantId = (await store.readStream(`product-${productId}`))[0]!.data as { variants: { variantId: string }[] };
      return { productId, variantId: variantId.variants[0]!.variantId };
    };

    // The bestseller: sales and restocks appended as orders append them, in blocks of one append each.
    const bestseller = await newProduct();
    context.log(`growing a product stream to ${streamLength} events`);
    for (let version = 1, stock = 5_000; version < streamLength; ) {
      const events = [];
      for (let n = 0; n < 200 && version + events.length < streamLength; n++) {
        const sale = (version + n) % 2 === 1;
        stock += sale ? -1 : 1;
        events.push({
          type: sale ? 'StockReserved' : 'StockReleased',
          data: {
            productId: bestseller.productId,
            variantId: bestseller.variantId,
            orderId: randomUUID(),
            quantity: 1,
            remaining: stock,
            ...(sale ? { reason: 'order_placed', returnId: null } : { reason: 'order_cancelled' }),
          },
        });
      }
      await store.append([{ streamId: `product-${bestseller.productId}`, streamType: 'product', expectedVersion: version, events }], metadata());
      version += events.length;
    }

    /** One edit (a new name), timed, with the events it read. */
    const edit = async (product: { productId: string; variantId: string }, n: number) => {
      const current = (await store.streamVersion(`product-${product.productId}`)) - 1;
      eventsRead = 0;
      const started = performance.now();
      await reviseProduct(deps, product.productId, request(`Abaya ${n}`, [{ id: product.variantId, stock: 5_000 - (current % 2) }]), metadata());
      return { ms: performance.now() - started, read: eventsRead };
    };

    const first = await edit(bestseller, 0);
    context.log(`first edit of the long stream (no snapshot yet): ${round(first.ms)} ms, ${first.read} events read`);
    const rows: Cell[][] = [['round', 'new product: median ms', 'events read', `${streamLength}-event stream: median ms`, 'events read', 'ratio']];
    const ratios: number[] = [];
    for (let r = 1; r <= rounds; r++) {
      const fresh = await newProduct();
      const times = await alternatingEdits({ long: bestseller, fresh }, edits, edit);
      const newTimes = times.fresh.map((one) => one.ms);
      const longTimes = times.long.map((one) => one.ms);
      const newRead = Math.max(...times.fresh.map((one) => one.read ?? 0));
      const longRead = Math.max(...times.long.map((one) => one.read ?? 0));
      const ratio = median(longTimes) / median(newTimes);
      ratios.push(ratio);
      rows.push([r, round(median(newTimes)), newRead, round(median(longTimes)), longRead, round(ratio)]);
    }
    const ratio = median(ratios);
    return {
      rounds: rows,
      figures: { ratio, firstEditMs: first.ms, firstEditEventsRead: first.read },
      targets: [atMost('product-edit: long stream / new product', round(ratio), 2)],
      notes: [
        `each round: ${edits} edits of each product, alternating; "events read" is the most one edit read from the log`,
        `the first edit of the long stream read it whole (${first.read} events, ${round(first.ms)} ms) and took its snapshot`,
      ],
    };
  });
