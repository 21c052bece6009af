import { EventCatalogue } from './catalogue.js';
import { identityEvents } from './identity.js';

export * from './catalogue.js';
export * from './command.js';
export * from './store.js';
export { eventStoreSchema } from './schema.js';

/** Every event type the store may hold, across modules. */
export const storeCatalogue = new EventCatalogue([...identityEvents]);
