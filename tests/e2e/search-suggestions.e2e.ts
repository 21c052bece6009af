import { chooseLanguage, expect, test, uniqueTag } from "./support/storefront";

// The header search box suggests products as she types (GET /api/product-suggestions), as an ARIA combobox.

test("suggestions follow the typing, the arrows choose one, Enter opens it and Escape closes the list", async ({ page, admin }) => {
  const tag = uniqueTag();
  const category = await admin.createCategory({ nameEn: `Abayas ${tag}`, nameAr: `عبايات ${tag}` });
  const black = await admin.createProduct({
    nameEn: `Midnight ${tag} Abaya`,
    nameAr: `عباية منتصف الليل ${tag}`,
    categoryId: category.id,
    variants: [{ size: "M", price: "240.00", stock: 3 }],
  });
  const sand = await admin.createProduct({
    nameEn: `Sand ${tag} Abaya`,
    nameAr: `عباية رملية ${tag}`,
    categoryId: category.id,
    variants: [{ size: "L", price: "180.50", stock: 2 }],
  });
  await chooseLanguage(page, "en");
  await page.goto("/");

  const asked: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/product-suggestions")) asked.push(new URL(request.url()).searchParams.get("q") ?? "");
  });
  const box = page.getByRole("combobox", { name: "Search products" });
  await expect(box).toHaveAttribute("aria-expanded", "false");
  // Typed quickly: a request once the typing rests, not one a letter.
  await box.pressSequentially(`abayas ${tag}`, { delay: 20 });
  const list = page.getByRole("listbox", { name: "Suggested products" });
  await expect(list).toBeVisible();
  await expect(box).toHaveAttribute("aria-expanded", "true");
  await expect(box).toHaveAttribute("aria-controls", (await list.getAttribute("id"))!);
  const options = list.getByRole("option");
  // The newest of equal matches first; names, prices and pictures in the shopper's language.
  await expect(options).toHaveCount(2);
  await expect(options.nth(0)).toContainText(sand.nameEn);
  await expect(options.nth(0)).toContainText("180.50");
  await expect(options.nth(1)).toContainText(black.nameEn);
  await expect(options.nth(0).locator("img")).toHaveAttribute("src", sand.images[0]!.url);
  await expect(page.getByRole("status").filter({ hasText: "2 suggestions" })).toHaveCount(1);
  expect(asked.length, asked.join(" | ")).toBeLessThan(`abayas ${tag}`.length / 2);
  expect(asked.at(-1)).toBe(`abayas ${tag}`);

  // Down, down, up: the first is chosen, and the box says so.
  await box.press("ArrowDown");
  await expect(options.nth(0)).toHaveAttribute("aria-selected", "true");
  await expect(box).toHaveAttribute("aria-activedescendant", (await options.nth(0).getAttribute("id"))!);
  await box.press("ArrowDown");
  await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
  await expect(options.nth(0)).toHaveAttribute("aria-selected", "false");
  await box.press("ArrowUp");
  await expect(options.nth(0)).toHaveAttribute("aria-selected", "true");

  // Escape closes the list and keeps the text.
  await box.press("Escape");
  await expect(list).toBeHidden();
  await expect(box).toHaveAttribute("aria-expanded", "false");
  await expect(box).not.toHaveAttribute("aria-activedescendant");
  await expect(box).toHaveValue(`abayas ${tag}`);

  // Down opens it again; Enter on a suggestion opens that product.
  await box.press("ArrowDown");
  await expect(list).toBeVisible();
  await box.press("ArrowDown");
  await box.press("ArrowDown");
  await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
  await box.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/product/${black.slug}$`));
  await expect(page.getByRole("heading", { level: 1, name: black.nameEn })).toBeVisible();

  // Enter with no suggestion chosen still searches, with the best matches first.
  const again = page.getByRole("combobox", { name: "Search products" });
  await again.fill(`abaya ${tag}`);
  await expect(page.getByRole("listbox", { name: "Suggested products" })).toBeVisible();
  await again.press("Enter");
  await expect(page).toHaveURL(/\/shop\?q=/);
  await expect(page.getByTestId("product-count")).toHaveText("2 products");
  await expect(page.getByRole("combobox", { name: "Sort by" })).toHaveValue("relevance");
});

test("on a 360 px phone in Arabic the suggestions fit the screen, speak Arabic and open the product", async ({ page, admin }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const tag = uniqueTag();
  const category = await admin.createCategory({ nameEn: `Hijabs ${tag}`, nameAr: `حجابات ${tag}` });
  const hijab = await admin.createProduct({
    nameEn: `Chiffon ${tag} Hijab`,
    nameAr: `حجاب شيفون ${tag}`,
    categoryId: category.id,
    variants: [{ price: "45.00", stock: 9 }],
  });
  await chooseLanguage(page, "ar");
  await page.goto("/");

  const box = page.getByRole("combobox", { name: "ابحث عن المنتجات" });
  // The plural with the article finds the singular.
  await box.fill(`الحجابات ${tag}`);
  const list = page.getByRole("listbox", { name: "منتجات مقترحة" });
  await expect(list).toBeVisible();
  const option = list.getByRole("option");
  await expect(option).toHaveCount(1);
  await expect(option).toContainText(hijab.nameAr);
  await expect(page.getByRole("status").filter({ hasText: "اقتراح واحد" })).toHaveCount(1);
  const shown = (await list.boundingBox())!;
  expect(shown.x).toBeGreaterThanOrEqual(0);
  expect(shown.x + shown.width).toBeLessThanOrEqual(360);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await box.press("Escape");
  await expect(list).toBeHidden();
  await box.press("ArrowDown");
  await box.press("ArrowDown");
  await expect(option).toHaveAttribute("aria-selected", "true");
  await box.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/product/${encodeURIComponent(hijab.slug)}$`));
  await expect(page.getByRole("heading", { level: 1, name: hijab.nameAr })).toBeVisible();
});

test("a tap on a suggestion opens it", async ({ page, admin }) => {
  const tag = uniqueTag();
  const category = await admin.createCategory({ nameEn: `Kaftans ${tag}`, nameAr: `قفاطين ${tag}` });
  const kaftan = await admin.createProduct({
    nameEn: `Oasis ${tag} Kaftan`,
    nameAr: `قفطان الواحة ${tag}`,
    categoryId: category.id,
    variants: [{ price: "330.00", stock: 1 }],
  });
  await chooseLanguage(page, "en");
  await page.goto("/shop");
  await page.getByRole("combobox", { name: "Search products" }).fill(`kaftans ${tag}`);
  await page.getByRole("option", { name: new RegExp(kaftan.nameEn) }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${kaftan.slug}$`));
});
