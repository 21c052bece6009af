import type { Locator, Page } from "@playwright/test";
import { chooseLanguage, expect, test, uniqueTag } from "./support/storefront";

/**
 * Other tests leave banners in the same store, so this test finds where its own two landed. Both share one
 * position and are created one after the other, so they always sit side by side, "first" before "second".
 */
async function twoBanners(admin: import("./support/storefront").StoreAdmin) {
  const tag = uniqueTag();
  const first = {
    titleEn: `Quiet Linen ${tag}`,
    titleAr: `كتان هادئ ${tag}`,
    subtitleEn: `Breathable summer layers ${tag}`,
    subtitleAr: `طبقات صيفية خفيفة ${tag}`,
  };
  const second = {
    titleEn: `Evening Velvet ${tag}`,
    titleAr: `مخمل المساء ${tag}`,
    subtitleEn: `For the Eid gatherings ${tag}`,
    subtitleAr: `لتجمعات العيد ${tag}`,
  };
  await admin.createBanner({ ...first, position: 7 });
  await admin.createBanner({ ...second, position: 7 });
  return { first, second };
}

const hero = (page: Page) => page.getByRole("region", { name: /Featured collections|مجموعات مختارة/ });

/** 1-based number of the slide carrying this title. */
async function slideNumber(page: Page, title: string): Promise<number> {
  const slideTitles = hero(page).locator('[aria-roledescription="slide"] h2');
  await expect(slideTitles.filter({ hasText: title })).toHaveCount(1);
  const titles = await hero(page).locator('[aria-roledescription="slide"] h2').allTextContents();
  const index = titles.indexOf(title);
  expect(index, `slide titled ${title}`).toBeGreaterThanOrEqual(0);
  return index + 1;
}

const slideTitle = (page: Page, title: string): Locator => hero(page).getByRole("heading", { name: title });

test("the hero shows active banners and moves between them with dots, arrows and swipes", async ({ page, admin }) => {
  const { first, second } = await twoBanners(admin);
  const tag = uniqueTag();
  await admin.createBanner({ titleEn: `Hidden ${tag}`, titleAr: `مخفي ${tag}`, isActive: false });
  await chooseLanguage(page, "en");
  await page.goto("/");

  const number = await slideNumber(page, first.titleEn);
  await expect(hero(page).getByText(`Hidden ${tag}`)).toHaveCount(0);

  const dot = page.getByRole("button", { name: `Go to slide ${number}`, exact: true });
  await dot.click();
  await expect(dot).toHaveAttribute("aria-current", "true");
  await expect(slideTitle(page, first.titleEn)).toBeVisible();
  await expect(hero(page).getByText(first.subtitleEn)).toBeVisible();
  await expect(slideTitle(page, second.titleEn)).toBeHidden();

  await page.getByRole("button", { name: "Next slide" }).click();
  await expect(slideTitle(page, second.titleEn)).toBeVisible();
  await expect(slideTitle(page, first.titleEn)).toBeHidden();
  await expect(page.getByRole("button", { name: `Go to slide ${number + 1}`, exact: true })).toHaveAttribute(
    "aria-current",
    "true",
  );

  await page.getByRole("button", { name: "Previous slide" }).click();
  await expect(slideTitle(page, first.titleEn)).toBeVisible();

  // A drag shorter than 75 px stays put; a longer leftward one goes to the next slide in English.
  const box = (await hero(page).boundingBox())!;
  const swipe = async (deltaX: number) => {
    const x = box.x + box.width * 0.6;
    const y = box.y + box.height * 0.2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + deltaX, y, { steps: 5 });
    await page.mouse.up();
  };
  await swipe(-60);
  await expect(slideTitle(page, first.titleEn)).toBeVisible();
  await swipe(-120);
  await expect(slideTitle(page, second.titleEn)).toBeVisible();
  await swipe(120);
  await expect(slideTitle(page, first.titleEn)).toBeVisible();

  await hero(page).getByRole("link", { name: "Shop Now" }).click();
  await expect(page).toHaveURL(/\/shop$/);
});

test("the hero moves on by itself every five seconds", async ({ page, admin }) => {
  await twoBanners(admin);
  await page.clock.install();
  await chooseLanguage(page, "en");
  await page.goto("/");
  const dots = hero(page).getByRole("button", { name: /^Go to slide/ });
  await expect(dots.first()).toHaveAttribute("aria-current", "true");

  await page.clock.fastForward(4000);
  await expect(dots.first()).toHaveAttribute("aria-current", "true");
  await page.clock.fastForward(1100);
  await expect(dots.nth(1)).toHaveAttribute("aria-current", "true");
});

test("in Arabic the arrows are mirrored: 'next' sits on the left and points left", async ({ page, admin }) => {
  const { first, second } = await twoBanners(admin);
  await chooseLanguage(page, "ar");
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");

  const number = await slideNumber(page, first.titleAr);
  await page.getByRole("button", { name: `الانتقال إلى الشريحة ${number}`, exact: true }).click();
  await expect(slideTitle(page, first.titleAr)).toBeVisible();
  await expect(hero(page).getByText(first.subtitleAr)).toBeVisible();

  const next = page.getByRole("button", { name: "الشريحة التالية" });
  const previous = page.getByRole("button", { name: "الشريحة السابقة" });
  const nextBox = (await next.boundingBox())!;
  const previousBox = (await previous.boundingBox())!;
  expect(nextBox.x).toBeLessThan(previousBox.x);
  // The right-pointing chevron is flipped, so "next" points left, towards where Arabic reading goes.
  expect(await next.locator("svg").evaluate((icon) => getComputedStyle(icon).scale)).toMatch(/^-1\b/);

  await next.click();
  await expect(slideTitle(page, second.titleAr)).toBeVisible();
  await expect(hero(page).getByRole("link", { name: "تسوّقي الآن" })).toBeVisible();
});
