/** Shapes of the public catalog and banner reads (`GET /api/categories`, `/api/products`, `/api/banners`). */

export interface Category {
  id: string;
  nameEn: string;
  nameAr: string;
  slug: string;
}

export interface Variant {
  id: string;
  size: string | null;
  color: string | null;
  /** Decimal string with two places ("120.50"); converted to a number only for display. */
  price: string;
  stock: number;
}

export interface ProductImage {
  id: string;
  url: string;
  isPrimary: boolean;
  position: number;
}

export interface Product {
  id: string;
  slug: string;
  nameEn: string;
  nameAr: string;
  descriptionEn: string | null;
  descriptionAr: string | null;
  categoryId: string;
  status: "active" | "inactive";
  createdAt: string;
  category: Category | null;
  variants: Variant[];
  images: ProductImage[];
  /** Shoppers' ratings; absent in answers from before the store kept them. */
  rating?: { average: number; count: number };
}

export interface Banner {
  id: string;
  titleEn: string;
  titleAr: string;
  subtitleEn: string | null;
  subtitleAr: string | null;
  imageUrl: string;
  isActive: boolean;
  position: number;
}
