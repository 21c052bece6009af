import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { simpleParser } from "mailparser";
import { uniqueEmail } from "./support/accounts";
import { cartLine, createProduct, fillShipping, seedCart, signInApiAsAdmin, type TestProduct, uniqueLabel } from "./support/orders";
import { registerThroughApi, toasts } from "./support/pages";

/*
 * Delivery fees, the free-delivery amount and coupons as a shopper meets them (ADR 066), in Arabic on her phone: the
 * header's strip and the cart name the store's amount, checkout prices delivery for the emirate she picks, a coupon
 * takes its discount off, and the order charges exactly what the summary showed. The suites share one store: the
 * delivery terms are put back to none at the end, and each coupon has a code of its own.
 */

const phone = { width: 390, height: 844 };

const arabicLabels = {
  name: "الاسم الكامل",
  phone: "رقم الهاتف",
  city: "المدينة",
  address1: "العنوان (السطر الأول)",
};

/** What the store charges for delivery when nothing is set: every emirate free, no free-delivery amount. */
const noDeliveryTerms = { zones: [], freeDeliveryOver: null };

async function putDelivery(request: APIRequestContext, terms: object): Promise<void> {
  const response = await request.put("/api/admin/delivery", { data: terms });
  expect(response.status(), `PUT /api/admin/delivery ${await response.text()}`).toBe(200);
}

/** A coupon with a code no other test uses, e.g. "SAVE-K3J9X2". */
async function createCoupon(request: APIRequestContext, terms: { kind: string; value: string | null }): Promise<string> {
  const code = `SAVE-${Date.now().toString(36).toUpperCase()}${Math.random().toString(36).slice(2, 5).toUpperCase()}`;
  const response = await request.post("/api/admin/coupons", { data: { code, ...terms, active: true } });
  expect(response.status(), `POST /api/admin/coupons ${await response.text()}`).toBe(201);
  return code;
}

interface Amounts {
  subtotal: string;
  discount: string;
  deliveryFee: string;
  codFee: string;
  totalAmount: string;
}

const amountsOf = ({ subtotal, discount, deliveryFee, codFee, totalAmount }: Amounts): Amounts => ({
  subtotal,
  discount,
  deliveryFee,
  codFee,
  totalAmount,
});

/** Every answer the page got to `POST /api/cart/quote`, with what it asked. */
function recordQuotes(page: Page): Array<{ asked: Record<string, unknown>; answer: Amounts & Record<string, unknown> }> {
  const quotes: Array<{ asked: Record<string, unknown>; answer: Amounts & Record<string, unknown> }> = [];
  page.on("response", async (response) => {
    if (response.request().method() !== "POST" || new URL(response.url()).pathname !== "/api/cart/quote" || response.status() !== 200) return;
    quotes.push({ asked: response.request().postDataJSON() as Record<string, unknown>, answer: await response.json() });
  });
  return quotes;
}

/** A shopper signed in, in Arabic on her phone, with `product` in her basket. */
async function shopperWith(page: Page, product: TestProduct, quantity: number): Promise<void> {
  await page.addInitScript(() => window.localStorage.setItem("locale", "ar"));
  await page.goto("/");
  await registerThroughApi(page, { name: "Amna", email: uniqueEmail("delivery-coupon"), password: "secret-123" });
  await seedCart(page, [cartLine(product, quantity)]);
}

/** The link of the order's mail (the e2e store writes mail under DATA_DIR/mail), or null when that folder is unknown. */
async function confirmLink(orderNumber: number): Promise<string | null> {
  if (!process.env.E2E_DATA_DIR) return null;
  const mailDir = path.join(process.env.E2E_DATA_DIR, "mail");
  let file: string | undefined;
  await expect
    .poll(
      async () => {
        const names = await readdir(mailDir).catch(() => [] as string[]);
        file = names.find((name) => name.startsWith(`order-${orderNumber}.`) && name.endsWith(".order-placed.eml"));
        return file;
      },
      { message: `the mail of order #${orderNumber}`, timeout: 15_000 },
    )
    .toBeTruthy();
  const mail = await simpleParser(await readFile(path.join(mailDir, file!)));
  const token = /\/orders\/confirm\/([\w.-]+)/.exec(mail.text ?? "")?.[1];
  expect(token, "the confirm link in the order mail").toBeTruthy();
  return `/orders/confirm/${token}`;
}

test.describe("delivery fee and coupon at checkout, in Arabic on a phone", () => {
  test.use({ viewport: phone });

  test.beforeEach(async ({ request }) => {
    await signInApiAsAdmin(request);
  });

  test.afterEach(async ({ request }) => {
    // Whatever happened above, the next suites find delivery free everywhere and the spec's strip.
    await signInApiAsAdmin(request);
    await putDelivery(request, noDeliveryTerms);
  });

  test("she picks Sharjah and sees its fee and days, applies a 10% coupon and sees the discount; the order charges what the summary showed", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await putDelivery(request, { zones: [{ emirate: "sharjah", fee: "17.50", etaDays: [2, 4] }], freeDeliveryOver: "1000.00" });
    const code = await createCoupon(request, { kind: "percent", value: "10.00" });
    const abaya = await createProduct(request, {
      nameEn: uniqueLabel("Chiffon Abaya"),
      nameAr: "عباية شيفون",
      variants: [{ size: "M", color: "Sand", price: "180.00", stock: 10 }],
    });
    await shopperWith(page, abaya, 1);
    const quotes = recordQuotes(page);

    // The strip names the store's amount; the cart says how far she is from it and what delivery costs at most.
    await page.goto("/cart");
    await expect(page.getByTestId("announcement-strip")).toHaveText("توصيل مجاني للطلبات التي تتجاوز 1,000 د.إ.");
    await expect(page.getByTestId("free-delivery-note")).toContainText("أضيفي ما قيمته");
    await expect(page.getByTestId("free-delivery-note")).toContainText("820.00");
    await expect(page.getByTestId("summary-delivery")).toContainText("17.50");
    await expect(page.getByText("بحدٍّ أقصى، وتختلف حسب الإمارة")).toBeVisible();

    await page.getByRole("button", { name: "المتابعة لإتمام الطلب" }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await fillShipping(page, arabicLabels, { name: uniqueLabel("آمنة"), phone: "050 321 7788", city: "الشارقة", address1: "فيلا 9، حي القاسمية" });

    // Sharjah's fee and days.
    await expect(page.getByTestId("summary-delivery")).toContainText("17.50");
    await expect(page.getByTestId("summary-delivery-eta")).toHaveText("2–4 أيام");
    await expect(page.getByTestId("summary-discount")).toHaveCount(0);

    // The coupon, typed in small letters: the store matches it without regard to case.
    const field = page.getByLabel("رمز القسيمة");
    await field.fill(code.toLowerCase());
    await page.getByRole("button", { name: "تطبيق" }).click();
    await expect(page.getByTestId("coupon-applied")).toContainText(`تم تطبيق القسيمة ${code}`);
    // Focus goes to its Remove button, so the keyboard can take it off again.
    await expect(page.getByRole("button", { name: `إزالة القسيمة ${code}` })).toBeFocused();
    await expect(page.getByText(`الخصم (${code})`)).toBeVisible();
    await expect(page.getByTestId("summary-discount")).toContainText("18.00");

    // What the store quoted for this order: Sharjah, the coupon. The summary shows exactly that.
    const placeOrder = page.getByRole("button", { name: "تأكيد الطلب" });
    await expect(placeOrder).toBeEnabled();
    const quoted = quotes.filter(({ asked }) => asked.emirate === "sharjah" && asked.couponCode === code).at(-1)?.answer;
    expect(quoted, "a quote for Sharjah with the coupon").toBeTruthy();
    expect(quoted).toMatchObject({ subtotal: "180.00", discount: "18.00", deliveryFee: "17.50", freeDeliveryRemaining: "838.00" });
    expect(quoted!.coupon).toMatchObject({ code, kind: "percent" });
    await expect(page.getByTestId("summary-subtotal")).toContainText(quoted!.subtotal);
    await expect(page.getByTestId("summary-fee")).toContainText(quoted!.codFee);
    await expect(page.getByTestId("summary-total")).toContainText(quoted!.totalAmount);
    expect(Number(quoted!.totalAmount)).toBeCloseTo(180 - 18 + 17.5 + Number(quoted!.codFee), 2);
    // Phone first: the summary, with its coupon and delivery lines, fits the screen.
    for (const part of [page.locator("section").filter({ has: page.getByRole("heading", { name: "ملخص الطلب" }) }), page.getByTestId("coupon-applied")]) {
      const box = (await part.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(phone.width);
    }

    const [orderRequest, orderResponse] = await Promise.all([
      page.waitForRequest((sent) => sent.method() === "POST" && new URL(sent.url()).pathname === "/api/orders"),
      page.waitForResponse((answer) => answer.request().method() === "POST" && new URL(answer.url()).pathname === "/api/orders"),
      placeOrder.click(),
    ]);
    expect(orderRequest.postDataJSON()).toMatchObject({ couponCode: code, shippingCity: "الشارقة" });
    expect(orderResponse.status()).toBe(201);
    const placed = (await orderResponse.json()) as Amounts & { id: string; orderNumber: number; coupon: { code: string } | null };
    expect(amountsOf(placed)).toEqual(amountsOf(quoted!));
    expect(placed.coupon).toMatchObject({ code, kind: "percent" });
    await expect(toasts(page, "ar").getByText("تم تقديم الطلب بنجاح")).toBeVisible();

    // Her order page, and the store's answer for it, say the same.
    const mine = await page.request.get(`/api/account/orders/${placed.id}`);
    expect(mine.status()).toBe(200);
    expect(amountsOf(await mine.json())).toEqual(amountsOf(quoted!));
    await page.goto(`/account/orders/${placed.id}`);
    await expect(page.getByText(`الخصم (${code})`)).toBeVisible();
    await expect(page.getByTestId("order-discount")).toContainText("18.00");
    await expect(page.getByTestId("order-delivery-fee")).toContainText("17.50");
    await expect(page.getByTestId("cod-amount")).toContainText(quoted!.totalAmount);

    // The page her mail links to, where she confirms the order.
    const link = await confirmLink(placed.orderNumber);
    if (link) {
      await page.goto(link);
      await expect(page.getByTestId("order-discount")).toContainText("18.00");
      await expect(page.getByTestId("order-delivery-fee")).toContainText("17.50");
      await expect(page.getByTestId("confirm-total")).toContainText(quoted!.totalAmount);
    }

    // The back office lists the order with the same amounts.
    const listed = await request.get(`/api/admin/orders/${placed.id}`);
    expect(listed.status()).toBe(200);
    expect(amountsOf(await listed.json())).toEqual(amountsOf(quoted!));
  });

  test("a code the store does not know is refused in Arabic, with the keyboard, and nothing is taken off", async ({ page, request }) => {
    const dress = await createProduct(request, {
      nameEn: uniqueLabel("Linen Dress"),
      nameAr: "فستان كتان",
      variants: [{ size: "S", color: "Olive", price: "240.00", stock: 10 }],
    });
    await shopperWith(page, dress, 1);
    const orderCalls: string[] = [];
    page.on("request", (sent) => {
      if (sent.method() === "POST" && new URL(sent.url()).pathname === "/api/orders") orderCalls.push(sent.url());
    });
    await page.goto("/checkout");
    await fillShipping(page, arabicLabels, { name: uniqueLabel("آمنة"), phone: "050 321 7788", city: "دبي", address1: "شقة 3، برج الخليج" });

    const bad = `NOPE-${Date.now().toString(36).toUpperCase()}`;
    const field = page.getByLabel("رمز القسيمة");
    await field.fill(bad);
    // Enter in the field applies the code; it does not place the order.
    await field.press("Enter");
    const problem = page.getByTestId("coupon-problem");
    await expect(problem).toHaveText(`لا توجد قسيمة بالرمز ${bad}. تحققي من الرمز وحاولي مرة أخرى.`);
    await expect(problem).toHaveAttribute("role", "alert");
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAttribute("aria-describedby", (await problem.getAttribute("id"))!);
    await expect(page.getByTestId("coupon-applied")).toHaveCount(0);
    await expect(page.getByTestId("summary-discount")).toHaveCount(0);
    await expect(page.getByTestId("summary-subtotal")).toContainText("240.00");
    expect(orderCalls).toEqual([]);

    // Editing the code clears the message.
    await field.fill("");
    await expect(problem).toHaveCount(0);
  });
});
