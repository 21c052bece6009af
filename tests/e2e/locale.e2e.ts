import { expect, test } from "@playwright/test";

test("the store opens in Arabic, right to left, by default", async ({ page }) => {
  await page.goto("/");
  const html = page.locator("html");
  await expect(html).toHaveAttribute("lang", "ar");
  await expect(html).toHaveAttribute("dir", "rtl");
  await expect(page.getByText("شحن مجاني للطلبات التي تتجاوز 500 د.إ.")).toBeVisible();
  await expect(page.getByRole("button", { name: "English" })).toBeVisible();
});

test("switching language flips the direction and every text, and the choice survives a reload", async ({ page }) => {
  await page.goto("/");
  const html = page.locator("html");
  await page.getByRole("button", { name: "English" }).click();

  await expect(html).toHaveAttribute("dir", "ltr");
  await expect(html).toHaveAttribute("lang", "en");
  await expect(page.getByText("Free Shipping on Orders Over 500 AED")).toBeVisible();
  await expect(page.getByRole("link", { name: "Shop" }).first()).toBeVisible();
  await expect(page.getByText("شحن مجاني")).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem("locale"))).toBe("en");

  await page.reload();
  await expect(html).toHaveAttribute("dir", "ltr");
  await expect(page.getByText("Free Shipping on Orders Over 500 AED")).toBeVisible();

  await page.getByRole("button", { name: "العربية" }).click();
  await expect(html).toHaveAttribute("dir", "rtl");
  await expect(html).toHaveAttribute("lang", "ar");
  await expect(page.getByText("شحن مجاني للطلبات التي تتجاوز 500 د.إ.")).toBeVisible();
  await page.reload();
  await expect(html).toHaveAttribute("dir", "rtl");
});
