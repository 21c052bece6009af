import { expect, test } from "@playwright/test";
import { uniqueEmail } from "./support/accounts";
import {
  cartLine,
  createProduct,
  fillShipping,
  ordersNamed,
  reviseProduct,
  seedCart,
  setCodFee,
  signInApiAsAdmin,
  uniqueLabel,
} from "./support/orders";
import { preferEnglish, registerThroughApi, toasts } from "./support/pages";

const englishLabels = { name: "Full name", phone: "Phone", city: "City", address1: "Address line 1" };

test.beforeEach(async ({ page, request }) => {
  await preferEnglish(page);
  await signInApiAsAdmin(request);
  await setCodFee(request, "15.00");
});

test("a visitor who opens checkout is asked to sign in first", async ({ page, request }) => {
  const product = await createProduct(request, {
    nameEn: uniqueLabel("Chiffon Hijab"),
    nameAr: "حجاب شيفون",
    variants: [{ size: null, color: "Mauve", price: "45.00", stock: 10 }],
  });
  await seedCart(page, [cartLine(product, 1)]);
  await page.goto("/checkout");
  await expect(page).toHaveURL(/\/login\?next=%2Fcheckout$/);
  await expect(toasts(page).getByText("Login required")).toBeVisible();
  await expect(toasts(page).getByText("Please login to place an order")).toBeVisible();
});

test("a signed-in shopper with an empty cart is sent back to the shop", async ({ page }) => {
  await page.goto("/");
  await registerThroughApi(page, { name: "Empty Cart", email: uniqueEmail("empty"), password: "secret-123" });
  await page.goto("/checkout");
  await expect(page).toHaveURL(/\/shop$/);
  await expect(toasts(page).getByText("Cart is empty")).toBeVisible();
  await expect(toasts(page).getByText("Add items to cart first")).toBeVisible();
});

test("the shipping form names each missing required field before asking the server", async ({ page, request }) => {
  const product = await createProduct(request, {
    nameEn: uniqueLabel("Kaftan"),
    nameAr: "قفطان",
    variants: [{ size: "L", color: "Olive", price: "310.00", stock: 10 }],
  });
  await page.goto("/");
  await registerThroughApi(page, { name: "Form Check", email: uniqueEmail("form"), password: "secret-123" });
  await seedCart(page, [cartLine(product, 1)]);
  let orderCalls = 0;
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().endsWith("/api/orders")) orderCalls += 1;
  });

  await page.goto("/checkout");
  await expect(page.getByText("Cash on Delivery", { exact: true })).toBeVisible();
  await expect(page.getByTestId("summary-total")).toContainText("325.00");
  await page.getByRole("button", { name: "Place order" }).click();
  for (const message of ["Full name is required", "Phone is required", "City is required", "Address line 1 is required"]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await expect(page.getByLabel("Full name")).toBeFocused();
  await expect(page.getByLabel("Address line 2")).not.toHaveAttribute("aria-invalid", "true");
  expect(orderCalls).toBe(0);
});

test("a double click on Place order places exactly one order, then the cart is cleared", async ({ page, request }) => {
  const product = await createProduct(request, {
    nameEn: uniqueLabel("Pleated Abaya"),
    nameAr: "عباية مطوية",
    variants: [{ size: "M", color: "Navy", price: "275.50", stock: 10 }],
  });
  const shopperName = uniqueLabel("Huda");
  await page.goto("/");
  await registerThroughApi(page, { name: shopperName, email: uniqueEmail("double"), password: "secret-123" });
  await seedCart(page, [cartLine(product, 2)]);
  const orderKeys: (string | undefined)[] = [];
  page.on("request", (sent) => {
    if (sent.method() === "POST" && sent.url().endsWith("/api/orders")) orderKeys.push(sent.headers()["idempotency-key"]);
  });

  await page.goto("/checkout");
  await fillShipping(page, englishLabels, {
    name: shopperName,
    phone: "+971 50 000 1111",
    city: "Abu Dhabi",
    address1: "Tower 3, Flat 1204",
  });
  await page.getByLabel("Delivery note").fill("Please call on arrival");
  await page.getByRole("button", { name: "Place order" }).dblclick();

  await expect(page).toHaveURL(/\/$/);
  await expect(toasts(page).getByText("Order placed successfully")).toBeVisible();
  await expect(toasts(page).getByText("Thank you! We'll contact you soon.")).toBeVisible();
  await expect(page.getByTestId("cart-count")).toHaveCount(0);

  const orders = await ordersNamed(request, shopperName);
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({ status: "placed", totalAmount: "566.00" });
  expect(orders[0]?.items).toEqual([expect.objectContaining({ productId: product.id, quantity: 2 })]);
  // Whatever reached the server carried one key, so even two requests could only find the first order.
  expect(orderKeys.length).toBeGreaterThanOrEqual(1);
  expect(new Set(orderKeys).size).toBe(1);
  expect(orderKeys[0]).toMatch(/^[0-9a-f-]{36}$/);
  // The page's language goes with the order: mail about it is written in English.
  const history = await request.get(`/api/admin/orders/${orders[0]!.id}/history`);
  expect((await history.json())[0].data.locale).toBe("en");
});

test("an order the stock cannot cover shows the server's reason and keeps the cart", async ({ page, request }) => {
  const product = await createProduct(request, {
    nameEn: uniqueLabel("Last Shawl"),
    nameAr: "شال أخير",
    variants: [{ size: null, color: "Grey", price: "60.00", stock: 2 }],
  });
  await page.goto("/");
  await registerThroughApi(page, { name: "Stock Check", email: uniqueEmail("stock"), password: "secret-123" });
  await seedCart(page, [cartLine(product, 2)]);
  await page.goto("/checkout");
  await fillShipping(page, englishLabels, { name: "Stock Check", phone: "050 123 4567", city: "Sharjah", address1: "Villa 9" });
  // The cart was checked when the page opened; one shawl is sold while the shopper fills the form.
  await expect(page.getByRole("button", { name: "Place order" })).toBeEnabled();
  await reviseProduct(request, product, (form) => {
    form.variants[0]!.stock = 1;
  });
  await page.getByRole("button", { name: "Place order" }).click();

  await expect(toasts(page).getByText("Error", { exact: true })).toBeVisible();
  await expect(toasts(page).getByText(`Only 1 left of ${product.nameEn}`)).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  // The cart is kept, checked again, and lowered to what is left, with a message.
  await expect(page.getByTestId("cart-line-clamped")).toBeVisible();
  await expect(page.getByTestId("cart-count")).toHaveText("1");
});
