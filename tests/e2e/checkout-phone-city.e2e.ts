import { expect, test } from "@playwright/test";
import { uniqueEmail } from "./support/accounts";
import { cartLine, createProduct, ordersNamed, seedCart, signInApiAsAdmin, uniqueLabel } from "./support/orders";
import { registerThroughApi } from "./support/pages";
import { chooseLanguage } from "./support/storefront";

test.use({ viewport: { width: 390, height: 844 } });

const emiratesAr = ["أبوظبي", "دبي", "الشارقة", "عجمان", "أم القيوين", "رأس الخيمة", "الفجيرة"];
const emiratesEn = ["Abu Dhabi", "Dubai", "Sharjah", "Ajman", "Umm Al Quwain", "Ras Al Khaimah", "Fujairah"];

async function shopperAtCheckout(page: import("@playwright/test").Page, request: import("@playwright/test").APIRequestContext, name: string) {
  await signInApiAsAdmin(request);
  const product = await createProduct(request, {
    nameEn: uniqueLabel("Linen Kaftan"),
    nameAr: "قفطان كتان",
    variants: [{ size: "M", color: "Sand", price: "180.00", stock: 20 }],
  });
  await page.goto("/");
  await registerThroughApi(page, { name, email: uniqueEmail("phone"), password: "secret-123" });
  await seedCart(page, [cartLine(product, 1)]);
  await page.goto("/checkout");
}

test("in Arabic on a phone, a phone that is no UAE number is refused in Arabic; City offers the seven emirates", async ({
  page,
  request,
}) => {
  await chooseLanguage(page, "ar");
  const name = uniqueLabel("مريم");
  await shopperAtCheckout(page, request, name);
  const orderCalls: string[] = [];
  page.on("request", (sent) => {
    if (sent.method() === "POST" && new URL(sent.url()).pathname === "/api/orders") orderCalls.push(sent.postData() ?? "");
  });

  const city = page.getByLabel("المدينة");
  await expect(city.locator("option")).toHaveText(["اختاري الإمارة", ...emiratesAr]);
  await page.getByLabel("الاسم الكامل").fill(name);
  await page.getByLabel("رقم الهاتف").fill("abc");
  await city.selectOption({ label: "الشارقة" });
  await page.getByLabel("العنوان (السطر الأول)").fill("فيلا 3، شارع 8، القاسمية");
  await page.getByRole("button", { name: "تأكيد الطلب" }).click();

  const phoneError = "أدخلي رقم هاتف متحرك أو أرضي في الإمارات، مثل 050 123 4567 أو 04 123 4567";
  await expect(page.getByText(phoneError, { exact: true })).toBeVisible();
  await expect(page.getByLabel("رقم الهاتف")).toBeFocused();
  await expect(page.getByLabel("رقم الهاتف")).toHaveAttribute("aria-invalid", "true");
  expect(orderCalls).toEqual([]);

  await page.getByLabel("رقم الهاتف").fill("+971 ٥٥ ١١١ ٢٢٢٢");
  await expect(page.getByText(phoneError, { exact: true })).toHaveCount(0);
  await page.getByRole("button", { name: "تأكيد الطلب" }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(JSON.parse(orderCalls[0]!)).toMatchObject({ shippingCity: "الشارقة", shippingPhone: "+971 ٥٥ ١١١ ٢٢٢٢" });
  expect((await ordersNamed(request, name))[0]).toMatchObject({ shippingName: name });
});

test("in English, the phone rule and the emirates read in English", async ({ page, request }) => {
  await chooseLanguage(page, "en");
  await shopperAtCheckout(page, request, uniqueLabel("Mariam"));
  await expect(page.getByLabel("City").locator("option")).toHaveText(["Choose an emirate", ...emiratesEn]);
  await page.getByLabel("Phone").fill("12345");
  await page.getByLabel("Phone").blur();
  await expect(
    page.getByText("Enter a UAE mobile or landline number, such as 050 123 4567 or 04 123 4567", { exact: true }),
  ).toBeVisible();
  await page.getByLabel("Phone").fill("04 123 4567");
  await expect(page.getByText("Enter a UAE mobile or landline number", { exact: false })).toHaveCount(0);
});
