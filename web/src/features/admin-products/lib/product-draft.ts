import type { AdminProduct, ProductRequest, ProductStatus } from "../types";

/** One variant row of the form. `key` identifies the row on screen; `id` is the server's, when it has one. */
export interface VariantDraft {
  key: string;
  id?: string;
  size: string;
  /** A colour that is free text (kept from before colours were managed); "" when `colorKey` names it. */
  color: string;
  /** The managed colour chosen from the list, or "". */
  colorKey: string;
  /** Kept as typed: prices travel as strings and must never pass through a float. */
  price: string;
  stock: number;
}

export interface ImageDraft {
  key: string;
  id?: string;
  url: string;
  isPrimary: boolean;
  position: number;
}

export interface ProductDraft {
  nameEn: string;
  nameAr: string;
  descriptionEn: string;
  descriptionAr: string;
  categoryId: string;
  status: ProductStatus;
  variants: VariantDraft[];
  images: ImageDraft[];
}

let lastRowKey = 0;
// Row keys only need to be unique within this page; a counter works where crypto.randomUUID is unavailable (plain http).
const nextRowKey = () => `row-${++lastRowKey}`;

/** Spec §2: a new variant starts with stock 0. */
export function newVariant(): VariantDraft {
  return { key: nextRowKey(), size: "", color: "", colorKey: "", price: "", stock: 0 };
}

/** Spec §2: a new image row starts non-primary, at a position equal to the number of rows before it. */
export function newImage(rowCount: number): ImageDraft {
  return { key: nextRowKey(), url: "", isPrimary: false, position: rowCount };
}

/** A fresh form offers one empty variant and one empty image, the least a product needs. */
export function emptyProductDraft(): ProductDraft {
  return {
    nameEn: "",
    nameAr: "",
    descriptionEn: "",
    descriptionAr: "",
    categoryId: "",
    status: "active",
    variants: [newVariant()],
    images: [newImage(0)],
  };
}

export function draftFromProduct(product: AdminProduct): ProductDraft {
  return {
    nameEn: product.nameEn,
    nameAr: product.nameAr,
    descriptionEn: product.descriptionEn ?? "",
    descriptionAr: product.descriptionAr ?? "",
    categoryId: product.category ? product.categoryId : "",
    status: product.status,
    variants: product.variants.map((variant) => ({
      key: nextRowKey(),
      id: variant.id,
      size: variant.size ?? "",
      color: variant.colour ? "" : (variant.color ?? ""),
      colorKey: variant.colour?.key ?? "",
      price: variant.price,
      stock: variant.stock,
    })),
    images: product.images.map((image) => ({ key: nextRowKey(), ...image })),
  };
}

const textOrNull = (text: string) => text.trim() || null;

/** The API body. Rows keep their server `id`, so editing revises variants and images instead of replacing them. */
export function toProductRequest(draft: ProductDraft, colourNames?: ReadonlyMap<string, string>): ProductRequest {
  return {
    nameEn: draft.nameEn.trim(),
    nameAr: draft.nameAr.trim(),
    descriptionEn: textOrNull(draft.descriptionEn),
    descriptionAr: textOrNull(draft.descriptionAr),
    categoryId: draft.categoryId,
    status: draft.status,
    variants: draft.variants.map(({ id, size, color, colorKey, price, stock }) => ({
      ...(id ? { id } : {}),
      size: textOrNull(size),
      // A managed colour by its key (the server records its English name); free text as typed.
      color: colorKey ? (colourNames?.get(colorKey) ?? colorKey) : textOrNull(color),
      colorKey: colorKey || null,
      price: price.trim(),
      stock,
    })),
    images: draft.images.map(({ id, url, isPrimary, position }) => ({
      ...(id ? { id } : {}),
      url: url.trim(),
      isPrimary,
      position,
    })),
  };
}
