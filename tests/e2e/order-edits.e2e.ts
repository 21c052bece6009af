import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { uniqueEmail } from "./support/accounts";
import { createProduct, setCodFee, signInApiAsAdmin, type TestProduct, uniqueLabel } from "./support/orders";
import { preferEnglish, registerThroughApi, signInAsAdmin, toasts } from "./support/pages";

/** Edits before dispatch (ADR 067): staff change an order's items, the shopper her order's address. */

const address = { shippingPhone: "+971 50 123 4567", shippingCity: "Dubai", shippingAddressLine1: "Villa 12, Street 5" };

async function placeAs(shopper: APIRequestContext, product: TestProduct, quantity: number, shippingName: string) {
  const variant = product.variants[0]!;
  const response = await shopper.post("/api/orders", {
    data: { items: [{ productId: product.id, variantId: variant.id, quantity }], shippingName, ...address, locale: "en" },
  });
  expect(response.status(), `POST /api/orders ${await response.text()}`).toBe(201);
  return (await response.json()) as { id: string; orderNumber: number; totalAmount: string };
}

async function stockOf(request: APIRequestContext, product: TestProduct): Promise<number> {
  const found = await request.get(`/api/admin/products/${product.id}`);
  return ((await found.json()) as { variants: { stock: number }[] }).variants[0]!.stock;
}

const noWiderThanScreen = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

test("an admin edits a confirmed order's items in English: refused when short, then saved with the new total", async ({ page, request, playwright, baseURL }) => {
  test.setTimeout(90_000);
  await preferEnglish(page);
  await signInApiAsAdmin(request);
  await setCodFee(request, "15.00");
  const abaya = await createProduct(request, {
    nameEn: uniqueLabel("Crepe Abaya"),
    nameAr: "عباية كريب",
    variants: [{ size: "M", color: "Black", price: "200.00", stock: 10 }],
  });
  const scarf = await createProduct(request, {
    nameEn: uniqueLabel("Silk Scarf"),
    nameAr: "وشاح حرير",
    variants: [{ size: null, color: "Rose", price: "45.00", stock: 3 }],
  });
  const shopper = await playwright.request.newContext({ baseURL });
  expect((await shopper.post("/api/auth/register", { data: { name: "Noor", email: uniqueEmail("edit"), password: "secret-123" } })).status()).toBe(201);
  const order = await placeAs(shopper, abaya, 2, uniqueLabel("Noor"));
  await shopper.dispose();
  expect((await request.patch(`/api/orders/${order.id}/status`, { data: { status: "confirmed" } })).status()).toBe(200);

  await signInAsAdmin(page);
  await page.goto(`/admin/orders/${order.id}`);
  await page.getByTestId("edit-items").click();
  const dialog = page.getByRole("dialog", { name: `Edit the items of order #${order.orderNumber}` });
  await expect(dialog).toBeVisible();

  // One abaya instead of two, and the scarf found by searching, added twice.
  await dialog.getByLabel(/^Quantity of .*Crepe Abaya/).fill("1");
  await dialog.getByLabel("Add a product").fill(scarf.nameEn.slice(0, 12));
  const add = dialog.getByRole("button", { name: new RegExp(`^Add ${scarf.nameEn}`) });
  await add.click();
  await add.click();
  await expect(dialog.getByTestId("edit-items-subtotal")).toContainText("290.00 AED");
  await expect(dialog.getByTestId("edit-items-subtotal")).toContainText("was 400.00 AED");

  // Five scarves is more than the shelf holds: said in words, and nothing changes.
  await dialog.getByLabel(/^Quantity of .*Silk Scarf/).fill("5");
  await dialog.getByTestId("save-items").click();
  await expect(dialog.getByRole("alert")).toContainText("Not enough");
  await expect(dialog.getByRole("alert")).toContainText("at most 3 more");
  expect(await stockOf(request, scarf)).toBe(3);

  // Two are fine: saved with the keyboard, the order's page shows the new lines and total.
  await dialog.getByLabel(/^Quantity of .*Silk Scarf/).fill("2");
  await dialog.getByLabel(/^Quantity of .*Silk Scarf/).press("Enter");
  await expect(toasts(page).getByText("The order's items are saved.")).toBeVisible();
  await expect(dialog).toBeHidden();
  const saved = (await (await request.get(`/api/admin/orders/${order.id}`)).json()) as { subtotal: string; totalAmount: string; items: unknown[] };
  expect(saved.subtotal).toBe("290.00");
  expect(saved.items).toHaveLength(2);
  await expect(page.getByTestId("order-total")).toHaveText(`${saved.totalAmount} AED`);
  expect(await stockOf(request, abaya)).toBe(9);
  expect(await stockOf(request, scarf)).toBe(1);
  // The history says what changed.
  await expect(page.getByText("Items changed").first()).toBeVisible();
  await expect(page.getByText(`Total: ${order.totalAmount} → ${saved.totalAmount}`)).toBeVisible();
});

test.describe("a shopper on a phone in Arabic", () => {
  test.use({ viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true });

  test("changes the delivery address of her confirmed order from a form filled with the current one", async ({ page, request }) => {
    test.setTimeout(90_000);
    await signInApiAsAdmin(request);
    const abaya = await createProduct(request, {
      nameEn: uniqueLabel("Linen Abaya"),
      nameAr: "عباية كتان",
      variants: [{ size: "L", color: "Sand", price: "180.00", stock: 5 }],
    });
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await registerThroughApi(page, { name: "Salma", email: uniqueEmail("address"), password: "secret-123" });
    const placed = await page.evaluate(
      async (body) => {
        const response = await fetch("/api/orders", { method: "POST", credentials: "include", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
        return (await response.json()) as { id: string };
      },
      { items: [{ productId: abaya.id, variantId: abaya.variants[0]!.id, quantity: 1 }], shippingName: "سلمى", ...address, shippingCity: "دبي", locale: "ar" },
    );
    expect((await request.patch(`/api/orders/${placed.id}/status`, { data: { status: "confirmed" } })).status()).toBe(200);

    await page.goto(`/account/orders/${placed.id}`);
    await page.getByTestId("change-address").click();
    const form = page.getByTestId("change-address-form");
    await expect(form.getByRole("heading", { name: "تغيير عنوان التوصيل" })).toBeVisible();
    await expect(form.getByLabel("العنوان (السطر الأول)")).toHaveValue("Villa 12, Street 5");
    await expect(form.getByLabel("المدينة")).toHaveValue("dubai");
    await noWiderThanScreen(page);

    // A phone the store cannot call is refused as at checkout, in her language, before anything is sent.
    await form.getByLabel("رقم الهاتف").fill("12");
    await form.getByTestId("save-address").tap();
    await expect(form.getByText(/^أدخلي رقم هاتف متحرك/)).toBeVisible();

    await form.getByLabel("رقم الهاتف").fill("050 765 4321");
    await form.getByLabel("العنوان (السطر الأول)").fill("برج 4، دبي مارينا");
    await form.getByLabel("العنوان (السطر الأول)").press("Enter");
    await expect(toasts(page, "ar").getByText("تم تغيير عنوان توصيل طلبك.")).toBeVisible();
    await expect(page.getByText("برج 4، دبي مارينا")).toBeVisible();
    await expect(page.getByText("050 765 4321")).toBeVisible();
    await noWiderThanScreen(page);

    const history = (await (await request.get(`/api/admin/orders/${placed.id}/history`)).json()) as { type: string }[];
    expect(history.map((entry) => entry.type)).toContain("OrderAddressChanged");
  });
});
