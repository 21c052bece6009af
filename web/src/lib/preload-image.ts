import { srcSetOf } from "./responsive-image";

const preloaded = new Set<string>();

/**
 * Starts downloading the picture a page will open with, at high priority, as soon as its address is known (when the
 * page's data has arrived) rather than when the page has rendered its `<img>`; that element then uses the download.
 */
export function preloadImage(href: string | undefined, sizes: string): void {
  if (!href || preloaded.has(href)) return;
  preloaded.add(href);
  const link = document.createElement("link");
  link.rel = "preload";
  link.as = "image";
  link.href = href;
  // The width the `<img>` will pick from its srcset, not the original besides it.
  const srcSet = srcSetOf(href);
  if (srcSet) {
    link.imageSrcset = srcSet;
    link.imageSizes = sizes;
  }
  link.fetchPriority = "high";
  document.head.append(link);
}
