import { chooseLanguage, expect, notifications, test, uniqueTag } from "./support/storefront";

/** A category with one product in two sizes: the first (XL) sold out, the second (M) with three left. */
async function dressInTwoSizes(admin: import("./support/storefront").StoreAdmin) {
  const tag = uniqueTag();
  const category = await admin.createCategory({ nameEn: `Evening ${tag}`, nameAr: `سهرة ${tag}` });
  const product = await admin.createProduct({
    nameEn: `Pleated Evening Abaya ${tag}`,
    nameAr: `عباية سهرة بكسرات ${tag}`,
    descriptionEn: "Soft pleats that move with you.",
    descriptionAr: "كسرات ناعمة تتحرك معك.",
    categoryId: category.id,
    variants: [
      { size: "XL", color: "Sand", price: "260.00", stock: 0 },
      { size: "M", color: "Sand", price: "240.00", stock: 3 },
    ],
  });
  return { category, product };
}

test("a shopper goes from home to a product and adds the size in stock to the cart", async ({ page, admin }) => {
  const { category, product } = await dressInTwoSizes(admin);
  await chooseLanguage(page, "en");

  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Browse Categories" })).toBeVisible();
  await page.getByRole("navigation", { name: "Main navigation" }).first().getByRole("link", { name: "Shop" }).click();
  await expect(page).toHaveURL(/\/shop$/);
  // The address changes at once; the home page (whose new arrivals name the category too) stays until the shop is ready.
  await expect(page.getByRole("heading", { level: 1, name: "Shop" })).toBeVisible();

  await page.getByRole("link", { name: new RegExp(category.nameEn) }).click();
  await expect(page).toHaveURL(new RegExp(`/shop\\?category=${category.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: category.nameEn })).toBeVisible();
  await expect(page.getByTestId("product-count")).toHaveText("1 product");

  await page.getByRole("link", { name: new RegExp(product.nameEn) }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${product.slug}$`));
  await expect(page.getByRole("heading", { level: 1, name: product.nameEn })).toBeVisible();
  await expect(page.getByText("Soft pleats that move with you.")).toBeVisible();
  await expect(page.getByRole("link", { name: category.nameEn }).first()).toBeVisible();

  // Before a size is chosen, the price is the first variant's (the sold-out XL); the stock message speaks of every
  // size, so a sold-out first size does not mark the product out of stock.
  await expect(page.getByTestId("product-price")).toHaveText(/AED\s*260\.00/);
  await expect(page.getByTestId("stock-message")).toHaveText("Only 3 left in stock!");
  await expect(page.getByRole("button", { name: /^XL/ })).toBeDisabled();

  const addToCart = page.getByRole("button", { name: "Add to Cart" });
  await addToCart.click();
  await expect(notifications(page).getByText("Select Size")).toBeVisible();
  await expect(notifications(page).getByText("Please select a size first")).toBeVisible();
  await expect(page.getByTestId("cart-count")).toHaveCount(0);

  const medium = page.getByRole("button", { name: /^M/ });
  await medium.click();
  await expect(medium).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("stock-message")).toHaveText("Only 3 left in stock!");
  await expect(page.getByTestId("product-price")).toHaveText(/AED\s*240\.00/);

  await addToCart.click();
  await expect(notifications(page).getByText("Added to Cart")).toBeVisible();
  await expect(notifications(page).getByText(product.nameEn)).toBeVisible();
  await expect(page.getByTestId("cart-count")).toHaveText("1");

  await addToCart.click();
  await expect(page.getByTestId("cart-count")).toHaveText("2");

  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("cart") ?? "[]"));
  expect(stored).toEqual([
    {
      productId: product.id,
      variantId: product.variants[1]!.id,
      name: product.nameEn,
      price: "240.00",
      image: product.images[0]!.url,
      size: "M",
      color: "Sand",
      quantity: 2,
    },
  ]);
});

test("the same journey reads right to left in Arabic", async ({ page, admin }) => {
  const { category, product } = await dressInTwoSizes(admin);
  await chooseLanguage(page, "ar");

  await page.goto("/");
  const html = page.locator("html");
  await expect(html).toHaveAttribute("dir", "rtl");
  await expect(html).toHaveAttribute("lang", "ar");
  await expect(page.getByRole("heading", { name: "تصفّحي الفئات" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "وصل حديثًا" })).toBeVisible();

  await page.getByTestId("category-grid").getByRole("link", { name: new RegExp(category.nameAr) }).click();
  await expect(page.getByRole("heading", { level: 1, name: category.nameAr })).toBeVisible();
  await expect(page.getByTestId("product-count")).toHaveText("منتج واحد");
  await expect(page.getByRole("link", { name: "العودة إلى الفئات" })).toBeVisible();

  await page.getByRole("link", { name: new RegExp(product.nameAr) }).click();
  await expect(page.getByRole("heading", { level: 1, name: product.nameAr })).toBeVisible();
  await expect(page.getByText("كسرات ناعمة تتحرك معك.")).toBeVisible();
  await expect(page.getByTestId("stock-message")).toHaveText("لم يتبقَّ في المخزون سوى 3 قطع!");

  const addToCart = page.getByRole("button", { name: "أضيفي إلى السلة" });
  await addToCart.click();
  await expect(notifications(page).getByText("يرجى اختيار المقاس أولًا")).toBeVisible();

  await page.getByRole("button", { name: /^M/ }).click();
  await expect(page.getByTestId("stock-message")).toHaveText("لم يتبقَّ في المخزون سوى 3 قطع!");
  // Latin digits in Arabic, as UAE shoppers read prices (ADR 007).
  await expect(page.getByTestId("product-price")).toContainText("240.00");

  await addToCart.click();
  await expect(notifications(page).getByText("تمت الإضافة إلى السلة")).toBeVisible();
  await expect(page.getByTestId("cart-count")).toHaveText("1");
});
