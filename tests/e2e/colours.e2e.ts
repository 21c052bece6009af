import { type Page } from "@playwright/test";
import { preferEnglish, signInAsAdmin, toasts } from "./support/pages";
import { chooseLanguage, expect, test, uniqueTag } from "./support/storefront";

// Colours and word sizes in the page's language: the product page's choice, the shop's filter chips with their
// counts, and the back office's list of colours that the product form picks from.

const chip = (page: Page, text: string) => page.getByText(text, { exact: true }).filter({ visible: true });

test("an Arabic product page asks for the colour of a one-size bag, naming it in Arabic", async ({ page, admin }) => {
  const tag = uniqueTag();
  const category = await admin.createCategory({ nameEn: `Bags ${tag}`, nameAr: `حقائب ${tag}` });
  const bag = await admin.createProduct({
    nameEn: `Tote ${tag}`,
    nameAr: `حقيبة ${tag}`,
    categoryId: category.id,
    variants: [
      { size: "One Size", colorKey: "black", price: "180.00", stock: 4 },
      { size: "One Size", colorKey: "camel", price: "180.00", stock: 2 },
    ],
  });
  await chooseLanguage(page, "ar");
  await page.goto(`/product/${bag.slug}`);
  const heading = page.getByTestId("variant-heading");
  await expect(heading).toHaveText("اللون");
  const choices = page.getByRole("group", { name: "اللون" });
  await expect(choices.getByRole("button")).toHaveText(["أسود", "جملي"]);
  await choices.getByRole("button", { name: "أسود" }).click();
  await expect(heading).toHaveText("اللون: أسود");
  // Neither the English name nor "One Size" in English shows.
  await expect(page.getByRole("main")).not.toContainText("Black");
  await expect(page.getByRole("main")).not.toContainText("One Size");

  // In the cart too, from the line the page stored.
  await page.getByRole("button", { name: /أضيفي إلى السلة|أضف إلى السلة|إضافة إلى السلة/ }).click();
  await page.goto("/cart");
  await expect(page.getByTestId("cart-line")).toContainText("اللون: أسود");
  await expect(page.getByTestId("cart-line")).toContainText("المقاس: مقاس واحد");
});

test("the shop's colour chips show their counts and filter the list, in either language", async ({ page, admin }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const tag = uniqueTag();
  const category = await admin.createCategory({ nameEn: `Chips ${tag}`, nameAr: `شرائح ${tag}` });
  for (const [index, colorKey] of ["black", "black", "navy"].entries()) {
    await admin.createProduct({
      nameEn: `Chip Abaya ${index} ${tag}`,
      nameAr: `عباية ${index} ${tag}`,
      categoryId: category.id,
      variants: [{ size: "M", colorKey, price: "150.00", stock: 3 }],
    });
  }
  await chooseLanguage(page, "ar");
  await page.goto(`/shop?category=${category.id}`);
  await expect(page.getByTestId("product-count")).toContainText("3");
  await page.getByText("التصفية", { exact: true }).filter({ visible: true }).click();
  const colours = page.getByRole("group", { name: "اللون" }).filter({ visible: true });
  await expect(colours.getByRole("checkbox")).toHaveCount(2);
  await chip(page, "أسود (2)").click();
  await page.getByRole("button", { name: "تطبيق" }).filter({ visible: true }).click();
  await expect(page).toHaveURL(/color=black/);
  const cards = page.getByTestId("product-list").getByRole("listitem");
  await expect(cards).toHaveCount(2);
  // Both colours chosen: either.
  await chip(page, "كحلي (1)").click();
  await page.getByRole("button", { name: "تطبيق" }).filter({ visible: true }).click();
  await expect(page).toHaveURL(/color=black&color=navy/);
  await expect(cards).toHaveCount(3);

  // The same address in English names the chips in English, the chosen ones still on.
  const english = await page.context().newPage();
  await chooseLanguage(english, "en");
  await english.goto(page.url());
  await expect(english.getByRole("checkbox", { name: "Black (2)" })).toBeChecked();
  await expect(english.getByRole("checkbox", { name: "Navy (1)" })).toBeChecked();
  await expect(english.getByTestId("product-list").getByRole("listitem")).toHaveCount(3);
});

test("an admin adds a colour on the Colours page and picks it in the product form", async ({ page, admin }) => {
  await preferEnglish(page);
  await signInAsAdmin(page);
  const tag = uniqueTag().replace(/[^a-z0-9]/gi, "");
  const name = `Sea Foam ${tag}`;
  await page.getByRole("navigation", { name: "Management" }).getByRole("link", { name: "Colours" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Colours" })).toBeVisible();
  const add = page.getByRole("region", { name: "Add a colour" });
  await add.getByLabel("English name").fill(name);
  await add.getByLabel("Arabic name").fill(`زبد البحر ${tag}`);
  await add.getByLabel("Swatch (#rrggbb)").fill("#9fe2bf");
  await add.getByRole("button", { name: "Add colour" }).click();
  await expect(toasts(page).getByText("Colour added")).toBeVisible();
  const row = page.getByTestId("colour-row").filter({ hasText: name });
  await expect(row).toContainText(`زبد البحر ${tag}`);

  // Renamed in Arabic.
  await row.getByRole("button", { name: `Edit ${name}` }).click();
  await row.getByLabel("Arabic name").fill(`أخضر بحري ${tag}`);
  await row.getByRole("button", { name: "Save colour" }).click();
  await expect(toasts(page).getByText("Colour saved")).toBeVisible();
  await expect(row).toContainText(`أخضر بحري ${tag}`);

  // The product form offers it.
  const category = await admin.createCategory({ nameEn: `Sea ${tag}`, nameAr: `بحر ${tag}` });
  const product = await admin.createProduct({
    nameEn: `Sea Abaya ${tag}`,
    nameAr: `عباية بحر ${tag}`,
    categoryId: category.id,
    variants: [{ size: "M", colorKey: "black", price: "150.00", stock: 3 }],
  });
  await page.goto("/admin/products");
  await page.getByRole("button", { name: `Edit ${product.nameEn}`, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Product" });
  const variant = dialog.getByRole("group", { name: "Variant 1" });
  await expect(variant.getByLabel("Color")).toHaveValue("black");
  await variant.getByLabel("Color").selectOption({ label: `${name} · أخضر بحري ${tag}` });
  await dialog.getByRole("button", { name: "Update Product" }).click();
  await expect(toasts(page).getByText("Product updated successfully")).toBeVisible();
  const stored = (await (await page.request.get(`/api/products/${product.slug}`)).json()) as {
    variants: { color: string; colour: { nameAr: string; hex: string } | null }[];
  };
  expect(stored.variants[0]).toMatchObject({ color: name, colour: { nameAr: `أخضر بحري ${tag}`, hex: "#9fe2bf" } });
});
