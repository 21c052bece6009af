import { type APIRequestContext, expect, test } from "@playwright/test";
import { uniqueEmail } from "./support/accounts";
import { cartLine, createProduct, fillShipping, seedCart, signInApiAsAdmin, type TestProduct, uniqueLabel } from "./support/orders";
import { preferEnglish, registerThroughApi, signInAsAdmin, toasts } from "./support/pages";

/*
 * Who may pay on delivery (ADR 059): an admin tries a maximum order on the last 90 days, sees what it would have
 * refused, and saves it through a confirmation; a shopper in Arabic on her phone reads why cash on delivery is not
 * offered to her basket before she presses the button, which stays disabled; the admin then clears the rules.
 * The suites share one store: every total is read from the store, and the rules are put back to none at the end.
 */

const phone = { width: 390, height: 844 };

const noRules = { minOrder: null, maxOrder: null, maxOrderNewCustomer: null, unavailableEmirates: [], refusalLimit: null };

const englishLabels = { name: "Full name", phone: "Phone", city: "City", address1: "Address line 1" };

const arabicLabels = {
  name: "الاسم الكامل",
  phone: "رقم الهاتف",
  city: "المدينة",
  address1: "العنوان (السطر الأول)",
};

async function putRules(request: APIRequestContext, rules: object): Promise<void> {
  const response = await request.put("/api/admin/cod-rules", { data: rules });
  expect(response.status(), `PUT /api/admin/cod-rules ${await response.text()}`).toBe(200);
}

/** A shopper's order of one unit, placed through the API; its total is the store's (price and today's COD fee). */
async function placedOrder(request: APIRequestContext, product: TestProduct, shippingName: string) {
  const variant = product.variants[0]!;
  const response = await request.post("/api/orders", {
    headers: { "Idempotency-Key": crypto.randomUUID() },
    data: {
      items: [{ productId: product.id, variantId: variant.id, quantity: 1, price: variant.price }],
      shippingName,
      shippingPhone: "050 444 1212",
      shippingCity: "Dubai",
      shippingAddressLine1: "Villa 7, Al Wasl",
    },
  });
  expect(response.status(), `POST /api/orders ${await response.text()}`).toBe(201);
  return (await response.json()) as { id: string; orderNumber: number; totalAmount: string };
}

test.beforeEach(async ({ request }) => {
  await signInApiAsAdmin(request);
  await putRules(request, noRules);
});

test.afterEach(async ({ request }) => {
  // Whatever happened above, the next suites find cash on delivery open to every order.
  await signInApiAsAdmin(request);
  await putRules(request, noRules);
});

test("an admin tries a maximum order on the history and saves it; a shopper in Arabic on her phone reads why COD is refused before ordering", async ({
  page,
  browser,
  request,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000);
  // Any maximum below the price is below the total too: the COD fee only adds to it.
  const maximum = "300.00";
  const abaya = await createProduct(request, {
    nameEn: uniqueLabel("Embroidered Abaya"),
    nameAr: "عباية مطرزة",
    variants: [{ size: "M", color: "Navy", price: "420.00", stock: 20 }],
  });

  // An order of the last days the maximum would have refused.
  const shopperApi = await playwright.request.newContext({ baseURL });
  const registered = await shopperApi.post("/api/auth/register", { data: { name: "Noor", email: uniqueEmail("codrules"), password: "secret-123" } });
  expect(registered.status()).toBe(201);
  const earlier = await placedOrder(shopperApi, abaya, uniqueLabel("Noor"));
  await shopperApi.dispose();
  const rules = { ...noRules, maxOrder: maximum };
  // The trial reads the order history's read model: wait until it holds that order.
  await expect
    .poll(
      async () => {
        const trial = await request.post("/api/admin/cod-rules/simulate", { data: { rules } });
        expect(trial.status()).toBe(200);
        const { orders } = (await trial.json()) as { orders: { orderId: string }[] };
        return orders.some((order) => order.orderId === earlier.id);
      },
      { message: "the trial meets the order just placed", timeout: 15_000 },
    )
    .toBe(true);

  // (a) The admin, in English, from the navigation.
  await preferEnglish(page);
  await signInAsAdmin(page);
  await page.getByRole("link", { name: "COD rules" }).click();
  await expect(page).toHaveURL(/\/admin\/cod-rules$/);
  await expect(page.getByRole("heading", { level: 1, name: "Cash on delivery rules" })).toBeVisible();
  const form = page.getByTestId("cod-rules-form");
  await form.getByLabel("Maximum order (AED)").fill("300");

  await form.getByRole("button", { name: "Try on the last 90 days" }).click();
  const trial = page.getByTestId("cod-simulation");
  await expect(trial.getByRole("heading", { name: "These rules on the last 90 days" })).toBeVisible();
  await expect(trial.getByTestId("sim-would-refuse")).not.toHaveText("0");
  await expect(trial.getByTestId("sim-chart")).toContainText("Above the maximum");
  const row = trial.getByTestId("sim-order-row").filter({ has: page.getByRole("link", { name: `Open order #${earlier.orderNumber}` }) });
  // Newest first, so the order just placed is on the first page of the table.
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Above the maximum");
  await expect(row).toContainText("Still open");

  await form.getByRole("button", { name: "Save rules" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Save these COD rules?" });
  await expect(confirm).toContainText("From the next order on, checkout offers cash on delivery only as these rules allow.");
  await expect(confirm.getByTestId("sim-would-refuse")).toHaveText(await trial.getByTestId("sim-would-refuse").innerText());
  await confirm.getByRole("button", { name: "Save rules" }).click();
  await expect(toasts(page).getByText("COD rules saved")).toBeVisible();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByTestId("cod-rules-current")).toContainText("300.00 AED");
  const saved = (await (await request.get("/api/admin/cod-rules")).json()) as { maxOrder: string | null };
  expect(saved.maxOrder).toBe(maximum);

  // (b) A shopper in Arabic on her phone, with that abaya in her basket.
  const shopperContext = await browser.newContext({ baseURL, viewport: phone });
  await shopperContext.addInitScript(() => window.localStorage.setItem("locale", "ar"));
  const shopper = await shopperContext.newPage();
  await shopper.goto("/");
  await registerThroughApi(shopper, { name: "Huda", email: uniqueEmail("codrules-ar"), password: "secret-123" });
  await seedCart(shopper, [cartLine(abaya, 1)]);
  const orderCalls: string[] = [];
  shopper.on("request", (sent) => {
    if (sent.method() === "POST" && new URL(sent.url()).pathname === "/api/orders") orderCalls.push(sent.url());
  });
  await shopper.goto("/checkout");
  await fillShipping(shopper, arabicLabels, { name: uniqueLabel("هدى"), phone: "050 765 1234", city: "أبوظبي", address1: "شقة 4، برج الواحة" });

  const notice = shopper.getByTestId("cod-unavailable");
  await expect(notice).toBeVisible();
  await expect(notice).toHaveAttribute("data-reason", "above_maximum");
  await expect(notice).toContainText("الدفع عند الاستلام غير متاح لهذا الطلب");
  await expect(notice).toContainText("الدفع عند الاستلام متاح حتى");
  await expect(notice).toContainText("300.00");
  await expect(notice).toContainText("أزيلي ما قيمته");
  const placeOrder = shopper.getByRole("button", { name: "تأكيد الطلب" });
  await expect(placeOrder).toBeDisabled();
  await expect(placeOrder).toHaveAttribute("aria-describedby", (await notice.getAttribute("id"))!);
  // Phone first: the notice fits the screen.
  const box = await notice.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(phone.width);
  expect(orderCalls).toEqual([]);
  await shopperContext.close();

  // The admin clears the rules: every field empty is no rule at all.
  await form.getByLabel("Maximum order (AED)").fill("");
  await form.getByRole("button", { name: "Save rules" }).click();
  await expect(confirm.getByTestId("sim-would-refuse")).toHaveText("0");
  await confirm.getByRole("button", { name: "Save rules" }).click();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByTestId("cod-rules-current")).toContainText("No rules: every order may be paid on delivery.");
  const cleared = (await (await request.get("/api/admin/cod-rules")).json()) as typeof noRules;
  expect(cleared).toMatchObject(noRules);
});

test("an admin blocks cash on delivery for one customer from her page; her order already on screen is refused with the reason", async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const shawl = await createProduct(request, {
    nameEn: uniqueLabel("Silk Shawl"),
    nameAr: "شال حرير",
    variants: [{ size: null, color: "Rose", price: "95.00", stock: 20 }],
  });
  const name = uniqueLabel("Reem");
  const email = uniqueEmail("codblock");

  // She fills in her checkout while cash on delivery is still open to her.
  const shopperContext = await browser.newContext({ baseURL });
  await shopperContext.addInitScript(() => window.localStorage.setItem("locale", "en"));
  const shopper = await shopperContext.newPage();
  await shopper.goto("/");
  await registerThroughApi(shopper, { name, email, password: "secret-123" });
  await seedCart(shopper, [cartLine(shawl, 1)]);
  await shopper.goto("/checkout");
  await fillShipping(shopper, englishLabels, { name, phone: "050 321 7788", city: "Ajman", address1: "Villa 2, Al Nuaimiya" });
  const placeOrder = shopper.getByRole("button", { name: "Place order" });
  await expect(placeOrder).toBeEnabled();
  await expect(shopper.getByTestId("cod-unavailable")).toHaveCount(0);

  // Meanwhile staff block cash on delivery for her.
  await preferEnglish(page);
  await signInAsAdmin(page);
  await page.goto(`/admin/customers?q=${encodeURIComponent(email)}`);
  const row = page.getByTestId("customer-row");
  await expect(row).toHaveCount(1);
  await expect(row.locator("[data-cod-status]")).toHaveText("Automatic");
  await expect(row.getByTestId("customer-refusals")).toHaveText("0");
  await page.getByRole("link", { name: `Open ${name}` }).click();

  const standing = page.getByTestId("cod-standing");
  await expect(standing.getByTestId("cod-status")).toHaveText("Automatic");
  await expect(standing).toContainText("None of her deliveries was refused.");
  await standing.getByLabel("COD status").selectOption({ label: "Blocked" });
  await standing.getByLabel("Note (optional)").fill("Asked us to stop cash orders");
  await standing.getByRole("button", { name: "Save COD status" }).click();
  await expect(toasts(page).getByText("COD status saved")).toBeVisible();
  await expect(standing.getByTestId("cod-status")).toHaveText("Blocked");
  await expect(standing).toContainText("Note: Asked us to stop cash orders");
  await expect(standing.getByRole("button", { name: "Save COD status" })).toBeDisabled();

  await page.getByRole("link", { name: "All customers" }).click();
  await page.getByLabel("Search customers").fill(email);
  await expect(row).toHaveCount(1);
  await expect(row.locator("[data-cod-status]")).toHaveText("Blocked");

  // Her order is refused (409 cod_unavailable): the reason shows as it would have before, and the button stays off.
  const answer = shopper.waitForResponse((response) => new URL(response.url()).pathname === "/api/orders" && response.request().method() === "POST");
  await placeOrder.click();
  expect((await answer).status()).toBe(409);
  const notice = shopper.getByTestId("cod-unavailable");
  await expect(notice).toHaveAttribute("data-reason", "customer_blocked");
  await expect(notice).toContainText("Cash on delivery is not available for your account. Please contact us to place this order.");
  await expect(placeOrder).toBeDisabled();
  await shopperContext.close();
});
