import type { Browser, Page } from "@playwright/test";
import { adminAccount, uniqueEmail } from "./support/accounts";
import { accessibilityFindings, type Finding } from "./support/axe";
import { cartLine, seedCart } from "./support/orders";
import { registerThroughApi } from "./support/pages";
import { type CreatedProduct, expect, type StoreAdmin, test, uniqueTag } from "./support/storefront";

const viewports = {
  desktop: { width: 1366, height: 900 },
  phone: { width: 390, height: 844 },
} as const;
const locales = ["ar", "en"] as const;

const storefrontPaths = (fixture: Fixture) => [
  "/",
  "/shop",
  `/shop?category=${fixture.categoryId}`,
  // The filter's colour and size chips, one of each chosen (open in place on a wide screen).
  `/shop?category=${fixture.categoryId}&color=black&size=S`,
  `/shop?q=${encodeURIComponent(fixture.product.nameEn.split(" ")[0]!)}`,
  `/product/${fixture.product.slug}`,
  "/cart",
  "/login",
  "/register",
  "/pages/about",
  "/no-such-page",
];
const adminPaths = [
  "/admin/dashboard",
  "/admin/products",
  "/admin/orders",
  "/admin/couriers",
  "/admin/cod-rules",
  "/admin/delivery",
  "/admin/coupons",
  "/admin/health",
  "/admin/categories",
  "/admin/colours",
  "/admin/banners",
  "/admin/settings",
  "/admin/pages",
];

interface Fixture {
  categoryId: string;
  product: CreatedProduct;
}

async function catalog(admin: StoreAdmin): Promise<Fixture> {
  const tag = uniqueTag();
  const category = await admin.createCategory({ nameEn: `Access ${tag}`, nameAr: `وصول ${tag}` });
  const product = await admin.createProduct({
    nameEn: `Readable Abaya ${tag}`,
    nameAr: `عباية واضحة ${tag}`,
    categoryId: category.id,
    variants: [
      { size: "S", color: "Black", price: "210.00", stock: 3 },
      { size: "M", color: "Black", price: "210.00", stock: 0 },
    ],
  });
  await admin.createBanner({ titleEn: `Access banner ${tag}`, titleAr: `لافتة ${tag}`, subtitleEn: "Quiet colours", subtitleAr: "ألوان هادئة" });
  return { categoryId: category.id, product };
}

async function openIn(browser: Browser, locale: "ar" | "en", viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  await context.addInitScript((value) => window.localStorage.setItem("locale", value), locale);
  return context.newPage();
}

async function scan(page: Page, paths: readonly string[]): Promise<Record<string, Finding[]>> {
  const found: Record<string, Finding[]> = {};
  for (const path of paths) {
    await page.goto(path);
    const findings = await accessibilityFindings(page);
    if (findings.length > 0) found[path] = findings;
  }
  return found;
}

for (const locale of locales) {
  for (const [size, viewport] of Object.entries(viewports)) {
    test(`storefront and back office pages pass axe in ${locale} at ${size} size`, async ({ browser, admin }) => {
      test.setTimeout(240_000);
      const fixture = await catalog(admin);

      const visitor = await openIn(browser, locale, viewport);
      const findings = await scan(visitor, storefrontPaths(fixture));
      // The header's search box with its suggestions open.
      await visitor.goto("/");
      await visitor.locator("form[role=search] input:visible").fill(fixture.product.nameEn.split(" ").at(-1)!);
      await expect(visitor.getByRole("listbox").filter({ visible: true })).toBeVisible();
      const suggesting = await accessibilityFindings(visitor);
      if (suggesting.length > 0) findings["/ (search suggestions open)"] = suggesting;

      await registerThroughApi(visitor, { name: "Reader", email: uniqueEmail("axe"), password: "secret-123" });
      await seedCart(visitor, [cartLine(fixture.product, 1)]);
      Object.assign(findings, await scan(visitor, ["/cart", "/checkout"]));
      // Her account: an order of hers to show, and its status changed so the notifications list has a row.
      const variant = fixture.product.variants[0]!;
      const placed = await visitor.request.post("/api/orders", {
        data: {
          items: [{ productId: fixture.product.id, variantId: variant.id, quantity: 1 }],
          shippingName: "Reader",
          shippingPhone: "0501234567",
          shippingCity: "Dubai",
          shippingAddressLine1: "Villa 1",
        },
      });
      expect(placed.status()).toBe(201);
      const order = (await placed.json()) as { id: string };
      const staff = await browser.newContext();
      expect((await staff.request.post("/api/auth/login", { data: adminAccount })).status()).toBe(200);
      expect((await staff.request.patch(`/api/orders/${order.id}/status`, { data: { status: "shipped" } })).status()).toBe(200);
      await staff.close();
      Object.assign(findings, await scan(visitor, ["/account", `/account/orders/${order.id}`, "/account/notifications"]));
      await visitor.context().close();

      const adminPage = await openIn(browser, locale, viewport);
      const login = await adminPage.request.post("/api/auth/login", { data: adminAccount });
      expect(login.status()).toBe(200);
      // With her order: its page, and the packing slips the bulk actions print.
      Object.assign(findings, await scan(adminPage, [...adminPaths, `/admin/orders/${order.id}`, `/admin/orders/packing-slips?ids=${order.id}`]));
      await adminPage.context().close();

      expect(findings).toEqual({});
    });
  }
}
