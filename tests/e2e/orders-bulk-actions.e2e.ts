import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { uniqueEmail } from "./support/accounts";
import { createProduct, setCodFee, signInApiAsAdmin, uniqueLabel } from "./support/orders";
import { preferEnglish, signInAsAdmin, toasts } from "./support/pages";

/**
 * The packing room's batch on the orders list, in Arabic: tick orders (mouse and keyboard), mark them packed at once,
 * read the outcome, print their slips on one page, and see a refused order named with its reason.
 */

interface Placed {
  id: string;
  orderNumber: number;
}

/** Three orders of one new shopper, named `name` (the list is searched for it). */
async function placeOrders(request: APIRequestContext, shopper: APIRequestContext, name: string): Promise<Placed[]> {
  const product = await createProduct(request, {
    nameEn: uniqueLabel("Linen Kaftan"),
    nameAr: "قفطان كتان",
    variants: [{ size: "L", color: "Sand", price: "240.00", stock: 20 }],
  });
  expect((await shopper.post("/api/auth/register", { data: { name, email: uniqueEmail("bulk"), password: "secret-123" } })).status()).toBe(201);
  const orders: Placed[] = [];
  for (let i = 0; i < 3; i += 1) {
    const placed = await shopper.post("/api/orders", {
      data: {
        items: [{ productId: product.id, variantId: product.variants[0]!.id, quantity: 1, price: "240.00" }],
        shippingName: name,
        shippingPhone: "+971 55 111 2233",
        shippingCity: "Ajman",
        shippingAddressLine1: `Tower ${i + 1}, Al Nuaimiya`,
      },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    orders.push((await placed.json()) as Placed);
  }
  return orders;
}

const rowOf = (page: Page, order: Placed) => page.locator(`[data-testid="order-row"][data-order-number="${order.orderNumber}"]`);

async function statusOf(request: APIRequestContext, order: Placed): Promise<string> {
  const answer = await request.get(`/api/admin/orders/${order.id}`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { status: string }).status;
}

for (const [device, viewport] of [
  ["a phone", { width: 360, height: 740 }],
  ["a desktop", { width: 1280, height: 860 }],
] as const) {
  test(`on ${device}, in Arabic, two orders are marked packed at once and their slips print on one page`, async ({
    page,
    request,
    playwright,
    baseURL,
  }, testInfo) => {
    await page.setViewportSize(viewport);
    await preferEnglish(page);
    await signInApiAsAdmin(request);
    await setCodFee(request, "15.00");
    const name = uniqueLabel("Bulk Shopper");
    const shopper = await playwright.request.newContext({ baseURL });
    const [first, second, third] = await placeOrders(request, shopper, name);
    await shopper.dispose();
    const cancelled = await request.post(`/api/admin/orders/${third!.id}/cancel`, { data: { reason: "unreachable", note: null } });
    expect(cancelled.status()).toBe(200);

    await signInAsAdmin(page);
    await page.evaluate(() => window.localStorage.setItem("locale", "ar"));
    await page.goto(`/admin/orders?q=${encodeURIComponent(name)}`);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByTestId("order-row")).toHaveCount(3);
    await expect(page.getByTestId("bulk-bar")).toHaveCount(0);

    // One by a click, one from the keyboard (Space on the focused box).
    await rowOf(page, first!).getByTestId("order-select").click();
    const secondBox = rowOf(page, second!).getByTestId("order-select");
    await secondBox.focus();
    await page.keyboard.press("Space");
    await expect(secondBox).toHaveAttribute("data-state", "checked");
    await expect(rowOf(page, first!).getByRole("checkbox", { name: `تحديد الطلب \u2066#${first!.orderNumber}\u2069` })).toBeChecked();
    const bar = page.getByTestId("bulk-bar");
    await expect(bar.getByTestId("bulk-count")).toHaveText("تم تحديد طلبين");
    await expect(page.getByTestId("orders-select-all")).toHaveAttribute("data-state", "indeterminate");

    // Nothing on the page runs off its side, the bar included.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: testInfo.outputPath(`bulk-bar-ar-${viewport.width}.png`), fullPage: true });

    await bar.getByRole("button", { name: "تعيين «تم التغليف»" }).click();
    await expect(bar.getByTestId("bulk-summary")).toHaveText("أصبح طلبان «تم التغليف».");
    await expect(toasts(page, "ar").getByText("أصبح طلبان «تم التغليف».")).toBeVisible();
    // The list shows the new statuses without a reload; the log agrees.
    await expect(rowOf(page, first!)).toContainText("تم التغليف");
    await expect(rowOf(page, second!)).toContainText("تم التغليف");
    expect(await statusOf(request, first!)).toBe("packed");
    expect(await statusOf(request, second!)).toBe("packed");
    expect(await statusOf(request, third!)).toBe("cancelled");

    // The slips of the same two orders, one page, one slip a printed sheet.
    await bar.getByRole("link", { name: "طباعة قسائم التغليف" }).click();
    await expect(page).toHaveURL(/\/admin\/orders\/packing-slips\?ids=/);
    const slips = page.getByTestId("packing-slip");
    await expect(slips).toHaveCount(2);
    // In the list's order: newest first.
    await expect(slips.nth(0).getByRole("heading")).toContainText(String(second!.orderNumber));
    await expect(slips.nth(1).getByRole("heading")).toContainText(String(first!.orderNumber));
    await expect(page.getByRole("button", { name: "طباعة كل القسائم" })).toBeEnabled();
    await page.emulateMedia({ media: "print" });
    const breaks = await page.locator(".slip-page").evaluateAll((pages) => pages.map((element) => getComputedStyle(element).breakBefore));
    expect(breaks).toEqual(["auto", "page"]);
    await expect(page.getByTestId("slip-toolbar")).toBeHidden();
    await page.screenshot({ path: testInfo.outputPath(`packing-slips-ar-${viewport.width}.png`), fullPage: true });
    await page.emulateMedia({ media: "screen" });

    // Back on the list, every order of the page ticked at once: the cancelled one is refused and named, the others move.
    await page.getByRole("link", { name: "العودة إلى الطلبات" }).click();
    await expect(page).toHaveURL(/\/admin\/orders$/);
    await page.goto(`/admin/orders?q=${encodeURIComponent(name)}`);
    await expect(page.getByTestId("order-row")).toHaveCount(3);
    await page.getByRole("checkbox", { name: "تحديد كل الطلبات في هذه الصفحة" }).check();
    await expect(page.getByTestId("bulk-count")).toHaveText("تم تحديد 3 طلبات");
    await page.getByTestId("bulk-bar").getByRole("button", { name: "تعيين «تم الشحن»" }).click();
    const summary = page.getByTestId("bulk-summary");
    await expect(summary).toContainText("أصبح طلبان «تم الشحن».");
    await expect(summary).toContainText(`تعذّر تحديث طلب واحد: \u2066#${third!.orderNumber}\u2069 (ملغى)`);
    await expect(rowOf(page, first!)).toContainText("تم الشحن");
    await expect(rowOf(page, third!)).not.toContainText("تم الشحن");
    expect(await statusOf(request, second!)).toBe("shipped");
  });
}
