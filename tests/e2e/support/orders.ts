import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { adminAccount } from "./accounts";
import type { StoredCartLine } from "../../../web/src/lib/cart-line";

/** A real 1 × 1 PNG, sent as a file chooser would send it; the store keeps it and answers a /api/media URL. */
const tinyPng =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";

export function uniqueLabel(label: string): string {
  return `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** Signs the given API context in as the administrator; its cookie jar then carries the session. */
export async function signInApiAsAdmin(request: APIRequestContext): Promise<void> {
  const response = await request.post("/api/auth/login", { data: adminAccount });
  expect(response.status(), "POST /api/auth/login as admin").toBe(200);
}

export async function setCodFee(request: APIRequestContext, value: string): Promise<void> {
  const response = await request.post("/api/admin/settings", { data: { key: "codFee", value } });
  expect(response.status(), `POST /api/admin/settings ${value}`).toBe(200);
}

export interface TestVariant {
  id: string;
  size: string | null;
  color: string | null;
  price: string;
  stock: number;
}

export interface TestProduct {
  id: string;
  slug: string;
  nameEn: string;
  nameAr: string;
  variants: TestVariant[];
  images: { url: string }[];
}

/** Creates an active product in a category of its own, so tests never depend on each other's catalog. */
export async function createProduct(
  request: APIRequestContext,
  product: { nameEn: string; nameAr: string; variants: Omit<TestVariant, "id">[] },
): Promise<TestProduct> {
  const category = await request.post("/api/admin/categories", {
    data: { nameEn: uniqueLabel("Category"), nameAr: uniqueLabel("فئة") },
  });
  expect(category.status(), "POST /api/admin/categories").toBe(201);
  const { id: categoryId } = (await category.json()) as { id: string };
  const response = await request.post("/api/admin/products", {
    data: {
      ...product,
      categoryId,
      status: "active",
      images: [{ url: tinyPng, isPrimary: true, position: 0 }],
    },
  });
  expect(response.status(), `POST /api/admin/products ${await response.text()}`).toBe(201);
  return (await response.json()) as TestProduct;
}

/** A product as the admin's form sends it back: every field, variants and images with their ids. */
export interface ProductForm {
  nameEn: string;
  nameAr: string;
  categoryId: string;
  status: "active" | "inactive";
  variants: { id: string; size: string | null; color: string | null; price: string; stock: number }[];
  images: { id: string; url: string; isPrimary: boolean; position: number }[];
}

/** Edits a product as the admin's form does: the whole product sent back with one change (price, stock, status). */
export async function reviseProduct(
  request: APIRequestContext,
  product: Pick<TestProduct, "id">,
  change: (form: ProductForm) => void,
): Promise<void> {
  const current = (await (await request.get(`/api/admin/products/${product.id}`)).json()) as ProductForm;
  const form: ProductForm = {
    nameEn: current.nameEn,
    nameAr: current.nameAr,
    categoryId: current.categoryId,
    status: current.status,
    variants: current.variants.map(({ id, size, color, price, stock }) => ({ id, size, color, price, stock })),
    images: current.images.map(({ id, url, isPrimary, position }) => ({ id, url, isPrimary, position })),
  };
  change(form);
  const response = await request.patch(`/api/admin/products/${product.id}`, { data: form });
  expect(response.status(), `PATCH /api/admin/products ${await response.text()}`).toBe(200);
}

/** The browser cart's line, as the web app keeps it under the localStorage key `cart`. */
export type { StoredCartLine };

export function cartLine(product: TestProduct, quantity: number, variantIndex = 0): StoredCartLine {
  const variant = product.variants[variantIndex]!;
  return {
    productId: product.id,
    variantId: variant.id,
    name: product.nameEn,
    price: variant.price,
    image: product.images[0]?.url ?? "",
    size: variant.size,
    color: variant.color,
    quantity,
  };
}

/** Puts lines in the browser cart (localStorage `cart`, spec §3) before the app reads it. */
export async function seedCart(page: Page, lines: StoredCartLine[]): Promise<void> {
  if (!page.url().startsWith("http")) await page.goto("/");
  await page.evaluate((value) => window.localStorage.setItem("cart", JSON.stringify(value)), lines);
}

export interface AdminOrder {
  id: string;
  orderNumber: number;
  status: string;
  shippingName: string;
  totalAmount: string;
  items: { productId: string; quantity: number }[];
}

export async function ordersNamed(request: APIRequestContext, shippingName: string): Promise<AdminOrder[]> {
  // Searched by the name: the list is paged, and other tests' orders may be newer.
  const response = await request.get(`/api/admin/orders?q=${encodeURIComponent(shippingName)}&limit=100`);
  expect(response.status(), "GET /api/admin/orders").toBe(200);
  return ((await response.json()) as AdminOrder[]).filter((order) => order.shippingName === shippingName);
}

/** The shipping form, filled by its labels in whichever language the page shows; the city is one of the emirates. */
export async function fillShipping(
  page: Page,
  labels: { name: string; phone: string; city: string; address1: string },
  values: { name: string; phone: string; city: string; address1: string },
): Promise<void> {
  await page.getByLabel(labels.name).fill(values.name);
  await page.getByLabel(labels.phone).fill(values.phone);
  await page.getByLabel(labels.city).selectOption({ label: values.city });
  await page.getByLabel(labels.address1).fill(values.address1);
}
