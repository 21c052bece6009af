import { type APIRequestContext, expect, test } from "@playwright/test";
import { adminAccount } from "./support/accounts";
import { signInApiAsAdmin } from "./support/orders";
import { preferEnglish, signInAsAdmin, toasts } from "./support/pages";

/*
 * The back office's delivery fees and coupons (ADR 066): an admin sets Sharjah's fee and days and a free-delivery
 * threshold and finds them after a reload; in Arabic on her phone she reads the emirates in Arabic and a refusal by
 * its field. She creates a coupon, finds it in the list, is told at the code field that a second coupon cannot take
 * the same code in another case, changes its limit and deactivates it. The suites share one store: the delivery
 * terms are put back as they were at the end (a coupon cannot be deleted; the one made here is left inactive).
 */

const phone = { width: 390, height: 844 };

interface DeliveryTerms {
  zones: { emirate: string; fee: string; etaDays: [number, number] }[];
  freeDeliveryOver: string | null;
}

async function deliveryTerms(request: APIRequestContext): Promise<DeliveryTerms> {
  const response = await request.get("/api/admin/delivery");
  expect(response.status(), `GET /api/admin/delivery ${await response.text()}`).toBe(200);
  const { zones, freeDeliveryOver } = (await response.json()) as DeliveryTerms;
  return { zones, freeDeliveryOver };
}

async function putDeliveryTerms(request: APIRequestContext, terms: DeliveryTerms): Promise<void> {
  const response = await request.put("/api/admin/delivery", { data: terms });
  expect(response.status(), `PUT /api/admin/delivery ${await response.text()}`).toBe(200);
}

const uniqueCode = () => `E2E-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase();

test.describe("delivery fees", () => {
  let original: DeliveryTerms | undefined;

  test.beforeEach(async ({ request }) => {
    await signInApiAsAdmin(request);
    original = await deliveryTerms(request);
  });

  test.afterEach(async ({ request }) => {
    // Whatever happened above, the next suites find the delivery terms as they were.
    if (!original) return;
    await signInApiAsAdmin(request);
    await putDeliveryTerms(request, original);
  });

  test("an admin sets Sharjah's fee and days and a free-delivery threshold, and finds them after a reload", async ({ page, request }) => {
    await preferEnglish(page);
    await signInAsAdmin(page);
    await page.getByRole("link", { name: "Delivery fees" }).click();
    await expect(page).toHaveURL(/\/admin\/delivery$/);
    await expect(page.getByRole("heading", { level: 1, name: "Delivery fees" })).toBeVisible();

    const form = page.getByTestId("delivery-form");
    await expect(form.getByRole("group")).toHaveCount(7);
    const sharjah = form.getByRole("group", { name: "Sharjah" });
    const fee = sharjah.getByLabel("Delivery fee (AED)");
    const threshold = form.getByLabel("Free delivery on orders from (AED)");

    // What the form cannot send is named at its field, and nothing is sent.
    const puts: string[] = [];
    page.on("request", (sent) => {
      if (sent.method() === "PUT" && new URL(sent.url()).pathname === "/api/admin/delivery") puts.push(sent.url());
    });
    await fee.fill("abc");
    await sharjah.getByLabel("Fastest (days)").fill("5");
    await sharjah.getByLabel("Slowest (days)").fill("2");
    await form.getByRole("button", { name: "Save delivery fees" }).click();
    await expect(fee).toHaveAttribute("aria-invalid", "true");
    await expect(sharjah).toContainText("Enter an amount in AED, e.g. 15 or 12.50 (0 for free delivery)");
    await expect(sharjah).toContainText("The fastest time cannot be longer than the slowest");
    await expect(form.getByRole("alert")).toHaveText("Correct the marked fields.");
    expect(puts).toEqual([]);

    await fee.fill("18.5");
    await sharjah.getByLabel("Fastest (days)").fill("2");
    await sharjah.getByLabel("Slowest (days)").fill("4");
    await threshold.fill("350");
    await form.getByRole("button", { name: "Save delivery fees" }).click();
    await expect(toasts(page).getByText("Delivery fees saved")).toBeVisible();
    await expect(fee).toHaveValue("18.50");
    await expect(fee).not.toHaveAttribute("aria-invalid", "true");

    await page.reload();
    await expect(fee).toHaveValue("18.50");
    await expect(sharjah.getByLabel("Fastest (days)")).toHaveValue("2");
    await expect(sharjah.getByLabel("Slowest (days)")).toHaveValue("4");
    await expect(threshold).toHaveValue("350.00");
    await expect(form.getByRole("group", { name: "Dubai" }).getByLabel("Delivery fee (AED)")).toHaveValue(
      original!.zones.find((zone) => zone.emirate === "dubai")!.fee,
    );
    const saved = await deliveryTerms(request);
    expect(saved.zones.find((zone) => zone.emirate === "sharjah")).toEqual({ emirate: "sharjah", fee: "18.50", etaDays: [2, 4] });
    expect(saved.freeDeliveryOver).toBe("350.00");

    // An empty threshold is no free delivery at all.
    await threshold.fill("");
    await form.getByRole("button", { name: "Save delivery fees" }).click();
    await expect(toasts(page).getByText("Delivery fees saved").first()).toBeVisible();
    await expect.poll(async () => (await deliveryTerms(request)).freeDeliveryOver).toBeNull();
  });

  test("in Arabic on a phone, the emirates read in Arabic and the store's refusal of a fee shows at that fee", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, viewport: phone });
    await context.addInitScript(() => window.localStorage.setItem("locale", "ar"));
    const login = await context.request.post("/api/auth/login", { data: adminAccount });
    expect(login.status()).toBe(200);
    const page = await context.newPage();
    // The store refuses the next save, naming Sharjah's fee (the third zone), as a 400 of PUT /api/admin/delivery does.
    await page.route("**/api/admin/delivery", async (route) => {
      if (route.request().method() !== "PUT") return route.continue();
      return route.fulfill({
        status: 400,
        contentType: "application/json",
        body: JSON.stringify({ message: "Invalid delivery terms", code: "invalid_delivery", errors: { "zones.2.fee": ["Not an amount"] } }),
      });
    });
    await page.goto("/admin/delivery");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1, name: "رسوم التوصيل" })).toBeVisible();
    const sharjah = page.getByRole("group", { name: "الشارقة" });
    const fee = sharjah.getByLabel("رسوم التوصيل (د.إ.)");
    await fee.fill("12");
    await page.getByRole("button", { name: "حفظ رسوم التوصيل" }).click();
    await expect(fee).toHaveAttribute("aria-invalid", "true");
    await expect(sharjah).toContainText("أدخل مبلغًا بالدرهم، مثل 15 أو 12.50 (0 للتوصيل المجاني)");
    await expect(sharjah).not.toContainText("Not an amount");
    await expect(page.getByRole("group", { name: "دبي" }).getByLabel("رسوم التوصيل (د.إ.)")).not.toHaveAttribute("aria-invalid", "true");
    // Phone first: the row fits the screen.
    const box = await sharjah.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(phone.width);
    await context.close();
  });
});

test("an admin creates a coupon, finds it in the list, cannot give its code to a second one, changes it and deactivates it", async ({ page, request }) => {
  test.setTimeout(90_000);
  await signInApiAsAdmin(request);
  const code = uniqueCode();

  await preferEnglish(page);
  await signInAsAdmin(page);
  await page.getByRole("link", { name: "Coupons" }).click();
  await expect(page).toHaveURL(/\/admin\/coupons$/);
  await expect(page.getByRole("heading", { level: 1, name: "Coupons" })).toBeVisible();

  await page.getByRole("button", { name: "New coupon" }).click();
  const dialog = page.getByRole("dialog", { name: "New coupon" });
  await dialog.getByLabel("Code").fill(code.toLowerCase());
  // Free delivery takes no value: its field goes while that kind is chosen.
  await dialog.getByLabel("Kind").selectOption({ label: "Free delivery" });
  await expect(dialog.getByLabel("Percentage off (%)")).toHaveCount(0);
  await dialog.getByLabel("Kind").selectOption({ label: "Percentage off" });
  await dialog.getByLabel("Percentage off (%)").fill("15");
  await dialog.getByLabel("Minimum order (AED)").fill("200");
  await dialog.getByLabel("Ends").fill("2030-12-31T23:30");
  await dialog.getByLabel("Uses in all").fill("100");
  await dialog.getByLabel("Uses per customer").fill("1");
  const created = page.waitForResponse((answer) => new URL(answer.url()).pathname === "/api/admin/coupons" && answer.request().method() === "POST");
  await dialog.getByRole("button", { name: "Create coupon" }).click();
  expect((await created).status()).toBe(201);
  await expect(toasts(page).getByText("Coupon created")).toBeVisible();
  await expect(dialog).toHaveCount(0);

  const row = page.locator(`[data-testid="coupon-row"][data-code="${code}"]`);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(code);
  await expect(row).toContainText("Percentage off");
  await expect(row.getByTestId("coupon-value")).toHaveText("15%");
  await expect(row).toContainText("200.00 AED");
  await expect(row.getByTestId("coupon-uses")).toContainText("0 / 100");
  await expect(row.getByTestId("coupon-uses")).toContainText("Up to 1 per customer");
  await expect(row.getByTestId("coupon-status")).toHaveText("Active");
  await expect(page.getByTestId("list-shown")).toBeVisible();
  // Stored upper-case, the percentage as "15.00", the end as the instant the admin's clock showed.
  const storedCoupon = async () => {
    const listed = (await (await request.get(`/api/admin/coupons?q=${code}`)).json()) as { code: string; endsAt: string | null; value: string | null }[];
    const coupon = listed.find((candidate) => candidate.code === code);
    return coupon ? { value: coupon.value, endsAt: coupon.endsAt ? Date.parse(coupon.endsAt) : null } : null;
  };
  await expect.poll(storedCoupon).toEqual({ value: "15.00", endsAt: new Date(2030, 11, 31, 23, 30).getTime() });

  // The same code in another case belongs to that coupon: the refusal is shown at the code field.
  await page.getByRole("button", { name: "New coupon" }).click();
  await dialog.getByLabel("Code").fill(code.toLowerCase());
  await dialog.getByLabel("Kind").selectOption({ label: "Amount off" });
  await dialog.getByLabel("Amount off (AED)").fill("20");
  const refused = page.waitForResponse((answer) => new URL(answer.url()).pathname === "/api/admin/coupons" && answer.request().method() === "POST");
  await dialog.getByRole("button", { name: "Create coupon" }).click();
  expect((await refused).status()).toBe(409);
  const codeField = dialog.getByLabel("Code");
  await expect(codeField).toHaveAttribute("aria-invalid", "true");
  await expect(codeField).toHaveAccessibleDescription("Another coupon already has this code");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.locator(`[data-testid="coupon-row"][data-code="${code}"]`)).toHaveCount(1);

  // Its terms change; its code does not.
  await row.getByRole("button", { name: `Edit ${code}` }).click();
  const edit = page.getByRole("dialog", { name: `Edit coupon ${code}` });
  await expect(edit.getByLabel("Code")).toHaveValue(code);
  await expect(edit.getByLabel("Code")).toHaveAttribute("readonly", "");
  await expect(edit.getByLabel("Ends")).toHaveValue("2030-12-31T23:30");
  await edit.getByLabel("Uses in all").fill("50");
  await edit.getByRole("button", { name: "Save coupon" }).click();
  await expect(toasts(page).getByText("Coupon saved")).toBeVisible();
  await expect(row.getByTestId("coupon-uses")).toContainText("0 / 50");

  await row.getByRole("button", { name: `Deactivate ${code}` }).click();
  await expect(toasts(page).getByText("Coupon deactivated")).toBeVisible();
  await expect(row.getByTestId("coupon-status")).toHaveText("Inactive");
  await expect(row.getByRole("button", { name: `Activate ${code}` })).toBeVisible();
  await page.reload();
  await expect(row.getByTestId("coupon-status")).toHaveText("Inactive");
});
