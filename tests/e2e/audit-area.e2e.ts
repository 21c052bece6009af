import { expect, test } from "@playwright/test";
import { createAuditor } from "./support/auditor";
import { accessibilityFindings } from "./support/axe";
import { createProduct, signInApiAsAdmin, uniqueLabel } from "./support/orders";
import { uniqueEmail } from "./support/accounts";
import { preferEnglish, registerThroughApi, signIn, signInAsAdmin } from "./support/pages";

test.beforeEach(async ({ page }) => {
  await preferEnglish(page);
});

test("an auditor finds who changed an order's status and when, sees the order as it was before, and cannot change it", async ({
  page,
  playwright,
  baseURL,
}) => {
  // An order placed by a shopper and confirmed by the admin.
  const admin = await playwright.request.newContext({ baseURL });
  await signInApiAsAdmin(admin);
  const product = await createProduct(admin, {
    nameEn: uniqueLabel("Linen Abaya"),
    nameAr: uniqueLabel("عباية كتان"),
    variants: [{ size: "M", color: "Sand", price: "180.00", stock: 20 }],
  });
  const shopper = await playwright.request.newContext({ baseURL });
  const recipient = uniqueLabel("Noura");
  expect((await shopper.post("/api/auth/register", { data: { name: "Noura", email: `${Date.now()}-noura@example.com`, password: "secret-123" } })).status()).toBe(201);
  const placed = await shopper.post("/api/orders", {
    data: {
      items: [{ productId: product.id, variantId: product.variants[0]!.id, quantity: 1 }],
      shippingName: recipient,
      shippingPhone: "+971 50 123 4567",
      shippingCity: "Dubai",
      shippingAddressLine1: "Villa 9, Jumeirah",
    },
  });
  expect(placed.status()).toBe(201);
  const order = (await placed.json()) as { id: string; orderNumber: number };
  expect((await admin.patch(`/api/orders/${order.id}/status`, { data: { status: "confirmed" } })).status()).toBe(200);
  const auditor = await createAuditor(admin);
  await Promise.all([admin.dispose(), shopper.dispose()]);

  // Signing in lands in the audit area, in its own shell.
  await signIn(page, auditor.email, auditor.password);
  await expect(page).toHaveURL(/\/audit\/orders$/);
  await expect(page.getByRole("heading", { name: "Orders", level: 1 })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Audit trail" }).getByRole("link", { name: "Event log" })).toBeVisible();

  // Finds the order by its number and opens its timeline.
  await page.getByLabel("Order number, name or phone").fill(`#${order.orderNumber}`);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/q=%23/);
  const rows = page.getByTestId("audit-order-row");
  await expect(rows).toHaveCount(1);
  await rows.getByRole("link", { name: `Timeline of order #${order.orderNumber}` }).click();
  await expect(page).toHaveURL(new RegExp(`/audit/orders/${order.id}$`));
  await expect(page.getByRole("heading", { name: `Order #${order.orderNumber}` })).toBeVisible();

  const entries = page.getByTestId("audit-timeline-entry");
  await expect(entries).toHaveCount(2);
  const change = entries.filter({ hasText: "Status changed" });
  // Under its title, what happened in plain words.
  await expect(change.getByTestId("audit-timeline-sentence")).toHaveText(`Order #${order.orderNumber} moved from Placed to Confirmed`);
  // Names and addresses are isolated direction runs (U+2068…U+2069) inside the sentence.
  await expect(change.getByTestId("audit-actor")).toHaveText(/^By .*admin@store\.test\u2069? \(administrator\)$/);
  // When: the moment recorded, to the second.
  await expect(change.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  await expect(change.locator("time")).toHaveText(/\d{1,2}:\d{2}:\d{2}/);
  await expect(page.getByTestId("audit-state-status")).toHaveAttribute("data-status", "confirmed");

  // The order as it stood right after it was placed, before the admin confirmed it.
  await entries.filter({ hasText: "Order placed" }).getByRole("button", { name: "See the order right after this" }).click();
  await expect(page).toHaveURL(/asOf=/);
  await expect(page.getByTestId("audit-state-status")).toHaveAttribute("data-status", "placed");
  await expect(page.getByRole("heading", { name: /^As it stood at / })).toBeVisible();
  await expect(entries).toHaveCount(1);
  await page.getByRole("button", { name: "Now", exact: true }).click();
  await expect(page.getByTestId("audit-state-status")).toHaveAttribute("data-status", "confirmed");

  // Nothing here changes anything, and the store refuses the auditor's writes.
  await expect(page.getByRole("combobox", { name: /Status of order/ })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /Delete/ })).toHaveCount(0);
  const refused = await page.evaluate(async (id) => {
    const response = await fetch(`/api/orders/${id}/status`, {
      method: "PATCH",
      credentials: "include",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ status: "delivered" }),
    });
    return { status: response.status, admin: (await fetch("/api/admin/orders", { credentials: "include" })).status };
  }, order.id);
  expect(refused).toEqual({ status: 403, admin: 403 });
  await page.reload();
  await expect(page.getByTestId("audit-state-status")).toHaveAttribute("data-status", "confirmed");
  // The same events in the log, each with its position.
  await page.getByRole("link", { name: "All of its events in the event log" }).click();
  await expect(page).toHaveURL(new RegExp(`/audit/log\\?streamId=order-${order.id}$`));
  await expect(page.getByTestId("audit-log-row")).toHaveCount(2);
  await expect(page.getByTestId("audit-log-row").first()).toContainText(`Order #${order.orderNumber} moved from Placed to Confirmed`);
  // The back office's screens send an auditor back to the audit area.
  await page.goto("/admin/orders");
  await expect(page).toHaveURL(/\/audit\/orders$/);
});

test("the event log filters, exports what it shows, and the seal can be noted; in Arabic too", async ({ page, playwright, baseURL }) => {
  // Two accessibility scans and a CSV download on top of the pages.
  test.setTimeout(90_000);
  const admin = await playwright.request.newContext({ baseURL });
  await signInApiAsAdmin(admin);
  const auditor = await createAuditor(admin);
  await admin.dispose();
  await signIn(page, auditor.email, auditor.password);
  await expect(page).toHaveURL(/\/audit\/orders$/);

  await page.getByRole("navigation", { name: "Audit trail" }).getByRole("link", { name: "Event log" }).click();
  await expect(page.getByRole("heading", { name: "Event log", level: 1 })).toBeVisible();
  await page.getByLabel("Event type").selectOption("UserRegistered");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/type=UserRegistered/);
  const rows = page.getByTestId("audit-log-row");
  await expect(rows.first()).toBeVisible();
  for (const type of await rows.evaluateAll((all) => all.map((row) => row.getAttribute("data-type")))) expect(type).toBe("UserRegistered");
  await expect(rows.filter({ hasText: auditor.email }).filter({ hasText: /Maryam Auditor\u2069? registered/ })).toHaveCount(1);

  expect(await accessibilityFindings(page)).toEqual([]);

  const exportLink = page.getByRole("link", { name: "Export CSV" });
  const href = await exportLink.getAttribute("href");
  expect(href).toBe("/api/audit/events.csv?type=UserRegistered");
  const csv = await page.request.get(href!);
  expect(csv.status()).toBe(200);
  const body = await csv.body();
  expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(body.toString("utf8")).toContain(auditor.email);

  // Back to the unfiltered log: the fields follow the address.
  await page.goBack();
  await expect(page).not.toHaveURL(/type=/);
  await expect(page.getByLabel("Event type")).toHaveValue("");
  const registered = page.locator('[data-testid="audit-log-row"][data-type="UserRegistered"]').first();
  await expect(registered).toBeVisible();
  // Its kind and its record in plain words, not by their code names.
  await expect(registered.getByTestId("audit-log-type")).toHaveText("Account registered");
  await expect(registered.getByTestId("audit-log-entity")).toHaveText("Account");
  await expect(registered).not.toContainText("UserRegistered");
  // The store's bookkeeping (an email claimed at each sign-up) only when asked for (the Arabic journey below asks).
  await expect(page.locator('[data-testid="audit-log-row"][data-type="EmailClaimed"]')).toHaveCount(0);

  await page.getByRole("navigation", { name: "Audit trail" }).getByRole("link", { name: "Seal" }).click();
  await expect(page.getByTestId("seal-hash")).toHaveText(/^[0-9a-f]{64}$/);
  await expect(page.getByTestId("seal-position")).toHaveText(/^\d+$/);

  await page.getByRole("button", { name: "العربية" }).click();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { name: "الختم", level: 1 })).toBeVisible();
  await expect(page.getByText("البصمة (SHA-256)")).toBeVisible();
  expect(await accessibilityFindings(page)).toEqual([]);
});

test("in Arabic, the log says who gave whom a role in plain words, hides the bookkeeping until asked, and the seal explains its numbers", async ({
  page,
  playwright,
  baseURL,
}) => {
  // Three accounts set up, two pages read in both states of the switch, and two accessibility scans.
  test.setTimeout(90_000);
  const admin = await playwright.request.newContext({ baseURL });
  await signInApiAsAdmin(admin);
  // A new account the admin makes an auditor: the change the log must put into words.
  const mariam = await playwright.request.newContext({ baseURL });
  const name = uniqueLabel("Mariam");
  expect((await mariam.post("/api/auth/register", { data: { name, email: uniqueEmail("mariam"), password: "secret-123" } })).status()).toBe(201);
  const mariamId = ((await (await mariam.get("/api/auth/me")).json()) as { id: string }).id;
  const made = await admin.patch(`/api/admin/users/${mariamId}/role`, { data: { role: "auditor" } });
  expect(made.status(), await made.text()).toBe(200);
  // (Registering the auditor signs this context in as her: the admin's calls come first.)
  const auditor = await createAuditor(admin);
  await Promise.all([admin.dispose(), mariam.dispose()]);

  await signIn(page, auditor.email, auditor.password);
  await expect(page).toHaveURL(/\/audit\/orders$/);
  await page.getByRole("button", { name: "العربية" }).click();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await page.getByRole("navigation", { name: "سجل التدقيق" }).getByRole("link", { name: "سجل الأحداث" }).click();
  await expect(page.getByRole("heading", { name: "سجل الأحداث", level: 1 })).toBeVisible();

  // The role change in words: who (the admin) made whom (Mariam, by today's name) an auditor.
  const rows = page.getByTestId("audit-log-row");
  const ofType = (type: string) => page.locator(`[data-testid="audit-log-row"][data-type="${type}"]`);
  const roleChange = ofType("UserRoleChanged").filter({ hasText: name });
  await expect(roleChange).toHaveCount(1);
  await expect(roleChange.getByTestId("audit-log-sentence")).toHaveText(new RegExp(`^منح .+ دور المدقق إلى \u2068${name}\u2069$`));
  // Her registration too, without a code name in place of a sentence.
  await expect(rows.filter({ hasText: `سجّل \u2068${name}\u2069` })).toHaveCount(1);
  // Its kind and its record in plain words: the staff roles, not "user-roles" nor "UserRoleChanged".
  await expect(roleChange.getByTestId("audit-log-type")).toHaveText("تغيير الدور الوظيفي لحساب");
  await expect(roleChange.getByTestId("audit-log-entity")).toHaveText("أدوار الموظفين");
  await expect(roleChange).not.toContainText("UserRoleChanged");
  await expect(roleChange.getByRole("button", { name: "أحداث هذا السجل فقط (أدوار الموظفين)" })).toBeVisible();

  // The bookkeeping of her sign-up (her email claimed) is not listed, nor offered as a type, until asked for.
  const listedTypes = () => rows.evaluateAll((all) => all.map((row) => row.getAttribute("data-type")));
  expect(await listedTypes()).not.toContain("EmailClaimed");
  const typeField = page.getByLabel("نوع الحدث");
  await expect(typeField.locator('option[value="EmailClaimed"]')).toHaveCount(0);
  // The filters list plain names: each kind of event and each kind of record in words.
  await expect(typeField.locator('option[value="UserRoleChanged"]')).toHaveText("تغيير الدور الوظيفي لحساب");
  await expect(typeField.locator('option[value="OrderPlaced"]')).toHaveText("تقديم طلب");
  const entityField = page.getByLabel("نوع الكيان");
  await expect(entityField.locator('option[value="user-roles"]')).toHaveText("أدوار الموظفين");
  await expect(entityField.locator('option[value="checkout-key"]')).toHaveCount(0);
  for (const label of await typeField.locator("option").allTextContents()) expect(label).not.toMatch(/^[A-Z][a-z]+[A-Z]/);
  const showInternal = page.getByRole("checkbox", { name: "إظهار الأحداث الداخلية" });
  await expect(showInternal).not.toBeChecked();
  await showInternal.press("Space");
  await expect(showInternal).toBeChecked();
  await page.getByRole("button", { name: "تطبيق التصفية" }).click();
  await expect(page).toHaveURL(/internal=1/);
  await expect(ofType("EmailClaimed").first().getByTestId("audit-log-sentence")).toHaveText(/^حُجز البريد /);
  await expect(typeField.locator('option[value="EmailClaimed"]')).toHaveText("حجز بريد إلكتروني لحساب");
  await expect(entityField.locator('option[value="checkout-key"]')).toHaveText("مفتاح إعادة محاولة الطلب");
  await typeField.selectOption("EmailClaimed");
  await page.getByRole("button", { name: "تطبيق التصفية" }).click();
  await expect(page).toHaveURL(/type=EmailClaimed/);
  for (const type of await listedTypes()) expect(type).toBe("EmailClaimed");
  expect(await accessibilityFindings(page)).toEqual([]);

  // The seal says what its position and count mean.
  await page.getByRole("navigation", { name: "سجل التدقيق" }).getByRole("link", { name: "الختم" }).click();
  await expect(page.getByTestId("seal-explained")).toHaveText(/^يغطي الختم أول .+ في السجل، حتى الموضع .+\. المواضع أرقام السجل نفسه، وتتخطى أرقامًا لم تُعتمد قط/);
  expect(await accessibilityFindings(page)).toEqual([]);
});

test("an admin opens the audit area from the back office and finds the way back", async ({ page }) => {
  await signInAsAdmin(page);
  await page.getByRole("navigation", { name: "Management" }).getByRole("link", { name: "Audit" }).click();
  await expect(page).toHaveURL(/\/audit\/orders$/);
  await expect(page.getByRole("heading", { name: "Orders", level: 1 })).toBeVisible();
  await page.getByRole("link", { name: "Back office" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test("visitors opening /audit are sent to sign in; customers are told it is for staff, with a way home", async ({ page }) => {
  await page.goto("/audit/log");
  await expect(page).toHaveURL(/\/login$/);
  await registerThroughApi(page, { name: "Customer", email: uniqueEmail("customer"), password: "secret-123" });
  await page.goto("/audit/orders");
  await expect(page.getByRole("heading", { level: 1, name: "This area is for staff" })).toBeVisible();
  await expect(page).toHaveURL(/\/audit\/orders$/);
  await expect(page.getByText("Event log")).toHaveCount(0);
  await page.getByRole("link", { name: "Back to the shop" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("on a phone the audit area's menu is a drawer and its tables fit the screen", async ({ page, playwright, baseURL }) => {
  const admin = await playwright.request.newContext({ baseURL });
  await signInApiAsAdmin(admin);
  const auditor = await createAuditor(admin);
  await admin.dispose();
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, auditor.email, auditor.password);
  await expect(page).toHaveURL(/\/audit\/orders$/);

  await page.getByRole("button", { name: "Toggle Sidebar" }).click();
  const drawer = page.getByRole("dialog", { name: "Audit menu" });
  await drawer.getByRole("link", { name: "Event log" }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole("heading", { name: "Event log", level: 1 })).toBeVisible();
  await expect(page.getByTestId("audit-log-row").first()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
