import { type APIRequestContext, expect, type Page, test as base } from "@playwright/test";
import { pngImage } from "../../support/images";
import { adminAccount } from "./accounts";

/** A short tag that keeps the names of one test's records apart from every other test's in the same store. */
export function uniqueTag(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

export interface CreatedCategory {
  id: string;
  nameEn: string;
  nameAr: string;
  slug: string;
}

export interface CreatedProduct {
  id: string;
  slug: string;
  nameEn: string;
  nameAr: string;
  variants: { id: string; size: string | null; color: string | null; price: string; stock: number }[];
  images: { id: string; url: string; isPrimary: boolean; position: number }[];
}

export interface VariantInput {
  size?: string | null;
  color?: string | null;
  /** A managed colour's key (`black`); the server records its English name as `color`. */
  colorKey?: string | null;
  price: string;
  stock: number;
}

export interface ProductInput {
  nameEn: string;
  nameAr: string;
  descriptionEn?: string;
  descriptionAr?: string;
  categoryId: string;
  status?: "active" | "inactive";
  variants: VariantInput[];
  images?: { url: string; isPrimary?: boolean; position?: number }[];
}

export interface BannerInput {
  titleEn: string;
  titleAr: string;
  subtitleEn?: string;
  subtitleAr?: string;
  position?: number;
  isActive?: boolean;
}

/** Inline pictures the server stores and answers with a short /api/media URL, as an admin's upload would be. */
export const picture = (rgb: readonly [number, number, number]) => pngImage(rgb, 8).dataUrl;

async function created<T>(response: Awaited<ReturnType<APIRequestContext["post"]>>, what: string): Promise<T> {
  expect(response.status(), `${what}: ${await response.text()}`).toBe(201);
  return (await response.json()) as T;
}

/** The catalog calls an administrator makes, signed in once per test through the API. */
export class StoreAdmin {
  constructor(private readonly api: APIRequestContext) {}

  createCategory(names: { nameEn: string; nameAr: string }): Promise<CreatedCategory> {
    return this.api.post("/api/admin/categories", { data: names }).then((r) => created(r, "POST /api/admin/categories"));
  }

  createProduct(input: ProductInput): Promise<CreatedProduct> {
    const body = {
      descriptionEn: null,
      descriptionAr: null,
      status: "active",
      images: [{ url: picture([176, 140, 110]), isPrimary: true, position: 0 }],
      ...input,
    };
    return this.api.post("/api/admin/products", { data: body }).then((r) => created(r, "POST /api/admin/products"));
  }

  createBanner(input: BannerInput): Promise<{ id: string }> {
    const body = { imageUrl: picture([120, 96, 80]), isActive: true, position: 0, ...input };
    return this.api.post("/api/admin/banners", { data: body }).then((r) => created(r, "POST /api/admin/banners"));
  }
}

/** Tests get `admin`, an API client signed in as the store's administrator. */
export const test = base.extend<{ admin: StoreAdmin }>({
  admin: async ({ playwright, baseURL }, use) => {
    const api = await playwright.request.newContext({ baseURL });
    const login = await api.post("/api/auth/login", { data: adminAccount });
    expect(login.status(), "admin sign-in").toBe(200);
    await use(new StoreAdmin(api));
    await api.dispose();
  },
});

export { expect };

/** Opens the store in one language; the choice is stored as the app itself stores it. */
export async function chooseLanguage(page: Page, locale: "en" | "ar"): Promise<void> {
  await page.addInitScript((value) => window.localStorage.setItem("locale", value), locale);
}

/** The visible notifications, in either language (see support/pages.ts on why not the whole page). */
export function notifications(page: Page) {
  return page.getByRole("region", { name: /\(F8\)/ });
}
