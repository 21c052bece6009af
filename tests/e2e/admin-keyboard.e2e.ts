import { expect, test } from "@playwright/test";
import { adminApi, uniqueName } from "./support/admin-catalog";
import { picture } from "./support/storefront";
import { preferEnglish, signInAsAdmin, toasts } from "./support/pages";

test.beforeEach(async ({ page }) => {
  await preferEnglish(page);
  await signInAsAdmin(page);
});

test("closing an admin dialog, however it closes, puts the focus back on the control that opened it", async ({ page }) => {
  const nameEn = uniqueName("Focus");
  await adminApi(page).createCategory({ nameEn, nameAr: uniqueName("تركيز") });
  await page.goto("/admin/categories");

  const add = page.getByRole("button", { name: "Add Category" });
  await add.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog", { name: "Add New Category" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(add).toBeFocused();

  const edit = page.getByRole("button", { name: `Edit ${nameEn}` });
  await edit.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Edit Category" });
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(edit).toBeFocused();

  // Saved: the row stays, and so does the focus on its edit button.
  await edit.focus();
  await page.keyboard.press("Enter");
  await dialog.getByLabel("Name (English)").fill(`${nameEn} 2`);
  await dialog.getByRole("button", { name: "Update Category" }).click();
  await expect(toasts(page).getByText("Category updated successfully")).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole("button", { name: `Edit ${nameEn} 2` })).toBeFocused();

  // While a toast shows, Escape closes the toast first (its layer answers before the dialog's); the dialog's own
  // Escape is checked once the toast has gone.
  await expect(toasts(page).getByText("Category updated successfully")).toBeHidden({ timeout: 10_000 });
  const remove = page.getByRole("button", { name: `Delete ${nameEn} 2` });
  await remove.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("alertdialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await expect(remove).toBeFocused();
});

test("a banner's switch keeps the focus while Space turns it off and on", async ({ page }) => {
  const title = uniqueName("Keyboard banner");
  const created = await page.request.post("/api/admin/banners", {
    data: { titleEn: title, titleAr: `لوحة ${title}`, imageUrl: picture([90, 120, 150]), isActive: true, position: 9 },
  });
  expect(created.status()).toBe(201);
  await page.goto("/admin/banners");

  const toggle = page.getByRole("switch", { name: `Show "${title}" on the home page` });
  await toggle.focus();
  await page.keyboard.press("Space");
  await expect(toasts(page).getByText("Banner updated successfully")).toBeVisible();
  await expect(toggle).not.toBeChecked();
  await expect(toggle).toBeFocused();

  await page.keyboard.press("Space");
  await expect(toggle).toBeChecked();
  await expect(toggle).toBeFocused();
  expect((await adminApi(page).banners()).find((banner) => banner.titleEn === title)?.isActive).toBe(true);
});
