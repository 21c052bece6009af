import type { Page } from "@playwright/test";

/**
 * Holds every GET of one API path until `release()`, so a test can look at the page while that data is on its way.
 * Only the exact path is held (not `/api/admin/orders/…` below `/api/admin/orders`).
 */
export async function holdRequests(page: Page, path: string): Promise<{ release: () => Promise<void> }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const matches = (url: URL) => url.pathname === path;
  const handler = async (route: import("@playwright/test").Route) => {
    if (route.request().method() !== "GET") return route.fallback();
    await released;
    await route.fallback();
  };
  await page.route(matches, handler);
  return {
    release: async () => {
      release();
      await page.unroute(matches, handler);
    },
  };
}
