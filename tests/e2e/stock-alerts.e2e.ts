import { uniqueEmail } from "./support/accounts";
import { preferEnglish, registerThroughApi, signInAsAdmin } from "./support/pages";
import { chooseLanguage, expect, notifications, test, uniqueTag } from "./support/storefront";

// A shopper on her phone, in Arabic, on an abaya whose XL is sold out (ADR 060).
test.use({ viewport: { width: 390, height: 844 } });

async function abayaWithSoldOutXl(admin: import("./support/storefront").StoreAdmin) {
  const tag = uniqueTag();
  const category = await admin.createCategory({ nameEn: `Alerts ${tag}`, nameAr: `تنبيهات ${tag}` });
  return admin.createProduct({
    nameEn: `Pleated Abaya ${tag}`,
    nameAr: `عباية بكسرات ${tag}`,
    categoryId: category.id,
    variants: [
      { size: "XL", color: "Sand", price: "260.00", stock: 0 },
      { size: "M", color: "Sand", price: "240.00", stock: 3 },
    ],
  });
}

test("on a sold-out size she asks to be told when it is back, sees it confirmed, and can stop waiting", async ({ page, admin }) => {
  const product = await abayaWithSoldOutXl(admin);
  const xl = product.variants.find((variant) => variant.size === "XL")!;
  await chooseLanguage(page, "ar");

  // A visitor is invited to sign in, and brought back here.
  await page.goto(`/product/${product.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: product.nameAr })).toBeVisible();
  const panel = page.getByTestId("back-in-stock");
  await expect(panel.getByRole("heading", { name: "نفد مؤقتًا" })).toBeVisible();
  await expect(panel.getByText("نفد مقاسكِ؟ سجّلي الدخول وسنخبركِ عند توفره.")).toBeVisible();
  await expect(panel.getByRole("link", { name: "تسجيل الدخول" })).toHaveAttribute("href", `/login?next=${encodeURIComponent(`/product/${product.slug}`)}`);

  await registerThroughApi(page, { name: "مريم", email: uniqueEmail("alerts"), password: "secret-123" });
  await page.reload();
  const row = page.getByTestId(`stock-alert-${xl.id}`);
  await expect(row).toContainText("XL · Sand");
  // Only the sold-out size is offered; the one in stock is bought as before.
  await expect(panel.getByRole("listitem")).toHaveCount(1);
  const notify = row.getByRole("button", { name: /^نبّهيني عند توفره/ });
  await expect(notify).toBeVisible();
  const box = (await notify.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);

  await notify.click();
  await expect(notifications(page).getByText("سنخبركِ عند توفره", { exact: true })).toBeVisible();
  await expect(row.getByRole("status")).toHaveText("سنخبركِ عند توفره.");
  await expect(row.getByRole("button", { name: /^إلغاء التنبيه/ })).toBeVisible();

  // The store has it, in her language, and still shows it after a reload.
  const waiting = await page.evaluate(async () => (await fetch("/api/account/stock-alerts", { credentials: "include" })).json());
  expect(waiting).toEqual([expect.objectContaining({ variantId: xl.id, size: "XL", color: "Sand" })]);
  await page.reload();
  await expect(row.getByRole("status")).toHaveText("سنخبركِ عند توفره.");

  await row.getByRole("button", { name: /^إلغاء التنبيه/ }).click();
  await expect(row.getByRole("button", { name: /^نبّهيني عند توفره/ })).toBeVisible();
  expect(await page.evaluate(async () => (await fetch("/api/account/stock-alerts", { credentials: "include" })).json())).toEqual([]);
});

test.describe("in the back office", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the product form says how many shoppers wait for a sold-out size", async ({ page, admin, playwright, baseURL }) => {
    const product = await abayaWithSoldOutXl(admin);
    const xl = product.variants.find((variant) => variant.size === "XL")!;
    for (const name of ["Mariam", "Noura"]) {
      const shopper = await playwright.request.newContext({ baseURL });
      expect((await shopper.post("/api/auth/register", { data: { name, email: uniqueEmail("waits"), password: "secret-123" } })).status()).toBe(201);
      expect((await shopper.put(`/api/account/stock-alerts/${xl.id}`, { data: { locale: "en" } })).status()).toBe(204);
      await shopper.dispose();
    }
    await preferEnglish(page);
    await signInAsAdmin(page);
    await page.goto(`/admin/products?q=${encodeURIComponent(product.nameEn)}`);
    await page.getByRole("button", { name: `Edit ${product.nameEn}`, exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Product" });
    await expect(dialog.getByRole("group", { name: "Variant 1" }).getByTestId("waiting-shoppers")).toHaveText("2 shoppers wait for it to be back");
    // Nobody waits for the size in stock.
    await expect(dialog.getByRole("group", { name: "Variant 2" }).getByTestId("waiting-shoppers")).toHaveCount(0);
  });
});
