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

/** Products whose answers are kept; past it the least recently read go. About 2–5 KB each with its gzip form. */
const keptProducts = 5_000;

/**
 * The shop's product answers (`GET /api/products/:slug`), each cached on its own under a key that moves only when
 * that product changes (any event of its stream, a sale included) or the catalog's non-stock version does (ADR 023).
 * A read costs one indexed lookup of the key; a sale of one product rebuilds that product's answer only, and every
 * other answer keeps its bytes and ETag.
 */
export class ProductEntries {
  private readonly kept = new LRUCache<string, { readonly key: string; readonly value: ProductEntry }>({ max: keptProducts });
  private readonly loading = new Map<string, Promise<{ key: string; value: ProductEntry } | null>>();
  constructor(private readonly pool: pg.Pool) {}

  /** The product's answer, or null when the shop does not show it. */
  async get(slug: string): Promise<ProductEntry | null> {
    // No slug is that long or holds a NUL or a lone surrogate (text PostgreSQL refuses): no product, not an error.
    if (slug.length > 500 || /\u0000|[\uD800-\uDFFF]/u.test(slug)) return null;
    const key = await readShopProductKey(this.pool, slug);
    if (key === null) return null;
    const kept = this.kept.get(slug);
    if (kept?.key === key) return kept.value;
    // Readers of one product and key share one load; the load reads at or after the key looked up.
    const loadKey = `${key}\u0000${slug}`;
    let pending = this.loading.get(loadKey);
    if (!pending) {
      pending = this.load(slug).finally(() => this.loading.delete(loadKey));
      this.loading.set(loadKey, pending);
    }
    return (await pending)?.value ?? null;
  }

  private async load(slug: string): Promise<{ key: string; value: ProductEntry } | null> {
    const found = await readShopProduct(this.pool, slug);
    if (!found) {
      this.kept.delete(slug);
      return null;
    }
    cacheWork.productAnswersBuilt += 1;
    const loaded = { key: found.key, value: { entry: jsonEntry(found.product), record: found.product } };
    this.kept.set(slug, loaded);
    return loaded;
  }
}

const perStore = new WeakMap<ModuleContext, ProductEntries>();

/** One cache per running store: the API, its fast path and the product page's first view share it. */
export function shopProducts(context: ModuleContext): ProductEntries {
  let entries = perStore.get(context);
  if (!entries) {
    entries = new ProductEntries(context.pool);
    perStore.set(context, entries);
  }
  return entries;
}
