import { expect, test, type Page } from "@playwright/test";
import { uniqueEmail } from "./support/accounts";
import { createProduct, signInApiAsAdmin, uniqueLabel } from "./support/orders";
import { registerThroughApi } from "./support/pages";
import { chooseLanguage } from "./support/storefront";

// Shoppers on their phones, in Arabic: the review form only for one who received the piece, and its stars on its card.
test.use({ viewport: { width: 390, height: 844 } });

test.beforeEach(async ({ page }) => {
  await chooseLanguage(page, "ar");
});

async function newProduct(request: import("@playwright/test").APIRequestContext) {
  await signInApiAsAdmin(request);
  const product = await createProduct(request, {
    nameEn: uniqueLabel("Linen Abaya"),
    nameAr: uniqueLabel("عباية كتان"),
    variants: [{ size: "M", color: "Sand", price: "260.00", stock: 20 }],
  });
  return product as typeof product & { categoryId: string };
}

/** Calls the API from the page, with her session. */
async function fromPage(page: Page, method: string, url: string, body?: unknown) {
  return page.evaluate(
    async ({ method, url, body }) => {
      const response = await fetch(url, {
        method,
        credentials: "include",
        headers: body === undefined ? undefined : { "Content-Type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: await response.text() };
    },
    { method, url, body },
  );
}

/** Her order of the product, placed from the page with her session; its id. */
async function order(page: Page, product: { id: string; variants: { id: string }[] }, name: string): Promise<string> {
  const placed = await fromPage(page, "POST", "/api/orders", {
    items: [{ productId: product.id, variantId: product.variants[0]!.id, quantity: 1 }],
    shippingName: name,
    shippingPhone: "050 765 4321",
    shippingCity: "دبي",
    shippingAddressLine1: "فيلا 7",
    locale: "ar",
  });
  expect(placed.status).toBe(201);
  return (JSON.parse(placed.body) as { id: string }).id;
}

const form = (page: Page) => page.getByRole("button", { name: "انشري التقييم" });

test("a shopper who never bought the piece reads who may review it, with no form; a visitor is asked to sign in", async ({ page, request }) => {
  const product = await newProduct(request);
  await page.goto(`/product/${product.slug}`);
  await expect(page.getByRole("link", { name: "سجّلي الدخول لتقييم هذه القطعة" })).toBeVisible();
  await expect(form(page)).toHaveCount(0);

  await registerThroughApi(page, { name: uniqueLabel("هدى سالم"), email: uniqueEmail("never-bought"), password: "secret-123" });
  await page.goto(`/product/${product.slug}`);
  await expect(page.getByTestId("review-eligibility")).toHaveText("يمكن تقييم هذه القطعة فقط لمن استلمتها.");
  await expect(form(page)).toHaveCount(0);
  await expect(page.getByRole("link", { name: "سجّلي الدخول لتقييم هذه القطعة" })).toHaveCount(0);
});

test("a shopper whose order was delivered gets the form at the reviews; once she rated, the card and the title show the stars", async ({ page, request }) => {
  const product = await newProduct(request);
  const name = uniqueLabel("نورة علي");
  await page.goto("/");
  await registerThroughApi(page, { name, email: uniqueEmail("delivered"), password: "secret-123" });
  const orderId = await order(page, product, name);
  const delivered = await request.patch(`/api/orders/${orderId}/status`, { data: { status: "delivered" } });
  expect(delivered.status()).toBe(200);

  // Where her mail and her notification lead: the page's reviews, with the form.
  await page.goto(`/product/${product.slug}#reviews`);
  await expect(form(page)).toBeVisible();
  await expect(page.locator("#reviews")).toBeInViewport();
  await expect(page.getByTestId("review-eligibility")).toHaveCount(0);
  // No reviews yet: no stars beside the title, none on the card.
  await expect(page.getByTestId("product-rating")).toHaveCount(0);

  await page.locator("label").filter({ hasText: "4 نجوم" }).click();
  await form(page).click();
  await expect(page.getByTestId("review")).toHaveCount(1);
  await expect(form(page)).toHaveCount(0);

  await page.reload();
  const title = page.getByTestId("product-rating");
  await expect(title).toHaveCount(1);
  await expect(title).toContainText("4 من 5، تقييم واحد");
  await expect(page.getByTestId("review-eligibility")).toHaveText("لقد قيّمتِ هذه القطعة. شكرًا لكِ.");

  // Drawn already in the page's first view, before the app runs, where the app then draws it.
  const firstView = await (await request.get(`/shop?category=${product.categoryId}`)).text();
  expect(firstView).toMatch(/<span aria-hidden="true" class="font-semibold text-foreground">4<\/span><span aria-hidden="true" class="text-muted-foreground">\(1\)<\/span>/);

  await page.goto(`/shop?category=${product.categoryId}`);
  const card = page.getByRole("article").filter({ hasText: product.nameAr });
  await expect(card).toHaveCount(1);
  const stars = card.getByTestId("product-rating");
  await expect(stars).toBeVisible();
  await expect(stars).toContainText("4 من 5، تقييم واحد");
  // Said in words within the card's link, for a screen reader.
  await expect(card.getByRole("link").first()).toContainText("4 من 5، تقييم واحد");
});
