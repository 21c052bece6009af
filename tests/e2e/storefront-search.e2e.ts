import { chooseLanguage, expect, test, uniqueTag } from "./support/storefront";

test("the header search finds a product by its Arabic name and by part of its English name", async ({ page, admin }) => {
  const tag = uniqueTag();
  const category = await admin.createCategory({ nameEn: `Kaftans ${tag}`, nameAr: `قفاطين ${tag}` });
  const product = await admin.createProduct({
    nameEn: `Dune ${tag} Kaftan`,
    nameAr: `قفطان الكثبان ${tag}`,
    categoryId: category.id,
    variants: [{ size: "L", price: "310.00", stock: 8 }],
  });
  await chooseLanguage(page, "en");
  await page.goto("/");

  const search = page.getByRole("combobox", { name: "Search products" }).first();
  await search.fill(product.nameAr);
  await search.press("Enter");
  await expect(page).toHaveURL(/\/shop\?q=/);
  await expect(page.getByRole("heading", { level: 1, name: `Results for “${product.nameAr}”` })).toBeVisible();
  await expect(page.getByTestId("product-count")).toHaveText("1 product");
  await expect(page.getByRole("link", { name: new RegExp(product.nameEn) })).toBeVisible();

  // Part of the name, in other letter case, with stray spaces.
  await search.fill(`  ${tag.toUpperCase()} kaf `);
  await search.press("Enter");
  await expect(page.getByTestId("product-count")).toHaveText("1 product");
  await page.getByRole("link", { name: new RegExp(product.nameEn) }).click();
  await expect(page.getByRole("heading", { level: 1, name: product.nameEn })).toBeVisible();
});

test("a search without matches says so, in both languages", async ({ page }) => {
  const query = `no-such-piece-${uniqueTag()}`;
  await chooseLanguage(page, "en");
  await page.goto(`/shop?${new URLSearchParams({ q: query })}`);
  await expect(page.getByTestId("product-count")).toHaveText("0 products");
  await expect(page.getByText(`No products match “${query}”.`)).toBeVisible();

  await chooseLanguage(page, "ar");
  await page.reload();
  await expect(page.getByTestId("product-count")).toHaveText("لا توجد منتجات");
  await expect(page.getByText(`لا توجد منتجات تطابق «${query}».`)).toBeVisible();
});
