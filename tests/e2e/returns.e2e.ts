import { expect, type Page, test } from "@playwright/test";
import { uniqueEmail } from "./support/accounts";
import { createProduct, signInApiAsAdmin, uniqueLabel } from "./support/orders";
import { preferEnglish, registerThroughApi, signInAsAdmin, toasts } from "./support/pages";

/** Returns and exchanges (ADR 067): asked for by the shopper after delivery, moved on by staff. */

const noWiderThanScreen = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

test.describe("a shopper on a phone in Arabic", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("asks to return a delivered piece for store credit; the admin refunds it and she sees it move and prints its credit note", async ({ page, request, browser }) => {
    test.setTimeout(120_000);
    await signInApiAsAdmin(request);
    // A VAT-registered seller: her delivered order gets a tax invoice, its return a tax credit note.
    const seller = { legalNameEn: "Sakina Modest Fashion LLC", legalNameAr: "سكينة للأزياء المحتشمة ذ.م.م", addressEn: "Office 12, Al Wasl Road, Dubai", addressAr: "مكتب 12، شارع الوصل، دبي", trn: "100123456700003", vatRegistered: true };
    expect((await request.put("/api/admin/business", { data: seller })).status()).toBe(200);
    const abaya = await createProduct(request, {
      nameEn: uniqueLabel("Chiffon Abaya"),
      nameAr: "عباية شيفون",
      variants: [
        { size: "M", color: "Black", price: "220.00", stock: 6 },
        { size: "L", color: "Black", price: "220.00", stock: 6 },
      ],
    });
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await registerThroughApi(page, { name: "Reem", email: uniqueEmail("return"), password: "secret-123" });
    const placed = await page.evaluate(
      async (body) => {
        const response = await fetch("/api/orders", { method: "POST", credentials: "include", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
        return (await response.json()) as { id: string; orderNumber: number };
      },
      {
        items: [{ productId: abaya.id, variantId: abaya.variants[0]!.id, quantity: 2 }],
        shippingName: "ريم",
        shippingPhone: "+971 50 123 4567",
        shippingCity: "دبي",
        shippingAddressLine1: "Villa 12, Street 5",
        locale: "ar",
      },
    );
    const delivered = await request.patch(`/api/orders/${placed.id}/status`, { data: { status: "delivered" } });
    expect(delivered.status()).toBe(200);
    const { invoiceNumber } = (await delivered.json()) as { invoiceNumber: string };
    expect(invoiceNumber).toMatch(/^INV-\d{6}$/);

    // Her delivered order offers a return while the window is open.
    await page.goto(`/account/orders/${placed.id}`);
    await expect(page.getByText(/يمكنك طلب إرجاع قطع من هذا الطلب/)).toBeVisible();
    await page.getByTestId("return-entry").tap();
    const form = page.getByTestId("return-form");
    await expect(form.getByRole("heading", { name: `إرجاع أو استبدال: الطلب رقم ${placed.orderNumber}` })).toBeVisible();
    await noWiderThanScreen(page);

    // Sent with nothing chosen: said in her language, nothing written.
    await form.getByRole("button", { name: "إرسال الطلب" }).tap();
    await expect(form.getByRole("alert")).toHaveText("اختاري قطعة واحدة على الأقل لإرجاعها.");

    await form.getByRole("checkbox", { name: /^إرجاع عباية شيفون/ }).check();
    await form.getByLabel("الكمية").fill("1");
    await form.getByLabel("السبب").selectOption("wrong_size");
    await form.getByRole("radio", { name: "رصيد في المتجر" }).check();
    await form.getByLabel("ملاحظة (اختيارية)").fill("المقاس واسع");
    await noWiderThanScreen(page);
    await form.getByRole("button", { name: "إرسال الطلب" }).tap();
    await expect(toasts(page, "ar").getByText("أُرسل طلب الإرجاع. سنخبرك فور تقدّمه.")).toBeVisible();
    await expect(page).toHaveURL(/\/account\/returns$/);
    const mine = page.getByTestId("my-return").first();
    await expect(mine.getByTestId("return-status")).toHaveText("مطلوب");
    await expect(mine).toContainText(`إرجاع من الطلب رقم ${placed.orderNumber}`);
    const returnId = await mine.getAttribute("data-return-id");
    expect(returnId).toBeTruthy();
    await noWiderThanScreen(page);

    // The admin, in English on her own screen, approves, receives and refunds it as store credit.
    const adminContext = await browser.newContext({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });
    const admin = await adminContext.newPage();
    await preferEnglish(admin);
    await signInAsAdmin(admin);
    await admin.getByRole("link", { name: "Returns" }).first().click();
    await expect(admin).toHaveURL(/\/admin\/returns/);
    await admin.getByLabel("Status").selectOption("requested");
    const card = admin.locator(`[data-return-id="${returnId}"]`);
    await expect(card).toContainText(`Order #${placed.orderNumber}`);
    await expect(card).toContainText("Store credit");
    await card.getByTestId("return-move-approved").click();
    await expect(toasts(admin).getByText(`Return for order #${placed.orderNumber}: Approved`)).toBeVisible();
    await admin.getByLabel("Status").selectOption("");
    await card.getByTestId("return-move-received").click();
    await expect(card.getByTestId("return-status")).toHaveText("Received");
    await expect(card.getByLabel("Refund method")).toHaveValue("store_credit");
    await card.getByTestId("return-move-refunded").click();
    await expect(card.getByTestId("return-status")).toHaveText("Refunded");
    const creditNote = card.getByTestId("admin-credit-note-link");
    await expect(creditNote).toHaveText(/^Credit note CN-\d{6}$/);
    const number = (await creditNote.textContent())!.replace("Credit note ", "");

    // The pieces are back in stock, in the ledger as the shopper's return.
    const product = (await (await request.get(`/api/admin/products/${abaya.id}`)).json()) as { variants: { stock: number }[] };
    expect(product.variants[0]!.stock).toBe(5);
    const ledger = (await (await request.get(`/api/admin/products/${abaya.id}/stock-history`)).json()) as { reason: string }[];
    expect(ledger[0]!.reason).toBe("customer_return");

    // Her open page followed live, without a reload.
    await expect(mine.getByTestId("return-status")).toHaveText("مُسترد");
    await expect(mine).toContainText("رُدّ المبلغ: رصيد في المتجر");
    await mine.getByTestId("credit-note-link").tap();
    await expect(page).toHaveURL(new RegExp(`/account/returns/${returnId}/credit-note$`));
    // Printed as the invoice is: both languages side by side whatever hers, its number, the invoice it corrects.
    await expect(page.getByTestId("tax-document-title")).toHaveText("إشعار دائن ضريبي / Tax Credit Note");
    await expect(page.getByTestId("tax-document-number")).toHaveText(number);
    await expect(page.getByTestId("tax-document-reference")).toHaveText(invoiceNumber);
    await expect(page.getByTestId("tax-document")).toContainText("Credit note number");
    await expect(page.getByTestId("tax-document")).toContainText("رقم الإشعار الدائن");
    await expect(page.getByTestId("tax-document-trn")).toHaveText(seller.trn);
    await expect(page.getByTestId("tax-row-line-0")).toContainText("عباية شيفون (M, Black)");
    // 220.00 of which 10.48 VAT.
    await expect(page.getByTestId("tax-document-vat")).toHaveText("10.48");
    await expect(page.getByTestId("tax-document-total")).toHaveText("220.00");
    await expect(page.getByRole("button", { name: "طباعة" })).toBeEnabled();
    await noWiderThanScreen(page);
    // On paper: no toolbar, one A4 page (297 mm less 2 × 12 mm of margin, at 96 px per inch).
    await page.emulateMedia({ media: "print" });
    await expect(page.getByTestId("document-toolbar")).toBeHidden();
    expect((await page.getByTestId("tax-document").boundingBox())!.height).toBeLessThan((273 / 25.4) * 96);

    // The back office prints the same note by its number.
    await admin.goto(`/admin/credit-notes/${number}`);
    await expect(admin.getByTestId("tax-document-title")).toHaveText("إشعار دائن ضريبي / Tax Credit Note");
    await expect(admin.getByTestId("tax-document-number")).toHaveText(number);
    await expect(admin.getByRole("link", { name: "Back to returns" })).toHaveAttribute("href", "/admin/returns");
    await adminContext.close();
  });
});
