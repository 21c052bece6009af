import { expect, test } from "@playwright/test";
import { adminApi, rowWith, uniqueName } from "./support/admin-catalog";
import { preferEnglish, signInAsAdmin, toasts } from "./support/pages";

test.beforeEach(async ({ page }) => {
  await preferEnglish(page);
  await signInAsAdmin(page);
});

test("a category is renamed through its dialog and deleted after confirmation", async ({ page }) => {
  const api = adminApi(page);
  const category = await api.createCategory({ nameEn: uniqueName("Jalabiyas"), nameAr: uniqueName("جلابيات") });
  const renamed = `${category.nameEn} Festive`;
  await page.goto("/admin/categories");
  await expect(page.getByRole("heading", { name: "Categories Management", level: 1 })).toBeVisible();

  const row = rowWith(page, category.nameEn);
  await expect(row.getByRole("cell").nth(1)).toHaveText(category.nameAr);
  await expect(row.getByRole("cell").nth(2)).toHaveText(category.slug);

  await row.getByRole("button", { name: `Edit ${category.nameEn}` }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Category" });
  await expect(dialog.getByLabel("Name (English)")).toHaveValue(category.nameEn);
  await dialog.getByLabel("Name (English)").fill("");
  await dialog.getByRole("button", { name: "Update Category" }).click();
  await expect(dialog.getByText("English name is required")).toBeVisible();
  await dialog.getByLabel("Name (English)").fill(renamed);
  await dialog.getByRole("button", { name: "Update Category" }).click();
  await expect(toasts(page).getByText("Category updated successfully")).toBeVisible();
  await expect(dialog).toBeHidden();
  // The slug is the server's and never changes on a rename, so old links keep working.
  await expect(rowWith(page, renamed).getByRole("cell").nth(2)).toHaveText(category.slug);

  await page.getByRole("button", { name: `Delete ${renamed}`, exact: true }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete category" });
  await expect(confirm).toContainText(`Are you sure you want to delete "${renamed}"? This action cannot be undone.`);
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(toasts(page).getByText("Category deleted successfully")).toBeVisible();
  await expect(rowWith(page, renamed)).toHaveCount(0);
  expect((await api.categories()).some((candidate) => candidate.id === category.id)).toBe(false);
});

test("a category that still has products says how many up front and offers no delete, in Arabic too", async ({ page }) => {
  const api = adminApi(page);
  const category = await api.createCategory({ nameEn: uniqueName("Abayas"), nameAr: uniqueName("عبايات") });
  await api.createProduct({ nameEn: uniqueName("Crepe Abaya"), nameAr: "عباية كريب", categoryId: category.id });
  await api.createProduct({ nameEn: uniqueName("Linen Abaya"), nameAr: "عباية كتان", categoryId: category.id });
  await page.goto("/admin/categories");
  const row = rowWith(page, category.nameEn);
  await expect(row.getByTestId("category-products")).toHaveText("2 products");
  await expect(row.getByTestId("category-delete-blocked")).toHaveText("Can be deleted once it holds no products");

  // Unavailable, yet reachable by keyboard, and its description says why.
  const remove = page.getByRole("button", { name: `Delete ${category.nameEn}`, exact: true });
  await expect(remove).toBeDisabled();
  await expect(remove).toHaveAccessibleDescription("2 products Can be deleted once it holds no products");
  await remove.focus();
  await page.keyboard.press("Enter");
  await remove.click({ force: true });
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await expect(page.getByText("This action cannot be undone")).toHaveCount(0);
  await expect(row).toHaveCount(1);

  await page.evaluate(() => window.localStorage.setItem("locale", "ar"));
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const rowAr = rowWith(page, category.nameAr);
  await expect(rowAr.getByTestId("category-products")).toHaveText("منتجان");
  await expect(rowAr.getByTestId("category-delete-blocked")).toHaveText("يمكن حذفها بعد أن تخلو من المنتجات");
  const removeAr = page.getByRole("button", { name: `حذف ${category.nameAr}`, exact: true });
  await expect(removeAr).toBeDisabled();
  await expect(removeAr).toHaveAccessibleDescription("منتجان يمكن حذفها بعد أن تخلو من المنتجات");
  await removeAr.click({ force: true });
  await expect(page.getByRole("alertdialog")).toHaveCount(0);

  // The server still refuses it on its own, with its reason.
  const refused = await page.request.delete(`/api/admin/categories/${category.id}`);
  expect(refused.status()).toBe(409);
  expect((await refused.json()).message).toMatch(/2 products/);
});

test("the categories page reads in Arabic, right to left", async ({ page }) => {
  const api = adminApi(page);
  const category = await api.createCategory({ nameEn: uniqueName("Sets"), nameAr: uniqueName("أطقم") });
  await page.evaluate(() => window.localStorage.setItem("locale", "ar"));
  await page.goto("/admin/categories");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { name: "إدارة الفئات", level: 1 })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "الاسم (بالعربية)" })).toBeVisible();
  await page.getByRole("button", { name: `حذف ${category.nameAr}` }).first().click();
  await expect(page.getByRole("alertdialog")).toContainText(`هل أنت متأكد من حذف «${category.nameAr}»؟`);
  await page.getByRole("button", { name: "إلغاء" }).click();
  await expect(rowWith(page, category.nameEn)).toHaveCount(1);
});
