import { expect, test } from "@playwright/test";
import { cartLine, createProduct, seedCart, setCodFee, signInApiAsAdmin, uniqueLabel } from "./support/orders";
import { preferEnglish } from "./support/pages";

test.beforeEach(async ({ page, request }) => {
  await preferEnglish(page);
  await signInApiAsAdmin(request);
});

test("the cart changes quantities and adds the COD fee to an exact total", async ({ page, request }) => {
  await setCodFee(request, "12.50");
  const scarf = await createProduct(request, {
    nameEn: uniqueLabel("Silk Scarf"),
    nameAr: "وشاح حرير",
    variants: [{ size: null, color: "Rose", price: "19.99", stock: 20 }],
  });
  const abaya = await createProduct(request, {
    nameEn: uniqueLabel("Black Abaya"),
    nameAr: "عباية سوداء",
    variants: [{ size: "M", color: "Black", price: "120.00", stock: 20 }],
  });
  await seedCart(page, [cartLine(scarf, 1), cartLine(abaya, 2)]);
  await page.goto("/cart");

  await expect(page.getByRole("heading", { name: "Shopping Cart" })).toBeVisible();
  await expect(page.getByTestId("cart-line")).toHaveCount(2);
  await expect(page.getByText("Size: M · Colour: Black")).toBeVisible();
  await expect(page.getByTestId("summary-subtotal")).toContainText("259.99");
  await expect(page.getByTestId("summary-fee")).toContainText("12.50");
  await expect(page.getByTestId("summary-total")).toContainText("272.49");
  await expect(page.getByTestId("cart-count")).toHaveText("3");

  const decreaseScarf = page.getByRole("button", { name: `Decrease quantity of ${scarf.nameEn}` });
  await expect(decreaseScarf).toBeDisabled();
  await page.getByRole("button", { name: `Increase quantity of ${scarf.nameEn}` }).click();
  await expect(page.getByRole("spinbutton", { name: `Quantity of ${scarf.nameEn}` })).toHaveValue("2");
  await expect(decreaseScarf).toBeEnabled();
  // 2 × 19.99 + 2 × 120.00 + 12.50, with no floating-point residue.
  await expect(page.getByTestId("summary-subtotal")).toContainText("279.98");
  await expect(page.getByTestId("summary-total")).toContainText("292.48");

  // Spec §4: setting a quantity to 0 removes the line.
  const abayaQuantity = page.getByRole("spinbutton", { name: `Quantity of ${abaya.nameEn}` });
  await abayaQuantity.fill("0");
  await abayaQuantity.press("Enter");
  await expect(page.getByTestId("cart-line")).toHaveCount(1);
  await expect(page.getByTestId("summary-total")).toContainText("52.48");

  await page.getByRole("button", { name: `Remove ${scarf.nameEn} from the cart` }).click();
  await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to the shop" })).toHaveAttribute("href", "/shop");
  await expect(page.getByTestId("cart-count")).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem("cart"))).toBe("[]");
});

test("checkout waits for the fee, and a failed fee shows Error with a working Retry", async ({ page, request }) => {
  await setCodFee(request, "15.00");
  const dress = await createProduct(request, {
    nameEn: uniqueLabel("Linen Dress"),
    nameAr: "فستان كتان",
    variants: [{ size: "S", color: "Sand", price: "200.00", stock: 5 }],
  });
  await seedCart(page, [cartLine(dress, 1)]);

  let failing = true;
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/settings", async (route) => {
    if (failing) return route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"boom"}' });
    await held;
    return route.continue();
  });

  await page.goto("/cart");
  const checkout = page.getByRole("button", { name: "Proceed to Checkout" });
  // The read is retried twice before the failure shows.
  await expect(page.getByText("Failed to load delivery fee")).toBeVisible();
  await expect(page.getByTestId("summary-fee")).toHaveText("Error");
  await expect(page.getByTestId("summary-total")).toHaveText("Error");
  await expect(checkout).toBeDisabled();

  failing = false;
  await page.getByRole("button", { name: "Retry" }).click();
  // While the retried read is on its way, checkout stays closed.
  await expect(checkout).toBeDisabled();
  release();
  await expect(page.getByTestId("summary-fee")).toContainText("15.00");
  await expect(page.getByTestId("summary-total")).toContainText("215.00");
  await expect(page.getByText("Failed to load delivery fee")).toHaveCount(0);
  await expect(checkout).toBeEnabled();
  await checkout.click();
  await expect(page).toHaveURL(/\/(checkout|login\?next=%2Fcheckout)$/);
});
