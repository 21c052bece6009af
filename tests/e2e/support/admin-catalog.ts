import { expect, type Page } from "@playwright/test";
import { pngImage } from "../../support/images";

/** Names no other test (or earlier run against the same store) can share. */
export function uniqueName(label: string): string {
  return `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** A real PNG as a file chooser would hand it over, so the upload path is the one an admin takes. */
export function pngFile(rgb: readonly [number, number, number], name = "photo.png") {
  return { name, mimeType: "image/png", buffer: pngImage(rgb, 12).bytes };
}

export interface ApiCategory {
  id: string;
  nameEn: string;
  nameAr: string;
  slug: string;
}

export interface ApiProduct {
  id: string;
  slug: string;
  nameEn: string;
  nameAr: string;
  status: string;
  categoryId: string;
  variants: { id: string; size: string | null; price: string; stock: number }[];
  images: { id: string; url: string; isPrimary: boolean; position: number }[];
}

export interface ApiBanner {
  id: string;
  titleEn: string;
  titleAr: string;
  isActive: boolean;
}

/**
 * Admin calls made with the page's own session (page.request shares the browser's cookies), for the data a test
 * needs but does not exercise through the screens.
 */
export function adminApi(page: Page) {
  const created = async <T>(path: string, data: unknown): Promise<T> => {
    const response = await page.request.post(path, { data });
    expect(response.status(), `POST ${path}: ${await response.text()}`).toBe(201);
    return (await response.json()) as T;
  };
  const list = async <T>(path: string): Promise<T[]> => {
    const response = await page.request.get(path);
    expect(response.status(), `GET ${path}`).toBe(200);
    return (await response.json()) as T[];
  };
  return {
    createCategory: (names: { nameEn: string; nameAr: string }) => created<ApiCategory>("/api/admin/categories", names),
    createProduct: (input: { nameEn: string; nameAr: string; categoryId: string }) =>
      created<ApiProduct>("/api/admin/products", {
        ...input,
        status: "active",
        variants: [{ size: "M", color: null, price: "99.00", stock: 5 }],
        images: [{ url: pngImage([150, 120, 100], 8).dataUrl, isPrimary: true, position: 0 }],
      }),
    products: () => list<ApiProduct>("/api/admin/products"),
    categories: () => list<ApiCategory>("/api/admin/categories"),
    banners: () => list<ApiBanner>("/api/admin/banners"),
    publicBanners: () => list<ApiBanner>("/api/banners"),
    async productNamed(nameEn: string): Promise<ApiProduct> {
      const product = (await this.products()).find((candidate) => candidate.nameEn === nameEn);
      expect(product, `product "${nameEn}" in GET /api/admin/products`).toBeDefined();
      return product!;
    },
    async codFee(): Promise<string> {
      const response = await page.request.get("/api/settings");
      expect(response.status()).toBe(200);
      return ((await response.json()) as { codFee: string }).codFee;
    },
    async setCodFee(value: string): Promise<void> {
      const response = await page.request.post("/api/admin/settings", { data: { key: "codFee", value } });
      expect(response.status(), `POST /api/admin/settings: ${await response.text()}`).toBe(200);
    },
  };
}

/** A table row of the admin list that carries this text. */
export function rowWith(page: Page, text: string) {
  return page.getByRole("row").filter({ hasText: text });
}
