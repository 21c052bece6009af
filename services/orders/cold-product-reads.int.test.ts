import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FoldCache, foldStream, streamRead } from '../../events/index.js';
import { productStreamId } from '../../events/catalog.js';
import { loadStreams } from '../../events/stream-loading.js';
import { startTestStore, type TestStore } from '../../tests/support/test-store.js';
import { productForOrder } from './product-stock.decider.js';

/**
 * What an order reads of a product that has sold many times, once the process that sold it is gone: its snapshot and
 * the events after it, not the stream from its start (a restart empties the folds kept in memory).
 */

let store: TestStore;
let product: { id: string; variants: Array<{ id: string }> };
const sales = 47;

beforeAll(async () => {
  store = await startTestStore({ ORDER_MAX_PER_HOUR: '1000' });
  const admin = await store.login();
  const shopper = await store.customer();
  const category = await store.request('POST', '/api/admin/categories', { cookie: admin, body: { nameEn: 'Abayas', nameAr: 'عبايات' } });
  const created = await store.request('POST', '/api/admin/products', {
    cookie: admin,
    body: {
      nameEn: 'Crepe Abaya',
      nameAr: 'عباية كريب',
      categoryId: category.body.id,
      status: 'active',
      variants: [{ size: 'M', color: 'Black', price: '180.00', stock: 500 }],
      images: [{ url: 'https://images.example.com/crepe.jpg', isPrimary: true, position: 0 }],
    },
  });
  expect(created.status).toBe(201);
  product = created.body;
  for (let sale = 0; sale < sales; sale++) {
    const placed = await store.request('POST', '/api/orders', {
      cookie: shopper,
      body: {
        items: [{ productId: product.id, variantId: product.variants[0]!.id, quantity: 1 }],
        shippingName: 'Maryam Saeed',
        shippingPhone: '050 111 2233',
        shippingCity: 'Sharjah',
        shippingAddressLine1: 'Flat 7, Al Majaz 2',
      },
    });
    expect(placed.status, placed.text).toBe(201);
  }
}, 120_000);

afterAll(async () => {
  await store?.stop();
});

describe('an order after a restart', () => {
  it('reads a sold product from its snapshot and at most 20 events after it, to the state of the whole stream', async () => {
    const streamId = productStreamId(product.id);
    const whole = await store.db.store.readStream(streamId);
    expect(whole.length).toBeGreaterThan(sales);

    // A fresh process: its fold cache is empty, as the order command's is after a start.
    const cache = new FoldCache(store.db.store, productForOrder);
    let eventsRead = 0;
    const readStreams = store.db.store.readStreams.bind(store.db.store);
    store.db.store.readStreams = async (...args) => {
      const read = await readStreams(...args);
      for (const events of read.values()) eventsRead += events.length;
      return read;
    };
    let loaded;
    try {
      loaded = await loadStreams(store.db.store, { product: streamRead(productForOrder, streamId) }, [cache]);
    } finally {
      store.db.store.readStreams = readStreams;
    }

    expect(eventsRead).toBeLessThanOrEqual(20);
    expect(loaded.states.product).toEqual(foldStream(productForOrder, whole));
    expect(loaded.versions.get(streamId)).toBe(whole.at(-1)!.streamVersion);
    const stock = (loaded.states.product as { variants: Map<string, { stock: number }> }).variants.get(product.variants[0]!.id)!.stock;
    expect(stock).toBe(500 - sales);
  });
});
