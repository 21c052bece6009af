import { LRUCache } from 'lru-cache';
import type pg from 'pg';
import { confirmationAt, jsonEntry, stillConfirmed, type JsonEntry, type LocalConfirmation } from '../../infra/http/cache.js';
import { isUnstorable } from '../../infra/text.js';
import { perStore, type ModuleContext } from '../../infra/http/context.js';
import { readShopProduct, type ProductRecord } from '../../projections/catalog/index.js';
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
  confirmed: LocalConfirmation | null;
}

/** Products whose answers are kept; past it the least recently read go. About 2–5 KB each with its gzip form. */
const keptProducts = 5_000;

/**
 * The shop's product answers (`GET /api/products/:slug`), each cached on its own under a key that moves only when
 * that product changes (any event of its stream, a sale included) or the catalog's non-stock version does (ADR 023).
 * A read costs one indexed lookup of the key (bringing the product's rows when it moved), none while this instance
 * leads the catalog projection and has applied nothing since the last (as ADR 031's caches); a sale of one product
 * rebuilds that product's answer only, and every other answer keeps its bytes and ETag.
 */
export class ProductEntries {
  private readonly kept = new LRUCache<string, Kept>({ max: keptProducts });

  constructor(
    private readonly pool: pg.Pool,
    /** Batches this instance has committed to the catalog while leading its projection; null when it does not lead. */
    private readonly localChanges: () => number | null = () => null,
  ) {}

  /** The answer when it may be served without a lookup: nothing applied here since one confirmed it, moments ago. */
  peek(slug: string): ProductEntry | null {
    const kept = this.kept.get(slug);
    const local = this.localChanges();
    return kept && stillConfirmed(kept.confirmed, local) ? kept.value : null;
  }

  /**
   * The product's answer, or null when the shop does not show it. One statement either way: it confirms the kept
   * answer's key, or reads the product when the key moved (ADR 047). Concurrent first reads of one product each read
   * it (a lookup begun earlier may predate a change this read must see); the first to finish is kept.
   */
  async get(slug: string): Promise<ProductEntry | null> {
    // No slug is that long or holds a NUL or a lone surrogate (text PostgreSQL refuses): no product, not an error.
    if (slug.length > 500 || isUnstorable(slug)) return null;
    const known = this.peek(slug);
    if (known) return known;
    // Taken before the lookup begins, so what the lookup finds includes every change the count stands for.
    const local = this.localChanges();
    const confirmed = confirmationAt(local);
    const kept = this.kept.get(slug);
    const found = await readShopProduct(this.pool, slug, kept?.key ?? null);
    if (!found) {
      this.kept.delete(slug);
      return null;
    }
    // The key read is the kept answer's (unchanged), or one another read of the same moment has just kept.
    const now = this.kept.get(slug);
    if (now?.key === found.key) {
      now.confirmed = confirmed;
      return now.value;
    }
    if (found.product === null) return kept!.value;
    cacheWork.productAnswersBuilt += 1;
    const loaded: Kept = { key: found.key, value: { entry: jsonEntry(found.product), record: found.product }, confirmed };
    this.kept.set(slug, loaded);
    return loaded.value;
  }
}

/** One cache per running store: the API, its fast path and the product page's first view share it. */
export const shopProducts: (context: ModuleContext) => ProductEntries = perStore(
  (context) => new ProductEntries(context.pool, () => context.reads.localChanges?.('catalog') ?? null),
);
