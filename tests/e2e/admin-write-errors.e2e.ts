import { expect, test } from "@playwright/test";
import { uniqueName } from "./support/admin-catalog";
import { preferEnglish, signInAsAdmin, toasts } from "./support/pages";

test.beforeEach(async ({ page }) => {
  await preferEnglish(page);
  await signInAsAdmin(page);
});

/** Answers the next write to `path` as a proxy or a crashed upstream might: no JSON error of ours. */
async function failNextWrite(page: import("@playwright/test").Page, path: string, status: number, body: string) {
  let answered = false;
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      if (answered || route.request().method() === "GET") return route.fallback();
      answered = true;
      await route.fulfill({ status, body, contentType: "text/plain" });
    },
  );
}

test("a failed write with an empty body shows its status code and status text", async ({ page }) => {
  await page.goto("/admin/categories");
  await failNextWrite(page, "/api/admin/categories", 503, "");
  await page.getByRole("button", { name: "Add Category" }).click();
  await page.getByLabel("Name (English)").fill(uniqueName("Crashed"));
  await page.getByLabel("Name (Arabic)").fill(uniqueName("معطل"));
  await page.getByRole("button", { name: "Create Category" }).click();
  // The dialog stays open (modal, so the notification area is hidden from the accessibility tree meanwhile).
  await expect(page.getByRole("dialog").getByRole("alert")).toHaveText("503: Service Unavailable");
  const notification = page.getByRole("region", { name: "Notifications (F8)", includeHidden: true });
  await expect(notification.getByText("503: Service Unavailable", { exact: true })).toBeVisible();
});

test("a failed write with a plain-text body shows its status code and that text", async ({ page }) => {
  await page.goto("/admin/settings");
  await failNextWrite(page, "/api/admin/settings", 502, "upstream connect error");
  await page.getByLabel("COD Fee Amount (AED)").fill("12");
  await page.getByRole("button", { name: "Save Settings" }).click();
  await expect(toasts(page).getByText("502: upstream connect error", { exact: true })).toBeVisible();
});
