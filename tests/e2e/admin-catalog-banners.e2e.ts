import { expect, type Page, test } from "@playwright/test";
import { adminApi, pngFile, rowWith, uniqueName } from "./support/admin-catalog";
import { preferEnglish, signInAsAdmin, toasts } from "./support/pages";

test.beforeEach(async ({ page }) => {
  await preferEnglish(page);
  await signInAsAdmin(page);
});

async function createBannerThroughDialog(page: Page, titleEn: string) {
  await page.goto("/admin/banners");
  await expect(page.getByRole("heading", { name: "Banners Management", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Add Banner" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Banner" });
  await dialog.getByRole("button", { name: "Create Banner" }).click();
  for (const message of ["English title is required", "Arabic title is required", "Image is required"]) {
    await expect(dialog.getByText(message, { exact: true })).toBeVisible();
  }
  await dialog.getByRole("textbox", { name: "Title (English)", exact: true }).fill(titleEn);
  await dialog.getByRole("textbox", { name: "Title (Arabic)", exact: true }).fill(`عرض ${titleEn}`);
  await dialog.getByLabel("Subtitle (English)").fill("Soft linen\nfor the summer");
  await dialog.getByLabel("Banner Image: Upload image").setInputFiles(pngFile([200, 170, 140], "banner.png"));
  await expect(dialog.getByRole("img", { name: "Preview of the chosen image" })).toBeVisible();
  await dialog.getByLabel("Position").fill("4");
  await expect(dialog.getByRole("switch", { name: "Active" })).toBeChecked();
  await dialog.getByRole("button", { name: "Create Banner" }).click();
  await expect(toasts(page).getByText("Banner created successfully")).toBeVisible();
  await expect(dialog).toBeHidden();
}

test("the banner switch takes a banner off the home page at once", async ({ page }) => {
  const title = uniqueName("Summer Linen");
  const api = adminApi(page);
  await createBannerThroughDialog(page, title);

  const row = rowWith(page, title);
  await expect(row.getByRole("cell").nth(3)).toHaveText("4");
  await expect(row.locator("img")).toHaveAttribute("src", /^\/api\/media\/[0-9a-f]{64}\.png$/);
  expect((await api.publicBanners()).map((banner) => banner.titleEn)).toContain(title);
  await page.goto("/");
  await expect(page.getByText(title, { exact: true }).first()).toBeAttached();

  await page.goto("/admin/banners");
  const toggle = rowWith(page, title).getByRole("switch", { name: `Show "${title}" on the home page` });
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(toasts(page).getByText("Banner updated successfully")).toBeVisible();
  await expect(toggle).not.toBeChecked();
  await expect(rowWith(page, title).getByText("Inactive", { exact: true })).toBeVisible();

  expect((await api.publicBanners()).map((banner) => banner.titleEn)).not.toContain(title);
  expect((await api.banners()).find((banner) => banner.titleEn === title)?.isActive).toBe(false);
  const homeBanners = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/banners");
  await page.goto("/");
  await homeBanners;
  await page.waitForLoadState("networkidle");
  await expect(page.getByText(title, { exact: true })).toHaveCount(0);

  await page.goto("/admin/banners");
  await rowWith(page, title).getByRole("switch").click();
  await expect(toasts(page).getByText("Banner updated successfully")).toBeVisible();
  await expect(rowWith(page, title).getByText("Active", { exact: true })).toBeVisible();
  expect((await api.publicBanners()).map((banner) => banner.titleEn)).toContain(title);
});

test("a banner is edited through its dialog and deleted after confirmation", async ({ page }) => {
  const title = uniqueName("Eid Edit");
  const renamed = `${title} 2`;
  await createBannerThroughDialog(page, title);

  await page.getByRole("button", { name: `Edit ${title}`, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Banner" });
  await expect(dialog.getByLabel("Subtitle (English)")).toHaveValue("Soft linen\nfor the summer");
  await dialog.getByRole("textbox", { name: "Title (English)", exact: true }).fill(renamed);
  await dialog.getByLabel("Subtitle (English)").fill("");
  // Emptying the number field is what any non-numeric input amounts to: the position becomes 0 (shown on leaving it).
  await dialog.getByLabel("Position").fill("");
  await dialog.getByLabel("Position").blur();
  await expect(dialog.getByLabel("Position")).toHaveValue("0");
  await dialog.getByRole("button", { name: "Update Banner" }).click();
  await expect(toasts(page).getByText("Banner updated successfully")).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = rowWith(page, renamed);
  await expect(row.getByRole("cell").nth(3)).toHaveText("0");
  await expect(row.getByText("Soft linen")).toHaveCount(0);

  await row.getByRole("button", { name: `Delete ${renamed}` }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete banner" });
  await expect(confirm).toContainText(`Are you sure you want to delete "${renamed}"? This action cannot be undone.`);
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(toasts(page).getByText("Banner deleted successfully")).toBeVisible();
  await expect(rowWith(page, renamed)).toHaveCount(0);
});
