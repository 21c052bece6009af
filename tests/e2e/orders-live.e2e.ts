import { expect, type Page, test } from "@playwright/test";
import { uniqueEmail } from "./support/accounts";
import { createProduct, fillShipping, setCodFee, signInApiAsAdmin, uniqueLabel } from "./support/orders";
import { preferEnglish, registerThroughApi, signInAsAdmin, toasts } from "./support/pages";

const arabicLabels = {
  name: "الاسم الكامل",
  phone: "رقم الهاتف",
  city: "المدينة",
  address1: "العنوان (السطر الأول)",
};

/** The Arabic notifications region (the English one is "Notifications (F8)"). */
const arabicToasts = (page: Page) => page.getByRole("region", { name: "الإشعارات (F8)" });

/** Adds one item the way a shopper does: the product page, a size, the Arabic "Add to Cart" button. */
async function addThroughProductPage(page: Page, slug: string, size: string) {
  await page.goto(`/product/${slug}`);
  await page.getByRole("button", { name: size, exact: true }).click();
  await page.getByRole("button", { name: "أضيفي إلى السلة" }).click();
}

async function checkOutInArabic(page: Page, shippingName: string) {
  await page.getByTestId("cart-button").click();
  await expect(page).toHaveURL(/\/cart$/);
  await page.getByRole("button", { name: "المتابعة لإتمام الطلب" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await fillShipping(page, arabicLabels, {
    name: shippingName,
    phone: "+971 55 222 3333",
    city: "دبي",
    address1: "فيلا 7، شارع 12، البرشاء",
  });
  await page.getByRole("button", { name: "تأكيد الطلب" }).click();
  await expect(arabicToasts(page).getByText("تم تقديم الطلب بنجاح")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}

test("an order placed in Arabic shows up live for the admin, whose status change lands in its timeline", async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  await signInApiAsAdmin(request);
  await setCodFee(request, "15.00");
  const abaya = await createProduct(request, {
    nameEn: uniqueLabel("Embroidered Abaya"),
    nameAr: "عباية مطرزة",
    variants: [
      { size: "M", color: "Black", price: "350.00", stock: 10 },
      { size: "L", color: "Black", price: "350.00", stock: 10 },
    ],
  });
  const hijab = await createProduct(request, {
    nameEn: uniqueLabel("Jersey Hijab"),
    nameAr: "حجاب جيرسي",
    variants: [{ size: "S", color: "Sand", price: "39.50", stock: 10 }],
  });

  // The admin watches in a browser of her own, in English, with the live feed connected.
  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await preferEnglish(admin);
  await signInAsAdmin(admin);
  await expect(admin.getByTestId("live-status")).toHaveAttribute("data-status", "connected");
  const ordersCard = admin.getByTestId("stat-orders");
  const revenueCard = admin.getByTestId("stat-revenue");
  const ordersBefore = Number((await ordersCard.textContent())?.replace(/\D/g, ""));
  const revenueBefore = (await revenueCard.textContent()) ?? "";

  // The shopper, in Arabic (the default), adds two items and checks out.
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await registerThroughApi(page, { name: "Salma", email: uniqueEmail("live"), password: "secret-123" });
  await addThroughProductPage(page, abaya.slug, "M");
  await addThroughProductPage(page, hijab.slug, "S");
  await expect(page.getByTestId("cart-count")).toHaveText("2");
  const firstName = uniqueLabel("سلمى");
  await checkOutInArabic(page, firstName);

  // Within a second, without a reload, the dashboard counts the order and lists it.
  await expect(ordersCard).toHaveText(String(ordersBefore + 1), { timeout: 1_000 });
  await expect(revenueCard).not.toHaveText(revenueBefore, { timeout: 1_000 });
  await expect(admin.getByTestId("recent-orders").getByText(firstName)).toBeVisible({ timeout: 1_000 });

  // On the orders page (reached in-app, so still no reload) the next order appears by itself too.
  await admin.getByRole("navigation", { name: "Management" }).getByRole("link", { name: "Orders" }).click();
  await expect(admin.getByRole("heading", { name: "Orders Management" })).toBeVisible();
  await expect(admin.getByTestId("order-row").filter({ hasText: firstName })).toBeVisible();
  await expect(admin.getByTestId("live-status")).toHaveAttribute("data-status", "connected");

  await addThroughProductPage(page, abaya.slug, "L");
  const secondName = uniqueLabel("ليلى");
  await checkOutInArabic(page, secondName);
  const row = admin.getByTestId("order-row").filter({ hasText: secondName });
  await expect(row).toBeVisible({ timeout: 1_000 });
  await expect(row).toContainText("1 item");
  await expect(row).toContainText("365.00 AED");

  // The admin ships it; the change is saved at once and recorded in the order's history.
  await row.getByTestId("order-status-select").click();
  await admin.getByRole("option", { name: "Shipped" }).click();
  await expect(toasts(admin).getByText("Order status updated successfully")).toBeVisible();
  await expect(row.getByTestId("order-status-select")).toHaveText("Shipped");

  await row.getByRole("button", { name: /^View order #\d+$/ }).click();
  const dialog = admin.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: /^Order Details - #\d+$/ })).toBeVisible();
  await expect(dialog.getByText("COD", { exact: true })).toBeVisible();
  await expect(dialog.getByText(abaya.nameEn)).toBeVisible();
  await expect(dialog.getByText("عباية مطرزة")).toBeVisible();
  const entries = dialog.getByTestId("timeline-entry");
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(0)).toContainText("Order placed");
  await expect(entries.nth(1)).toContainText("Status changed");
  await expect(entries.nth(1)).toContainText("From Placed to Shipped");
  await expect(entries.nth(1)).toContainText("admin@store.test (administrator)");

  await adminContext.close();
});
