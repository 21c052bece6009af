import { expect, test } from "@playwright/test";
import { adminAccount } from "./support/accounts";
import { accessibilityFindings } from "./support/axe";

test("look", async ({ browser, baseURL }) => {
  test.setTimeout(240_000);
  const found: Record<string, unknown> = {};
  let made = false;
  for (const locale of ["ar", "en"] as const) {
    for (const [size, viewport] of [["desktop", { width: 1366, height: 900 }], ["phone", { width: 390, height: 844 }]] as const) {
      const context = await browser.newContext({ baseURL, viewport });
      await context.addInitScript((value) => window.localStorage.setItem("locale", value), locale);
      expect((await context.request.post("/api/auth/login", { data: adminAccount })).status()).toBe(200);
      if (!made) {
        made = true;
        for (const body of [
          { code: "EID-25", kind: "percent", value: "25.00", minSubtotal: "200.00", endsAt: "2030-01-01T10:00:00.000Z", maxUses: 100, maxUsesPerCustomer: 1, active: true },
          { code: "SHIPFREE", kind: "free_delivery", value: null, active: false },
        ]) expect((await context.request.post("/api/admin/coupons", { data: body })).status()).toBe(201);
      }
      const page = await context.newPage();
      for (const path of ["/admin/delivery", "/admin/coupons"]) {
        await page.goto(path);
        const findings = await accessibilityFindings(page);
        if (findings.length) found[`${locale} ${size} ${path}`] = findings;
        await page.screenshot({ path: `/tmp/p27-shots/${locale}-${size}${path.replace(/\//g, "-")}.png`, fullPage: true });
      }
      await page.goto("/admin/coupons");
      await page.getByRole("button", { name: locale === "en" ? "New coupon" : "قسيمة جديدة" }).click();
      await page.waitForTimeout(400);
      const dialogFindings = await accessibilityFindings(page);
      if (dialogFindings.length) found[`${locale} ${size} dialog`] = dialogFindings;
      await page.screenshot({ path: `/tmp/p27-shots/${locale}-${size}-dialog.png` });
      await context.close();
    }
  }
  expect(found).toEqual({});
});
