import { expect, test, type Page } from "@playwright/test";
import { uniqueEmail } from "./support/accounts";
import { cartLine, createProduct, ordersNamed, seedCart, signInApiAsAdmin, uniqueLabel } from "./support/orders";
import { registerThroughApi } from "./support/pages";
import { chooseLanguage } from "./support/storefront";

// A shopper on her phone, in Arabic: her saved address at checkout, her hearts across sign-in, her review.
test.use({ viewport: { width: 390, height: 844 } });

test.beforeEach(async ({ page }) => {
  await chooseLanguage(page, "ar");
});

async function newProduct(request: import("@playwright/test").APIRequestContext, nameAr: string) {
  await signInApiAsAdmin(request);
  return createProduct(request, {
    nameEn: uniqueLabel("Crepe Abaya"),
    nameAr,
    variants: [{ size: "M", color: "Black", price: "240.00", stock: 20 }],
  });
}

/** Chooses her stars as she would: by tapping the star (its label), the radio button itself being hidden. */
const chooseStars = (page: Page, stars: string) => page.locator("label").filter({ hasText: stars }).click();

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

test("she saves an address in her account and checks out with it, filled in for her", async ({ page, request }) => {
  const product = await newProduct(request, uniqueLabel("عباية كريب"));
  const name = uniqueLabel("مريم");
  await page.goto("/");
  await registerThroughApi(page, { name, email: uniqueEmail("address"), password: "secret-123" });

  await page.goto("/account/addresses");
  await expect(page.getByRole("heading", { name: "عناويني" })).toBeVisible();
  await page.getByRole("button", { name: "أضيفي عنوانًا" }).click();
  await page.getByLabel("الاسم الكامل").fill(name);
  await page.getByLabel("رقم الهاتف").fill("050 123 4567");
  await page.getByLabel("الإمارة").selectOption({ label: "دبي" });
  await page.getByLabel("العنوان (السطر الأول)").fill("فيلا 12، شارع 5، البرشاء");
  await page.getByRole("button", { name: "حفظ العنوان" }).click();
  const saved = page.getByTestId("saved-address");
  await expect(saved).toHaveCount(1);
  await expect(saved).toContainText(name);
  await expect(saved).toContainText("الافتراضي");
  await expect(saved).toContainText("دبي");

  await seedCart(page, [cartLine(product, 1)]);
  await page.goto("/checkout");
  await expect(page.getByLabel("الاسم الكامل")).toHaveValue(name);
  await expect(page.getByLabel("رقم الهاتف")).toHaveValue("050 123 4567");
  await expect(page.getByLabel("المدينة")).toHaveValue("دبي");
  await expect(page.getByLabel("العنوان (السطر الأول)")).toHaveValue("فيلا 12، شارع 5، البرشاء");
  await expect(page.getByLabel("التوصيل إلى عنوان محفوظ")).toBeVisible();
  await page.getByRole("button", { name: "تأكيد الطلب" }).click();
  await expect(page).toHaveURL(/\/$/);

  const [order] = await ordersNamed(request, name);
  expect(order).toMatchObject({ shippingName: name, shippingPhone: "+971501234567", shippingCity: "دبي" });
});

test("at checkout she types a new address and saves it to her account with the order", async ({ page, request }) => {
  const product = await newProduct(request, uniqueLabel("حجاب"));
  const name = uniqueLabel("نور");
  await page.goto("/");
  await registerThroughApi(page, { name, email: uniqueEmail("address-new"), password: "secret-123" });
  await seedCart(page, [cartLine(product, 1)]);
  await page.goto("/checkout");
  await page.getByLabel("الاسم الكامل").fill(name);
  await page.getByLabel("رقم الهاتف").fill("04 123 4567");
  await page.getByLabel("المدينة").selectOption({ label: "الشارقة" });
  await page.getByLabel("العنوان (السطر الأول)").fill("برج 3، المجاز");
  await page.getByRole("checkbox", { name: "احفظي هذا العنوان في حسابي" }).check();
  await page.getByRole("button", { name: "تأكيد الطلب" }).click();
  await expect(page).toHaveURL(/\/$/);

  await expect
    .poll(async () => JSON.parse((await fromPage(page, "GET", "/api/account/addresses")).body))
    .toMatchObject([{ name, phone: "+97141234567", city: "sharjah", addressLine1: "برج 3، المجاز", isDefault: true }]);
});

test("she hearts a piece as a visitor, signs in, and finds it in her wishlist", async ({ page, request }) => {
  const nameAr = uniqueLabel("عباية مطرزة");
  const product = await newProduct(request, nameAr);
  const email = uniqueEmail("wishlist");
  // An account made elsewhere; in this browser she is a visitor until she signs in.
  await page.goto("/");
  await registerThroughApi(page, { name: "هدى", email, password: "secret-123" });
  await fromPage(page, "POST", "/api/auth/logout");

  await page.goto(`/product/${product.slug}`);
  const heart = page.getByRole("main").getByRole("button", { name: "أضيفي إلى المفضلة" });
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  expect(await page.evaluate(() => window.localStorage.getItem("wishlist"))).toContain(product.id);

  await page.goto(`/login?next=${encodeURIComponent("/account/wishlist")}`);
  await page.getByLabel("اسم المستخدم").fill(email);
  await page.getByLabel("كلمة المرور").fill("secret-123");
  await page.getByRole("button", { name: "دخول" }).click();
  await expect(page).toHaveURL(/\/account\/wishlist$/);
  const item = page.getByTestId("wishlist-item");
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(nameAr);
  await expect(item).toContainText("متوفر");
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem("wishlist"))).toBeNull();

  // Saved in her account, not only in this browser.
  const listed = JSON.parse((await fromPage(page, "GET", "/api/account/wishlist")).body) as { productId: string }[];
  expect(listed.map((entry) => entry.productId)).toEqual([product.id]);
});

test("once her order is delivered she reviews the piece, and the page shows her review and the average", async ({ page, request }) => {
  const product = await newProduct(request, uniqueLabel("فستان"));
  // The shop names her by her first name and the initial of her last one.
  const firstName = uniqueLabel("سلمى").replace(" ", "-");
  const name = `${firstName} كريم`;
  await page.goto("/");
  await registerThroughApi(page, { name, email: uniqueEmail("review"), password: "secret-123" });
  const placed = await fromPage(page, "POST", "/api/orders", {
    items: [{ productId: product.id, variantId: product.variants[0]!.id, quantity: 1 }],
    shippingName: name,
    shippingPhone: "050 765 4321",
    shippingCity: "دبي",
    shippingAddressLine1: "فيلا 4",
    locale: "ar",
  });
  expect(placed.status).toBe(201);
  const orderId = (JSON.parse(placed.body) as { id: string }).id;

  await page.goto(`/product/${product.slug}`);
  await expect(page.getByText("لا توجد تقييمات بعد. يمكن لمن استلمت هذه القطعة أن تقيّمها.")).toBeVisible();
  // Before delivery the form is not offered: a line says who may review, in Arabic.
  await expect(page.getByTestId("review-eligibility")).toHaveText("يمكن تقييم هذه القطعة فقط لمن استلمتها.");
  await expect(page.getByRole("button", { name: "انشري التقييم" })).toHaveCount(0);

  const delivered = await request.patch(`/api/orders/${orderId}/status`, { data: { status: "delivered" } });
  expect(delivered.status()).toBe(200);

  await page.reload();
  await chooseStars(page, "4 نجوم");
  await expect(page.getByRole("radio", { name: "4 نجوم" })).toBeChecked();
  await page.getByLabel("تعليق").fill("قماش ناعم ومقاس مضبوط");
  await page.getByRole("button", { name: "انشري التقييم" }).click();
  const review = page.getByTestId("review");
  await expect(review).toHaveCount(1);
  await expect(review).toContainText(`${firstName} ك.`);
  await expect(review).not.toContainText(name);
  await expect(review).toContainText("قماش ناعم ومقاس مضبوط");
  await expect(page.getByTestId("rating-summary")).toContainText("4 من 5");
  await expect(page.getByTestId("rating-summary")).toContainText("تقييم واحد");
  await expect(page.getByRole("button", { name: "انشري التقييم" })).toHaveCount(0);
  await expect(page.getByTestId("review-eligibility")).toHaveText("لقد قيّمتِ هذه القطعة. شكرًا لكِ.");
});
