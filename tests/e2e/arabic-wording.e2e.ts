import type { Page } from "@playwright/test";
import { adminAccount } from "./support/accounts";
import { chooseLanguage, expect, notifications, test, uniqueTag } from "./support/storefront";

test.use({ viewport: { width: 390, height: 844 } });

async function signInAsAdminInArabic(page: Page) {
  await page.goto("/login");
  await page.getByLabel("اسم المستخدم").fill(adminAccount.email);
  await page.getByLabel("كلمة المرور").fill(adminAccount.password);
  await page.getByRole("button", { name: "دخول", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

const pageText = (page: Page) => page.evaluate(() => document.body.innerText);

test("Arabic pages write the currency one way, د.إ., in the shop and in the back office", async ({ page, admin }) => {
  const tag = uniqueTag();
  const category = await admin.createCategory({ nameEn: `Abayas ${tag}`, nameAr: `عبايات ${tag}` });
  const product = await admin.createProduct({
    nameEn: `Night Abaya ${tag}`,
    nameAr: `عباية ليلية ${tag}`,
    categoryId: category.id,
    variants: [{ size: "54", price: "320.00", stock: 8 }],
  });
  await chooseLanguage(page, "ar");

  await page.goto(`/product/${product.slug}`);
  await expect(page.getByText("شحن مجاني للطلبات التي تتجاوز 500 د.إ.")).toBeVisible();
  await expect(page.getByTestId("product-price")).toContainText("د.إ.");

  await signInAsAdminInArabic(page);
  await expect(page.getByText(/^[\d,.]+ د\.إ\.$/).first()).toBeVisible();
  for (const path of ["/admin/dashboard", "/admin/orders", "/admin/products", "/admin/settings"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("main").getByText(/^جارٍ/)).toHaveCount(0);
    expect(await pageText(page), path).not.toContain("درهم");
  }
  await expect(page.getByLabel("مبلغ رسوم الدفع عند الاستلام (د.إ.)")).toBeVisible();
});

test("the back office calls the dashboard by one name in Arabic", async ({ page }) => {
  await chooseLanguage(page, "ar");
  await signInAsAdminInArabic(page);
  await page.getByRole("button", { name: "إظهار الشريط الجانبي أو إخفاؤه" }).click();
  const menu = page.getByRole("dialog");
  await expect(menu.getByRole("link", { name: "لوحة التحكم", exact: true })).toBeVisible();
  const text = await pageText(page);
  expect(text).not.toContain("لوحة المعلومات");
  expect(text).not.toContain("لوحة الإدارة");
});

test("the Arabic hero mirrors its picture, so the title on the right side falls on the picture's empty side", async ({
  page,
  admin,
  request,
}) => {
  const tag = uniqueTag();
  await admin.createBanner({ titleEn: `Mirror ${tag}`, titleAr: `مرآة ${tag}`, position: 0 });
  const transformOfFirstPicture = () =>
    page.evaluate(() => {
      const picture = document.querySelector<HTMLImageElement>('[aria-roledescription="slide"] img, #root img');
      // Tailwind's scale utilities set the `scale` property.
      return picture ? getComputedStyle(picture).scale : null;
    });

  await chooseLanguage(page, "ar");
  await page.goto("/");
  await expect(page.locator('[aria-roledescription="slide"] img').first()).toBeVisible();
  expect(await transformOfFirstPicture()).toBe("-1 1");
  // The page the server draws before the app runs mirrors it the same way.
  expect(await (await request.get("/")).text()).toMatch(/<img [^>]*class="[^"]*rtl:-scale-x-100/);

  await page.evaluate(() => window.localStorage.setItem("locale", "en"));
  await page.addInitScript(() => window.localStorage.setItem("locale", "en"));
  await page.reload();
  await expect(page.locator('[aria-roledescription="slide"] img').first()).toBeVisible();
  expect(await transformOfFirstPicture()).toBe("none");
});

/** Drags the toast sideways with the pointer, as a finger would. */
async function swipe(page: Page, toast: import("@playwright/test").Locator, dx: number) {
  const box = (await toast.boundingBox())!;
  const y = box.y + box.height / 2;
  const x = box.x + box.width / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let step = 1; step <= 8; step++) await page.mouse.move(x + (dx * step) / 8, y);
  await page.mouse.up();
}

test("in Arabic a toast is swiped away toward its own edge, the left, and not toward the middle", async ({ page, admin }) => {
  const tag = uniqueTag();
  const category = await admin.createCategory({ nameEn: `Wraps ${tag}`, nameAr: `لفافات ${tag}` });
  const product = await admin.createProduct({
    nameEn: `Wrap ${tag}`,
    nameAr: `لفافة ${tag}`,
    categoryId: category.id,
    variants: [
      { size: "S", price: "80.00", stock: 3 },
      { size: "M", price: "80.00", stock: 3 },
    ],
  });
  await chooseLanguage(page, "ar");
  await page.goto(`/product/${product.slug}`);
  await page.getByRole("button", { name: "أضيفي إلى السلة" }).click();
  const toast = notifications(page).locator("li").filter({ hasText: "اختاري المقاس" });
  await expect(toast).toBeVisible();

  await swipe(page, toast, 120);
  await page.waitForTimeout(400);
  await expect(toast).toBeVisible();

  await swipe(page, toast, -120);
  await expect(toast).toHaveCount(0);
});
