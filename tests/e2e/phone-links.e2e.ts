import { expect, type Page, test } from "@playwright/test";
import { adminAccount, uniqueEmail } from "./support/accounts";
import { createProduct, signInApiAsAdmin, uniqueLabel } from "./support/orders";

/**
 * A phone typed with Arabic-Indic digits is kept as one number: the back office shows it in its local form, left to
 * right inside the Arabic page, finds the order by it written any way, and lets staff call it or open a WhatsApp chat.
 */
test.use({ viewport: { width: 390, height: 844 } });

async function signInInArabic(page: Page) {
  await page.addInitScript(() => {
    if (!window.localStorage.getItem("locale")) window.localStorage.setItem("locale", "ar");
  });
  await page.goto("/login");
  await page.getByLabel("اسم المستخدم").fill(adminAccount.email);
  await page.getByLabel("كلمة المرور").fill(adminAccount.password);
  await page.getByRole("button", { name: "دخول", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

test("in Arabic the admin order page and her customer page show the number as 050 123 4567, to call or to message on WhatsApp", async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  await signInApiAsAdmin(request);
  const product = await createProduct(request, {
    nameEn: uniqueLabel("Phone Abaya"),
    nameAr: "عباية الهاتف",
    variants: [{ size: "M", color: "Black", price: "120.00", stock: 10 }],
  });
  const shopper = await playwright.request.newContext({ baseURL });
  const registered = await shopper.post("/api/auth/register", { data: { name: "Alia", email: uniqueEmail("phone"), password: "secret-123" } });
  expect(registered.status()).toBe(201);
  const { id: customerId } = (await registered.json()) as { id: string };
  const shippingName = uniqueLabel("Alia");
  const placed = await shopper.post("/api/orders", {
    headers: { "Idempotency-Key": crypto.randomUUID() },
    data: {
      items: [{ productId: product.id, variantId: product.variants[0]!.id, quantity: 1 }],
      shippingName,
      shippingPhone: "٠٥٠١٢٣٤٥٦٧",
      shippingCity: "دبي",
      shippingAddressLine1: "Villa 7, Al Wasl",
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as { id: string; orderNumber: number };
  await shopper.dispose();

  await signInInArabic(page);
  await page.goto(`/admin/orders/${order.id}`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");

  const call = page.getByRole("link", { name: "اتصال بالرقم 050 123 4567" });
  await expect(call).toHaveAttribute("href", "tel:+971501234567");
  await expect(call).toHaveText("050 123 4567");
  await expect(call).toHaveAttribute("dir", "ltr");
  const chat = page.getByRole("link", { name: "مراسلة الرقم 050 123 4567 عبر واتساب (يفتح في علامة تبويب جديدة)" });
  await expect(chat).toHaveAttribute("href", "https://wa.me/971501234567");
  await expect(chat).toHaveAttribute("target", "_blank");
  // Both are big enough for a thumb.
  for (const link of [call, chat]) expect((await link.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  // The link is reached from the keyboard.
  await call.focus();
  await expect(call).toBeFocused();

  // Her page shows the number her order went to, with the same two links.
  await page.goto(`/admin/customers/${customerId}`);
  const phones = page.getByTestId("customer-phones");
  await expect(phones.getByRole("heading", { name: "أرقام الهاتف في طلباتها الأخيرة" })).toBeVisible();
  await expect(phones.getByRole("link", { name: "اتصال بالرقم 050 123 4567" })).toHaveAttribute("href", "tel:+971501234567");
  await expect(phones.getByRole("link", { name: /عبر واتساب/ })).toHaveAttribute("href", "https://wa.me/971501234567");

  // The orders list finds it by the number typed in Western or Arabic-Indic digits, and shows it in the local form.
  await page.goto("/admin/orders");
  const search = page.getByRole("searchbox", { name: "بحث" });
  for (const typed of ["0501234567", "٠٥٠١٢٣٤٥٦٧"]) {
    await search.fill(typed);
    const row = page.getByTestId("order-row").filter({ hasText: shippingName });
    await expect(row).toBeVisible();
    await expect(row).toContainText("050 123 4567");
  }
});
