import { type APIRequestContext, expect, type PlaywrightWorkerArgs, test } from "@playwright/test";
import { uniqueEmail } from "./support/accounts";
import { createProduct, setCodFee, signInApiAsAdmin, type TestProduct, uniqueLabel } from "./support/orders";
import { preferEnglish, signInAsAdmin, toasts } from "./support/pages";

/** Issue 25: an admin confirms cash-on-delivery orders by phone, from her own phone. */
const phone = { width: 360, height: 780 };
test.use({ viewport: phone, hasTouch: true, isMobile: true });

async function placeOrder(shopper: APIRequestContext, product: TestProduct, shippingName: string) {
  const variant = product.variants[0]!;
  const response = await shopper.post("/api/orders", {
    headers: { "Idempotency-Key": crypto.randomUUID() },
    data: {
      items: [{ productId: product.id, variantId: variant.id, quantity: 2, price: variant.price }],
      shippingName,
      shippingPhone: "+971 50 123 4567",
      shippingCity: "Sharjah",
      shippingAddressLine1: "Al Majaz 3, Villa 12",
    },
  });
  expect(response.status(), `POST /api/orders ${await response.text()}`).toBe(201);
  return (await response.json()) as { id: string; orderNumber: number };
}

async function newOrder(
  request: APIRequestContext,
  playwright: PlaywrightWorkerArgs["playwright"],
  baseURL: string | undefined,
  label: string,
) {
  const product = await createProduct(request, {
    nameEn: uniqueLabel("Linen Abaya"),
    nameAr: "عباية كتان",
    variants: [{ size: "M", color: "Sand", price: "150.00", stock: 10 }],
  });
  const shopper = await playwright.request.newContext({ baseURL });
  const registered = await shopper.post("/api/auth/register", { data: { name: label, email: uniqueEmail("cod"), password: "secret-123" } });
  expect(registered.status()).toBe(201);
  const shippingName = uniqueLabel(label);
  const order = await placeOrder(shopper, product, shippingName);
  await shopper.dispose();
  return { ...order, shippingName, product };
}

test.beforeEach(async ({ page, request }) => {
  await preferEnglish(page);
  await signInApiAsAdmin(request);
  await setCodFee(request, "15.00");
});

test("on a phone, an admin works an order's call log from the awaiting list to confirmed", async ({ page, request, playwright, baseURL }) => {
  const order = await newOrder(request, playwright, baseURL, "Hessa");
  await signInAsAdmin(page);

  // The dashboard's card leads to the orders nobody has confirmed yet.
  await page.getByRole("link", { name: /Awaiting confirmation/ }).click();
  await expect(page).toHaveURL(/awaitingConfirmation=true/);
  const row = page.getByTestId("order-row").filter({ hasText: order.shippingName });
  await expect(row).toBeVisible();
  await row.getByRole("link", { name: `Open order #${order.orderNumber}` }).click();

  await expect(page).toHaveURL(new RegExp(`/admin/orders/${order.id}$`));
  const orderPage = page.getByTestId("admin-order-page");
  await expect(orderPage.getByRole("heading", { level: 1, name: `Order #${order.orderNumber}` })).toBeVisible();
  await expect(page.getByTestId("order-phone")).toHaveAttribute("href", "tel:+971501234567");
  await expect(page.getByTestId("order-total")).toHaveText("315.00 AED");

  // Nothing is wider than the phone.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  const callLog = page.getByTestId("call-log");
  await expect(callLog).toContainText("No calls yet.");
  const noAnswer = callLog.getByRole("button", { name: "No answer" });
  const box = await noAnswer.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);

  // One tap records a call; the log and the timeline show it with who recorded it.
  await noAnswer.tap();
  await expect(toasts(page).getByText("Call recorded")).toBeVisible();
  await expect(callLog.getByTestId("call-attempt")).toHaveCount(1);
  await expect(callLog.getByTestId("call-attempt").first()).toContainText("No answer");
  await expect(orderPage).toHaveAttribute("data-status", "placed");

  // A note goes with the next tap; "Confirmed" confirms the order.
  await callLog.getByLabel("Note for the next call (optional)").fill("Asked for delivery after 5 pm");
  await callLog.getByRole("button", { name: "Confirmed" }).tap();
  await expect(callLog.getByTestId("call-attempt")).toHaveCount(2);
  await expect(callLog.getByTestId("call-attempt").nth(1)).toContainText("Asked for delivery after 5 pm");
  await expect(orderPage).toHaveAttribute("data-status", "confirmed");

  const timeline = page.getByTestId("order-timeline");
  await expect(timeline.locator('[data-type="ContactAttemptRecorded"]')).toHaveCount(2);
  await expect(timeline.locator('[data-type="ContactAttemptRecorded"]').first()).toContainText("Outcome: No answer");
  await expect(timeline.locator('[data-type="ContactAttemptRecorded"]').first()).toContainText("admin@store.test");
  await expect(timeline.locator('[data-type="OrderStatusChanged"]').last()).toContainText("From Placed to Confirmed");

  // The order has left the awaiting list, and its row counts the calls.
  await page.getByRole("link", { name: "All orders" }).click();
  await page.goto("/admin/orders?awaitingConfirmation=true");
  await expect(page.getByTestId("order-row").filter({ hasText: order.shippingName })).toHaveCount(0);
  await page.goto(`/admin/orders?q=${encodeURIComponent(order.shippingName)}`);
  await expect(page.getByTestId("order-row").filter({ hasText: order.shippingName }).getByTestId("call-summary")).toContainText("2 calls · Confirmed");
});

test("on a phone, cancelling asks for a reason first, then closes the order to every other change", async ({ page, request, playwright, baseURL }) => {
  const order = await newOrder(request, playwright, baseURL, "Latifa");
  await signInAsAdmin(page);
  await page.goto(`/admin/orders/${order.id}`);
  const orderPage = page.getByTestId("admin-order-page");
  await expect(orderPage).toHaveAttribute("data-status", "placed");

  await page.getByRole("button", { name: "Cancel order" }).tap();
  const dialog = page.getByRole("dialog", { name: `Cancel order #${order.orderNumber}?` });
  await dialog.getByRole("button", { name: "Cancel the order" }).tap();
  await expect(dialog.getByText("Required")).toBeVisible();
  await dialog.getByLabel("Reason").selectOption({ label: "Customer unreachable" });
  await dialog.getByLabel("Note (optional)").fill("Three calls, no answer");
  await dialog.getByRole("button", { name: "Cancel the order" }).tap();

  await expect(toasts(page).getByText("Order cancelled")).toBeVisible();
  await expect(orderPage).toHaveAttribute("data-status", "cancelled");
  await expect(orderPage.getByText("Cancelled", { exact: true }).first()).toBeVisible();
  // Closed: no calls, no cancel, and the status box is disabled.
  await expect(page.getByTestId("call-log").getByRole("button", { name: "No answer" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Cancel order" })).toHaveCount(0);
  await expect(page.getByTestId("order-status-select")).toBeDisabled();
  const cancelled = page.getByTestId("order-timeline").locator('[data-type="OrderCancelled"]');
  await expect(cancelled).toContainText("Reason: Customer unreachable");
  await expect(cancelled).toContainText("Note: Three calls, no answer");
});

test("on a phone, an admin ships an order with a courier, records its delivery and takes the courier's cash", async ({ page, request, playwright, baseURL }) => {
  const order = await newOrder(request, playwright, baseURL, "Mariam");
  const courierName = uniqueLabel("Desert Couriers");
  const courier = await request.post("/api/admin/couriers", { data: { name: courierName, deliveryCost: "18.00", returnCost: "10.00" } });
  expect(courier.status(), await courier.text()).toBe(201);
  const packed = await request.patch(`/api/orders/${order.id}/status`, { data: { status: "packed" } });
  expect(packed.status()).toBe(200);
  await signInAsAdmin(page);

  await page.goto(`/admin/orders/${order.id}`);
  const shipment = page.getByTestId("shipment-form");
  await shipment.getByLabel("Courier").selectOption({ label: courierName });
  await shipment.getByLabel("Tracking number").fill("DC-55120");
  await shipment.getByRole("button", { name: "Save shipment" }).tap();
  await expect(toasts(page).getByText("Shipment saved")).toBeVisible();

  // The packing slip names the courier and the tracking number.
  await page.goto(`/admin/orders/${order.id}/slip`);
  await expect(page.getByTestId("slip-shipment")).toContainText(courierName);
  await expect(page.getByTestId("slip-shipment")).toContainText("DC-55120");

  const shipped = await request.patch(`/api/orders/${order.id}/status`, { data: { status: "shipped" } });
  expect(shipped.status()).toBe(200);
  await page.goto(`/admin/orders/${order.id}`);
  const attempts = page.getByTestId("delivery-attempts");
  await attempts.getByLabel("Outcome").selectOption({ label: "Delivered" });
  // The cash is the order's total unless the courier took another amount.
  await expect(attempts.getByLabel("Cash collected (AED)")).toHaveValue("315.00");
  await attempts.getByRole("button", { name: "Record attempt" }).tap();
  await expect(toasts(page).getByText("Delivery attempt recorded")).toBeVisible();
  await expect(page.getByTestId("admin-order-page")).toHaveAttribute("data-status", "delivered");
  await expect(attempts.getByTestId("delivery-attempt")).toContainText("Attempt 1: Delivered");

  // The courier holds the cash until it hands it over.
  await page.goto("/admin/couriers");
  const card = page.locator(`[data-testid="courier-row"][data-courier="${courierName}"]`);
  await expect(card.getByTestId("courier-outstanding")).toHaveText("315.00 AED");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await card.getByRole("button", { name: "Record remittance" }).tap();
  const dialog = page.getByRole("dialog");
  // Every order whose cash the courier holds starts ticked, and the amount is their sum.
  await expect(dialog.getByTestId("remit-order").filter({ hasText: `#${order.orderNumber}` }).getByRole("checkbox")).toBeChecked();
  await expect(dialog.getByLabel("Amount (AED)")).toHaveValue("315.00");
  await dialog.getByLabel("Courier's reference").fill("DC-RCPT-9");
  await dialog.getByRole("button", { name: "Record remittance" }).tap();
  await expect(toasts(page).getByText("Remittance recorded")).toBeVisible();
  await expect(card.getByTestId("courier-outstanding")).toHaveText("0.00 AED");
});
