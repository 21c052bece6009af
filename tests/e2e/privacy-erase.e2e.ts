import { expect, test } from "@playwright/test";
import { adminAccount, uniqueEmail } from "./support/accounts";
import { registerThroughApi, sessionOf, toasts } from "./support/pages";

// Erasure of her personal data from her profile, in Arabic (the store's own language), from the keyboard: the
// confirmation says what is erased and what is kept, she is signed out and taken home, and the back office shows an
// erased customer where her name was.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem("locale", "ar"));
});

const signInStatus = (page: import("@playwright/test").Page, email: string, password: string) =>
  page.evaluate(
    async (body) =>
      (
        await fetch("/api/auth/login", {
          method: "POST",
          credentials: "include",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(body),
        })
      ).status,
    { email, password },
  );

test("in Arabic she deletes her account from her profile; she is signed out, cannot sign in, and staff see an erased customer", async ({ page, browser }) => {
  const email = uniqueEmail("erase");
  const name = `هدى ${Date.now()}`;
  await page.goto("/");
  await registerThroughApi(page, { name, email, password: "first-pass-1" });
  const userId = ((await sessionOf(page)).user as unknown as { id: string }).id;
  await page.goto("/account/profile");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");

  const section = page.getByRole("region", { name: "حذف حسابي" });
  const password = section.getByLabel("كلمة المرور");
  await expect(password).toHaveAttribute("autocomplete", "current-password");
  await section.getByRole("button", { name: "حذف حسابي" }).click();
  await expect(password).toHaveAccessibleDescription("أدخلي كلمة المرور لحذف حسابك");

  // A wrong password: confirmed, then refused, and nothing is erased.
  await password.fill("not-my-pass");
  await password.press("Enter");
  const dialog = page.getByRole("alertdialog", { name: "هل تريدين حذف حسابك نهائيًا؟" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "حذف نهائي" }).focus();
  await page.keyboard.press("Enter");
  await expect(password).toHaveAccessibleDescription("كلمة المرور غير صحيحة");
  expect((await sessionOf(page)).status).toBe(200);

  // "Keep my account" closes the dialog and erases nothing.
  await password.fill("first-pass-1");
  await password.press("Enter");
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("أرقام طلباتك ومنتجاتها ومبالغها وتواريخها");
  await expect(dialog).toContainText("يُمحى: اسمك وبريدك الإلكتروني");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  expect((await sessionOf(page)).status).toBe(200);

  await section.getByRole("button", { name: "حذف حسابي" }).focus();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "حذف نهائي" }).focus();
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(/\/$/);
  await expect(toasts(page, "ar").getByText("تم حذف حسابك")).toBeVisible();
  expect((await sessionOf(page)).status).toBe(401);
  // Her address signs nobody in now: refused as an unknown account.
  expect(await signInStatus(page, email, "first-pass-1")).toBe(401);

  // The back office, in Arabic: her page names an erased customer, never her.
  const staff = await browser.newContext();
  const admin = await staff.newPage();
  await admin.addInitScript(() => window.localStorage.setItem("locale", "ar"));
  // Signed in through the API: the context's pages share its cookies.
  expect((await staff.request.post("/api/auth/login", { data: adminAccount })).status()).toBe(200);
  await admin.goto(`/admin/customers/${userId}`);
  await expect(admin.getByRole("heading", { name: "عميل محذوف" })).toBeVisible();
  await expect(admin.getByTestId("customer-erased")).toHaveText("البيانات الشخصية ممحوّة");
  await expect(admin.getByText(name)).toHaveCount(0);
  await expect(admin.getByText(email)).toHaveCount(0);
  await staff.close();
});

test("in Arabic an admin erases a customer's personal data from her page, with a reason, from the keyboard", async ({ page }) => {
  const email = uniqueEmail("staff-erase");
  const name = `نورة ${Date.now()}`;
  const registered = await page.request.post("/api/auth/register", { data: { name, email, password: "first-pass-1" } });
  expect(registered.status()).toBe(201);
  const userId = ((await registered.json()) as { id: string }).id;
  expect((await page.request.post("/api/auth/login", { data: adminAccount })).status()).toBe(200);
  await page.goto(`/admin/customers/${userId}`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { name })).toBeVisible();

  const open = page.getByRole("button", { name: "محو البيانات الشخصية" });
  await open.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("alertdialog", { name: `محو البيانات الشخصية لـ ${name} نهائيًا؟` });
  await expect(dialog).toBeVisible();
  const erase = dialog.getByRole("button", { name: "محو نهائي" });
  await erase.click();
  // No reason, no erasure: the field says what is missing.
  const reason = dialog.getByLabel("السبب (يُسجَّل مع المحو)");
  await expect(reason).toHaveAccessibleDescription("اذكر سبب محو هذا الحساب");
  await reason.fill("طلبت ذلك هاتفيًا");
  await erase.focus();
  await page.keyboard.press("Enter");

  await expect(toasts(page, "ar").getByText("مُحيت البيانات الشخصية للعميلة")).toBeVisible();
  await expect(page.getByRole("heading", { name: "عميل محذوف" })).toBeVisible();
  await expect(page.getByTestId("customer-erased")).toHaveText("البيانات الشخصية ممحوّة");
  await expect(page.getByText(name)).toHaveCount(0);
  await expect(page.getByText(email)).toHaveCount(0);
});
