import type { Page } from "@playwright/test";
import { chooseLanguage, expect, test, uniqueTag, type StoreAdmin } from "./support/storefront";

/*
 * The server draws a landing page's largest element into index.html (web/src/app/first-view.ts). Seen without any
 * script, it must sit exactly where the app's render then puts the same element, or the page would jump.
 */
test.use({ viewport: { width: 412, height: 823 } });

type Box = { x: number; y: number; width: number; height: number };

/** The box of `selector` in index.html as the server sent it, scripts blocked. */
async function boxWithoutScripts(page: Page, path: string, selector: string): Promise<{ box: Box; text: string }> {
  await page.route("**/*.js", (route) => route.abort());
  await page.goto(path);
  const element = page.locator(selector).first();
  await expect(element).toBeAttached();
  const box = await element.boundingBox();
  expect(box, `${selector} in the first view`).not.toBeNull();
  const text = (await element.textContent()) ?? "";
  await page.unrouteAll();
  return { box: box!, text };
}

async function renderedBox(page: Page, path: string, selector: string): Promise<Box> {
  await page.goto(path);
  const element = page.locator(selector).first();
  await expect(element).toBeVisible();
  const box = await element.boundingBox();
  expect(box, `${selector} rendered`).not.toBeNull();
  return box!;
}

function expectSameBox(first: Box, rendered: Box): void {
  for (const side of ["x", "y", "width", "height"] as const) expect(Math.abs(first[side] - rendered[side]), side).toBeLessThan(1);
}

test("a product page's cover picture and name are drawn before the app runs, where the app then draws them", async ({ page, admin }) => {
  const tag = uniqueTag();
  const category = await admin.createCategory({ nameEn: `Evening ${tag}`, nameAr: `سهرة ${tag}` });
  const product = await admin.createProduct({
    nameEn: `Long embroidered crepe abaya with pearl cuffs ${tag}`,
    nameAr: `عباية كريب طويلة مطرزة بأكمام لؤلؤية ${tag}`,
    categoryId: category.id,
    variants: [{ size: "52", price: "240.00", stock: 4 }],
  });
  const path = `/product/${encodeURIComponent(product.slug)}`;

  const cover = await boxWithoutScripts(page, path, "#root img");
  const name = await boxWithoutScripts(page, path, '#root nav li[class*="truncate"]');
  expect(name.text).toBe(product.nameAr);

  expectSameBox(cover.box, await renderedBox(page, path, '[data-testid="gallery-main"]'));
  expectSameBox(name.box, await renderedBox(page, path, 'nav li[aria-current="page"]'));
});

test("the home page's first banner picture is drawn before the app runs, where the hero then shows it", async ({ page, admin }) => {
  await admin.createBanner({ titleEn: `Linen ${uniqueTag()}`, titleAr: "كتان", position: 0 });
  const first = await boxWithoutScripts(page, "/", "#root img");
  expectSameBox(first.box, await renderedBox(page, "/", '[data-testid="hero"] [data-current="true"] img'));
});

test("the shop's heading is drawn before the app runs, where the app then draws it", async ({ page }) => {
  const first = await boxWithoutScripts(page, "/shop", "#root h2");
  expect(first.text).toBe("المتجر");
  expectSameBox(first.box, await renderedBox(page, "/shop", "main h1"));
});

test("the shop's first category cards are drawn before the app runs, where the app then draws them", async ({ page, admin }) => {
  const tag = uniqueTag();
  const category = await admin.createCategory({ nameEn: `Prayer ${tag}`, nameAr: `صلاة ${tag}` });
  await admin.createProduct({ nameEn: `Prayer set ${tag}`, nameAr: `طقم صلاة ${tag}`, categoryId: category.id, variants: [{ size: "M", price: "90.00", stock: 2 }] });

  const card = await boxWithoutScripts(page, "/shop", "#root ul > li > div");
  const name = await boxWithoutScripts(page, "/shop", "#root ul > li h3");
  const secondCard = await page.locator("#root ul > li > div").nth(1).boundingBox();

  expectSameBox(card.box, await renderedBox(page, "/shop", '[data-testid="category-grid"] > li > a'));
  await expect(page.locator('[data-testid="category-grid"] > li').first().getByRole("heading")).toHaveText(name.text);
  const renderedSecond = await page.locator('[data-testid="category-grid"] > li > a').nth(1).boundingBox();
  if (secondCard && renderedSecond) expectSameBox(secondCard, renderedSecond);
});

/** What a shopper sees of each card of the page's product grid: its link, texts, and picture. */
async function gridOf(page: Page) {
  return page.locator('[data-testid="product-list"] > li').evaluateAll((items) =>
    items.map((item) => {
      const link = item.querySelector("a")!;
      const picture = link.querySelector("img");
      return {
        href: link.getAttribute("href"),
        texts: Array.from(link.children[1]!.children).map((part) => part.textContent?.trim()),
        picture: picture && { src: picture.getAttribute("src"), srcset: picture.getAttribute("srcset"), sizes: picture.getAttribute("sizes") },
      };
    }),
  );
}

async function cardBoxes(page: Page, count: number): Promise<Box[]> {
  const cards = page.locator('[data-testid="product-list"] > li');
  return Promise.all(Array.from({ length: count }, async (_, index) => (await cards.nth(index).boundingBox())!));
}

/**
 * The page before the app runs: the entry script runs (it puts English in place for a shopper who chose it) but the
 * app's own code is never fetched.
 */
async function beforeTheApp(page: Page, path: string) {
  await page.route("**/assets/main-*.js", (route) => route.abort());
  await page.goto(path);
  await expect(page.locator('[data-testid="product-list"] a').first()).toBeVisible();
  const grid = await gridOf(page);
  const boxes = await cardBoxes(page, Math.min(4, grid.length));
  await page.unrouteAll();
  return { grid, boxes };
}

/** The page as the app draws it, and how much its layout shifted meanwhile (the Cumulative Layout Shift's sum). */
async function afterTheApp(page: Page, path: string, drawn: string) {
  await page.addInitScript(() => {
    (window as unknown as { layoutShift: number }).layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) (window as unknown as { layoutShift: number }).layoutShift += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto(path);
  await expect(page.locator(drawn)).toBeVisible();
  const grid = await gridOf(page);
  const boxes = await cardBoxes(page, Math.min(4, grid.length));
  await page.waitForLoadState("networkidle");
  const layoutShift = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
  return { grid, boxes, layoutShift };
}

async function categoryWithProducts(admin: StoreAdmin) {
  const tag = uniqueTag();
  const category = await admin.createCategory({ nameEn: `Kaftans ${tag}`, nameAr: `قفاطين ${tag}` });
  const products = [];
  for (const [index, prices] of [["240.00"], ["95.50", "120.00"], ["1250.00"], ["60.00"], ["75.25"]].entries()) {
    products.push(
      await admin.createProduct({
        nameEn: `Kaftan <${index}> "${tag}"`,
        nameAr: `قفطان <${index}> & ${tag}`,
        categoryId: category.id,
        variants: prices.map((price, size) => ({ size: `S${size}`, price, stock: 3 })),
      }),
    );
  }
  return { category, products };
}

for (const locale of ["ar", "en"] as const) {
  test(`a category's first page of products is drawn before the app runs (${locale}): the app's cards, where the app then draws them`, async ({ page, admin }) => {
    await chooseLanguage(page, locale);
    const { category, products } = await categoryWithProducts(admin);
    const path = `/shop?category=${category.id}`;

    const first = await beforeTheApp(page, path);
    const app = await afterTheApp(page, path, '[data-testid="product-count"]:not(:empty)');

    // Newest first, as the app's default order lists them.
    expect(first.grid.map((card) => card.href)).toEqual(products.toReversed().map((product) => `/product/${encodeURIComponent(product.slug)}`));
    expect(first.grid).toEqual(app.grid);
    expect(first.grid[0]!.texts).toContain(locale === "ar" ? products[4]!.nameAr : products[4]!.nameEn);
    first.boxes.forEach((box, index) => expectSameBox(box, app.boxes[index]!));
    expect(app.layoutShift).toBeLessThan(0.01);
  });

  test(`the home page's newest products are drawn before the app runs (${locale}), where the app then draws them`, async ({ page, admin }) => {
    await chooseLanguage(page, locale);
    await admin.createBanner({ titleEn: `Linen ${uniqueTag()}`, titleAr: "كتان", position: 0 });
    const { products } = await categoryWithProducts(admin);

    const first = await beforeTheApp(page, "/");
    const app = await afterTheApp(page, "/", 'section[aria-labelledby="new-arrivals"] [data-testid="product-list"]');

    expect(first.grid.map((card) => card.href)).toEqual(
      products.toReversed().slice(0, 3).map((product) => `/product/${encodeURIComponent(product.slug)}`),
    );
    expect(first.grid).toEqual(app.grid);
    first.boxes.forEach((box, index) => expectSameBox(box, app.boxes[index]!));
    expect(app.layoutShift).toBeLessThan(0.01);
  });
}
