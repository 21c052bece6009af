import { expect, test } from "@playwright/test";
import { createProduct, signInApiAsAdmin, uniqueLabel } from "./support/orders";
import { preferEnglish, signInAsAdmin } from "./support/pages";

test.beforeEach(async ({ page, request }) => {
  await preferEnglish(page);
  await signInApiAsAdmin(request);
});

test("an admin adjusts stock with a reason and sees it in the product's stock history", async ({ page, request }) => {
  const product = await createProduct(request, {
    nameEn: uniqueLabel("Linen Kaftan"),
    nameAr: "قفطان كتان",
    variants: [
      { size: "M", color: "Sand", price: "210.00", stock: 2 },
      { size: "L", color: "Sand", price: "210.00", stock: 6 },
    ],
  });
  await signInAsAdmin(page);
  await page.goto("/admin/products");
  await page.getByRole("button", { name: `Stock of ${product.nameEn}` }).click();

  const dialog = page.getByRole("dialog", { name: `Stock: ${product.nameEn}` });
  await expect(dialog.getByTestId("stock-movement")).toHaveCount(2);
  await dialog.getByLabel("Variant").selectOption({ label: "M, Sand — 2 in stock" });
  await dialog.getByLabel("Reason").selectOption({ label: "Received" });
  await dialog.getByLabel(/^Change/).fill("12");
  await dialog.getByLabel("Note").fill("Delivery from Dubai workshop");
  await dialog.getByRole("button", { name: "Adjust stock" }).click();
  await expect(dialog.getByRole("status")).toHaveText("Stock adjusted");

  // Newest first: the adjustment, with its reason, note, the stock after it and who made it.
  const newest = dialog.getByTestId("stock-movement").first();
  await expect(dialog.getByTestId("stock-movement")).toHaveCount(3);
  await expect(newest).toContainText("M, Sand");
  await expect(newest).toContainText("+12");
  await expect(newest).toContainText("14");
  await expect(newest).toContainText("Received");
  await expect(newest).toContainText("Delivery from Dubai workshop");
  await expect(newest).toContainText("@");

  // Taking more than there is is refused in words, and nothing is recorded.
  await dialog.getByLabel("Variant").selectOption({ label: "L, Sand — 6 in stock" });
  await dialog.getByLabel("Reason").selectOption({ label: "Damaged" });
  await dialog.getByLabel(/^Change/).fill("-7");
  await dialog.getByRole("button", { name: "Adjust stock" }).click();
  await expect(dialog.getByRole("alert")).toContainText("Only 6 in stock");
  await expect(dialog.getByTestId("stock-movement")).toHaveCount(3);
});
