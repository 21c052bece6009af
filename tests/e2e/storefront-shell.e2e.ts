import { expect, test } from "@playwright/test";
import { preferEnglish } from "./support/pages";

test.beforeEach(async ({ page }) => {
  await preferEnglish(page);
});

test("an unknown path shows '404 Page Not Found' with a way home", async ({ page }) => {
  await page.goto("/no/such/page");
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  await page.getByRole("link", { name: "Back to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("the search box sends the shopper to the shop with the query", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("combobox", { name: "Search products" }).first().fill("linen abaya");
  await page.getByRole("combobox", { name: "Search products" }).first().press("Enter");
  await expect(page).toHaveURL(/\/shop\?q=linen\+abaya$/);
  await expect(page.getByText("Results for “linen abaya”")).toBeVisible();
});

test("the cart badge counts quantities and follows changes made in another tab", async ({ page, context }) => {
  await page.goto("/");
  const cart = page.getByTestId("cart-button");
  await expect(cart).toHaveAttribute("aria-label", "Cart, 0 items");
  await expect(cart).toHaveAttribute("href", "/cart");

  const otherTab = await context.newPage();
  await otherTab.goto("/shop");
  await otherTab.evaluate(() => {
    const line = { productId: "p1", variantId: "v1", name: "Abaya", price: "250.00", image: "", size: "M", color: null };
    localStorage.setItem("cart", JSON.stringify([{ ...line, quantity: 2 }, { ...line, variantId: "v2", quantity: 1 }]));
  });

  await expect(page.getByTestId("cart-count")).toHaveText("3");
  await expect(cart).toHaveAttribute("aria-label", "Cart, 3 items");
});

test("the footer's Admin link leads to the sign-in page", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Admin" }).click();
  await expect(page).toHaveURL(/\/login$/);
});
