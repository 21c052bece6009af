import { chooseLanguage, expect, picture, test, uniqueTag } from "./support/storefront";

test.beforeEach(async ({ page }) => {
  await chooseLanguage(page, "en");
});

test("a category lists only its active products, counted, in a grid or list that is remembered", async ({ page, admin }) => {
  const tag = uniqueTag();
  const category = await admin.createCategory({ nameEn: `Hijabs ${tag}`, nameAr: `حجابات ${tag}` });
  const shown = ["Chiffon", "Modal"].map((fabric) => `${fabric} Hijab ${tag}`);
  for (const nameEn of shown) {
    await admin.createProduct({ nameEn, nameAr: `حجاب ${nameEn}`, categoryId: category.id, variants: [{ price: "45.00", stock: 9 }] });
  }
  const hidden = await admin.createProduct({
    nameEn: `Retired Hijab ${tag}`,
    nameAr: `حجاب متوقف ${tag}`,
    categoryId: category.id,
    status: "inactive",
    variants: [{ price: "40.00", stock: 9 }],
  });

  await page.goto(`/shop?category=${category.id}`);
  await expect(page.getByTestId("product-count")).toHaveText("2 products");
  for (const name of shown) await expect(page.getByRole("link", { name: new RegExp(name) })).toBeVisible();
  await expect(page.getByText(hidden.nameEn)).toHaveCount(0);

  const list = page.getByTestId("product-list");
  await expect(list).toHaveAttribute("data-layout", "grid");
  await page.getByRole("button", { name: "List view" }).click();
  await expect(list).toHaveAttribute("data-layout", "list");
  await expect(page.getByRole("button", { name: "List view" })).toHaveAttribute("aria-pressed", "true");
  await page.reload();
  await expect(page.getByTestId("product-list")).toHaveAttribute("data-layout", "list");

  await page.getByRole("link", { name: "Back to Categories" }).click();
  await expect(page).toHaveURL(/\/shop$/);
  // The address changes first; the category's products stay on screen until the shop front is ready to replace them.
  await expect(page.getByTestId("product-list")).toHaveCount(0);
  await expect(page.getByRole("link", { name: new RegExp(category.nameEn) })).toBeVisible();

  // An inactive product is as unknown to shoppers as one that never existed.
  await page.goto(`/product/${hidden.slug}`);
  await expect(page.getByRole("heading", { name: "Product not found" })).toBeVisible();
});

test("an empty category and an unknown one both say so and lead back to the categories", async ({ page, admin }) => {
  const tag = uniqueTag();
  const empty = await admin.createCategory({ nameEn: `Scarves ${tag}`, nameAr: `أوشحة ${tag}` });
  await page.goto(`/shop?category=${empty.id}`);
  await expect(page.getByRole("heading", { level: 1, name: empty.nameEn })).toBeVisible();
  await expect(page.getByTestId("product-count")).toHaveText("0 products");
  await expect(page.getByText("No products in this category yet.")).toBeVisible();

  await page.goto("/shop?category=00000000-0000-4000-8000-000000000000");
  await expect(page.getByRole("heading", { name: "Category not found" })).toBeVisible();
  await page.getByRole("link", { name: "Back to Categories" }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.getByRole("heading", { level: 1, name: "Shop" })).toBeVisible();
});

test("an unknown product shows 'Product not found' with a way back to the shop", async ({ page }) => {
  await page.goto(`/product/no-such-product-${uniqueTag()}`);
  await expect(page.getByRole("heading", { name: "Product not found" })).toBeVisible();
  await page.getByRole("link", { name: "Back to Shop" }).click();
  await expect(page).toHaveURL(/\/shop$/);
});

test("the gallery follows position order and the thumbnails switch the large picture", async ({ page, admin }) => {
  const tag = uniqueTag();
  const category = await admin.createCategory({ nameEn: `Bags ${tag}`, nameAr: `حقائب ${tag}` });
  const product = await admin.createProduct({
    nameEn: `Woven Tote ${tag}`,
    nameAr: `حقيبة منسوجة ${tag}`,
    categoryId: category.id,
    // No size and no colour: the shopper still gets one choice to make.
    variants: [{ size: null, color: null, price: "95.00", stock: 20 }],
    images: [
      { url: picture([30, 90, 140]), position: 2 },
      { url: picture([140, 60, 40]), position: 1, isPrimary: true },
      { url: picture([60, 140, 80]), position: 0 },
    ],
  });
  const byPosition = [...product.images].sort((a, b) => a.position - b.position);

  await page.goto(`/product/${product.slug}`);
  const main = page.getByTestId("gallery-main");
  // The primary picture opens large even though it is not first.
  await expect(main).toHaveAttribute("src", byPosition[1]!.url);
  const thumbnails = page.getByRole("button", { name: /^Show image/ });
  await expect(thumbnails).toHaveCount(3);
  await expect(thumbnails.nth(1)).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: "Show image 3 of 3" }).click();
  await expect(main).toHaveAttribute("src", byPosition[2]!.url);
  await expect(main).toHaveAttribute("alt", `${product.nameEn}, image 3 of 3`);

  await expect(page.getByTestId("stock-message")).toHaveText("In Stock");
  await page.getByRole("button", { name: "One Size" }).click();
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByTestId("cart-count")).toHaveText("1");

  const wishlist = page.getByRole("button", { name: "Add to wishlist" });
  await expect(wishlist).toHaveAttribute("aria-pressed", "false");
  await wishlist.click();
  await expect(wishlist).toHaveAttribute("aria-pressed", "true");
});
