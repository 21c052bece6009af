import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { simpleParser } from "mailparser";
import { uniqueEmail } from "./support/accounts";
import { cartLine, createProduct, fillShipping, seedCart, signInApiAsAdmin, uniqueLabel, type TestProduct } from "./support/orders";
import { registerThroughApi, toasts } from "./support/pages";

/*
 * The shopper's side of an order's COD life (ADR 057), in Arabic on a phone: the link in her order mail opens a page
 * that shows her order and confirms it only when she asks; and she cancels an order from her own order page.
 */

const phone = { width: 390, height: 844 };

const arabicLabels = {
  name: "الاسم الكامل",
  phone: "رقم الهاتف",
  city: "المدينة",
  address1: "العنوان (السطر الأول)",
};

/** The placed order's mail, as the store wrote it under DATA_DIR/mail (the e2e store has no SMTP server). */
async function orderMail(orderNumber: number): Promise<{ text: string; html: string }> {
  const mailDir = path.join(process.env.E2E_DATA_DIR!, "mail");
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
  const parsed = await simpleParser(await readFile(path.join(mailDir, file!)));
  return { text: parsed.text ?? "", html: typeof parsed.html === "string" ? parsed.html : "" };
}

/** Places an order for her through the checkout page, in Arabic; answers its id, number and total. */
async function checkOut(page: Page, product: TestProduct): Promise<{ id: string; orderNumber: number; totalAmount: string }> {
  await seedCart(page, [cartLine(product, 1)]);
  await page.goto("/checkout");
  await fillShipping(page, arabicLabels, { name: uniqueLabel("مريم"), phone: "050 765 4321", city: "دبي", address1: "شقة 12، برج الندى" });
  await page.getByRole("button", { name: "تأكيد الطلب" }).click();
  await expect(toasts(page, "ar").getByText("تم تقديم الطلب بنجاح")).toBeVisible();
  const listed = await page.request.get("/api/account/orders?limit=1");
  expect(listed.status()).toBe(200);
  const [order] = (await listed.json()) as Array<{ id: string; orderNumber: number; totalAmount: string }>;
  return order!;
}

test.describe("a shopper and her order, in Arabic on a phone", () => {
  test.use({ viewport: phone });

  test.skip(!process.env.E2E_DATA_DIR, "the store's mail folder is known only for the store the tests start");

  test("the link in her order mail shows the order, confirms it when she asks, and shows it confirmed afterwards", async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(90_000);
    await signInApiAsAdmin(request);
    const abaya = await createProduct(request, {
      nameEn: uniqueLabel("Crepe Abaya"),
      nameAr: "عباية كريب",
      variants: [{ size: "L", color: "Black", price: "320.00", stock: 5 }],
    });
    await page.goto("/");
    await registerThroughApi(page, { name: "Maryam", email: uniqueEmail("confirm"), password: "secret-123" });
    const order = await checkOut(page, abaya);

    // Her mail carries the link once, in each part.
    const mail = await orderMail(order.orderNumber);
    const links = [...mail.text.matchAll(/https?:\/\/[^\s]+\/orders\/confirm\/([\w.-]+)/g)];
    expect(links).toHaveLength(1);
    expect(mail.text).toContain("تأكيد طلبي");
    const token = links[0]![1]!;
    expect(mail.html.split(`/orders/confirm/${token}`)).toHaveLength(2);

    // She opens it on her phone's mail app: a browser with no session of the store.
    const mailApp = await browser.newContext({ baseURL, viewport: phone });
    const linkPage = await mailApp.newPage();
    await linkPage.goto(`/orders/confirm/${token}`);
    await expect(linkPage.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(linkPage.getByRole("heading", { level: 1 })).toHaveText(`طلبك \u2066#${order.orderNumber}\u2069`);
    await expect(linkPage.getByTestId("confirm-item")).toContainText("عباية كريب");
    await expect(linkPage.getByText("شقة 12، برج الندى")).toBeVisible();
    // The COD fee is the store's at the time (other suites set it): the total she was charged.
    await expect(linkPage.getByTestId("confirm-total")).toContainText(order.totalAmount);
    // Opening the page confirmed nothing.
    const status = linkPage.getByTestId("confirm-status");
    await expect(status).toHaveAttribute("data-status", "placed");
    await expect(linkPage.getByRole("button", { name: "إلغاء طلبي" })).toBeVisible();
    // Phone first: nothing wider than the screen.
    expect(await linkPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);

    await linkPage.getByRole("button", { name: "تأكيد طلبي" }).click();
    await expect(status).toHaveAttribute("data-status", "confirmed");
    await expect(status).toContainText("تم تأكيد طلبك");
    await expect(linkPage.getByRole("button", { name: "تأكيد طلبي" })).toHaveCount(0);

    // Opened again later: confirmed, with nothing left to confirm.
    await linkPage.reload();
    await expect(status).toHaveAttribute("data-status", "confirmed");
    await expect(status).toContainText("هذا الطلب مؤكَّد");
    await expect(linkPage.getByRole("button", { name: "تأكيد طلبي" })).toHaveCount(0);

    // Her order page says so too.
    await page.goto(`/account/orders/${order.id}`);
    await expect(page.getByTestId("order-status")).toHaveText("مؤكَّد");

    // A link altered by one character is refused with a message in her language.
    const altered = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    await linkPage.goto(`/orders/confirm/${altered}`);
    await expect(linkPage.getByRole("heading", { level: 1 })).toHaveText("هذا الرابط لا يعمل");
    await mailApp.close();
  });

  test("she cancels an order from her order page, after saying yes in the dialog", async ({ page, request }) => {
    test.setTimeout(90_000);
    await signInApiAsAdmin(request);
    const hijab = await createProduct(request, {
      nameEn: uniqueLabel("Chiffon Hijab"),
      nameAr: "حجاب شيفون",
      variants: [{ size: null, color: "Rose", price: "45.00", stock: 5 }],
    });
    await page.goto("/");
    await registerThroughApi(page, { name: "Huda", email: uniqueEmail("cancel"), password: "secret-123" });
    const order = await checkOut(page, hijab);

    await page.goto(`/account/orders/${order.id}`);
    await expect(page.getByTestId("order-status")).toHaveText("تم الطلب");
    await page.getByRole("button", { name: "إلغاء الطلب", exact: true }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText(`إلغاء الطلب \u2066#${order.orderNumber}\u2069؟`);
    // "Keep my order" leaves it as it was.
    await dialog.getByRole("button", { name: "الإبقاء على طلبي" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId("order-status")).toHaveText("تم الطلب");

    await page.getByRole("button", { name: "إلغاء الطلب", exact: true }).click();
    await dialog.getByLabel("السبب (اختياري)").fill("طلبت المقاس الخطأ");
    await dialog.getByRole("button", { name: "نعم، ألغيه" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(toasts(page, "ar").getByText(`تم إلغاء الطلب \u2066#${order.orderNumber}\u2069`)).toBeVisible();
    await expect(page.getByTestId("order-status")).toHaveText("ملغى");
    const cancelled = page.getByTestId("status-timeline").locator('[data-status="cancelled"]');
    await expect(cancelled).toHaveAttribute("aria-current", "step");
    await expect(page.getByRole("button", { name: "إلغاء الطلب", exact: true })).toHaveCount(0);
    await expect(page.getByTestId("cod-amount")).toHaveCount(0);

    // Reloaded: still cancelled, with no way to cancel again.
    await page.reload();
    await expect(page.getByTestId("order-status")).toHaveText("ملغى");
    await expect(page.getByRole("button", { name: "إلغاء الطلب", exact: true })).toHaveCount(0);
  });
});
