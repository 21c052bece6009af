import { expect, type Page, test } from "@playwright/test";
import { holdRequests } from "./support/held-request";
import { preferEnglish, signInAsAdmin } from "./support/pages";

/*
 * An admin opening a back-office page gets the staff shell in the first HTML (web/src/app/back-office-first-view.ts):
 * the header, the sidebar's place on a wide screen and, on the dashboard, its heading. It stays while the session
 * check is on its way, and the app's render then puts the same things in the same places: nothing moves.
 */

type Box = { x: number; y: number; width: number; height: number };

function expectSameBox(drawn: Box, rendered: Box, what: string): void {
  for (const side of ["x", "y", "width", "height"] as const) expect(Math.abs(drawn[side] - rendered[side]), `${what}: ${side}`).toBeLessThan(1);
}

async function boxOf(page: Page, selector: string): Promise<Box> {
  const element = page.locator(selector).first();
  await expect(element).toBeVisible();
  return (await element.boundingBox())!;
}

/** The shell's heading and page area while the session check is held, then the app's, once it is let through. */
async function shellThenApp(page: Page, language: "ar" | "en") {
  await page.evaluate((locale) => window.localStorage.setItem("locale", locale), language);
  const session = await holdRequests(page, "/api/auth/me");
  await page.goto("/admin/dashboard");
  const shell = page.locator("#root > [data-back-office]");
  await expect(shell).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: language === "en" ? /^Loading\.\.\.$/ : /^جارٍ التحميل\.\.\.$/ })).toBeVisible();
  const drawn = {
    heading: await boxOf(page, "#root > [data-back-office] .text-2xl"),
    text: (await shell.locator(".text-2xl").textContent())?.trim(),
    header: await boxOf(page, "#root > [data-back-office] .h-14"),
  };
  await session.release();
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toBeVisible();
  await expect(shell).toHaveCount(0);
  return { drawn, rendered: { heading: (await heading.boundingBox())!, text: (await heading.textContent())?.trim(), header: await boxOf(page, "header") } };
}

for (const viewport of [{ width: 412, height: 823 }, { width: 1280, height: 800 }]) {
  test.describe(`${viewport.width} px wide`, () => {
    test.use({ viewport });

    test("the dashboard's shell and heading come with the first HTML and stay where the app draws them, in both languages", async ({ page }) => {
      await preferEnglish(page);
      await signInAsAdmin(page);
      for (const [language, title] of [["ar", "نظرة عامة على لوحة التحكم"], ["en", "Dashboard Overview"]] as const) {
        const { drawn, rendered } = await shellThenApp(page, language);
        expect(drawn.text, language).toBe(title);
        expect(rendered.text, language).toBe(title);
        expectSameBox(drawn.heading, rendered.heading, `${language} heading`);
        expectSameBox(drawn.header, rendered.header, `${language} header`);
      }
    });
  });
}

test("signing out leaves no shell behind: the next visit to the back office is sent to sign in", async ({ page }) => {
  await preferEnglish(page);
  await signInAsAdmin(page);
  await page.evaluate(() => fetch("/api/auth/logout", { method: "POST", credentials: "include" }));
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.locator("[data-back-office]")).toHaveCount(0);
});
