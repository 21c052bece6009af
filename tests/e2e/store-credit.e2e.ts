import { expect, type Page, test } from "@playwright/test";
import { uniqueEmail } from "./support/accounts";
import { cartLine, createProduct, fillShipping, seedCart, signInApiAsAdmin, uniqueLabel } from "./support/orders";
import { registerThroughApi, toasts } from "./support/pages";

/*
 * Store credit as a shopper spends it (ADR 067), in Arabic on her phone: checkout shows her balance and "Use my
 * store credit"; ticking it asks the store again and the summary shows the credit taken and less to pay on delivery;
 * the order takes that much and her account shows the balance and the movement.
 */

const phone = { width: 390, height: 844 };
const arabicLabels = { name: "الاسم الكامل", phone: "رقم الهاتف", city: "المدينة", address1: "العنوان (السطر الأول)" };

async function myId(page: Page): Promise<string> {
  const response = await page.request.get("/api/account/profile");
  expect(response.status()).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

test.describe("store credit at checkout, in Arabic on a phone", () => {
  test.use({ viewport: phone });

  test("she ticks Use my store credit: the amount to pay on delivery drops by it, and the order and her account say the same", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await signInApiAsAdmin(request);
    const abaya = await createProduct(request, {
      nameEn: uniqueLabel("Crepe Abaya"),
      nameAr: "عباية كريب",
      variants: [{ size: "M", color: "Black", price: "200.00", stock: 10 }],
    });

    await page.addInitScript(() => window.localStorage.setItem("locale", "ar"));
    await page.goto("/");
    await registerThroughApi(page, { name: "Hessa", email: uniqueEmail("store-credit"), password: "secret-123" });
    // 50.00 of goodwill credit from the back office.
    const given = await request.post(`/api/admin/customers/${await myId(page)}/store-credit`, { data: { amount: "50.00", note: "Late delivery" } });
    expect(given.status(), await given.text()).toBe(201);
    await seedCart(page, [cartLine(abaya, 1)]);

    await page.goto("/checkout");
    await fillShipping(page, arabicLabels, { name: uniqueLabel("حصة"), phone: "050 444 1122", city: "دبي", address1: "شقة 4، برج الخليج" });
    await expect(page.getByTestId("store-credit-balance")).toContainText("50.00");
    await expect(page.getByTestId("summary-amount-due")).toHaveCount(0);
    const total = /\d[\d,]*\.\d{2}/.exec(await page.getByTestId("summary-total").innerText())![0].replace(/,/g, "");

    // The keyboard reaches the box: Space ticks it.
    const box = page.getByRole("checkbox", { name: "استخدام رصيدي في المتجر" });
    await box.focus();
    await page.keyboard.press("Space");
    await expect(box).toBeChecked();
    await expect(page.getByTestId("summary-store-credit")).toContainText("50.00");
    const due = (Number(total) - 50).toFixed(2);
    await expect(page.getByTestId("summary-amount-due")).toContainText(due);
    await expect(page.getByText("المبلغ المستحق عند الاستلام")).toBeVisible();
    // The total stays the order's: credit is a payment.
    await expect(page.getByTestId("summary-total")).toContainText(total);
    const summary = (await page.getByTestId("summary-amount-due").boundingBox())!;
    expect(summary.x).toBeGreaterThanOrEqual(0);
    expect(summary.x + summary.width).toBeLessThanOrEqual(phone.width);

    const placeOrder = page.getByRole("button", { name: "تأكيد الطلب" });
    await expect(placeOrder).toBeEnabled();
    const [orderRequest, orderResponse] = await Promise.all([
      page.waitForRequest((sent) => sent.method() === "POST" && new URL(sent.url()).pathname === "/api/orders"),
      page.waitForResponse((answer) => answer.request().method() === "POST" && new URL(answer.url()).pathname === "/api/orders"),
      placeOrder.click(),
    ]);
    expect(orderRequest.postDataJSON()).toMatchObject({ useStoreCredit: true });
    expect(orderResponse.status()).toBe(201);
    const placed = (await orderResponse.json()) as { id: string; orderNumber: number; totalAmount: string; storeCreditUsed: string; amountDue: string };
    expect(placed).toMatchObject({ totalAmount: total, storeCreditUsed: "50.00", amountDue: due });
    await expect(toasts(page, "ar").getByText("تم تقديم الطلب بنجاح")).toBeVisible();

    // Her order page: the credit it took and the cash to hand over.
    await page.goto(`/account/orders/${placed.id}`);
    await expect(page.getByText("مدفوع من رصيد المتجر")).toBeVisible();
    await expect(page.getByTestId("cod-amount")).toContainText(due);

    // Her account's Store credit: nothing left, the goodwill and the spending, newest first.
    await page.goto("/account/store-credit");
    await expect(page.getByRole("heading", { name: "رصيد المتجر", level: 1 })).toBeVisible();
    await expect(page.getByTestId("store-credit-balance")).toContainText("0.00");
    const entries = page.getByTestId("store-credit-entry");
    await expect(entries).toHaveCount(2);
    await expect(entries.nth(0)).toHaveAttribute("data-kind", "spent");
    await expect(entries.nth(0)).toContainText(`الطلب رقم ${placed.orderNumber}`);
    await expect(entries.nth(1)).toHaveAttribute("data-kind", "added");
    await expect(entries.nth(1)).toContainText("من فريقنا");
  });
});
