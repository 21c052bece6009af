import { expect, test } from "@playwright/test";
import { uniqueEmail } from "./support/accounts";
import { createProduct, setCodFee, signInApiAsAdmin, uniqueLabel } from "./support/orders";
import { preferEnglish, signInAsAdmin } from "./support/pages";

test.beforeEach(async ({ page, request }) => {
  await preferEnglish(page);
  await signInApiAsAdmin(request);
  await setCodFee(request, "15.00");
});

test("the admin prints an order's packing slip: address, items, QR code and the cash to collect, without the back office around it", async ({
  page,
  request,
  playwright,
  baseURL,
}, testInfo) => {
  const product = await createProduct(request, {
    nameEn: uniqueLabel("Chiffon Abaya"),
    nameAr: "عباية شيفون",
    variants: [{ size: "M", color: "Olive", price: "280.00", stock: 10 }],
  });
  const shopper = await playwright.request.newContext({ baseURL });
  expect((await shopper.post("/api/auth/register", { data: { name: "Hessa", email: uniqueEmail("slip"), password: "secret-123" } })).status()).toBe(201);
  const placed = await shopper.post("/api/orders", {
    data: {
      items: [{ productId: product.id, variantId: product.variants[0]!.id, quantity: 2, price: "280.00" }],
      shippingName: "Hessa Al Mansoori",
      shippingPhone: "+971 55 987 6543",
      shippingCity: "Abu Dhabi",
      shippingAddressLine1: "Villa 44, Street 18, Khalifa City",
      shippingAddressLine2: "Behind the mosque",
      deliveryNote: "Call before arriving",
    },
  });
  expect(placed.status()).toBe(201);
  const order = (await placed.json()) as { id: string; orderNumber: number };
  await shopper.dispose();

  await signInAsAdmin(page);
  await page.goto("/admin/orders");
  const row = page.locator(`[data-testid="order-row"][data-order-number="${order.orderNumber}"]`);
  await expect(row.getByRole("link", { name: `Print slip for order #${order.orderNumber}` })).toHaveAttribute(
    "href",
    `/admin/orders/${order.id}/slip`,
  );
  // The details dialog offers the same.
  await row.getByRole("button", { name: `View order #${order.orderNumber}` }).click();
  await page.getByRole("dialog").getByRole("link", { name: "Print slip" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${order.id}/slip$`));

  const slip = page.getByTestId("packing-slip");
  await expect(slip.getByRole("heading", { name: `Order #${order.orderNumber}` })).toBeVisible();
  await page.emulateMedia({ media: "print" });
  await page.screenshot({ path: testInfo.outputPath("packing-slip-print.png"), fullPage: true });

  await expect(slip.getByText("Sakina", { exact: true })).toBeVisible();
  await expect(page.getByTestId("slip-collect")).toBeVisible();
  await expect(page.getByTestId("slip-collect")).toContainText("575.00 AED");
  const qr = page.getByTestId("slip-qr");
  await expect(qr).toBeVisible();
  await expect(qr).toHaveAttribute("data-qr-text", `#${order.orderNumber}`);
  expect((await qr.boundingBox())!.width).toBeGreaterThan(60);
  const address = page.getByTestId("slip-address");
  await expect(address).toBeVisible();
  await expect(address).toContainText("Villa 44, Street 18, Khalifa City");
  await expect(address).toContainText("Behind the mosque");
  await expect(address).toContainText("Abu Dhabi");
  await expect(slip).toContainText("Call before arriving");
  await expect(slip).toContainText("055 987 6543");
  await expect(page.getByTestId("slip-item")).toHaveText([new RegExp(`${product.nameEn}\\s*M\\s*Olive\\s*2`)]);
  // No back-office chrome on paper: no sidebar or header, and the slip's own toolbar is hidden.
  await expect(page.locator('[data-slot="sidebar"]')).toHaveCount(0);
  await expect(page.getByText("Admin Dashboard")).toHaveCount(0);
  await expect(page.getByTestId("slip-toolbar")).toBeHidden();
  await expect(page.getByRole("button", { name: "Print slip" })).toBeHidden();

  // A5 by default, A4 on request: the printed page's size follows.
  const pageSize = () => page.evaluate(() => Array.from(document.querySelectorAll("style"), (style) => style.textContent).join("\n"));
  expect(await pageSize()).toContain("size: A5");
  await page.emulateMedia({ media: "screen" });
  await page.getByLabel("Paper").selectOption("A4");
  expect(await pageSize()).toContain("size: A4");

  // In Arabic, the admin's language, the slip reads in Arabic.
  await page.evaluate(() => window.localStorage.setItem("locale", "ar"));
  await page.reload();
  await page.emulateMedia({ media: "print" });
  await expect(page.getByTestId("slip-collect")).toContainText("المبلغ المطلوب تحصيله نقدًا");
  await expect(page.getByTestId("slip-item")).toContainText("عباية شيفون");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await page.screenshot({ path: testInfo.outputPath("packing-slip-print-ar.png"), fullPage: true });
});
