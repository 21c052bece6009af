import { expect, test } from "@playwright/test";
import { cartLine, createProduct, reviseProduct as revise, seedCart, setCodFee, signInApiAsAdmin, uniqueLabel } from "./support/orders";
import { adminAccount } from "./support/accounts";
import { preferEnglish } from "./support/pages";

test.beforeEach(async ({ page, request }) => {
  await preferEnglish(page);
  await signInApiAsAdmin(request);
});

test("the cart shows today's price, lowers a quantity above stock with a message, and holds checkout for a product gone off sale", async ({
  page,
  request,
}) => {
  await setCodFee(request, "10.00");
  const abaya = await createProduct(request, {
    nameEn: uniqueLabel("Crepe Abaya"),
    nameAr: "عباية كريب",
    variants: [{ size: "M", color: "Black", price: "150.00", stock: 10 }],
  });
  const scarf = await createProduct(request, {
    nameEn: uniqueLabel("Chiffon Scarf"),
    nameAr: "وشاح شيفون",
    variants: [{ size: null, color: "Rose", price: "30.00", stock: 10 }],
  });
  const dress = await createProduct(request, {
    nameEn: uniqueLabel("Linen Dress"),
    nameAr: "فستان كتان",
    variants: [{ size: "S", color: "Sand", price: "90.00", stock: 10 }],
  });
  // The shopper filled her cart at yesterday's prices and stock…
  await seedCart(page, [cartLine(abaya, 1), cartLine(scarf, 5), cartLine(dress, 1)]);
  // …then the admin lowered the abaya's price, sold most scarves and took the dress off sale.
  await revise(request, abaya, (form) => {
    form.variants[0]!.price = "120.00";
  });
  await revise(request, scarf, (form) => {
    form.variants[0]!.stock = 2;
  });
  await revise(request, dress, (form) => {
    form.status = "inactive";
  });

  await page.goto("/cart");
  const lines = page.getByTestId("cart-line");
  const abayaLine = lines.filter({ hasText: abaya.nameEn });
  const scarfLine = lines.filter({ hasText: scarf.nameEn });
  const dressLine = lines.filter({ hasText: dress.nameEn });

  await expect(abayaLine.getByTestId("cart-line-price")).toContainText("120.00");
  await expect(abayaLine.getByTestId("cart-line-price-changed")).toContainText("150.00");
  await expect(abayaLine.getByTestId("cart-line-total")).toContainText("120.00");

  await expect(page.getByRole("spinbutton", { name: `Quantity of ${scarf.nameEn}` })).toHaveValue("2");
  await expect(scarfLine.getByTestId("cart-line-clamped")).toHaveText("Only 2 left, so the quantity is now 2.");
  await expect(page.getByRole("button", { name: `Increase quantity of ${scarf.nameEn}` })).toBeDisabled();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem("cart") ?? "[]")[1].quantity)).toBe(2);

  await expect(dressLine.getByTestId("cart-line-problem")).toContainText("No longer available");
  await expect(page.getByTestId("cart-blocked")).toBeVisible();
  const checkout = page.getByRole("button", { name: "Proceed to Checkout" });
  await expect(checkout).toBeDisabled();
  // 120.00 + 2 × 30.00; the dress adds nothing, as it would not be on the order.
  await expect(page.getByTestId("summary-subtotal")).toContainText("180.00");
  await expect(page.getByTestId("summary-total")).toContainText("190.00");

  await page.getByRole("button", { name: `Remove ${dress.nameEn} from the cart` }).click();
  await expect(page.getByTestId("cart-blocked")).toHaveCount(0);
  await expect(checkout).toBeEnabled();
  await expect(page.getByTestId("summary-total")).toContainText("190.00");

  // Typing more than is left is lowered again, with the message.
  await page.getByRole("button", { name: `Decrease quantity of ${scarf.nameEn}` }).click();
  await expect(scarfLine.getByTestId("cart-line-clamped")).toHaveCount(0);
  const scarfQuantity = page.getByRole("spinbutton", { name: `Quantity of ${scarf.nameEn}` });
  await scarfQuantity.fill("7");
  await scarfQuantity.press("Enter");
  await expect(scarfLine.getByTestId("cart-line-clamped")).toBeVisible();
  await expect(scarfQuantity).toHaveValue("2");
});

test("checkout shows the checked lines and does not send an order while a product is off sale", async ({ page, request }) => {
  await setCodFee(request, "10.00");
  const abaya = await createProduct(request, {
    nameEn: uniqueLabel("Kaftan Abaya"),
    nameAr: "عباية قفطان",
    variants: [{ size: "L", color: "Navy", price: "200.00", stock: 4 }],
  });
  await seedCart(page, [cartLine(abaya, 1)]);
  await page.goto("/login");
  await revise(request, abaya, (form) => {
    form.status = "inactive";
  });
  // Signed in as the admin in the page too: checkout is for signed-in shoppers.
  await page.context().request.post("/api/auth/login", { data: adminAccount });
  const orders: string[] = [];
  page.on("request", (sent) => {
    if (sent.method() === "POST" && new URL(sent.url()).pathname === "/api/orders") orders.push(sent.url());
  });
  await page.goto("/checkout");
  await expect(page.getByTestId("cart-line-problem")).toContainText("No longer available");
  await expect(page.getByRole("button", { name: "Place order" })).toBeDisabled();
  expect(orders).toEqual([]);
});
