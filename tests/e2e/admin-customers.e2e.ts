import { type APIRequestContext, expect, test } from "@playwright/test";
import { uniqueEmail } from "./support/accounts";
import { createProduct, setCodFee, signInApiAsAdmin, uniqueLabel } from "./support/orders";
import { preferEnglish, signInAsAdmin, toasts } from "./support/pages";

/** Registers accounts straight through the API, one after another (so their join order is known); each gets its own cookie jar. */
async function registerMany(newContext: () => Promise<APIRequestContext>, names: readonly string[]) {
  const made: { name: string; email: string; context: APIRequestContext }[] = [];
  for (const name of names) {
    const context = await newContext();
    const email = uniqueEmail("customer");
    const response = await context.post("/api/auth/register", { data: { name, email, password: "secret-123" } });
    expect(response.status(), `register ${name}`).toBe(201);
    made.push({ name, email, context });
  }
  return made;
}

test.beforeEach(async ({ page, request }) => {
  await preferEnglish(page);
  await signInApiAsAdmin(request);
  await setCodFee(request, "15.00");
});

test("the admin finds customers by name or email page by page, opens one, and changes her role", async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  // Fifty-two registrations hash fifty-two passwords first.
  test.setTimeout(150_000);
  const marker = uniqueLabel("Paging").replace(" ", "");
  const accounts = await registerMany(
    () => playwright.request.newContext({ baseURL }),
    Array.from({ length: 52 }, (_, index) => `${marker} Shopper ${index + 1}`),
  );
  const buyer = accounts[7]!;
  const product = await createProduct(request, {
    nameEn: uniqueLabel("Linen Abaya"),
    nameAr: "عباية كتان",
    variants: [{ size: "L", color: "Sand", price: "200.00", stock: 20 }],
  });
  const placed = await buyer.context.post("/api/orders", {
    data: {
      items: [{ productId: product.id, variantId: product.variants[0]!.id, quantity: 1, price: "200.00" }],
      shippingName: buyer.name,
      shippingPhone: "+971 50 111 2222",
      shippingCity: "Sharjah",
      shippingAddressLine1: "Tower 3, Flat 1204",
    },
  });
  expect(placed.status()).toBe(201);
  const { orderNumber } = (await placed.json()) as { orderNumber: number };

  await signInAsAdmin(page);
  await page.getByRole("navigation", { name: "Management" }).getByRole("link", { name: "Customers" }).click();
  await expect(page).toHaveURL(/\/admin\/customers$/);
  await expect(page.getByRole("heading", { name: "Customers" })).toBeVisible();

  await page.getByLabel("Search customers").fill(marker);
  await expect(page).toHaveURL(new RegExp(`q=${marker}`));
  await expect(page.getByTestId("customers-total")).toHaveText("Accounts: 52");
  const rows = page.getByTestId("customer-row");
  await expect(rows).toHaveCount(50);
  await expect(page.getByTestId("customers-shown")).toHaveText("Showing 50 of 52");
  // Newest first: the last registered leads.
  await expect(rows.first()).toContainText(`${marker} Shopper 52`);
  await page.getByRole("button", { name: "Load more" }).click();
  await expect(rows).toHaveCount(52);
  await expect(rows.last()).toContainText(`${marker} Shopper 1`);
  await expect(page.getByRole("button", { name: "Load more" })).toHaveCount(0);

  // By email, in capitals: one account, with her order counted.
  await page.getByLabel("Search customers").fill(buyer.email.toUpperCase());
  await expect(page.getByTestId("customers-total")).toHaveText("Accounts: 1");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("215.00 AED");
  await page.getByRole("link", { name: `Open ${buyer.name}` }).click();

  await expect(page.getByRole("heading", { name: buyer.name })).toBeVisible();
  await expect(page.getByTestId("customer-order-row")).toHaveCount(1);
  await expect(page.getByTestId("customer-order-row")).toContainText(`#${orderNumber}`);

  await page.getByLabel("Role", { exact: true }).selectOption("auditor");
  await page.getByRole("button", { name: "Change role" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(`${buyer.name} becomes Auditor and is signed out everywhere.`);
  await dialog.getByRole("button", { name: "Change role" }).click();
  await expect(toasts(page).getByText(`${buyer.name} is now Auditor.`)).toBeVisible();
  await expect(page.getByLabel("Role", { exact: true })).toHaveValue("auditor");
  await expect(page.getByRole("button", { name: "Change role" })).toBeDisabled();
  // Her session ended with the change.
  expect((await buyer.context.get("/api/auth/me")).status()).toBe(401);

  await page.getByRole("link", { name: "All customers" }).click();
  await page.getByLabel("Search customers").fill(buyer.email);
  await expect(rows.first().locator("[data-role]")).toHaveText("Auditor");
  for (const account of accounts) await account.context.dispose();
});

test("the store's only admin cannot be demoted from her own page", async ({ page, request }) => {
  const me = (await (await request.get("/api/auth/me")).json()) as { id: string };
  await signInAsAdmin(page);
  await page.goto(`/admin/customers/${me.id}`);
  await page.getByLabel("Role", { exact: true }).selectOption("customer");
  await page.getByRole("button", { name: "Change role" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Change role" }).click();
  await expect(toasts(page).getByText("The last admin cannot be given another role. Make another user an admin first.")).toBeVisible();
  expect((await request.get("/api/auth/me")).status()).toBe(200);
});
