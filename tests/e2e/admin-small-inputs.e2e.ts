import { expect, type Page, test } from "@playwright/test";
import { adminAccount } from "./support/accounts";
import { pngFile } from "./support/admin-catalog";

test.use({ viewport: { width: 390, height: 844 } });

async function signInAsAdminInArabic(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem("locale", "ar"));
  await page.goto("/login");
  await page.getByLabel("اسم المستخدم").fill(adminAccount.email);
  await page.getByLabel("كلمة المرور").fill(adminAccount.password);
  await page.getByRole("button", { name: "دخول", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

test("a negative stock typed into the product form stays negative and is refused, not saved as its opposite", async ({ page }) => {
  await signInAsAdminInArabic(page);
  await page.goto("/admin/products");
  const posts: string[] = [];
  page.on("request", (sent) => {
    if (sent.method() === "POST" && new URL(sent.url()).pathname === "/api/admin/products") posts.push(sent.url());
  });
  await page.getByRole("button", { name: "إضافة منتج" }).click();
  const dialog = page.getByRole("dialog", { name: "إضافة منتج جديد" });
  const stock = dialog.getByRole("group", { name: "الخيار 1" }).getByLabel("الكمية في المخزون");

  await stock.click();
  await stock.press("ControlOrMeta+a");
  await page.keyboard.type("-3");
  await expect(stock).toHaveValue("-3");
  await dialog.getByRole("button", { name: "إنشاء المنتج" }).click();
  await expect(dialog.getByText("يجب أن يكون المخزون 0 أو أكثر", { exact: true })).toBeVisible();
  await expect(stock).toHaveValue("-3");
  expect(posts).toEqual([]);
});

test("after an upload the image row names the uploaded file instead of showing an empty address", async ({ page }) => {
  await signInAsAdminInArabic(page);
  await page.goto("/admin/products");
  await page.getByRole("button", { name: "إضافة منتج" }).click();
  const dialog = page.getByRole("dialog", { name: "إضافة منتج جديد" });
  const image = dialog.getByRole("group", { name: "الصورة 1" });
  await image.getByLabel("الصورة 1: رفع صورة").setInputFiles(pngFile([180, 150, 120], "sand-abaya.png"));
  await expect(image.getByTestId("uploaded-file")).toContainText("sand-abaya.png");
  await expect(image.getByTestId("uploaded-file")).toContainText("تم رفع");
  await expect(image.getByLabel("الصورة 1: رابط الصورة")).toHaveAttribute("placeholder", "أو الصق رابط صورة لاستخدامه بدلًا منها");

  // A pasted address replaces the upload, and the row says so no longer.
  await image.getByLabel("الصورة 1: رابط الصورة").fill("https://example.com/abaya.jpg");
  await expect(image.getByTestId("uploaded-file")).toHaveCount(0);
});
