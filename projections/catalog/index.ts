import { categoryEvents, productEvents } from '../../events/catalog.js';
import { reviewEvents } from '../../events/reviews.js';
import { defineProjection } from '../engine/projection.js';
import { countChanges } from '../engine/read-model-version.js';
import { applyCatalogEvents, isStockEvent, setStock } from './apply.js';
import { catalogMigrations, catalogTables } from './schema.js';

/**
 * Categories and products with their variants and images, in one read model
 * because the shop reads them together and one version (catalog_version)
 * tells every instance when any of them changed.
 */
export const catalogProjection = defineProjection({
  name: 'catalog',
  handles: [...categoryEvents, ...productEvents, ...reviewEvents].map((definition) => definition.type),
  tables: catalogTables,
  migrations: catalogMigrations,
  async apply(client, events) {
    // What orders bring: reservations only, written with the change count in one statement.
    if (events.every(isStockEvent)) return setStock(client, events, events.length);
    await applyCatalogEvents(client, events);
    await countChanges(client, 'catalog_version', events.length);
  },
});

export * from './queries.js';
export { readCatalogSnapshot, readCatalogVersion, type CatalogSnapshot } from './snapshot.js';
