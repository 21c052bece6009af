import { categoryEvents, productEvents } from '../../events/catalog.js';
import { colourEvents } from '../../events/colours.js';
import { reviewEvents } from '../../events/reviews.js';
import { defineProjection } from '../engine/projection.js';
import { countChanges } from '../engine/read-model-version.js';
import { applyCatalogEvents, isStockEvent, setStock } from './apply.js';
import { catalogMigrations, catalogTables } from './schema.js';
import { stockFromLog, stockTypes } from './stock-from-log.js';

/**
 * Categories and products with their variants and images, in one read model
 * because the shop reads them together. One version (catalog_version) tells
 * every instance when anything but a stock figure changed; each product row's
 * own version moves with every event of its stream, sales included.
 */
export const catalogProjection = defineProjection({
  name: 'catalog',
  handles: [...categoryEvents, ...productEvents, ...reviewEvents, ...colourEvents].map((definition) => definition.type),
  tables: catalogTables,
  migrations: catalogMigrations,
  async apply(client, events) {
    // What orders bring: reservations only, one statement. Stock is not counted in the version (ADR 023).
    if (events.every(isStockEvent)) return setStock(client, events);
    await applyCatalogEvents(client, events);
    const counted = events.filter((event) => !isStockEvent(event)).length;
    if (counted > 0) await countChanges(client, 'catalog_version', counted);
  },
  // Stock events are most of the log (every order reserves): a full rebuild sets the last figures in one statement.
  deferredFromLog: { types: stockTypes, apply: stockFromLog },
});

export * from './queries.js';
export {
  readCatalogVersion,
  readShopFront,
  readShopProduct,
  readShopProductKey,
  type CategoryShowcase,
  type ShopFront,
} from './snapshot.js';
export { catalogSearchNameWords, catalogSearchSetup, catalogSearchStems, searchSynonyms, searchWords } from './search.js';
export * from './shop-list.js';
export { listColours, shopFacets, type ColourFacet, type ShopFacets, type SizeFacet } from './colours.js';
