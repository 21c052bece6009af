import { expect, test } from "@playwright/test";
import { adminApi } from "./support/admin-catalog";
import { preferEnglish, signInAsAdmin, toasts } from "./support/pages";

test.beforeEach(async ({ page }) => {
  await preferEnglish(page);
  await signInAsAdmin(page);
});

test("the COD fee is validated, saved, and still shown after a reload", async ({ page }) => {
  const api = adminApi(page);
  // The fee is store-wide and other suites price carts with it, so this test puts back what it found.
  const original = await api.codFee();
  try {
    await page.goto("/admin/settings");
    await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Cash on Delivery (COD) Fee" })).toBeVisible();
    const fee = page.getByLabel("COD Fee Amount (AED)");
    await expect(fee).toHaveValue(original);
    await expect(fee).toHaveAttribute("step", "0.01");
    await expect(fee).toHaveAttribute("min", "0");
    await expect(fee).toHaveAttribute("placeholder", "0.00");
    await expect(page.getByText("This amount is added to the order total for Cash on Delivery orders.")).toBeVisible();

    const save = page.getByRole("button", { name: "Save Settings" });
    await fee.fill("");
    await save.click();
    await expect(page.getByText("COD fee is required", { exact: true })).toBeVisible();
    await fee.fill("-3");
    await save.click();
    await expect(page.getByText("COD fee must be a valid number (0 or greater)", { exact: true })).toBeVisible();

    // Holding the answer back a moment makes the pending state observable.
    await page.route("**/api/admin/settings", async (route) => {
      if (route.request().method() === "POST") await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    const sent = page.waitForRequest((request) => request.method() === "POST" && request.url().endsWith("/api/admin/settings"));
    await fee.fill("17.5");
    await save.click();
    await expect(page.getByRole("button", { name: "Saving..." })).toBeDisabled();
    expect((await sent).postDataJSON()).toEqual({ key: "codFee", value: "17.5" });
    await expect(toasts(page).getByText("Settings updated successfully")).toBeVisible();
    await expect(fee).toHaveValue("17.50");

    await page.reload();
    await expect(page.getByLabel("COD Fee Amount (AED)")).toHaveValue("17.50");
    expect(await api.codFee()).toBe("17.50");
  } finally {
    await api.setCodFee(original);
  }
});

test("any number of 0 or more with at most two decimals is a valid fee; too large or too precise a one is refused saying why", async ({ page }) => {
  const api = adminApi(page);
  const original = await api.codFee();
  try {
    await page.goto("/admin/settings");
    const fee = page.getByLabel("COD Fee Amount (AED)");
    const save = page.getByRole("button", { name: "Save Settings" });
    for (const [typed, stored] of [
      ["12.340", "12.34"],
      ["1e2", "100.00"],
    ] as const) {
      await fee.fill(typed);
      await save.click();
      await expect(page.getByText("COD fee must be a valid number (0 or greater)")).toHaveCount(0);
      await expect(fee).toHaveValue(stored);
      expect(await api.codFee()).toBe(stored);
    }

    await page.evaluate(() => window.localStorage.setItem("locale", "ar"));
    await page.reload();
    const feeAr = page.getByLabel("مبلغ رسوم الدفع عند الاستلام (د.إ.)");
    await feeAr.fill("1e9");
    await page.getByRole("button", { name: "حفظ الإعدادات" }).click();
    await expect(page.getByText("يجب ألا تزيد رسوم الدفع عند الاستلام على 99,999,999.99", { exact: true })).toBeVisible();
    expect(await api.codFee()).toBe("100.00");
    // Never rounded behind her back: "12.345" is refused in her language, and the stored fee stays.
    await feeAr.fill("12.345");
    await page.getByRole("button", { name: "حفظ الإعدادات" }).click();
    await expect(page.getByText("يجب ألا تزيد رسوم الدفع عند الاستلام على منزلتين عشريتين", { exact: true })).toBeVisible();
    expect(await api.codFee()).toBe("100.00");
  } finally {
    await api.setCodFee(original);
  }
});

test("the COD life's settings are validated and saved, in Arabic too", async ({ page }) => {
  await page.goto("/admin/settings");
  await expect(page.getByRole("heading", { name: "Confirmation and delivery" })).toBeVisible();
  const hours = page.getByLabel("Cancel unconfirmed orders after (hours)");
  const attempts = page.getByLabel("Delivery attempts before the parcel comes back");
  await expect(hours).toHaveValue("0");
  await expect(attempts).toHaveValue("3");
  const save = page.getByRole("button", { name: "Save delivery settings" });
  await hours.fill("1000");
  await attempts.fill("0");
  await save.click();
  await expect(page.getByText("Enter a whole number of hours from 0 to 720", { exact: true })).toBeVisible();
  await expect(page.getByText("Enter a whole number from 1 to 10", { exact: true })).toBeVisible();
  try {
    await hours.fill("48");
    await attempts.fill("2");
    await save.click();
    await expect(toasts(page).getByText("Settings updated successfully")).toBeVisible();
    await page.evaluate(() => window.localStorage.setItem("locale", "ar"));
    await page.reload();
    await expect(page.getByLabel("إلغاء الطلبات غير المؤكدة بعد (ساعات)")).toHaveValue("48");
    await expect(page.getByLabel("محاولات التوصيل قبل إعادة الشحنة")).toHaveValue("2");
  } finally {
    // Other suites deliver orders with the default of three attempts and keep unconfirmed orders.
    const reset = (key: string, value: number) => page.request.post("/api/admin/settings", { data: { key, value } });
    await reset("unconfirmedCancelHours", 0);
    await reset("maxDeliveryAttempts", 3);
  }
});

test("the years an inactive customer's personal data is kept are validated and saved from the keyboard, in Arabic too", async ({ page }) => {
  await page.goto("/admin/settings");
  const years = page.getByLabel("Years to keep an inactive customer's personal data");
  await expect(years).toHaveValue("5");
  const save = page.getByRole("button", { name: "Save retention" });
  await years.fill("21");
  await save.click();
  await expect(page.getByText("Enter a whole number from 1 to 20", { exact: true })).toBeVisible();
  try {
    await years.fill("7");
    await years.press("Enter");
    await expect(toasts(page).getByText("Retention saved")).toBeVisible();
    await page.evaluate(() => window.localStorage.setItem("locale", "ar"));
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByLabel("سنوات الاحتفاظ بالبيانات الشخصية للعميلة غير النشطة")).toHaveValue("7");
    await expect(page.getByRole("button", { name: "حفظ مدة الاحتفاظ" })).toBeVisible();
  } finally {
    // Other suites count on the default.
    await page.request.post("/api/admin/settings", { data: { key: "personalDataRetentionYears", value: 5 } });
  }
});
