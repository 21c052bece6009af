import type { RoutesModule } from './http/routes.js';
import type { LivePublishers } from './live-publishers.js';

/**
 * What a module declares once, in its index.ts, for the store to wire (app/server.ts): its routes, from which its
 * router, its access checks, its part of the API document and the tests' route catalogue are drawn, and the live
 * messages it publishes when its read models commit.
 */
export interface ModuleManifest extends RoutesModule {
  readonly livePublishers?: LivePublishers;
}
