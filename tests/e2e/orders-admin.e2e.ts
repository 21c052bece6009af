import { type APIRequestContext, expect, test } from "@playwright/test";
import { uniqueEmail } from "./support/accounts";
import { createProduct, setCodFee, signInApiAsAdmin, type TestProduct, uniqueLabel } from "./support/orders";
import { preferEnglish, signInAsAdmin, toasts } from "./support/pages";

/** A customer placing an order straight through the API, as the checkout page would. */
async function placeOrder(shopper: APIRequestContext, product: TestProduct, quantity: number, shippingName: string) {
  const variant = product.variants[0]!;
  const response = await shopper.post("/api/orders", {
    headers: { "Idempotency-Key": crypto.randomUUID() },
    data: {
      items: [{ productId: product.id, variantId: variant.id, quantity, price: variant.price }],
      shippingName,
      shippingPhone: "+971 52 444 5555",
      shippingCity: "Ajman",
      shippingAddressLine1: "Building 2, Flat 8",
    },
  });
  expect(response.status(), `POST /api/orders ${await response.text()}`).toBe(201);
  return (await response.json()) as { id: string; orderNumber: number };
}

test.beforeEach(async ({ page, request }) => {
  await preferEnglish(page);
  await signInApiAsAdmin(request);
  await setCodFee(request, "15.00");
});

test("a low-stock notice reaches the open dashboard by itself", async ({ page, request, playwright, baseURL }) => {
  const product = await createProduct(request, {
    nameEn: uniqueLabel("Crepe Abaya"),
    nameAr: "عباية كريب",
    variants: [{ size: "M", color: "Black", price: "280.00", stock: 6 }],
  });
  await signInAsAdmin(page);
  await expect(page.getByTestId("live-status")).toHaveAttribute("data-status", "connected");

  const shopper = await playwright.request.newContext({ baseURL });
  const registered = await shopper.post("/api/auth/register", {
    data: { name: "Noor", email: uniqueEmail("lowstock"), password: "secret-123" },
  });
  expect(registered.status()).toBe(201);
  await placeOrder(shopper, product, 3, uniqueLabel("Noor"));
  await shopper.dispose();

  await expect(page.getByTestId("low-stock-notices").getByText(`Low stock: only 3 left of ${product.nameEn} (M, Black)`)).toBeVisible();
});

test("deleting an order asks first, then removes it from the list", async ({ page, request, playwright, baseURL }) => {
  const product = await createProduct(request, {
    nameEn: uniqueLabel("Satin Shayla"),
    nameAr: "شيلة ساتان",
    variants: [{ size: "S", color: "Pearl", price: "55.00", stock: 20 }],
  });
  const shopper = await playwright.request.newContext({ baseURL });
  await shopper.post("/api/auth/register", { data: { name: "Reem", email: uniqueEmail("delete"), password: "secret-123" } });
  const shippingName = uniqueLabel("Reem");
  const order = await placeOrder(shopper, product, 2, shippingName);
  await shopper.dispose();

  await signInAsAdmin(page);
  await page.getByRole("navigation", { name: "Management" }).getByRole("link", { name: "Orders" }).click();
  const row = page.getByTestId("order-row").filter({ hasText: shippingName });
  await expect(row).toContainText(`#${order.orderNumber}`);
  // Two of one piece: counted as the shopper's orders and the audit area count them.
  await expect(row).toContainText("2 items");
  await expect(row).toContainText("125.00 AED");

  await row.getByRole("button", { name: `Delete order #${order.orderNumber}` }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText("Are you sure you want to delete this order? This action cannot be undone.");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(row).toBeVisible();

  await row.getByRole("button", { name: `Delete order #${order.orderNumber}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(toasts(page).getByText("Order deleted successfully")).toBeVisible();
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await expect(row).toHaveCount(0);
});

test("the link in a new-order mail opens that order in the back office", async ({ page, request, playwright, baseURL }) => {
  const product = await createProduct(request, {
    nameEn: uniqueLabel("Chiffon Kaftan"),
    nameAr: "قفطان شيفون",
    variants: [{ size: "L", color: "Olive", price: "190.00", stock: 20 }],
  });
  const shopper = await playwright.request.newContext({ baseURL });
  await shopper.post("/api/auth/register", { data: { name: "Amal", email: uniqueEmail("mail-link"), password: "secret-123" } });
  const order = await placeOrder(shopper, product, 1, uniqueLabel("Amal"));
  await shopper.dispose();

  await signInAsAdmin(page);
  await page.goto(`/admin/orders?order=${order.orderNumber}`);
  const details = page.getByRole("dialog");
  await expect(details.getByRole("heading", { name: `Order Details - #${order.orderNumber}` })).toBeVisible();
  await expect(details).toContainText(product.nameEn);

  await details.getByRole("button", { name: "Close" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page).toHaveURL(/\/admin\/orders$/);
});
