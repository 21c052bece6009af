export { mediaMigration, planImageUrls, resolveImageUrl, resolveImageUrls, saveImage, type PlannedImageUrl } from './media-store.js';
export { mediaRoutes } from './routes.js';
export { classifyImageUrl, imageUrlMessages, maxImageBytes, sniffImageType, type ImageExtension } from './image-url.js';
export { isResizable, renditionWidths, renditionsMigration } from './renditions.js';
