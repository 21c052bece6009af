export { contentRoutes, contentImageWrites } from './routes.js';
export { createBanner, reviseBanner, deleteBanner, type ContentDeps } from './commands.js';
export { bannerRequest, bannerChangesRequest, bannerMessages, type BannerRequest } from './schemas.js';
export { contentFirstViews } from './first-view.js';
export { contentPublicReads } from './public-reads.js';
export { pageNotFound } from './page.decider.js';
export { writePage } from './page-commands.js';
export { pageRequest, pageMessages, type PageRequest } from './schemas.js';
export { contentOperations } from './operations.js';
