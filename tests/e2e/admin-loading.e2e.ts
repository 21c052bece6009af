import { expect, type Request, test } from "@playwright/test";
import { uniqueEmail } from "./support/accounts";
import { holdRequests } from "./support/held-request";
import { preferEnglish, registerThroughApi, signInAsAdmin } from "./support/pages";

/** Each admin page, the read its body waits for and the sentence it shows meanwhile (spec §2). */
const adminPages = [
  { path: "/admin/dashboard", link: "Dashboard", heading: "Dashboard Overview", read: "/api/admin/stats", loading: "Loading..." },
  { path: "/admin/products", link: "Products", heading: "Products Management", read: "/api/admin/products", loading: "Loading products..." },
  { path: "/admin/orders", link: "Orders", heading: "Orders Management", read: "/api/admin/orders", loading: "Loading orders..." },
  { path: "/admin/categories", link: "Categories", heading: "Categories Management", read: "/api/admin/categories", loading: "Loading categories..." },
  { path: "/admin/banners", link: "Banners", heading: "Banners Management", read: "/api/admin/banners", loading: "Loading banners..." },
  { path: "/admin/settings", link: "Settings", heading: "Settings", read: "/api/admin/settings", loading: "Loading settings..." },
  { path: "/admin/pages", link: "Pages", heading: "Pages", read: "/api/admin/pages", loading: "Loading pages..." },
] as const;

test.beforeEach(async ({ page }) => {
  await preferEnglish(page);
});

test("moving between admin pages shows the next page with its loading text while its data loads", async ({ page }) => {
  await signInAsAdmin(page);
  const nav = page.getByRole("navigation", { name: "Management" });
  // The dashboard's data is already in from signing in; every other page is opened for the first time (categories
  // before products, whose page reads them too).
  const order = ["/admin/categories", "/admin/banners", "/admin/settings", "/admin/pages", "/admin/orders", "/admin/products"];
  for (const adminPage of order.map((path) => adminPages.find((candidate) => candidate.path === path)!)) {
    const held = await holdRequests(page, adminPage.read);
    await nav.getByRole("link", { name: adminPage.link, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${adminPage.path}$`));
    await expect(page.getByRole("heading", { name: adminPage.heading, exact: true })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: adminPage.loading })).toBeVisible();
    await held.release();
    await expect(page.getByText(adminPage.loading, { exact: true })).toHaveCount(0);
  }
});

test("a full load of any admin page shows 'Loading...' for the session, then the page's own loading text", async ({ page }) => {
  await signInAsAdmin(page);
  for (const adminPage of adminPages) {
    const session = await holdRequests(page, "/api/auth/me");
    const data = await holdRequests(page, adminPage.read);
    await page.goto(adminPage.path);
    await expect(page.getByRole("status").filter({ hasText: /^Loading\.\.\.$/ })).toBeVisible();
    await session.release();
    await expect(page.getByRole("heading", { name: adminPage.heading, exact: true })).toBeVisible();
    await expect(page.getByRole("main").getByRole("status").filter({ hasText: adminPage.loading })).toBeVisible();
    await data.release();
    await expect(page.getByText(adminPage.loading, { exact: true })).toHaveCount(0);
  }
});

/** Every /api/admin request the page sends from now on. */
function adminRequests(page: import("@playwright/test").Page): string[] {
  const seen: string[] = [];
  page.on("request", (request: Request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith("/api/admin")) seen.push(`${request.method()} ${pathname}`);
  });
  return seen;
}

test("a visitor opening admin pages is sent to /login without any admin request being made", async ({ page }) => {
  const seen = adminRequests(page);
  for (const adminPage of adminPages) {
    await page.goto(adminPage.path);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  }
  expect(seen).toEqual([]);
});

test("a customer opening admin pages is told they are for staff, without any admin request being made", async ({ page }) => {
  await page.goto("/");
  await registerThroughApi(page, { name: "Customer", email: uniqueEmail("guard"), password: "secret-123" });
  const seen = adminRequests(page);
  for (const adminPage of adminPages) {
    await page.goto(adminPage.path);
    await expect(page.getByRole("heading", { name: "This area is for staff" })).toBeVisible();
  }
  // And by following links inside the app, where the session is already known.
  await page.goto("/");
  await page.evaluate(() => {
    window.history.pushState({}, "", "/admin/orders");
    window.dispatchEvent(new PopStateEvent("popstate"));
  });
  await expect(page.getByRole("heading", { name: "This area is for staff" })).toBeVisible();
  expect(seen).toEqual([]);
});
