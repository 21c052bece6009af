import { expect, type Page, test } from "@playwright/test";
import { uniqueEmail } from "./support/accounts";
import { cartLine, createProduct, seedCart, signInApiAsAdmin, uniqueLabel } from "./support/orders";
import { registerThroughApi } from "./support/pages";

/*
 * Pages opened straight from an address that only the app draws (web/src/app/direct-pages.ts): what shows before
 * the app's code has run, and what moves once it has. On a phone, as Lighthouse's mobile run sees them.
 */
test.use({ viewport: { width: 412, height: 823 } });

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(page: Page, selector: string): Promise<Box> {
  const element = page.locator(selector).first();
  await expect(element).toBeVisible();
  const box = await element.boundingBox();
  expect(box, selector).not.toBeNull();
  return box!;
}

/** A registered shopper in this page's browser with one order placed. */
async function shopperWithAnOrder(page: Page, request: Parameters<typeof signInApiAsAdmin>[0]) {
  await signInApiAsAdmin(request);
  const product = await createProduct(request, {
    nameEn: uniqueLabel("Linen Abaya"),
    nameAr: "عباية كتان",
    variants: [{ size: "M", color: "Sand", price: "180.00", stock: 5 }],
  });
  await page.goto("/");
  await registerThroughApi(page, { name: uniqueLabel("Maryam"), email: uniqueEmail("direct"), password: "secret-123" });
  return product;
}

test("checkout's heading shows before the app's code has run, where the page then draws it", async ({ page, request }) => {
  const product = await shopperWithAnOrder(page, request);
  await seedCart(page, [cartLine(product, 1)]);

  // The entry runs; the app's own code never arrives.
  await page.route(/\/assets\/(main|client)-[^/]*\.js$/, (route) => route.abort());
  await page.goto("/checkout");
  const early = page.locator("#root [aria-busy] > div").filter({ hasText: "إتمام الطلب" });
  await expect(early).toBeVisible();
  const first = await boxOf(page, "#root [aria-busy] > div:last-child > div");
  await page.unrouteAll();

  await page.goto("/checkout");
  const rendered = await boxOf(page, "main h1");
  await expect(page.locator("main h1")).toHaveText("إتمام الطلب");
  for (const side of ["x", "y", "width", "height"] as const) expect(Math.abs(first[side] - rendered[side]), side).toBeLessThan(1);
});

test("her orders page opens with her orders drawn, the footer below the first screen, and nothing moving", async ({ page, request }) => {
  const product = await shopperWithAnOrder(page, request);
  const placed = await page.evaluate(
    async (body) => (await fetch("/api/orders", { method: "POST", credentials: "include", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) })).status,
    {
      items: [{ productId: product.id, variantId: product.variants[0]!.id, quantity: 1 }],
      shippingName: "Maryam",
      shippingPhone: "+971 50 123 4567",
      shippingCity: "Dubai",
      shippingAddressLine1: "Villa 12, Street 34",
    },
  );
  expect(placed, "POST /api/orders").toBe(201);

  // Every layout shift of the load, as Lighthouse counts them (those right after input aside).
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  // Her orders answer slowly, as on a phone's network: a list drawn after the page would push what is below it.
  await page.route("**/api/account/orders?*", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await page.goto("/account");
  await expect(page.getByTestId("account-order")).toHaveCount(1);
  await page.waitForTimeout(500);
  const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
  expect(shifts.reduce((sum, value) => sum + value, 0), "layout shift").toBeLessThan(0.001);
  const footer = await boxOf(page, "footer");
  expect(footer.y, "the footer's top").toBeGreaterThanOrEqual(823);
});
