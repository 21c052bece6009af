import type { MessageKey } from "@/lib/i18n";
import type { ProductDraft } from "./product-draft";

export interface VariantErrors {
  price?: MessageKey;
  stock?: MessageKey;
}

export interface ImageErrors {
  url?: MessageKey;
  position?: MessageKey;
}

export interface ProductErrors {
  nameEn?: MessageKey;
  nameAr?: MessageKey;
  categoryId?: MessageKey;
  variants?: MessageKey;
  images?: MessageKey;
  /** By row key, so a message stays with its row when rows above it are removed. */
  variantRows: Record<string, VariantErrors>;
  imageRows: Record<string, ImageErrors>;
}

// The server's amount rule (infra/money.ts): digits, at most two decimals, at most eight integer digits.
const amountPattern = /^\d{1,8}(?:\.\d{1,2})?$/;

function variantErrors(price: string, stock: number): VariantErrors {
  const errors: VariantErrors = {};
  const trimmed = price.trim();
  if (!trimmed) errors.price = "admin.products.priceRequired";
  else if (!amountPattern.test(trimmed)) errors.price = "admin.products.priceInvalid";
  if (!Number.isInteger(stock) || stock < 0) errors.stock = "admin.products.stockInvalid";
  return errors;
}

function imageErrors(url: string, position: number): ImageErrors {
  const errors: ImageErrors = {};
  if (!url.trim()) errors.url = "admin.catalog.imageRequired";
  if (!Number.isInteger(position) || position < 0) errors.position = "admin.catalog.positionInvalid";
  return errors;
}

/** Spec §5, Product form, Variant and Image rules, with the spec's messages. */
export function validateProduct(draft: ProductDraft): ProductErrors {
  const errors: ProductErrors = { variantRows: {}, imageRows: {} };
  if (!draft.nameEn.trim()) errors.nameEn = "admin.catalog.nameEnRequired";
  if (!draft.nameAr.trim()) errors.nameAr = "admin.catalog.nameArRequired";
  if (!draft.categoryId) errors.categoryId = "admin.products.categoryRequired";
  if (draft.variants.length === 0) errors.variants = "admin.products.variantsRequired";
  if (draft.images.length === 0) errors.images = "admin.products.imagesRequired";
  for (const variant of draft.variants) {
    const rowErrors = variantErrors(variant.price, variant.stock);
    if (Object.keys(rowErrors).length > 0) errors.variantRows[variant.key] = rowErrors;
  }
  for (const image of draft.images) {
    const rowErrors = imageErrors(image.url, image.position);
    if (Object.keys(rowErrors).length > 0) errors.imageRows[image.key] = rowErrors;
  }
  return errors;
}

export function hasProductErrors(errors: ProductErrors): boolean {
  const { variantRows, imageRows, ...fields } = errors;
  return (
    Object.keys(fields).length > 0 || Object.keys(variantRows).length > 0 || Object.keys(imageRows).length > 0
  );
}
