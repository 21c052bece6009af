import { expect, type Page, test } from "@playwright/test";
import { adminAccount, uniqueEmail } from "./support/accounts";
import { cartLine, createProduct, fillShipping, seedCart, setCodFee, signInApiAsAdmin, uniqueLabel } from "./support/orders";
import { preferEnglish, registerThroughApi, signInAsAdmin, toasts } from "./support/pages";

const phone = { width: 390, height: 844 };

const arabicLabels = {
  name: "الاسم الكامل",
  phone: "رقم الهاتف",
  city: "المدينة",
  address1: "العنوان (السطر الأول)",
};

/** Marks the document, so a later check can tell that the page was never reloaded. */
const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { unreloaded: boolean }).unreloaded = true));
const stillSameDocument = (page: Page) => page.evaluate(() => (window as unknown as { unreloaded?: boolean }).unreloaded === true);

test.describe("a shopper's order after checkout, in Arabic on a phone", () => {
  test.use({ viewport: phone });

  test("she opens it from the toast, and an admin's shipping shows in its timeline and her account menu's count without a reload", async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(120_000);
    await signInApiAsAdmin(request);
    await setCodFee(request, "15.00");
    const abaya = await createProduct(request, {
      nameEn: uniqueLabel("Linen Abaya"),
      nameAr: "عباية كتان",
      variants: [{ size: "M", color: "Sand", price: "240.00", stock: 10 }],
    });

    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await registerThroughApi(page, { name: "Amal", email: uniqueEmail("account"), password: "secret-123" });
    await seedCart(page, [cartLine(abaya, 2)]);
    await page.goto("/checkout");
    const shippingName = uniqueLabel("أمل");
    await fillShipping(page, arabicLabels, { name: shippingName, phone: "050 123 4567", city: "الشارقة", address1: "فيلا 9" });
    await page.getByRole("button", { name: "تأكيد الطلب" }).click();

    // The spec's behaviour stays: the toast, the cart emptied, the home page; the toast also leads to the order.
    const toast = toasts(page, "ar");
    await expect(toast.getByText("تم تقديم الطلب بنجاح")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId("cart-count")).toHaveCount(0);
    const viewOrder = toast.getByRole("button", { name: /^عرض الطلب/ });
    await viewOrder.click();
    await expect(page).toHaveURL(/\/account\/orders\/[0-9a-f-]{36}$/);
    await markDocument(page);

    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveText(/^الطلب \u2066#\d+\u2069$/);
    const orderNumber = Number((await heading.textContent())!.replace(/\D/g, ""));
    await expect(page.getByTestId("order-status")).toHaveText("تم الطلب");
    await expect(page.getByTestId("order-item")).toContainText("عباية كتان");
    await expect(page.getByTestId("cod-amount")).toContainText("495.00");
    await expect(page.getByText(shippingName)).toBeVisible();
    const timeline = page.getByTestId("status-timeline");
    await expect(timeline.locator('[data-status="placed"]')).toHaveAttribute("data-reached", "true");
    await expect(timeline.locator('[data-status="shipped"]')).toHaveAttribute("data-reached", "false");
    await expect(page.getByTestId("account-menu-count")).toHaveCount(0);

    // An admin, in a browser of her own, marks it shipped.
    const adminContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
    const admin = await adminContext.newPage();
    await preferEnglish(admin);
    await signInAsAdmin(admin);
    await admin.goto("/admin/orders");
    const row = admin.getByTestId("order-row").filter({ hasText: shippingName });
    await row.getByTestId("order-status-select").click();
    await admin.getByRole("option", { name: "Shipped" }).click();
    await expect(toasts(admin).getByText("Order status updated successfully")).toBeVisible();
    await adminContext.close();

    // Her page follows by itself: the badge, the timeline, the count on her account menu and a toast.
    await expect(page.getByTestId("order-status")).toHaveText("تم الشحن");
    await expect(timeline.locator('[data-status="shipped"]')).toHaveAttribute("data-reached", "true");
    await expect(timeline.locator('[data-status="shipped"]')).toHaveAttribute("aria-current", "step");
    await expect(timeline.locator('[data-status="delivered"]')).toHaveAttribute("data-reached", "false");
    await expect(page.getByTestId("account-menu-count")).toHaveText("1");
    // And a toast says it, like the one she had when she ordered.
    await expect(toasts(page, "ar").getByText(`طلبك \u2066#${orderNumber}\u2069 في الطريق إليك`, { exact: false })).toBeVisible();
    expect(await stillSameDocument(page)).toBe(true);

    // On a phone the bell is in her account menu: it leads to the notification, worded in Arabic; opening it marks
    // it read and leads back to the order.
    await page.getByTestId("account-menu").click();
    await page.getByRole("menuitem", { name: /الإشعارات/ }).click();
    const notification = page.getByTestId("notification");
    await expect(notification).toHaveAttribute("data-read", "false");
    await expect(notification).toContainText(`طلبك \u2066#${orderNumber}\u2069 في الطريق إليك`);
    await expect(notification).toContainText("495.00");
    await notification.getByRole("link").click();
    await expect(page).toHaveURL(/\/account\/orders\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId("account-menu-count")).toHaveCount(0);

    // My orders lists it with its new status.
    await page.getByRole("navigation", { name: "أقسام الحساب" }).getByRole("link", { name: "طلباتي" }).click();
    const listed = page.getByTestId("account-order").filter({ hasText: `#${orderNumber}` });
    await expect(listed).toContainText("تم الشحن");
    await expect(listed).toContainText("منتجان");
    expect(await stillSameDocument(page)).toBe(true);
  });
});

test.describe("signing in returns to where the shopper was sent from", () => {
  test("a visitor sent from her account signs in and comes back to it", async ({ page }) => {
    await preferEnglish(page);
    const email = uniqueEmail("next");
    await page.goto("/");
    await registerThroughApi(page, { name: "Rana", email, password: "secret-123" });
    await page.context().clearCookies();

    await page.goto("/account/notifications");
    await expect(page).toHaveURL(/\/login\?next=%2Faccount%2Fnotifications$/);
    await page.getByLabel("Username").fill(email);
    await page.getByLabel("Password").fill("secret-123");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(/\/account\/notifications$/);
    await expect(page.getByRole("heading", { name: "Notifications", level: 1 })).toBeVisible();

    // Signed in, the sign-in and sign-up pages send her on.
    await page.goto("/login?next=%2Faccount");
    await expect(page).toHaveURL(/\/account$/);
    await page.goto("/register");
    await expect(page).toHaveURL(/\/$/);
  });

  test("a next address on another site is ignored", async ({ page }) => {
    await preferEnglish(page);
    const email = uniqueEmail("open-redirect");
    await page.goto("/");
    await registerThroughApi(page, { name: "Dana", email, password: "secret-123" });
    await page.context().clearCookies();
    for (const next of ["https://evil.example/", "//evil.example/x", "/\\evil.example"]) {
      await page.goto(`/login?next=${encodeURIComponent(next)}`);
      await page.getByLabel("Username").fill(email);
      await page.getByLabel("Password").fill("secret-123");
      await page.getByRole("button", { name: "Sign in", exact: true }).click();
      await expect(page).toHaveURL(new URL("/", page.url()).href);
      await page.context().clearCookies();
    }
  });

  test("sign-up keeps the page to return to, and an admin sees the back office in the header", async ({ page }) => {
    await preferEnglish(page);
    await page.goto("/login?next=%2Faccount");
    await page.getByRole("link", { name: "Create an account" }).click();
    await expect(page).toHaveURL(/\/register\?next=%2Faccount$/);
    await page.getByLabel("Name").fill("Huda");
    await page.getByLabel("Email").fill(uniqueEmail("signup-next"));
    await page.getByLabel("Password").fill("secret-123");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole("heading", { name: "My orders", level: 1 })).toBeVisible();
    await expect(page.getByTestId("back-office-link")).toHaveCount(0);

    await page.context().clearCookies();
    await page.goto("/login");
    await page.getByLabel("Username").fill(adminAccount.email);
    await page.getByLabel("Password").fill(adminAccount.password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.goto("/");
    await page.getByTestId("back-office-link").click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });
});
