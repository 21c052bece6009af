import type { ModuleManifest } from '../../infra/module-manifest.js';
import { contentPublicReads } from './public-reads.js';
import { contentRoutes } from './routes.js';
export { createBanner, reviseBanner, deleteBanner, type ContentDeps } from './commands.js';
export { bannerRequest, bannerChangesRequest, bannerMessages, type BannerRequest } from './schemas.js';
export { contentFirstViews } from './first-view.js';
export { pageNotFound } from './page.decider.js';
export { writePage } from './page-commands.js';
export { pageRequest, pageMessages, type PageRequest } from './schemas.js';

/** What the module declares for the store to wire (infra/module-manifest.ts). */
export const contentModule: ModuleManifest = {
  routes: [
    ...contentPublicReads,
    ...contentRoutes,
  ],
};
