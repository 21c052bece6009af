import { expect, type Page, test } from "@playwright/test";
import { uniqueEmail } from "./support/accounts";
import { adminApi, pngFile, rowWith, uniqueName } from "./support/admin-catalog";
import { preferEnglish, signInAsAdmin, toasts } from "./support/pages";

test.beforeEach(async ({ page }) => {
  await preferEnglish(page);
  await signInAsAdmin(page);
});

async function openAdminPage(page: Page, section: string, heading: string) {
  await page.getByRole("navigation", { name: "Management" }).getByRole("link", { name: section }).click();
  await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
}

test("an admin files a product with an uploaded photo and two sizes, then renames and deletes it", async ({ page }) => {
  const category = uniqueName("Linen");
  const product = uniqueName("Sand Abaya");
  const renamed = `${product} Deluxe`;

  await openAdminPage(page, "Categories", "Categories Management");
  await page.getByRole("button", { name: "Add Category" }).click();
  const categoryDialog = page.getByRole("dialog", { name: "Add New Category" });
  await categoryDialog.getByLabel("Name (English)").fill(category);
  await categoryDialog.getByLabel("Name (Arabic)").fill(`كتان ${category}`);
  await categoryDialog.getByRole("button", { name: "Create Category" }).click();
  await expect(toasts(page).getByText("Category created successfully")).toBeVisible();
  await expect(categoryDialog).toBeHidden();
  await expect(rowWith(page, category)).toHaveCount(1);

  await openAdminPage(page, "Products", "Products Management");
  await page.getByRole("button", { name: "Add Product" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Product" });
  await dialog.getByLabel("Name (English)").fill(product);
  await dialog.getByLabel("Name (Arabic)").fill(`عباية ${product}`);
  await dialog.getByLabel("Description (English)").fill("Soft linen for warm evenings.");
  await dialog.getByRole("combobox", { name: "Category" }).click();
  await page.getByRole("option", { name: category }).click();

  const small = dialog.getByRole("group", { name: "Variant 1" });
  await expect(small.getByLabel("Stock Quantity")).toHaveValue("0");
  await expect(small.getByLabel("Size")).toHaveAttribute("placeholder", "e.g., S, M, L, XL");
  await small.getByLabel("Size").fill("S");
  // The colour is picked from the store's list, named in both languages.
  await small.getByLabel("Color").selectOption({ label: "Sand · رملي" });
  await expect(small.getByTestId("colour-swatch")).toHaveCSS("background-color", "rgb(214, 192, 150)");
  await small.getByLabel("Price (AED)").fill("120.50");
  await small.getByLabel("Stock Quantity").fill("4");
  await dialog.getByRole("button", { name: "Add Variant" }).click();
  const medium = dialog.getByRole("group", { name: "Variant 2" });
  await expect(medium.getByLabel("Stock Quantity")).toHaveValue("0");
  await medium.getByLabel("Size").fill("M");
  await medium.getByLabel("Price (AED)").fill("120.50");
  await medium.getByLabel("Stock Quantity").fill("3");

  const photo = dialog.getByRole("group", { name: "Image 1" });
  await photo.getByLabel("Image 1: Upload image").setInputFiles(pngFile([190, 160, 130]));
  await expect(photo.getByRole("img", { name: "Preview of the chosen image" })).toHaveAttribute("src", /^data:image\/png;base64,/);
  await photo.getByLabel("Primary").check();

  await dialog.getByRole("button", { name: "Create Product" }).click();
  await expect(toasts(page).getByText("Product created successfully")).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = rowWith(page, product);
  await expect(row).toHaveCount(1);
  const cells = row.getByRole("cell");
  await expect(cells.nth(1)).toContainText(`عباية ${product}`);
  await expect(cells.nth(2)).toHaveText(category);
  await expect(cells.nth(3)).toHaveText("2 variants");
  await expect(cells.nth(4)).toContainText("7 units");
  await expect(cells.nth(4)).toContainText("Low stock");
  await expect(cells.nth(5)).toHaveText("Active");
  // The upload went up as a data URL and came back as the server's stored-media address.
  await expect(row.locator("img")).toHaveAttribute("src", /^\/api\/media\/[0-9a-f]{64}\.png$/);

  const api = adminApi(page);
  const stored = await api.productNamed(product);
  expect(stored.variants.map((variant) => [variant.size, variant.price, variant.stock])).toEqual([
    ["S", "120.50", 4],
    ["M", "120.50", 3],
  ]);
  expect(stored.images).toEqual([expect.objectContaining({ isPrimary: true, position: 0 })]);
  const [sand] = stored.variants as unknown as { color: string | null; colour: { key: string; nameAr: string } | null }[];
  expect([sand!.color, sand!.colour?.key, sand!.colour?.nameAr]).toEqual(["Sand", "sand", "رملي"]);
  expect((await page.request.get(`/api/products/${stored.slug}`)).status()).toBe(200);
  await page.goto(`/product/${stored.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: product })).toBeVisible();

  await page.goto("/admin/products");
  await page.getByRole("button", { name: `Edit ${product}`, exact: true }).click();
  const editDialog = page.getByRole("dialog", { name: "Edit Product" });
  await expect(editDialog.getByLabel("Name (English)")).toHaveValue(product);
  await expect(editDialog.getByRole("group", { name: "Variant 2" }).getByLabel("Stock Quantity")).toHaveValue("3");
  await editDialog.getByLabel("Name (English)").fill(renamed);
  await editDialog.getByRole("button", { name: "Update Product" }).click();
  await expect(toasts(page).getByText("Product updated successfully")).toBeVisible();
  await expect(editDialog).toBeHidden();
  await expect(rowWith(page, renamed)).toHaveCount(1);

  // The edit sent the rows back with their ids, so the server revised them instead of replacing them.
  const revised = await api.productNamed(renamed);
  expect(revised.slug).toBe(stored.slug);
  expect(revised.variants.map((variant) => variant.id)).toEqual(stored.variants.map((variant) => variant.id));
  expect(revised.images.map((image) => image.id)).toEqual(stored.images.map((image) => image.id));

  await page.getByRole("button", { name: `Delete ${renamed}`, exact: true }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete product" });
  await expect(confirm).toContainText(`Are you sure you want to delete "${renamed}"? This action cannot be undone.`);
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(toasts(page).getByText("Product deleted successfully")).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(rowWith(page, renamed)).toHaveCount(0);
  expect((await page.request.get(`/api/products/${stored.slug}`)).status()).toBe(404);
});

test("the stock badge reads out of stock at 0 and normal from 10 units", async ({ page }) => {
  const api = adminApi(page);
  const category = await api.createCategory({ nameEn: uniqueName("Hijabs"), nameAr: uniqueName("حجابات") });
  const empty = uniqueName("Chiffon Hijab");
  const plenty = uniqueName("Jersey Hijab");
  for (const [nameEn, stock] of [[empty, 0], [plenty, 12]] as const) {
    const response = await page.request.post("/api/admin/products", {
      data: {
        nameEn,
        nameAr: "حجاب",
        categoryId: category.id,
        variants: [{ size: null, color: "Rose", price: "35.00", stock }],
        images: [{ url: "https://example.com/hijab.jpg", isPrimary: true, position: 0 }],
      },
    });
    expect(response.status()).toBe(201);
  }
  await openAdminPage(page, "Products", "Products Management");
  const emptyStock = rowWith(page, empty).getByRole("cell").nth(4);
  await expect(emptyStock).toContainText("0 units");
  await expect(emptyStock).toContainText("Out of stock!");
  await expect(rowWith(page, empty).getByRole("cell").nth(3)).toHaveText("1 variant");
  const plentyStock = rowWith(page, plenty).getByRole("cell").nth(4);
  await expect(plentyStock).toHaveText("12 units");
});

test("an empty product form shows every client-side message and sends nothing", async ({ page }) => {
  const writes: string[] = [];
  page.on("request", (request) => {
    if (request.method() !== "GET" && request.url().includes("/api/admin/products")) writes.push(request.url());
  });
  await openAdminPage(page, "Products", "Products Management");
  await page.getByRole("button", { name: "Add Product" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Product" });
  await dialog.getByRole("button", { name: "Create Product" }).click();

  for (const message of [
    "English name is required",
    "Arabic name is required",
    "Category is required",
    "Price is required",
    "Image is required",
  ]) {
    await expect(dialog.getByText(message, { exact: true })).toBeVisible();
  }
  // The first field needing attention takes the focus, so a keyboard user lands where the work is.
  await expect(dialog.getByLabel("Name (English)")).toBeFocused();

  await dialog.getByRole("group", { name: "Variant 1" }).getByLabel("Stock Quantity").fill("-2");
  await expect(dialog.getByText("Stock must be 0 or greater", { exact: true })).toBeVisible();

  await dialog.getByRole("button", { name: "Remove variant 1" }).click();
  await dialog.getByRole("button", { name: "Remove image 1" }).click();
  await expect(dialog.getByText("At least one variant is required", { exact: true })).toBeVisible();
  await expect(dialog.getByText("At least one image is required", { exact: true })).toBeVisible();

  // A new image row starts unticked at the position equal to the rows before it.
  await dialog.getByRole("button", { name: "Add Image" }).click();
  await dialog.getByRole("button", { name: "Add Image" }).click();
  const second = dialog.getByRole("group", { name: "Image 2" });
  await expect(second.getByLabel("Position")).toHaveValue("1");
  await expect(second.getByRole("checkbox", { name: "Primary" })).not.toBeChecked();

  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  expect(writes).toEqual([]);
});

test("a product the server still refuses shows the server's message in the form and as an Error toast", async ({ page }) => {
  const api = adminApi(page);
  const category = await api.createCategory({ nameEn: uniqueName("Kaftans"), nameAr: uniqueName("قفاطين") });
  await openAdminPage(page, "Products", "Products Management");
  await page.getByRole("button", { name: "Add Product" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Product" });
  await dialog.getByLabel("Name (English)").fill(uniqueName("Kaftan"));
  await dialog.getByLabel("Name (Arabic)").fill("قفطان");
  await dialog.getByRole("combobox", { name: "Category" }).click();
  await page.getByRole("option", { name: category.nameEn }).click();
  await dialog.getByRole("group", { name: "Variant 1" }).getByLabel("Price (AED)").fill("210");
  // Not an address the server accepts for an image: the client only checks that one was given.
  await dialog.getByLabel("Image 1: Image URL").fill("ftp://example.com/kaftan.png");
  await dialog.getByRole("button", { name: "Create Product" }).click();

  const serverMessage = "Image must be an http(s) address or an uploaded PNG, JPEG, WebP, GIF or AVIF image";
  // The open modal hides the rest of the page from the accessibility tree (its own alert speaks instead), so the
  // toast is looked up with hidden elements included; it is still drawn above the dialog.
  const toastBehindModal = page.getByRole("region", { name: "Notifications (F8)", includeHidden: true });
  await expect(toastBehindModal.getByText("Error", { exact: true })).toBeVisible();
  await expect(toastBehindModal.getByText(serverMessage)).toBeVisible();
  await expect(dialog.getByRole("alert").filter({ hasText: serverMessage })).toBeVisible();
  await expect(dialog.getByRole("group", { name: "Image 1" }).getByText(serverMessage)).toBeVisible();
  await expect(dialog).toBeVisible();
});

test("a save from a form opened before a sale is refused and the form reloads, so the sale is never undone", async ({
  page,
  playwright,
  baseURL,
}) => {
  const api = adminApi(page);
  const category = await api.createCategory({ nameEn: uniqueName("Abayas"), nameAr: uniqueName("عبايات") });
  const name = uniqueName("Night Abaya");
  const created = await page.request.post("/api/admin/products", {
    data: {
      nameEn: name,
      nameAr: "عباية ليلية",
      categoryId: category.id,
      variants: [{ size: "M", color: "Black", price: "150.00", stock: 10 }],
      images: [{ url: "https://example.com/night.jpg", isPrimary: true, position: 0 }],
    },
  });
  expect(created.status()).toBe(201);
  const product = (await created.json()) as { id: string; variants: { id: string }[] };

  await openAdminPage(page, "Products", "Products Management");
  await page.getByRole("button", { name: `Edit ${name}`, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Product" });
  const stock = dialog.getByRole("group", { name: "Variant 1" }).getByLabel("Stock Quantity");
  await expect(stock).toHaveValue("10");

  // While the form is open, a shopper buys 3.
  const shopper = await playwright.request.newContext({ baseURL });
  expect((await shopper.post("/api/auth/register", { data: { name: "Huda", email: uniqueEmail("stale"), password: "secret-123" } })).status()).toBe(201);
  const order = await shopper.post("/api/orders", {
    data: {
      items: [{ productId: product.id, variantId: product.variants[0]!.id, quantity: 3 }],
      shippingName: "Huda",
      shippingPhone: "0501234567",
      shippingCity: "Dubai",
      shippingAddressLine1: "Villa 3",
    },
  });
  expect(order.status(), await order.text()).toBe(201);
  await shopper.dispose();

  // The admin saves the form as loaded (stock 10) with a new name: refused, told, and shown the stored product.
  await dialog.getByLabel("Name (English)").fill(`${name} Renamed`);
  await dialog.getByRole("button", { name: "Update Product" }).click();
  const toastBehindModal = page.getByRole("region", { name: "Notifications (F8)", includeHidden: true });
  await expect(toastBehindModal.getByText("Product changed meanwhile")).toBeVisible();
  await expect(toastBehindModal.getByText(/nothing was saved/)).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(stock).toHaveValue("7");
  await expect(dialog.getByLabel("Name (English)")).toHaveValue(name);
  expect((await api.productNamed(name)).variants[0]!.stock).toBe(7);

  // Made again on the reloaded form, the edit goes through and the sale stays counted.
  await dialog.getByLabel("Name (English)").fill(`${name} Renamed`);
  await dialog.getByRole("button", { name: "Update Product" }).click();
  await expect(toasts(page).getByText("Product updated successfully")).toBeVisible();
  await expect(dialog).toBeHidden();
  expect((await api.productNamed(`${name} Renamed`)).variants[0]!.stock).toBe(7);
});
