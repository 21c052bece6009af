import { readFile } from "node:fs/promises";
import { type APIRequestContext, expect, type PlaywrightWorkerArgs, test } from "@playwright/test";
import { uniqueEmail } from "./support/accounts";
import { createProduct, signInApiAsAdmin, type TestProduct, uniqueLabel } from "./support/orders";
import { preferEnglish, signInAsAdmin } from "./support/pages";

/** A shopper of her own (the hourly order limit is per shopper), signed in through the API. */
async function shopper(playwright: PlaywrightWorkerArgs["playwright"], baseURL: string | undefined) {
  const context = await playwright.request.newContext({ baseURL });
  const registered = await context.post("/api/auth/register", {
    data: { name: "Shopper", email: uniqueEmail("lists"), password: "secret-123" },
  });
  expect(registered.status()).toBe(201);
  return context;
}

async function placeOrder(customer: APIRequestContext, product: TestProduct, shippingName: string) {
  const variant = product.variants[0]!;
  const response = await customer.post("/api/orders", {
    headers: { "Idempotency-Key": crypto.randomUUID() },
    data: {
      items: [{ productId: product.id, variantId: variant.id, quantity: 1, price: variant.price }],
      shippingName,
      shippingPhone: "+971 50 765 4321",
      shippingCity: "Dubai",
      shippingAddressLine1: "Villa 3, Al Wasl",
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string; orderNumber: number };
}

test("the orders page pages on the server, filters, takes live orders at the top and exports a CSV", async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await preferEnglish(page);
  await signInApiAsAdmin(request);
  const product = await createProduct(request, {
    nameEn: uniqueLabel("Paging Abaya"),
    nameAr: "عباية",
    variants: [{ size: "M", color: "Black", price: "100.00", stock: 500 }],
  });
  // 55 orders named with one tag, 5 per shopper (the hourly limit), the first three then confirmed.
  const tag = uniqueLabel("Paged").replace(/\s+/g, "");
  const placed: { id: string; orderNumber: number }[] = [];
  for (let customerIndex = 0; customerIndex < 11; customerIndex += 1) {
    const customer = await shopper(playwright, baseURL);
    for (let n = 0; n < 5; n += 1) placed.push(await placeOrder(customer, product, `${tag} ${placed.length + 1}`));
    await customer.dispose();
  }
  for (const order of placed.slice(0, 3)) {
    const changed = await request.patch(`/api/orders/${order.id}/status`, { data: { status: "confirmed" } });
    expect(changed.status()).toBe(200);
  }

  await signInAsAdmin(page);
  await page.goto("/admin/orders");
  await expect(page.getByTestId("live-status")).toHaveAttribute("data-status", "connected");
  await page.getByLabel("Search", { exact: true }).fill(tag);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${tag}`));
  const rows = page.getByTestId("order-row");
  await expect(page.getByTestId("orders-total")).toHaveText("55 orders");
  await expect(rows).toHaveCount(50);
  await expect(page.getByTestId("list-shown")).toHaveText("Showing 50 of 55");
  // Newest first: the last order placed is on top.
  await expect(rows.first()).toContainText(`${tag} 55`);

  await page.getByRole("button", { name: "Load more" }).click();
  await expect(rows).toHaveCount(55);
  await expect(rows.last()).toContainText(`${tag} 1`);
  await expect(page.getByRole("button", { name: "Load more" })).toHaveCount(0);

  // A new order that matches arrives at the top by itself; one that does not stays away.
  const late = await shopper(playwright, baseURL);
  await placeOrder(late, product, uniqueLabel("Someone else"));
  const arrived = await placeOrder(late, product, `${tag} 56`);
  await expect(rows.first()).toHaveAttribute("data-order-number", String(arrived.orderNumber));
  await expect(page.getByTestId("orders-total")).toHaveText("56 orders");
  await expect(rows).toHaveCount(56);
  await expect(rows.filter({ hasText: "Someone else" })).toHaveCount(0);

  // Only the confirmed ones.
  await page.getByLabel("Status", { exact: true }).selectOption("confirmed");
  await expect(page).toHaveURL(/[?&]status=confirmed/);
  await expect(page.getByTestId("orders-total")).toHaveText("3 orders");
  await expect(rows).toHaveCount(3);
  await expect(page.getByRole("button", { name: "Load more" })).toHaveCount(0);
  await expect(rows.first()).toContainText(`${tag} 3`);

  // The export takes the same filters: three lines, one per item, after the header.
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^orders_confirmed_\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!);
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = csv.subarray(3).toString("utf8").trim().split("\r\n");
  expect(lines).toHaveLength(4);
  expect(lines.slice(1).map((line) => line.split(",")[3])).toEqual([`${tag} 3`, `${tag} 2`, `${tag} 1`]);
  await late.dispose();
});

test("the products page searches and filters on the server and shows the total", async ({ page, request }) => {
  await preferEnglish(page);
  await signInApiAsAdmin(request);
  const tag = uniqueLabel("Listed").replace(/\s+/g, "");
  await createProduct(request, { nameEn: `${tag} Plenty`, nameAr: "عباية", variants: [{ size: "M", color: null, price: "90.00", stock: 30 }] });
  await createProduct(request, { nameEn: `${tag} Sold out`, nameAr: "عباية", variants: [{ size: "M", color: null, price: "90.00", stock: 0 }] });
  await createProduct(request, { nameEn: `${tag} Low`, nameAr: "عباية", variants: [{ size: "M", color: null, price: "90.00", stock: 3 }] });

  await signInAsAdmin(page);
  await page.goto("/admin/products");
  await page.getByLabel("Search", { exact: true }).fill(tag);
  const rows = page.getByTestId("product-row");
  await expect(page.getByTestId("products-total")).toHaveText("3 products");
  await expect(rows).toHaveCount(3);
  await page.getByLabel("Stock", { exact: true }).selectOption("out");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`${tag} Sold out`);
  await page.getByLabel("Stock", { exact: true }).selectOption("low");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`${tag} Low`);
  await expect(page.getByTestId("products-total")).toHaveText("1 product");
  // The filters live in the address: a reload shows the same rows.
  await page.reload();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`${tag} Low`);
});
