import type { Page } from "@playwright/test";
import { adminAccount } from "./support/accounts";
import { chooseLanguage, expect, test, uniqueTag } from "./support/storefront";

test.use({ viewport: { width: 390, height: 844 } });

async function signInAsAdminInArabic(page: Page) {
  await page.goto("/login");
  await page.getByLabel("اسم المستخدم").fill(adminAccount.email);
  await page.getByLabel("كلمة المرور").fill(adminAccount.password);
  await page.getByRole("button", { name: "دخول", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

test("shoppers see only categories with products on sale; the admin still sees every category", async ({ page, admin, request }) => {
  const tag = uniqueTag();
  const stocked = await admin.createCategory({ nameEn: `Prayer Dresses ${tag}`, nameAr: `فساتين صلاة ${tag}` });
  await admin.createProduct({
    nameEn: `Prayer Dress ${tag}`,
    nameAr: `فستان صلاة ${tag}`,
    categoryId: stocked.id,
    variants: [{ size: "M", price: "150.00", stock: 4 }],
  });
  const empty = await admin.createCategory({ nameEn: `Empty Shelf ${tag}`, nameAr: `رف فارغ ${tag}` });
  await chooseLanguage(page, "ar");

  // The page the server draws before the app runs leaves the empty category out as well.
  const drawn = await (await request.get("/shop")).text();
  expect(drawn).not.toContain(empty.nameAr);

  for (const path of ["/shop", "/"]) {
    await page.goto(path);
    const grid = page.getByTestId("category-grid");
    await expect(grid.getByRole("heading", { name: stocked.nameAr })).toBeVisible();
    await expect(grid.getByText(empty.nameAr)).toHaveCount(0);
  }

  await signInAsAdminInArabic(page);
  await page.goto("/admin/categories");
  await expect(page.getByText(empty.nameAr).first()).toBeVisible();
  await expect(page.getByText(stocked.nameAr).first()).toBeVisible();
});

test("an admin creating a category with a name already in use is told so in Arabic, beside that name", async ({ page, admin }) => {
  const tag = uniqueTag();
  const existing = await admin.createCategory({ nameEn: `Kaftans ${tag}`, nameAr: `قفاطين ${tag}` });
  await chooseLanguage(page, "ar");
  await signInAsAdminInArabic(page);
  await page.goto("/admin/categories");

  await page.getByRole("button", { name: "إضافة فئة" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("الاسم (بالإنجليزية)").fill(`  kaftans ${tag.toUpperCase()} `);
  await dialog.getByLabel("الاسم (بالعربية)").fill(`قفاطين جديدة ${tag}`);
  await dialog.getByRole("button", { name: "إنشاء الفئة" }).click();
  await expect(dialog.getByText("توجد فئة بهذا الاسم الإنجليزي بالفعل", { exact: true })).toBeVisible();
  await expect(dialog.getByLabel("الاسم (بالإنجليزية)")).toHaveAttribute("aria-invalid", "true");

  const listed = (await (await page.request.get("/api/admin/categories")).json()) as { nameEn: string }[];
  expect(listed.filter((category) => category.nameEn.toLowerCase().startsWith(`kaftans ${tag}`.toLowerCase()))).toHaveLength(1);
  expect(existing.id).toBeTruthy();
});
