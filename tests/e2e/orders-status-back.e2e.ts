import { type APIRequestContext, expect, test } from "@playwright/test";
import { uniqueEmail } from "./support/accounts";
import { createProduct, signInApiAsAdmin, uniqueLabel } from "./support/orders";
import { preferEnglish, signInAsAdmin, toasts } from "./support/pages";

async function deliveredOrder(request: APIRequestContext, shopper: APIRequestContext, shippingName: string) {
  const product = await createProduct(request, {
    nameEn: uniqueLabel("Chiffon Hijab"),
    nameAr: "حجاب شيفون",
    variants: [{ size: null, color: "Rose", price: "45.00", stock: 10 }],
  });
  const registered = await shopper.post("/api/auth/register", {
    data: { name: shippingName, email: uniqueEmail("back"), password: "secret-123" },
  });
  expect(registered.status()).toBe(201);
  const placed = await shopper.post("/api/orders", {
    data: {
      items: [{ productId: product.id, variantId: product.variants[0]!.id, quantity: 1 }],
      shippingName,
      shippingPhone: "050 123 4567",
      shippingCity: "Dubai",
      shippingAddressLine1: "Villa 1",
    },
  });
  expect(placed.status()).toBe(201);
  const order = (await placed.json()) as { id: string; orderNumber: number };
  const delivered = await request.patch(`/api/orders/${order.id}/status`, { data: { status: "delivered" } });
  expect(delivered.status()).toBe(200);
  return order;
}

test("moving an order's status backwards asks first; forwards it changes at once", async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  await preferEnglish(page);
  await signInApiAsAdmin(request);
  const shopper = await playwright.request.newContext({ baseURL });
  const name = uniqueLabel("Aisha");
  const order = await deliveredOrder(request, shopper, name);
  await shopper.dispose();
  const statusChanges: string[] = [];
  page.on("request", (sent) => {
    if (sent.method() === "PATCH" && sent.url().includes(`/api/orders/${order.id}/status`)) statusChanges.push(sent.postData() ?? "");
  });

  await signInAsAdmin(page);
  await page.goto("/admin/orders");
  const status = page.getByRole("combobox", { name: `Status of order #${order.orderNumber}` });
  await expect(status).toHaveText("Delivered");

  await status.click();
  await page.getByRole("option", { name: "Placed" }).click();
  const confirm = page.getByRole("alertdialog", { name: `Move order #${order.orderNumber} back?` });
  await expect(confirm).toContainText("This order is Delivered. Move it back to Placed?");
  await expect(confirm).toContainText("the shopper is not told of a correction");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toHaveCount(0);
  await expect(status).toHaveText("Delivered");
  await expect(status).toBeFocused();
  expect(statusChanges).toEqual([]);

  await status.click();
  await page.getByRole("option", { name: "Placed" }).click();
  await confirm.getByRole("button", { name: "Move back" }).click();
  await expect(toasts(page).getByText("Order status updated successfully")).toBeVisible();
  await expect(status).toHaveText("Placed");
  expect(statusChanges).toEqual([JSON.stringify({ status: "placed" })]);

  await status.click();
  await page.getByRole("option", { name: "Confirmed" }).click();
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await expect(status).toHaveText("Confirmed");
  await expect.poll(() => statusChanges.length).toBe(2);

  // The order's history names the move back a correction the shopper was not told of.
  await page.getByRole("button", { name: `View order #${order.orderNumber}` }).click();
  const changes = page.getByRole("dialog").locator('[data-type="OrderStatusChanged"]');
  await expect(changes).toHaveCount(3);
  await expect(changes.nth(0)).toContainText("Status changed");
  await expect(changes.nth(0)).not.toContainText("the shopper");
  await expect(changes.nth(1)).toContainText("Status corrected");
  await expect(changes.nth(1)).toContainText("From Delivered to Placed");
  await expect(changes.nth(1)).toContainText("A correction: the shopper was not told");
  await expect(changes.nth(2)).toContainText("Status changed");
  await expect(changes.nth(2)).toContainText("From Placed to Confirmed");
  // Confirmed was skipped on the way to delivered: reaching it now is news to her, a plain change.
  await expect(changes.nth(2)).not.toContainText("the shopper");
});
