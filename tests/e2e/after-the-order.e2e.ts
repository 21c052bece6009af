import { expect, test } from "@playwright/test";
import { uniqueEmail } from "./support/accounts";
import { cartLine, createProduct, fillShipping, seedCart, signInApiAsAdmin, uniqueLabel } from "./support/orders";
import { registerThroughApi, toasts } from "./support/pages";

/*
 * After the order, end to end, as a shopper in Arabic on her phone (ADR 067): her delivered order's tax invoice,
 * printed; a return asked for on the phone and refunded to store credit by the admin; that credit spent on her next
 * order, which then asks less cash at the door.
 */

const phone = { width: 390, height: 844 };
const arabicLabels = { name: "الاسم الكامل", phone: "رقم الهاتف", city: "المدينة", address1: "العنوان (السطر الأول)" };
const seller = {
  legalNameEn: "Sakina Modest Fashion LLC",
  legalNameAr: "سكينة للأزياء المحتشمة ذ.م.م",
  addressEn: "Office 12, Al Wasl Road, Dubai",
  addressAr: "مكتب 12، شارع الوصل، دبي",
  trn: "100123456700003",
  vatRegistered: true,
};

test.use({ viewport: phone, hasTouch: true, isMobile: true });

test("her invoice printed, a return refunded to store credit, and the credit spent on her next order", async ({ page, request }) => {
  test.setTimeout(180_000);
  await signInApiAsAdmin(request);
  expect((await request.put("/api/admin/business", { data: seller })).status()).toBe(200);
  const abaya = await createProduct(request, {
    nameEn: uniqueLabel("Nida Abaya"),
    nameAr: "عباية ندى",
    variants: [{ size: "M", color: "Black", price: "240.00", stock: 8 }],
  });

  await page.addInitScript(() => window.localStorage.setItem("locale", "ar"));
  await page.goto("/");
  await registerThroughApi(page, { name: "Mariam", email: uniqueEmail("after-order"), password: "secret-123" });
  const placed = await page.request.post("/api/orders", {
    data: {
      items: [{ productId: abaya.id, variantId: abaya.variants[0]!.id, quantity: 2 }],
      shippingName: "مريم الكعبي",
      shippingPhone: "050 765 4321",
      shippingCity: "دبي",
      shippingAddressLine1: "فيلا 9، شارع 14",
    },
  });
  expect(placed.status()).toBe(201);
  const first = (await placed.json()) as { id: string; orderNumber: number; totalAmount: string };
  const delivered = await request.patch(`/api/orders/${first.id}/status`, { data: { status: "delivered" } });
  expect(delivered.status()).toBe(200);
  const { invoiceNumber } = (await delivered.json()) as { invoiceNumber: string };

  // Her tax invoice, from her order page, in both languages; on paper the print button is gone.
  await page.goto(`/account/orders/${first.id}`);
  await page.getByRole("link", { name: `عرض الفاتورة ${invoiceNumber}` }).tap();
  await expect(page.getByTestId("tax-document-title")).toHaveText("فاتورة ضريبية / Tax Invoice");
  await expect(page.getByTestId("tax-document-number")).toHaveText(invoiceNumber);
  await expect(page.getByTestId("tax-document-trn")).toHaveText(seller.trn);
  await expect(page.getByTestId("tax-document-total")).toHaveText(first.totalAmount);
  const print = page.getByRole("button", { name: "طباعة" });
  await expect(print).toBeEnabled();
  await page.emulateMedia({ media: "print" });
  await expect(print).toBeHidden();
  await expect(page.getByTestId("tax-document")).toBeVisible();
  await page.emulateMedia({ media: "screen" });

  // One piece goes back, for store credit, asked for on her phone.
  await page.goto(`/account/orders/${first.id}`);
  await page.getByTestId("return-entry").tap();
  const form = page.getByTestId("return-form");
  await form.getByRole("checkbox", { name: /^إرجاع عباية ندى/ }).check();
  await form.getByLabel("الكمية").fill("1");
  await form.getByLabel("السبب").selectOption("not_as_described");
  await form.getByRole("radio", { name: "رصيد في المتجر" }).check();
  await form.getByRole("button", { name: "إرسال الطلب" }).tap();
  await expect(page).toHaveURL(/\/account\/returns$/);
  const mine = page.getByTestId("my-return").first();
  await expect(mine.getByTestId("return-status")).toHaveText("مطلوب");
  const returnId = (await mine.getAttribute("data-return-id"))!;

  // The back office approves it, receives the piece and refunds it as store credit.
  for (const status of ["approved", "received", "refunded"]) {
    const moved = await request.patch(`/api/admin/returns/${returnId}`, { data: { status, refundMethod: status === "refunded" ? "store_credit" : undefined } });
    expect(moved.status(), `${status}: ${await moved.text()}`).toBe(200);
  }
  await expect(mine.getByTestId("return-status")).toHaveText("مُسترد");

  // Her balance holds the piece's price.
  await page.goto("/account/store-credit");
  await expect(page.getByTestId("store-credit-balance")).toContainText("240.00");

  // Her next order takes it: the total stays the order's, the cash at the door is less by the credit.
  await seedCart(page, [cartLine(abaya, 2)]);
  await page.goto("/checkout");
  await fillShipping(page, arabicLabels, { name: "مريم الكعبي", phone: "050 765 4321", city: "دبي", address1: "فيلا 9، شارع 14" });
  await expect(page.getByTestId("store-credit-balance")).toContainText("240.00");
  const total = /\d[\d,]*\.\d{2}/.exec(await page.getByTestId("summary-total").innerText())![0].replace(/,/g, "");
  await page.getByRole("checkbox", { name: "استخدام رصيدي في المتجر" }).check();
  const due = (Number(total) - 240).toFixed(2);
  await expect(page.getByTestId("summary-amount-due")).toContainText(due);
  const [answer] = await Promise.all([
    page.waitForResponse((response) => response.request().method() === "POST" && new URL(response.url()).pathname === "/api/orders"),
    page.getByRole("button", { name: "تأكيد الطلب" }).tap(),
  ]);
  expect(answer.status()).toBe(201);
  const second = (await answer.json()) as { id: string; orderNumber: number };
  expect(second).toMatchObject({ totalAmount: total, storeCreditUsed: "240.00", amountDue: due });
  await expect(toasts(page, "ar").getByText("تم تقديم الطلب بنجاح")).toBeVisible();

  // The home page thanks her, says what happens next and what she pays at the door, and leads to the order.
  await expect(page).toHaveURL(/\/$/);
  const thanks = page.getByTestId("thank-you");
  await expect(thanks.getByRole("heading", { name: `شكرًا لك! تم تقديم طلبك رقم \u2066#${second.orderNumber}\u2069` })).toBeFocused();
  await expect(thanks).toContainText("تدفعين");
  await expect(thanks).toContainText(due);
  await thanks.getByRole("link", { name: `عرض الطلب \u2066#${second.orderNumber}\u2069` }).tap();
  await expect(page).toHaveURL(new RegExp(`/account/orders/${second.id}$`));
  await page.goBack();
  await expect(page.getByRole("heading", { name: "تصفّحي الفئات" })).toBeVisible();
  await expect(page.getByTestId("thank-you")).toHaveCount(0);

  await page.goto("/account/store-credit");
  await expect(page.getByTestId("store-credit-balance")).toContainText("0.00");
  await expect(page.getByTestId("store-credit-entry").first()).toHaveAttribute("data-kind", "spent");
});
