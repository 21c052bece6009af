const preloaded = new Set<string>();

/**
 * Starts downloading the picture a page will open with, at high priority, as soon as its address is known (when the
 * page's data has arrived) rather than when the page has rendered its `<img>`; that element then uses the download.
 */
export function preloadImage(href: string | undefined): void {
  if (!href || preloaded.has(href)) return;
  preloaded.add(href);
  const link = document.createElement("link");
  link.rel = "preload";
  link.as = "image";
  link.href = href;
  link.fetchPriority = "high";
  document.head.append(link);
}
