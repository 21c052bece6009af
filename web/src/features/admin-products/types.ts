import type { AdminProductRowAnswer, ImageAnswer, ProductAnswer, VariantAnswer } from "@/lib/contracts";

export type ProductStatus = ProductAnswer["status"];
/** Prices are decimal strings with two places, e.g. "120.50"; never a JSON number (ADR 009). */
export type ProductVariant = VariantAnswer;
/** An image's `url` is an http(s) address or the server's /api/media/… address of an uploaded image. */
export type ProductImage = ImageAnswer;
/** A product as GET /api/admin/products/:id reads it (the edit form's starting point); its category is null only
 * when it vanished in a race with the product's move. */
export type AdminProduct = ProductAnswer;
/** A row of GET /api/admin/products (50 a page): the product without its descriptions and rating. */
export type AdminProductRow = AdminProductRowAnswer;

/** The products list's filters and sort, as the page's URL and the server's query name them; each optional. */
export interface AdminProductFilters {
  /** Part of the English or Arabic name, or of the slug. */
  q?: string;
  category?: string;
  status?: string;
  /** `out`: some variant at 0; `low`: some variant with 1 to 4 left. */
  stock?: string;
  /** `newest` (the server's default) or `name`. */
  sort?: string;
}

/** What the form offers in its Category select; the route hands it over from the categories feature. */
export interface CategoryOption {
  id: string;
  nameEn: string;
  nameAr: string;
}

/**
 * The body of POST /api/admin/products and PATCH /api/admin/products/:id: the server's request. A variant's `id`
 * keeps an existing variant (and its stock history); none creates a new one.
 */
export type { ProductRequest } from "../../../../services/catalog/schemas.js";
