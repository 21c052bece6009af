import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { uniqueEmail } from "./support/accounts";
import { preferEnglish, registerThroughApi, sessionOf, toasts } from "./support/pages";

// Her profile page: her name, and her password changed given the current one, each form checking what she typed; her
// marketing consent and the download of her data.
test.beforeEach(async ({ page }) => {
  await preferEnglish(page);
});

test("she renames herself and changes her password, each form telling her what is missing or wrong", async ({ page }) => {
  const email = uniqueEmail("profile");
  await page.goto("/");
  await registerThroughApi(page, { name: "Mariam", email, password: "first-pass-1" });
  await page.goto("/account/profile");

  const nameForm = page.getByRole("region", { name: "Your name" });
  await expect(nameForm.getByLabel("Email")).toHaveValue(email);
  await nameForm.getByLabel("Name").fill("  ");
  await nameForm.getByRole("button", { name: "Save" }).click();
  await expect(nameForm.getByText("Please enter your name")).toBeVisible();
  await nameForm.getByLabel("Name").fill("Mariam Al Zahra");
  await nameForm.getByRole("button", { name: "Save" }).click();
  await expect(toasts(page).getByText("Your name is saved")).toBeVisible();
  await expect.poll(async () => (await sessionOf(page)).user?.name).toBe("Mariam Al Zahra");

  const passwordForm = page.getByRole("region", { name: "Change password" });
  const current = passwordForm.getByLabel("Current password");
  const next = passwordForm.getByLabel(/^New password/);
  const confirm = passwordForm.getByLabel("Confirm new password");
  await expect(current).toHaveAttribute("autocomplete", "current-password");
  await expect(next).toHaveAttribute("autocomplete", "new-password");
  await expect(confirm).toHaveAttribute("autocomplete", "new-password");

  await next.fill("abc");
  await confirm.fill("abd");
  await passwordForm.getByRole("button", { name: "Change password" }).click();
  await expect(current).toHaveAccessibleDescription("Please enter your current password");
  await expect(next).toHaveAccessibleDescription("Use at least 6 characters");
  await expect(confirm).toHaveAccessibleDescription("The two passwords do not match");

  await current.fill("not-my-pass");
  await next.fill("second-pass-2");
  await confirm.fill("second-pass-2");
  await passwordForm.getByRole("button", { name: "Change password" }).click();
  await expect(current).toHaveAccessibleDescription("The current password is not right.");

  await current.fill("first-pass-1");
  await passwordForm.getByRole("button", { name: "Change password" }).click();
  await expect(toasts(page).getByText("Password changed. Other devices are signed out.")).toBeVisible();
  await expect(current).toHaveValue("");
  await expect(next).toHaveValue("");
  // She stays signed in on this device.
  expect((await sessionOf(page)).user?.email).toBe(email);
});

test("in Arabic she gives her marketing consent from the keyboard and downloads her data as a JSON file holding her email", async ({ page }) => {
  // Arabic, the store's own language, whatever the file's other tests prefer.
  await page.addInitScript(() => window.localStorage.setItem("locale", "ar"));
  const email = uniqueEmail("my-data");
  await page.goto("/");
  await registerThroughApi(page, { name: "مريم", email, password: "first-pass-1" });
  await page.goto("/account/profile");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");

  const consent = page.getByRole("region", { name: "العروض والأخبار" }).getByRole("switch", { name: "راسلوني بالبريد الإلكتروني عن العروض والتشكيلات الجديدة" });
  await expect(consent).not.toBeChecked();
  await expect(consent).toHaveAccessibleDescription(/تصلكِ رسائل طلباتكِ/);
  await consent.focus();
  await page.keyboard.press("Space");
  await expect(toasts(page, "ar").getByText("ستصلكِ العروض والأخبار.")).toBeVisible();
  await expect(consent).toBeChecked();
  // Saved on her profile: it is still on when the page is opened again.
  await page.reload();
  await expect(page.getByRole("switch", { name: "راسلوني بالبريد الإلكتروني عن العروض والتشكيلات الجديدة" })).toBeChecked();

  const download = page.getByRole("region", { name: "بياناتكِ" }).getByRole("button", { name: "تنزيل بياناتي" });
  const downloading = page.waitForEvent("download");
  await download.focus();
  await page.keyboard.press("Enter");
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await file.path())!, "utf8"));
  expect(data.profile).toMatchObject({ email, name: "مريم", marketingConsent: true });
  await expect(toasts(page, "ar").getByText("تم تنزيل بياناتكِ")).toBeVisible();
});
