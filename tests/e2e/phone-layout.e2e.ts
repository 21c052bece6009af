import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { adminAccount, uniqueEmail } from "./support/accounts";
import { registerThroughApi } from "./support/pages";
import { chooseLanguage, expect, test, uniqueTag } from "./support/storefront";

const phone = { width: 390, height: 844 };
test.use({ viewport: phone });

const headerHeight = (page: Page) => page.locator("body > #root header").first().evaluate((header) => header.getBoundingClientRect().height);

test("on a phone the shop header folds to its logo row once scrolled, with the search behind an icon", async ({ page, admin }) => {
  const tag = uniqueTag();
  const category = await admin.createCategory({ nameEn: `Scroll ${tag}`, nameAr: `تمرير ${tag}` });
  for (let index = 0; index < 6; index++) {
    await admin.createProduct({
      nameEn: `Long Page Dress ${index} ${tag}`,
      nameAr: `فستان صفحة طويلة ${index} ${tag}`,
      categoryId: category.id,
      variants: [{ size: "M", price: "99.00", stock: 2 }],
    });
  }
  await chooseLanguage(page, "ar");
  await page.goto(`/shop?category=${category.id}`);
  await expect(page.getByTestId("product-count")).toBeVisible();
  expect(await headerHeight(page)).toBeGreaterThan(150);

  await page.mouse.wheel(0, 900);
  await expect.poll(() => headerHeight(page)).toBeLessThanOrEqual(64);
  await expect(page.getByText("شحن مجاني للطلبات التي تتجاوز 500 د.إ.")).toBeHidden();
  const searchBox = page.getByRole("combobox", { name: "ابحث عن المنتجات" });
  await expect(searchBox).toBeHidden();

  await page.getByRole("button", { name: "ابحث عن المنتجات" }).click();
  await expect(searchBox).toBeVisible();
  await expect(searchBox).toBeFocused();
  await searchBox.fill(`فستان صفحة طويلة 3 ${tag}`);
  await searchBox.press("Enter");
  await expect(page).toHaveURL(/\/shop\?q=/);

  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(() => headerHeight(page)).toBeGreaterThan(150);
});

/** The element lies within the phone's width, so nothing in it needs a sideways scroll to be seen. */
async function expectOnScreen(locator: Locator) {
  const box = (await locator.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(phone.width);
}

async function placeOrder(request: APIRequestContext, productId: string, variantId: string, baseURL: string | undefined, playwright: { request: { newContext: (options: object) => Promise<APIRequestContext> } }, shippingName: string) {
  const shopper = await playwright.request.newContext({ baseURL });
  expect((await shopper.post("/api/auth/register", { data: { name: shippingName, email: uniqueEmail("cards"), password: "secret-123" } })).status()).toBe(201);
  const placed = await shopper.post("/api/orders", {
    data: {
      items: [{ productId, variantId, quantity: 1 }],
      shippingName,
      shippingPhone: "050 123 4567",
      shippingCity: "دبي",
      shippingAddressLine1: "فيلا 2",
    },
  });
  expect(placed.status()).toBe(201);
  await shopper.dispose();
  void request;
}

test("on a phone the admin lists show each row as a card with its status, stock and actions in view", async ({
  page,
  admin,
  request,
  baseURL,
  playwright,
}) => {
  const tag = uniqueTag();
  const category = await admin.createCategory({ nameEn: `Cards ${tag}`, nameAr: `بطاقات ${tag}` });
  const product = await admin.createProduct({
    nameEn: `Card Abaya ${tag}`,
    nameAr: `عباية البطاقة ${tag}`,
    categoryId: category.id,
    variants: [{ size: "M", price: "150.00", stock: 4 }],
  });
  const shippingName = `نورة ${tag}`;
  await placeOrder(request, product.id, product.variants[0]!.id, baseURL, playwright, shippingName);

  await chooseLanguage(page, "ar");
  await page.goto("/login");
  await page.getByLabel("اسم المستخدم").fill(adminAccount.email);
  await page.getByLabel("كلمة المرور").fill(adminAccount.password);
  await page.getByRole("button", { name: "دخول", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await page.goto("/admin/orders");
  const order = page.getByRole("row").filter({ hasText: shippingName });
  await expect(order).toBeVisible();
  await expectOnScreen(order);
  await expectOnScreen(order.getByRole("combobox"));
  await expectOnScreen(order.getByRole("button").last());
  // Each value carries its column's name on the card.
  await expect(order.locator('[data-label="الحالة"]')).toBeVisible();

  await page.goto("/admin/products");
  const row = page.getByRole("row").filter({ hasText: product.nameEn });
  await expect(row).toBeVisible();
  // One of the four was ordered above.
  await expect(row.locator('[data-label="إجمالي المخزون"]')).toContainText("3");
  await expectOnScreen(row.locator('[data-label="إجمالي المخزون"]'));
  await expectOnScreen(row.locator('[data-label="الحالة"]'));
  await expectOnScreen(row.getByRole("button", { name: `تعديل ${product.nameAr}` }));
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(phone.width);
});

test("on a phone the shopper's account pages fit the screen: only their section menu scrolls sideways", async ({ page }) => {
  await chooseLanguage(page, "ar");
  await page.goto("/");
  await registerThroughApi(page, { name: "سلمى", email: uniqueEmail("phone-account"), password: "secret-123" });
  for (const path of ["/account", "/account/wishlist", "/account/addresses", "/account/profile"]) {
    await page.goto(path);
    const menu = page.getByRole("navigation", { name: "أقسام الحساب" });
    await expect(menu).toBeVisible();
    await page.waitForLoadState("networkidle");
    // A menu wider than its row widened the whole page, so an Arabic page opened scrolled sideways (and shifted).
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth), path).toBeLessThanOrEqual(phone.width);
  }
});

/**
 * Every phone width from 320 to 430 px, for a visitor, a signed-in shopper and an admin, in both languages: the page
 * is never wider than the screen (no sideways scroll, nothing shifted), at the top and with the header folded, and
 * every control of the header lies on the screen, apart from its neighbours, so a tap lands where she aimed.
 */
for (const locale of ["ar", "en"] as const) {
  test(`on every phone width the header fits for visitors, shoppers and staff (${locale})`, async ({ page, admin }) => {
    test.slow();
    const tag = uniqueTag();
    const category = await admin.createCategory({ nameEn: `Header ${tag}`, nameAr: `ترويسة ${tag}` });
    const product = await admin.createProduct({
      nameEn: `Header Fit Abaya ${tag}`,
      nameAr: `عباية ملاءمة الترويسة ${tag}`,
      categoryId: category.id,
      variants: [{ size: "M", price: "99.00", stock: 2 }],
    });
    await chooseLanguage(page, locale);
    const widths = Array.from({ length: 12 }, (_, index) => 320 + index * 10);

    const checkEveryWidth = async (who: string) => {
      for (const width of widths) {
        await page.setViewportSize({ width, height: 780 });
        for (const scrolled of [false, true]) {
          await page.evaluate((y) => window.scrollTo(0, y), scrolled ? 600 : 0);
          if (scrolled) await expect.poll(() => headerHeight(page)).toBeLessThanOrEqual(64);
          const where = `${who}, ${locale}, ${width} px${scrolled ? ", scrolled" : ""}`;
          const layout = await page.evaluate(() => {
            const header = document.querySelector("body > #root header")!;
            const row = header.querySelector(":scope > div.h-16")!;
            const controls = Array.from(row.querySelectorAll<HTMLElement>("a, button"))
              .filter((element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== "hidden")
              .map((element) => {
                const box = element.getBoundingClientRect();
                return { name: element.getAttribute("aria-label") ?? element.textContent ?? "", left: box.left, right: box.right };
              });
            return { pageWidth: document.documentElement.scrollWidth, viewport: window.innerWidth, controls };
          });
          expect(layout.pageWidth, `page width (${where})`).toBeLessThanOrEqual(layout.viewport);
          const sorted = [...layout.controls].sort((a, b) => a.left - b.left);
          for (const [index, control] of sorted.entries()) {
            expect(control.left, `${control.name} on screen (${where})`).toBeGreaterThanOrEqual(0);
            expect(control.right, `${control.name} on screen (${where})`).toBeLessThanOrEqual(layout.viewport);
            const next = sorted[index + 1];
            if (next) expect(control.right, `${control.name} apart from ${next.name} (${where})`).toBeLessThanOrEqual(next.left + 0.5);
          }
        }
      }
    };

    await page.goto(`/product/${product.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await checkEveryWidth("visitor");

    await registerThroughApi(page, { name: "Sheikha Al Mansoori Al Qasimi", email: uniqueEmail("header-fit"), password: "secret-123" });
    await page.reload();
    await expect(page.getByTestId("account-menu")).toBeVisible();
    await checkEveryWidth("shopper");

    await page.context().clearCookies();
    expect((await page.request.post("/api/auth/login", { data: adminAccount })).status()).toBe(200);
    await page.goto(`/product/${product.slug}`);
    await expect(page.getByTestId("account-menu")).toBeVisible();
    await checkEveryWidth("admin");
  });
}
