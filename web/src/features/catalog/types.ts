import type { BannerAnswer, CategoryAnswer, ImageAnswer, ProductAnswer, VariantAnswer } from "@/lib/contracts";

/** The public catalog and banner reads (`GET /api/categories`, `/api/products`, `/api/banners`): the server's contracts. */
export type Category = CategoryAnswer;
/** Prices are decimal strings with two places ("120.50"); converted to a number only for display. */
export type Variant = VariantAnswer;
export type ProductImage = ImageAnswer;
export type Product = ProductAnswer;
export type Banner = BannerAnswer;
