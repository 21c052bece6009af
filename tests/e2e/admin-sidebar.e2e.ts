import { expect, type Page, test } from "@playwright/test";
import { preferEnglish, signInAsAdmin } from "./support/pages";

const SEVEN_DAYS_S = 604_800;

function sidebarState(page: Page) {
  return page.locator('[data-slot="sidebar"]');
}

async function sidebarCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === "sidebar_state");
}

test.beforeEach(async ({ page }) => {
  await preferEnglish(page);
  await signInAsAdmin(page);
});

test("the collapsed sidebar stays collapsed after a reload, through a 7-day cookie", async ({ page }) => {
  const toggle = page.getByRole("button", { name: "Toggle Sidebar" });
  await expect(sidebarState(page)).toHaveAttribute("data-state", "expanded");
  await expect(toggle).toHaveAttribute("aria-expanded", "true");

  await toggle.click();
  await expect(sidebarState(page)).toHaveAttribute("data-state", "collapsed");
  await expect(toggle).toHaveAttribute("aria-expanded", "false");

  const cookie = await sidebarCookie(page);
  expect(cookie?.value).toBe("false");
  expect(cookie?.path).toBe("/");
  const lifetime = (cookie?.expires ?? 0) - Date.now() / 1000;
  expect(lifetime).toBeGreaterThan(SEVEN_DAYS_S - 120);
  expect(lifetime).toBeLessThanOrEqual(SEVEN_DAYS_S + 1);

  await page.reload();
  await expect(page.getByRole("heading", { name: "Dashboard Overview" })).toBeVisible();
  await expect(sidebarState(page)).toHaveAttribute("data-state", "collapsed");

  await page.getByRole("button", { name: "Toggle Sidebar" }).click();
  await expect(sidebarState(page)).toHaveAttribute("data-state", "expanded");
  expect((await sidebarCookie(page))?.value).toBe("true");
});

test("Ctrl+B and Meta+B toggle the sidebar", async ({ page }) => {
  await expect(sidebarState(page)).toHaveAttribute("data-state", "expanded");
  await page.keyboard.press("Control+b");
  await expect(sidebarState(page)).toHaveAttribute("data-state", "collapsed");
  await page.keyboard.press("Control+b");
  await expect(sidebarState(page)).toHaveAttribute("data-state", "expanded");
  await page.keyboard.press("Meta+b");
  await expect(sidebarState(page)).toHaveAttribute("data-state", "collapsed");
});

test("below 768 px the sidebar is a drawer that closes after choosing a section", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.getByRole("button", { name: "Toggle Sidebar" }).click();
  const drawer = page.getByRole("dialog", { name: "Admin menu" });
  await expect(drawer).toBeVisible();
  await drawer.getByRole("link", { name: "Orders" }).click();
  await expect(page).toHaveURL(/\/admin\/orders$/);
  await expect(drawer).toBeHidden();
  await expect(page.getByRole("heading", { name: "Orders Management" })).toBeVisible();
});
