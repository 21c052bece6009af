import type { Page } from "@playwright/test";
import { expect, notifications, test, uniqueTag, type StoreAdmin } from "./support/storefront";

const phone = { width: 375, height: 740 };
test.use({ viewport: phone });

/** Opens the store in one language, which the page may then change (the choice is only seeded when none is stored). */
async function startIn(page: Page, locale: "en" | "ar"): Promise<void> {
  await page.addInitScript((value) => {
    if (!window.localStorage.getItem("locale")) window.localStorage.setItem("locale", value);
  }, locale);
}

const scrollTop = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

async function productWithLongPage(admin: StoreAdmin, tag: string) {
  const category = await admin.createCategory({ nameEn: `Comforts ${tag}`, nameAr: `راحة ${tag}` });
  const product = await admin.createProduct({
    nameEn: `Comfort Abaya ${tag}`,
    nameAr: `عباية الراحة ${tag}`,
    descriptionEn: "Soft crepe with a long flowing cut.",
    descriptionAr: "كريب ناعم بقصة طويلة منسدلة.",
    categoryId: category.id,
    variants: [{ size: "M", price: "180.00", stock: 3 }],
  });
  return { category, product };
}

test("a page opened afresh starts at its top, while Back still returns to where she was", async ({ page, admin }) => {
  const { product } = await productWithLongPage(admin, uniqueTag());
  await startIn(page, "ar");
  await page.goto(`/product/${product.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.mouse.wheel(0, 1200);
  await expect.poll(() => scrollTop(page)).toBeGreaterThan(400);

  // Typed into the address bar: a new page of its own.
  await page.goto("/cart");
  await expect(page.getByRole("main").getByRole("heading").first()).toBeVisible();
  // The cart is long enough to be scrolled, so a kept position would show.
  expect(await page.evaluate(() => document.scrollingElement!.scrollHeight - window.innerHeight)).toBeGreaterThan(200);
  await page.waitForTimeout(300);
  expect(await scrollTop(page)).toBe(0);

  // Moving within the app and back keeps her place on the page she came back to.
  await page.mouse.wheel(0, 600);
  await expect.poll(() => scrollTop(page)).toBeGreaterThan(150);
  const left = await scrollTop(page);
  // Followed without scrolling to it first, as a tap on a link already in view would be.
  await page.getByRole("contentinfo").getByRole("link").first().evaluate((link: HTMLElement) => link.click());
  await expect(page).not.toHaveURL(/\/cart$/);
  await expect.poll(() => scrollTop(page)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/cart$/);
  await expect.poll(() => scrollTop(page)).toBe(left);
});

test("a visitor who hearts a piece is told, in her language, that signing in keeps it, with a way to sign in", async ({ page, admin }) => {
  const { category, product } = await productWithLongPage(admin, uniqueTag());
  await startIn(page, "ar");

  // On a product card in the shop.
  await page.goto(`/shop?category=${category.id}`);
  const card = page.getByRole("listitem").filter({ hasText: product.nameAr });
  await card.getByRole("button", { name: "أضيفي إلى المفضلة" }).click();
  const note = notifications(page).getByRole("status").or(notifications(page).getByRole("listitem")).first();
  await expect(note).toContainText("حُفظت على هذا الجهاز");
  await expect(note).toContainText("سجّلي الدخول لتبقى القطع المحفوظة في حسابك");
  // Taking the heart off again says nothing more.
  await card.getByRole("button", { name: "أضيفي إلى المفضلة" }).click();
  await expect(card.getByRole("button", { name: "أضيفي إلى المفضلة" })).toHaveAttribute("aria-pressed", "false");

  // On the product page, in English, and the note's button is reached from the keyboard.
  await page.evaluate(() => window.localStorage.setItem("locale", "en"));
  await page.goto(`/product/${product.slug}`);
  await page.getByRole("main").getByRole("button", { name: "Add to wishlist" }).click();
  const english = notifications(page);
  await expect(english).toContainText("Saved on this device");
  await expect(english).toContainText("Sign in to keep your saved pieces in your account");
  // F8 takes focus to the notifications; Tab reaches the note's button.
  await page.keyboard.press("F8");
  const signIn = english.getByRole("button", { name: "Sign in" });
  for (let step = 0; step < 4 && !(await signIn.evaluate((button) => button === document.activeElement)); step++) {
    await page.keyboard.press("Tab");
  }
  await expect(signIn).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/login\\?next=${encodeURIComponent(`/product/${product.slug}`)}$`));
});

test("a signed-in shopper's heart needs no such note", async ({ page, admin }) => {
  const { product } = await productWithLongPage(admin, uniqueTag());
  await startIn(page, "en");
  await page.goto("/");
  const status = await page.evaluate(async (email) => {
    const response = await fetch("/api/auth/register", {
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name: "Mona", email, password: "secret-123" }),
    });
    return response.status;
  }, `hearts-${uniqueTag()}@example.test`);
  expect(status).toBe(201);
  await page.goto(`/product/${product.slug}`);
  const heart = page.getByRole("main").getByRole("button", { name: "Add to wishlist" });
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  await page.waitForTimeout(500);
  await expect(page.getByText("Saved on this device")).toHaveCount(0);
});

test("on a phone the shop's filters open in a sheet over the list, whose button says how many products it shows", async ({ page, admin }) => {
  const tag = uniqueTag();
  const category = await admin.createCategory({ nameEn: `Sheet ${tag}`, nameAr: `لوحة ${tag}` });
  for (let index = 0; index < 5; index++) {
    await admin.createProduct({
      nameEn: `Sheet Dress ${index} ${tag}`,
      nameAr: `فستان اللوحة ${index} ${tag}`,
      categoryId: category.id,
      variants: [{ size: index < 3 ? "S" : "XL", price: "120.00", stock: 2 }],
    });
  }
  await startIn(page, "ar");
  await page.goto(`/shop?category=${category.id}`);
  await expect(page.getByTestId("product-count")).toContainText("5");
  const listTop = (await page.getByTestId("product-count").boundingBox())!.y;

  // Labelled for what it holds: the sort stays outside it.
  await expect(page.getByText("الترتيب والتصفية")).toHaveCount(0);
  const opener = page.getByRole("button", { name: /^التصفية/ });
  await opener.click();
  const sheet = page.getByRole("dialog", { name: "التصفية" });
  await expect(sheet).toBeVisible();
  // Over the page: the list behind has not moved down.
  expect((await page.getByTestId("product-count").boundingBox())!.y).toBe(listTop);
  // Within the screen once it has slid in (while it slides, part of it is still off the edge).
  await expect
    .poll(async () => {
      const box = (await sheet.boundingBox())!;
      return { fromLeft: box.x >= 0, withinRight: box.x + box.width <= phone.width };
    })
    .toEqual({ fromLeft: true, withinRight: true });
  await expect(sheet.getByRole("combobox")).toHaveCount(0);

  await expect(sheet.getByRole("button", { name: "عرض 5 نتائج" })).toBeVisible();
  // The sizes the list has, as chips with their counts.
  await expect(sheet.getByRole("group", { name: "المقاس" }).getByRole("checkbox")).toHaveCount(2);
  await sheet.getByText("S (3)").click();
  await expect(sheet.getByRole("button", { name: "عرض 3 نتائج" })).toBeVisible();
  await expect(page).toHaveURL(/size=S/);
  await sheet.getByRole("button", { name: "عرض 3 نتائج" }).click();
  await expect(sheet).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(page.getByTestId("product-count")).toContainText("3");
  // The button says that one filter is on.
  await expect(opener).toHaveAccessibleName("التصفية تصفية واحدة مفعّلة");

  // Escape closes it too, keeping what was chosen; the sheet opens again with it.
  await opener.click();
  await expect(sheet.getByRole("checkbox", { name: "S (3)" })).toBeChecked();
  await page.keyboard.press("Escape");
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(/size=S/);

  // In English, the same.
  await page.evaluate(() => window.localStorage.setItem("locale", "en"));
  await page.reload();
  await page.getByRole("button", { name: "Filter 1 filter on" }).click();
  await expect(page.getByRole("dialog", { name: "Filter" }).getByRole("button", { name: "Show 3 results" })).toBeVisible();
});

test("on a wide screen the filters stay in place above the list", async ({ page, admin }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const { category } = await productWithLongPage(admin, uniqueTag());
  await startIn(page, "en");
  await page.goto(`/shop?category=${category.id}`);
  await expect(page.getByTestId("product-count")).toContainText("1");
  await expect(page.getByRole("button", { name: /^Filter/ })).toBeHidden();
  await page.getByText("Filter", { exact: true }).filter({ visible: true }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByRole("group", { name: "Size" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Apply" })).toBeVisible();
});
