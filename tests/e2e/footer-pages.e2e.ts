import type { Page } from "@playwright/test";
import { adminAccount } from "./support/accounts";
import { signInApiAsAdmin } from "./support/orders";
import { chooseLanguage, expect, notifications, test, uniqueTag } from "./support/storefront";

async function signInAsAdminInArabic(page: Page) {
  await page.goto("/login");
  await page.getByLabel("اسم المستخدم").fill(adminAccount.email);
  await page.getByLabel("كلمة المرور").fill(adminAccount.password);
  await page.getByRole("button", { name: "دخول", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

test.describe("on a phone, in Arabic", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("an admin writes the Returns page on the Pages screen, and shoppers read it from the footer in their language", async ({
    page,
  }) => {
    const tag = uniqueTag();
    await chooseLanguage(page, "ar");
    await signInAsAdminInArabic(page);
    await page.goto("/admin/pages");
    await expect(page.getByRole("heading", { name: "الصفحات", level: 1 })).toBeVisible();
    await expect(page.getByTestId("page-row")).toHaveCount(6);

    await page.getByRole("button", { name: "تعديل الإرجاع" }).click();
    const dialog = page.getByRole("dialog", { name: "تعديل صفحة: الإرجاع" });
    await dialog.getByRole("button", { name: "حفظ الصفحة" }).click();
    await expect(dialog.getByText("النص بالعربية مطلوب", { exact: true })).toBeVisible();
    await dialog.getByLabel("العنوان (بالإنجليزية)").fill(`Returns ${tag}`);
    await dialog.getByLabel("العنوان (بالعربية)").fill(`الإرجاع ${tag}`);
    await dialog.getByLabel("النص (بالإنجليزية)").fill(`Return within 14 days ${tag}.\n\nWe collect it from you.`);
    await dialog.getByLabel("النص (بالعربية)").fill(`أرجعي القطعة خلال 14 يومًا ${tag}.\n\nنستلمها منكِ.`);
    await dialog.getByRole("button", { name: "حفظ الصفحة" }).click();
    await expect(notifications(page).getByText("تم حفظ الصفحة بنجاح")).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId("page-row").filter({ hasText: `الإرجاع ${tag}` })).toBeVisible();

    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "الإرجاع", exact: true }).click();
    await expect(page).toHaveURL(/\/pages\/returns$/);
    await expect(page.getByRole("heading", { level: 1, name: `الإرجاع ${tag}` })).toBeVisible();
    await expect(page.getByText(`أرجعي القطعة خلال 14 يومًا ${tag}.`)).toBeVisible();
    await expect(page.getByText("نستلمها منكِ.")).toBeVisible();

    await page.getByRole("button", { name: "English" }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Returns ${tag}` })).toBeVisible();
    await expect(page.getByText("We collect it from you.")).toBeVisible();
  });
});

test("every footer link and the header's About open their page; an unknown page is not found", async ({ page }) => {
  await chooseLanguage(page, "en");
  const pages = [
    ["About", "about"],
    ["Contact", "contact"],
    ["Shipping", "shipping"],
    ["Returns", "returns"],
    ["Privacy", "privacy"],
    ["Terms", "terms"],
  ] as const;
  for (const [label, key] of pages) {
    await page.goto("/shop");
    await page.getByRole("contentinfo").getByRole("link", { name: label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/pages/${key}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText(/^Loading/)).toHaveCount(0);
  }
  await page.goto("/shop");
  await page.getByRole("navigation", { name: "Main navigation" }).first().getByRole("link", { name: "About" }).click();
  await expect(page).toHaveURL(/\/pages\/about$/);

  await page.goto("/pages/careers");
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
});

test("the Contact page's phone number and email address are links to call and write, in Arabic too", async ({ page, request }) => {
  await signInApiAsAdmin(request);
  const written = await request.put("/api/admin/pages/contact", {
    data: {
      titleEn: "Contact us",
      titleAr: "تواصلي معنا",
      bodyEn: "We answer from 10 am to 8 pm.\n\nPhone and WhatsApp: +971 4 000 0000\nEmail: care@sakina.example",
      bodyAr: "نرد من العاشرة صباحًا حتى الثامنة مساءً.\n\nالهاتف وواتساب: \u200E+971 4 000 0000\nالبريد الإلكتروني: care@sakina.example",
    },
  });
  expect(written.status()).toBe(200);

  await chooseLanguage(page, "en");
  await page.goto("/pages/contact");
  await expect(page.getByRole("link", { name: "+971 4 000 0000" })).toHaveAttribute("href", "tel:+97140000000");
  await expect(page.getByRole("link", { name: "care@sakina.example" })).toHaveAttribute("href", "mailto:care@sakina.example");
  await expect(page.getByText("We answer from 10 am to 8 pm.")).toBeVisible();

  await page.getByRole("button", { name: "العربية" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "تواصلي معنا" })).toBeVisible();
  const phone = page.getByRole("link", { name: "+971 4 000 0000" });
  await expect(phone).toHaveAttribute("href", "tel:+97140000000");
  await expect(phone).toHaveAttribute("dir", "ltr");
  await expect(page.getByRole("link", { name: "care@sakina.example" })).toHaveAttribute("href", "mailto:care@sakina.example");
});
