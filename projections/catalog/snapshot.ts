import type pg from 'pg';
import type { Queryable } from '../../events/index.js';
import { inTransaction } from '../../infra/db.js';
import { readVersion } from '../engine/read-model-version.js';
import { listCategories, listProducts, type CategoryRecord, type ProductRecord } from './queries.js';

export interface CatalogSnapshot {
  readonly categories: readonly CategoryRecord[];
  /** Active products only, newest first. */
  readonly products: readonly ProductRecord[];
}

/** Changes whenever the catalog read model does; the cheap check before using a cached snapshot. */
export const readCatalogVersion = (db: Queryable) => readVersion(db, 'catalog_version');

/**
 * The shop's whole catalog and the version it belongs to, read in one
 * snapshot: the same version therefore always means the same data, on
 * every instance, which is what lets it key a cache and a strong ETag.
 */
export async function readCatalogSnapshot(pool: pg.Pool): Promise<{ version: string; snapshot: CatalogSnapshot }> {
  return inTransaction(pool, async (client) => {
    await client.query('set transaction isolation level repeatable read, read only');
    const version = await readCatalogVersion(client);
    const categories = await listCategories(client);
    const products = await listProducts(client, { activeOnly: true });
    return { version, snapshot: { categories, products } };
  });
}
