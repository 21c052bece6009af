import type { Product, Variant } from "../types";

/** Builders for the catalog's unit tests: a valid product with only the fields a test cares about changed. */
export function variant(overrides: Partial<Variant> = {}): Variant {
  return { id: "v1", size: "M", color: "Black", colour: null, price: "120.00", stock: 10, ...overrides };
}

export function product(overrides: Partial<Product> = {}): Product {
  return {
    id: "p1",
    slug: "linen-abaya",
    nameEn: "Linen Abaya",
    nameAr: "عباية كتان",
    descriptionEn: null,
    descriptionAr: null,
    categoryId: "c1",
    status: "active",
    createdAt: "2026-11-21T08:00:00.000Z",
    category: { id: "c1", nameEn: "Abayas", nameAr: "عبايات", slug: "abayas" },
    variants: [variant()],
    images: [],
    rating: { average: 0, count: 0 },
    ...overrides,
  };
}
