import { LRUCache } from 'lru-cache';
import type pg from 'pg';
import { jsonEntry, type JsonEntry } from '../../infra/http/cache.js';
import type { ModuleContext } from '../../infra/http/context.js';
import { readShopProduct, readShopProductKey, type ProductRecord } from '../../projections/catalog/index.js';
import { cacheWork } from './cache-work.js';

/** A product's shop answer, serialised once per key, and its record (for the product page's first view). */
export interface ProductEntry {
  readonly entry: JsonEntry;
  readonly record: ProductRecord;
}

interface Kept {
  readonly key: string;
  readonly value: ProductEntry;
  /** This instance's count of catalog batches when a lookup that found this key began, and when (see peek). */
  confirmed: { readonly local: number; readonly at: number } | null;
}

/** Products whose answers are kept; past it the least recently read go. About 2–5 KB each with its gzip form. */
const keptProducts = 5_000;
/** How long a confirmed answer is served without a lookup at most (rebuild swaps and takeovers, ADR 031). */
const recheckMs = 250;

/**
 * The shop's product answers (`GET /api/products/:slug`), each cached on its own under a key that moves only when
 * that product changes (any event of its stream, a sale included) or the catalog's non-stock version does (ADR 023).
 * A read costs one indexed lookup of the key, none while this instance leads the catalog projection and has applied
 * nothing since the last (as ADR 031's caches); a sale of one product rebuilds that product's answer only, and every
 * other answer keeps its bytes and ETag.
 */
export class ProductEntries {
  private readonly kept = new LRUCache<string, Kept>({ max: keptProducts });
  private readonly loading = new Map<string, Promise<Kept | null>>();

  constructor(
    private readonly pool: pg.Pool,
    /** Batches this instance has committed to the catalog while leading its projection; null when it does not lead. */
    private readonly localChanges: () => number | null = () => null,
  ) {}

  /** The answer when it may be served without a lookup: nothing applied here since one confirmed it, moments ago. */
  peek(slug: string): ProductEntry | null {
    const kept = this.kept.get(slug);
    const local = this.localChanges();
    if (!kept?.confirmed || local === null || kept.confirmed.local !== local) return null;
    return Date.now() - kept.confirmed.at < recheckMs ? kept.value : null;
  }

  /** The product's answer, or null when the shop does not show it. */
  async get(slug: string): Promise<ProductEntry | null> {
    // No slug is that long or holds a NUL or a lone surrogate (text PostgreSQL refuses): no product, not an error.
    if (slug.length > 500 || /\u0000|[\uD800-\uDFFF]/u.test(slug)) return null;
    const known = this.peek(slug);
    if (known) return known;
    // Taken before the lookup begins, so what the lookup finds includes every change the count stands for.
    const local = this.localChanges();
    const confirmed = local === null ? null : { local, at: Date.now() };
    const key = await readShopProductKey(this.pool, slug);
    if (key === null) return null;
    const kept = this.kept.get(slug);
    if (kept?.key === key) {
      kept.confirmed = confirmed;
      return kept.value;
    }
    // Readers of one product and key share one load; the load reads at or after the key looked up.
    const loadKey = `${key}\u0000${slug}`;
    let pending = this.loading.get(loadKey);
    if (!pending) {
      pending = this.load(slug, confirmed).finally(() => this.loading.delete(loadKey));
      this.loading.set(loadKey, pending);
    }
    return (await pending)?.value ?? null;
  }

  private async load(slug: string, confirmed: Kept['confirmed']): Promise<Kept | null> {
    const found = await readShopProduct(this.pool, slug);
    if (!found) {
      this.kept.delete(slug);
      return null;
    }
    cacheWork.productAnswersBuilt += 1;
    const loaded: Kept = { key: found.key, value: { entry: jsonEntry(found.product), record: found.product }, confirmed };
    this.kept.set(slug, loaded);
    return loaded;
  }
}

const perStore = new WeakMap<ModuleContext, ProductEntries>();

/** One cache per running store: the API, its fast path and the product page's first view share it. */
export function shopProducts(context: ModuleContext): ProductEntries {
  let entries = perStore.get(context);
  if (!entries) {
    entries = new ProductEntries(context.pool, () => context.reads.localChanges?.('catalog') ?? null);
    perStore.set(context, entries);
  }
  return entries;
}
