import sharp from "sharp";
import { expect, test, uniqueTag } from "./support/storefront";

/** A photograph-like upload: 1,500 × 2,000 pixels of soft noise, about what a phone camera's JPEG weighs. */
async function photo(): Promise<string> {
  const width = 1500;
  const height = 2000;
  const pixels = Buffer.alloc(width * height * 3);
  for (let index = 0; index < pixels.length; index++) pixels[index] = 90 + ((index * 7919) % 61) + (index % 3) * 20;
  const jpeg = await sharp(pixels, { raw: { width, height, channels: 3 } }).blur(1.2).jpeg({ quality: 90 }).toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString("base64")}`;
}

test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });

test("a phone gets the product's picture at a width made for its screen, in AVIF, under 60 KB", async ({ page, admin }) => {
  const tag = uniqueTag();
  const category = await admin.createCategory({ nameEn: `Photos ${tag}`, nameAr: `صور ${tag}` });
  const product = await admin.createProduct({
    nameEn: `Photographed Abaya ${tag}`,
    nameAr: `عباية مصورة ${tag}`,
    categoryId: category.id,
    variants: [{ size: "M", color: "Sand", price: "240.00", stock: 3 }],
    images: [{ url: await photo(), isPrimary: true, position: 0 }],
  });
  const original = product.images[0]!.url;
  const images: { url: string; type: string; bytes: number }[] = [];
  page.on("response", async (response) => {
    if (!response.url().includes("/api/media/")) return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    images.push({ url: response.url(), type: response.headers()["content-type"] ?? "", bytes: body.length });
  });

  await page.goto(`/product/${product.slug}`, { waitUntil: "domcontentloaded" });
  const cover = page.getByTestId("gallery-main");
  await expect(cover).toBeVisible();
  await expect.poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  const chosen = await cover.evaluate((image: HTMLImageElement) => image.currentSrc);
  // On a phone the gallery is the screen's full width: 412 × 1.75 = 721 device pixels, so the next width up (not the
  // 1,500-pixel original).
  expect(chosen).toContain(`${original}?w=960`);

  await page.waitForLoadState("networkidle");
  const coverImage = images.find((image) => image.url.endsWith(`${original}?w=960`));
  expect(coverImage?.type).toBe("image/avif");
  expect(images.every((image) => !image.url.endsWith(original)), "the original was downloaded too").toBe(true);
  const largest = Math.max(...images.map((image) => image.bytes));
  expect(largest).toBeLessThanOrEqual(60 * 1024);
});

test("the cart's pictures are asked for once each, at a thumbnail's width", async ({ page, admin }) => {
  const tag = uniqueTag();
  const category = await admin.createCategory({ nameEn: `Cart photos ${tag}`, nameAr: `صور السلة ${tag}` });
  const product = await admin.createProduct({
    nameEn: `Carted Abaya ${tag}`,
    nameAr: `عباية في السلة ${tag}`,
    categoryId: category.id,
    variants: [{ size: "M", color: "Sand", price: "240.00", stock: 3 }],
    images: [{ url: await photo(), isPrimary: true, position: 0 }],
  });
  const original = product.images[0]!.url;
  const variant = product.variants[0]!;
  // A page without the product's card, whose larger picture the browser would otherwise reuse for the cart's.
  await page.goto("/login");
  await page.evaluate(
    (line) => window.localStorage.setItem("cart", JSON.stringify([line])),
    { productId: product.id, variantId: variant.id, name: product.nameEn, price: variant.price, image: original, size: variant.size, color: variant.color, quantity: 1 },
  );
  const requested: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/media/")) requested.push(new URL(request.url()).pathname + new URL(request.url()).search);
  });

  await page.goto("/cart", { waitUntil: "domcontentloaded" });
  const picture = page.getByTestId("cart-line").first().locator("img");
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  // 96 CSS pixels at 1.75 device pixels each: the 240-pixel width.
  expect(await picture.evaluate((image: HTMLImageElement) => image.currentSrc)).toContain(`${original}?w=240`);
  await page.waitForLoadState("networkidle");
  expect(requested).toEqual([`${original}?w=240`]);
});
