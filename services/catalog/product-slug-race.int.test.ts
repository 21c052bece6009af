import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventStore, storeCatalogue, type AppendResult, type EventMetadata, type StreamAppend } from '../../events/index.js';
import { startTestStore, type TestStore } from '../../tests/support/test-store.js';
import { createProduct, reviseProduct } from './product-commands.js';
import { productRequest } from './schemas.js';

/**
 * Two admins writing products at the same moment, made simultaneous on purpose: each append waits until both
 * commands have read and decided, so they decide on the same state and one of them loses the append.
 */
class RacingStore extends EventStore {
  private waiting: (() => void)[] = [];
  readonly lost: string[][] = [];
  constructor(
    source: EventStore,
    private racers: number,
  ) {
    super(source.pool, storeCatalogue);
  }
  override async append(appends: readonly StreamAppend[], metadata: EventMetadata, client?: never): Promise<AppendResult> {
    if (this.racers > 0) {
      this.racers -= 1;
      await new Promise<void>((resolve) => {
        this.waiting.push(resolve);
        if (this.racers === 0) for (const go of this.waiting.splice(0)) go();
      });
    }
    try {
      return await super.append(appends, metadata, client);
    } catch (error) {
      this.lost.push(appends.map((append) => append.streamId));
      throw error;
    }
  }
}

let store: TestStore;
let admin: string;
const categoryIds: string[] = [];
const metadata = (): EventMetadata => ({ actor: { id: randomUUID(), role: 'admin' }, correlationId: randomUUID() });

beforeAll(async () => {
  store = await startTestStore();
  admin = await store.login();
  for (const [nameEn, nameAr] of [['Race Abayas', 'عبايات السباق'], ['Race Kaftans', 'قفاطين السباق']]) {
    categoryIds.push((await store.request('POST', '/api/admin/categories', { cookie: admin, body: { nameEn, nameAr } })).body.id);
  }
});
afterAll(() => store.stop());

// Each in a category of its own: the slug claim is the only stream the two commands share.
const request = (nameEn: string, category: number) =>
  productRequest.parse({
    nameEn,
    nameAr: 'عباية',
    categoryId: categoryIds[category],
    variants: [{ size: '52', price: '120.00', stock: 1 }],
    images: [{ url: 'https://example.com/abaya.jpg', isPrimary: true }],
  });

/** The product a slug shows shoppers, once the read model has it. */
async function productAt(slug: string): Promise<{ id: string; nameEn: string }> {
  for (let tries = 0; tries < 100; tries++) {
    const response = await store.request('GET', `/api/products/${encodeURIComponent(slug)}`);
    if (response.status === 200) return response.body;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`No product at ${slug}`);
}

const claimHolder = async (slug: string) =>
  (await store.db.store.readStream(`product-slug-${slug}`)).map((event) => (event.data as { ownerId: string }).ownerId);

describe('products created and renamed at the same moment', () => {
  it('gives one of two simultaneous creations of one name its slug; the other loses the claim and takes the next', async () => {
    const racing = new RacingStore(store.db.store, 2);
    const deps = { store: racing, pool: store.db.pool };
    const [first, second] = await Promise.all([
      createProduct(deps, request('Twin Abaya', 0), metadata()),
      createProduct(deps, request('Twin Abaya', 1), metadata()),
    ]);
    expect([first.slug, second.slug].sort()).toEqual(['twin-abaya', 'twin-abaya-2']);
    // Exactly one append lost, on the claim of the slug both decided on, and was decided again.
    expect(racing.lost).toEqual([expect.arrayContaining(['product-slug-twin-abaya'])]);
    const winner = first.slug === 'twin-abaya' ? first : second;
    const loser = winner === first ? second : first;
    expect(await claimHolder('twin-abaya')).toEqual([winner.productId]);
    expect(await claimHolder('twin-abaya-2')).toEqual([loser.productId]);
    expect((await productAt('twin-abaya')).id).toBe(winner.productId);
    expect((await productAt('twin-abaya-2')).id).toBe(loser.productId);
  });

  it('lets a rename racing a creation of the same name keep its slug, and gives the new product the slug of the name', async () => {
    const existing = await createProduct({ store: store.db.store, pool: store.db.pool }, request('Plain Abaya', 0), metadata());
    const racing = new RacingStore(store.db.store, 2);
    const deps = { store: racing, pool: store.db.pool };
    const [created] = await Promise.all([
      createProduct(deps, request('Silk Abaya', 1), metadata()),
      reviseProduct(deps, existing.productId, request('Silk Abaya', 0), metadata()),
    ]);
    expect(created.slug).toBe('silk-abaya');
    expect(await claimHolder('silk-abaya')).toEqual([created.productId]);
    expect(await productAt('silk-abaya')).toMatchObject({ id: created.productId, nameEn: 'Silk Abaya' });
    // The renamed product is still where its links point, under its new name.
    expect(await claimHolder('plain-abaya')).toEqual([existing.productId]);
    const renamed = await productAt('plain-abaya');
    expect(renamed.id).toBe(existing.productId);
    for (let tries = 0; tries < 100 && (await productAt('plain-abaya')).nameEn !== 'Silk Abaya'; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect((await productAt('plain-abaya')).nameEn).toBe('Silk Abaya');
  });
});
