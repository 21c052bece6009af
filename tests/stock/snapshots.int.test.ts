import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldStream, loadStream, snapshotEvery, systemActor, type NewEvent } from '../../events/index.js';
import { productDecider } from '../../services/catalog/product.decider.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

const metadata = { actor: systemActor, correlationId: 'test' };

/** A product stream of `length` events: its creation, then sales and restocks of its one variant. */
async function productStream(length: number): Promise<{ streamId: string; productId: string; variantId: string }> {
  const productId = randomUUID();
  const variantId = randomUUID();
  const streamId = `product-${productId}`;
  const created: NewEvent = {
    type: 'ProductCreated',
    data: {
      productId, slug: `p-${productId}`, categoryId: randomUUID(), nameEn: 'Abaya', nameAr: 'عباية', descriptionEn: null,
      descriptionAr: null, status: 'active', variants: [{ variantId, size: 'M', color: null, price: '10.00', stock: 1000 }],
      images: [], createdAt: new Date().toISOString(),
    },
  };
  await db.store.append([{ streamId, streamType: 'product', expectedVersion: 0, events: [created] }], metadata);
  await grow(streamId, productId, variantId, 1, length);
  return { streamId, productId, variantId };
}

async function grow(streamId: string, productId: string, variantId: string, from: number, to: number) {
  const events: NewEvent[] = [];
  for (let version = from + 1, stock = 1000 - (from % 2); version <= to; version++) {
    const sale = version % 2 === 0;
    stock += sale ? -1 : 1;
    events.push({
      type: sale ? 'StockReserved' : 'StockReleased',
      data: { productId, variantId, orderId: randomUUID(), quantity: 1, remaining: stock, ...(sale ? { reason: 'order_placed', returnId: null } : { reason: 'order_deleted' }) },
    });
  }
  if (events.length > 0) await db.store.append([{ streamId, streamType: 'product', expectedVersion: from, events }], metadata);
}

/** Counts the events the store hands out while `work` runs. */
async function eventsRead(work: () => Promise<unknown>): Promise<number> {
  let count = 0;
  const readStreams = db.store.readStreams.bind(db.store);
  db.store.readStreams = async (...args) => {
    const read = await readStreams(...args);
    for (const events of read.values()) count += events.length;
    return read;
  };
  try {
    await work();
  } finally {
    db.store.readStreams = readStreams;
  }
  return count;
}

describe('snapshots of long streams', () => {
  it('read a long stream from its snapshot and the events after it, to the same state and version as the whole stream', async () => {
    const { streamId, productId, variantId } = await productStream(2 * snapshotEvery + 37);
    const whole = foldStream(productDecider, await db.store.readStream(streamId));

    // The first read has no snapshot: it reads everything and takes one.
    expect(await eventsRead(() => loadStream(db.store, productDecider, streamId))).toBe(2 * snapshotEvery + 37);
    const snapshot = await db.pool.query('select stream_version from stream_snapshots where stream_id = $1', [streamId]);
    expect(snapshot.rows).toEqual([{ stream_version: 2 * snapshotEvery + 37 }]);

    await grow(streamId, productId, variantId, 2 * snapshotEvery + 37, 2 * snapshotEvery + 50);
    let loaded;
    expect(await eventsRead(async () => (loaded = await loadStream(db.store, productDecider, streamId)))).toBe(13);
    const wholeNow = foldStream(productDecider, await db.store.readStream(streamId));
    expect(loaded).toEqual({ state: wholeNow, version: 2 * snapshotEvery + 50 });
    expect(wholeNow).not.toEqual(whole);
  });

  it('ignore a snapshot taken by another version of the fold', async () => {
    const { streamId } = await productStream(snapshotEvery + 5);
    await loadStream(db.store, productDecider, streamId);
    await db.pool.query(`update stream_snapshots set fold_version = fold_version - 1, state = '{"kind":"deleted"}' where stream_id = $1`, [streamId]);
    const loaded = await loadStream(db.store, productDecider, streamId);
    expect(loaded.state.kind).toBe('existing');
    expect(loaded.version).toBe(snapshotEvery + 5);
  });

  it('are taken again once a command has read snapshotEvery events past the last one', async () => {
    const { streamId, productId, variantId } = await productStream(snapshotEvery + 1);
    await loadStream(db.store, productDecider, streamId);
    await grow(streamId, productId, variantId, snapshotEvery + 1, 2 * snapshotEvery + 2);
    await loadStream(db.store, productDecider, streamId);
    const snapshot = await db.pool.query('select stream_version from stream_snapshots where stream_id = $1', [streamId]);
    expect(snapshot.rows).toEqual([{ stream_version: 2 * snapshotEvery + 2 }]);
  });
});
