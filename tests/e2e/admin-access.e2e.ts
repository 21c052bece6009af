import { expect, test } from "@playwright/test";
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

test("the admin's Logout ends the session and returns to the sign-in page", async ({ page }) => {
  await signInAsAdmin(page);
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect((await sessionOf(page)).status).toBe(401);
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/login$/);
});

test("a customer opening /admin/products is sent to /login and sees nothing of the back office", async ({ page }) => {
  await page.goto("/");
  await registerThroughApi(page, { name: "Customer", email: uniqueEmail("customer"), password: "secret-123" });
  expect((await sessionOf(page)).user?.role).toBe("customer");

  await page.goto("/admin/products");
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await expect(page.getByText("Products Management")).toHaveCount(0);
  await expect(page.getByText("Admin Dashboard")).toHaveCount(0);
});

test("a visitor without a session opening the back office is sent to /login", async ({ page }) => {
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText("Dashboard Overview")).toHaveCount(0);
});
