import { EventCatalogue } from './catalogue.js';
import { catalogEvents } from './catalog.js';
import { codEvents } from './cod.js';
import { addressEvents } from './addresses.js';
import { businessEvents } from './business.js';
import { contentEvents } from './content.js';
import { couponEvents } from './coupons.js';
import { couriersModuleEvents } from './couriers.js';
import { deliveryEvents } from './delivery.js';
import { identityEvents } from './identity.js';
import { logRewriteEvents } from './log-rewrites.js';
import { ordersModuleEvents } from './orders.js';
import { returnsModuleEvents } from './returns.js';
import { reviewEvents, reviewRequestEvents } from './reviews.js';
import { settingsEvents } from './settings.js';
import { shopperNotificationEvents } from './shopper-notifications.js';
import { stockAlertEvents } from './stock-alerts.js';
import { storeCreditEvents } from './store-credit.js';
import { taxDocumentEvents } from './tax-documents.js';
import { wishlistEvents } from './wishlist.js';

export * from './catalogue.js';
export * from './command.js';
export {
  foldStream,
  stateAfter,
  streamRead,
  type CommandDecider,
  type Decider,
  type Decision,
  type EventsFor,
  type StatesOf,
  type StreamFold,
  type StreamRead,
  type StreamReads,
} from './decider.js';
export { retryOnConflict, type RetryOptions } from './retry.js';
export { loadStream } from './stream-loading.js';
export * from './fold-cache.js';
export * from './personal-data.js';
export * from './refusal.js';
export * from './snapshots.js';
export * from './store.js';
export { eventStoreSchema, eventStoreUpgrade } from './schema.js';

/** Every event type the store may hold, across modules. */
export const storeCatalogue = new EventCatalogue([
  ...identityEvents,
  ...catalogEvents,
  ...contentEvents,
  ...settingsEvents,
  ...ordersModuleEvents,
  ...couriersModuleEvents,
  ...codEvents,
  ...shopperNotificationEvents,
  ...addressEvents,
  ...wishlistEvents,
  ...reviewEvents,
  ...reviewRequestEvents,
  ...stockAlertEvents,
  ...deliveryEvents,
  ...couponEvents,
  ...businessEvents,
  ...taxDocumentEvents,
  ...storeCreditEvents,
  ...returnsModuleEvents,
  ...logRewriteEvents,
]);
