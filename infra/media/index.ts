export { mediaMigration, planImageUrls, type PlannedImageUrl } from './media-store.js';
export { mediaRoutes } from './routes.js';
export { classifyImageUrl, imageUrlMessages, maxImageBytes, sniffImageType, type ImageExtension } from './image-url.js';
export { isResizable, renditionWidths, renditionsMigration, unrenderableMigration } from './renditions.js';
export { maxImagePixels, maxImageSide } from './upload-check.js';
