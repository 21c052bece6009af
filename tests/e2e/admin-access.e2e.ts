import { expect, type Page, test } from "@playwright/test";
import { uniqueEmail } from "./support/accounts";
import { preferEnglish, registerThroughApi, sessionOf, signInAsAdmin, toasts } from "./support/pages";

test.beforeEach(async ({ page }) => {
  await preferEnglish(page);
});

test("an admin who signs in lands on the dashboard inside the admin shell", async ({ page }) => {
  await signInAsAdmin(page);
  await expect(toasts(page).getByText("Logged in successfully")).toBeVisible();

  const sidebar = page.locator('[data-slot="sidebar"]');
  await expect(sidebar.getByText("Admin Dashboard")).toBeVisible();
  await expect(sidebar.getByText("Management")).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Management" });
  for (const [name, path] of [
    ["Dashboard", "/admin/dashboard"],
    ["Products", "/admin/products"],
    ["Orders", "/admin/orders"],
    ["Categories", "/admin/categories"],
    ["Banners", "/admin/banners"],
    ["Settings", "/admin/settings"],
  ] as const) {
    await expect(nav.getByRole("link", { name })).toHaveAttribute("href", path);
  }
  await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("button", { name: "Toggle Sidebar" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to Home" })).toBeVisible();

  await nav.getByRole("link", { name: "Products" }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  await expect(page.getByRole("heading", { name: "Products Management" })).toBeVisible();
});

test("the admin's Logout ends the session and returns to the sign-in page", async ({ page, playwright, baseURL }) => {
  await signInAsAdmin(page);
  const saved = await sessionCookie(page);
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect((await sessionOf(page)).status).toBe(401);
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/login$/);

  // The token the browser held is worthless now, to anyone who kept a copy.
  const copy = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { cookie: saved } });
  expect((await copy.get("/api/auth/me")).status()).toBe(401);
  expect((await copy.get("/api/admin/orders")).status()).toBe(401);
  await copy.dispose();
});

test("an admin whose session is ended elsewhere is told so and sent to sign in", async ({ page, playwright, baseURL }) => {
  await signInAsAdmin(page);
  await page.getByRole("navigation", { name: "Management" }).getByRole("link", { name: "Orders" }).click();
  await expect(page.getByTestId("live-status")).toHaveAttribute("data-status", "connected");

  // Logged out from another tab or device: the browser here still holds the cookie.
  const elsewhere = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { cookie: await sessionCookie(page) } });
  expect((await elsewhere.post("/api/auth/logout")).status()).toBe(204);
  await elsewhere.dispose();

  // The store closes the live socket; the page reads again (after the socket's reconnect delay, longer on a busy
  // machine), finds no session, and leaves the back office.
  await expect(page).toHaveURL(/\/login$/, { timeout: 15_000 });
  await expect(toasts(page).getByText("Your session has ended. Please sign in again.")).toBeVisible();
  await expect(page.getByText("Orders Management")).toHaveCount(0);
});

async function sessionCookie(page: Page): Promise<string> {
  const session = (await page.context().cookies()).find((cookie) => cookie.name === "session");
  expect(session, "the session cookie").toBeDefined();
  return `session=${session!.value}`;
}

test("a customer opening /admin/products is told the back office is for staff, with a way home, in Arabic too", async ({ page }) => {
  await page.goto("/");
  await registerThroughApi(page, { name: "Customer", email: uniqueEmail("customer"), password: "secret-123" });
  expect((await sessionOf(page)).user?.role).toBe("customer");

  await page.goto("/admin/products");
  await expect(page.getByRole("heading", { level: 1, name: "This area is for staff" })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/products$/);
  await expect(page.getByRole("heading", { name: "Sign in" })).toHaveCount(0);
  await expect(page.getByText("Products Management")).toHaveCount(0);
  await expect(page.getByText("Admin Dashboard")).toHaveCount(0);

  await page.evaluate(() => window.localStorage.setItem("locale", "ar"));
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "هذه المساحة لفريق المتجر" })).toBeVisible();
  await page.getByRole("link", { name: "العودة إلى المتجر" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("a visitor without a session opening the back office is sent to /login", async ({ page }) => {
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText("Dashboard Overview")).toHaveCount(0);
});
