import { expect, type Locator, type Page, test } from "@playwright/test";
import { adminAccount } from "./support/accounts";

test.use({ viewport: { width: 360, height: 740 } });

/** Opens the store in one language, which the page may then change (the choice is only seeded when none is stored). */
async function startIn(page: Page, locale: "en" | "ar"): Promise<void> {
  await page.addInitScript((value) => {
    if (!window.localStorage.getItem("locale")) window.localStorage.setItem("locale", value);
  }, locale);
}

/** Where the input's text may be drawn: its box less its borders and padding. */
function textArea(input: Locator) {
  return input.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    const px = (value: string) => Number.parseFloat(value) || 0;
    return {
      left: box.left + px(style.borderLeftWidth) + px(style.paddingLeft),
      right: box.right - px(style.borderRightWidth) - px(style.paddingRight),
    };
  });
}

async function expectIconBesideText(input: Locator, icon: Locator) {
  const area = await textArea(input);
  const iconBox = (await icon.boundingBox())!;
  const overlaps = iconBox.x < area.right && iconBox.x + iconBox.width > area.left;
  expect(overlaps, `icon ${JSON.stringify(iconBox)} against text ${JSON.stringify(area)}`).toBe(false);
}

/** The placeholder, drawn as the input's own text, needs no sideways scroll. */
function placeholderFits(input: Locator) {
  return input.evaluate((element: HTMLInputElement) => {
    const typed = element.value;
    element.value = element.placeholder;
    const fits = element.scrollWidth <= element.clientWidth;
    element.value = typed;
    return fits;
  });
}

async function signInInArabic(page: Page) {
  await startIn(page, "ar");
  await page.goto("/login");
  await page.getByLabel("اسم المستخدم").fill(adminAccount.email);
  await page.getByLabel("كلمة المرور").fill(adminAccount.password);
  await page.getByRole("button", { name: "دخول", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

test("on a phone in Arabic the orders search shows its whole hint, and its icon stays clear of the text", async ({ page }) => {
  await signInInArabic(page);
  await page.goto("/admin/orders");
  const search = page.getByRole("searchbox", { name: "بحث" });
  await expect(search).toBeVisible();
  await expect(search).toHaveAttribute("placeholder", /رقم الطلب/);
  const icon = search.locator("xpath=preceding-sibling::*[1]");
  await expect(icon).toBeAttached();

  await expectIconBesideText(search, icon);
  expect(await placeholderFits(search)).toBe(true);

  // An order number or an email typed in Latin letters reads left to right, and still keeps clear of the icon.
  await search.fill("sara@example.test");
  await expectIconBesideText(search, icon);
  await search.fill("سارة");
  await expectIconBesideText(search, icon);
});

test("on a phone in English the orders search fits as well", async ({ page }) => {
  await signInInArabic(page);
  await page.evaluate(() => window.localStorage.setItem("locale", "en"));
  await page.goto("/admin/orders");
  const search = page.getByRole("searchbox", { name: "Search" });
  await expect(search).toBeVisible();
  const icon = search.locator("xpath=preceding-sibling::*[1]");
  expect(await placeholderFits(search)).toBe(true);
  await expectIconBesideText(search, icon);
  await search.fill("سارة");
  await expectIconBesideText(search, icon);
});
