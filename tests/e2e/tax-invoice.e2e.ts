import { expect, test } from "@playwright/test";
import { uniqueEmail } from "./support/accounts";
import { accessibilityFindings } from "./support/axe";
import { createProduct, setCodFee, signInApiAsAdmin, uniqueLabel } from "./support/orders";
import { preferEnglish, registerThroughApi, signInAsAdmin } from "./support/pages";

const seller = {
  legalNameEn: "Sakina Modest Fashion LLC",
  legalNameAr: "سكينة للأزياء المحتشمة ذ.م.م",
  addressEn: "Office 12, Al Wasl Road, Dubai",
  addressAr: "مكتب 12، شارع الوصل، دبي",
  trn: "100123456700003",
  vatRegistered: true,
};

test.beforeEach(async ({ request }) => {
  await signInApiAsAdmin(request);
  await setCodFee(request, "10.00");
  expect((await request.put("/api/admin/business", { data: seller })).status()).toBe(200);
});

test("a shopper opens her delivered order's tax invoice in Arabic: bilingual, with the seller's TRN, VAT and a print button", async ({
  page,
  request,
}) => {
  const product = await createProduct(request, {
    nameEn: uniqueLabel("Linen Abaya"),
    nameAr: "عباية كتان",
    variants: [{ size: "M", color: "Black", price: "189.00", stock: 10 }],
  });
  // Arabic is the store's default: no language chosen.
  await page.goto("/");
  await registerThroughApi(page, { name: "Noura", email: uniqueEmail("invoice"), password: "secret-123" });
  const placed = await page.request.post("/api/orders", {
    data: {
      items: [{ productId: product.id, variantId: product.variants[0]!.id, quantity: 2 }],
      shippingName: "Noura Al Mansoori",
      shippingPhone: "+971 50 123 4567",
      shippingCity: "Dubai",
      shippingAddressLine1: "Villa 7, Street 3",
    },
  });
  expect(placed.status()).toBe(201);
  const order = (await placed.json()) as { id: string; orderNumber: number; totalAmount: string };

  // Before delivery her order has no invoice.
  await page.goto(`/account/orders/${order.id}`);
  await expect(page.getByRole("heading", { name: new RegExp(String(order.orderNumber)) }).first()).toBeVisible();
  await expect(page.getByTestId("order-invoice-link")).toHaveCount(0);

  const delivered = await request.patch(`/api/orders/${order.id}/status`, { data: { status: "delivered" } });
  expect(delivered.status()).toBe(200);
  const { invoiceNumber } = (await delivered.json()) as { invoiceNumber: string };
  expect(invoiceNumber).toMatch(/^INV-\d{6}$/);

  await page.reload();
  await page.getByRole("link", { name: `عرض الفاتورة ${invoiceNumber}` }).click();
  await expect(page).toHaveURL(new RegExp(`/account/orders/${order.id}/invoice$`));

  const invoice = page.getByTestId("tax-document");
  await expect(page.getByTestId("tax-document-title")).toHaveText("فاتورة ضريبية / Tax Invoice");
  await expect(page.getByTestId("tax-document-number")).toHaveText(invoiceNumber);
  await expect(page.getByTestId("tax-document-trn")).toHaveText(seller.trn);
  await expect(page.getByTestId("tax-document-seller")).toContainText(seller.legalNameAr);
  await expect(page.getByTestId("tax-document-seller")).toContainText(seller.addressEn);
  await expect(page.getByTestId("tax-document-buyer")).toContainText("Noura Al Mansoori");
  // 2 × 189.00 = 378.00, of which 18.00 VAT; the COD fee 10.00 holds 0.48; she paid the order's total.
  await expect(page.getByTestId("tax-row-line-0")).toContainText(`${product.nameEn} (M, Black)`);
  await expect(page.getByTestId("tax-row-line-0")).toContainText("عباية كتان (M, Black)");
  await expect(page.getByTestId("tax-row-line-0")).toContainText("360.00");
  await expect(page.getByTestId("tax-row-line-0")).toContainText("18.00");
  await expect(page.getByTestId("tax-row-fee-cod")).toContainText("0.48");
  await expect(page.getByTestId("tax-document-vat")).toHaveText("18.48");
  await expect(page.getByTestId("tax-document-total")).toHaveText(order.totalAmount);
  await expect(invoice.getByRole("columnheader", { name: /ضريبة القيمة المضافة/ })).toBeVisible();
  await expect(page.getByRole("button", { name: "طباعة" })).toBeEnabled();
  expect(await accessibilityFindings(page)).toEqual([]);

  // On paper: the toolbar is hidden, the document fits one A4 page.
  await page.emulateMedia({ media: "print" });
  await expect(page.getByTestId("document-toolbar")).toBeHidden();
  const styles = await page.evaluate(() => Array.from(document.querySelectorAll("style"), (style) => style.textContent).join("\n"));
  expect(styles).toContain("size: A4");
  // 297 mm less 2 × 12 mm of margin, at 96 px per inch.
  expect((await invoice.boundingBox())!.height).toBeLessThan((273 / 25.4) * 96);

  // Another shopper's invoice is not hers to see.
  await page.goto(`/account/orders/00000000-0000-4000-8000-000000000000/invoice`);
  await expect(page.getByRole("alert")).toContainText("لا فاتورة لهذا الطلب بعد");
});

test("the admin sets the seller's details, and the form names a TRN that is not 15 digits", async ({ page }) => {
  await preferEnglish(page);
  await signInAsAdmin(page);
  await page.goto("/admin/settings");
  const form = page.getByTestId("business-form");
  await expect(form.getByLabel("Legal name (English)")).toHaveValue(seller.legalNameEn);
  await form.getByLabel(/^TRN/).fill("12345");
  await form.getByRole("button", { name: "Save details" }).click();
  await expect(form.getByText("The TRN is 15 digits")).toBeVisible();
  await form.getByLabel(/^TRN/).fill("100 1234 5670 0003");
  await form.getByRole("button", { name: "Save details" }).click();
  await expect(page.getByText("Seller details saved").first()).toBeVisible();
  await expect(form.getByLabel(/^TRN/)).toHaveValue(seller.trn);
});
