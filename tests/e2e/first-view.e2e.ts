import type { Page } from "@playwright/test";
import { expect, test, uniqueTag } from "./support/storefront";

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
