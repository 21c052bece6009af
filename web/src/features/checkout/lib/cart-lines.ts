import type { Locale } from "@/lib/i18n";
// Relative, not "@/": the unit tests run under Vitest, which does not know the app's path alias.
import { fromFils, lineTotal, toFils } from "../../../lib/money";

/** A line as the browser cart keeps it (spec §3, storage key `cart`). */
export interface StoredCartLine {
  productId: string;
  variantId: string;
  name: string;
  price: string;
  image: string;
  size: string | null;
  color: string | null;
  quantity: number;
}

/** The few catalog fields the cart reads to show a line in the current language at today's price. */
export interface CatalogProductInfo {
  id: string;
  slug: string;
  nameEn: string;
  nameAr: string;
  variants: readonly { id: string; price: string; size: string | null; color: string | null }[];
  images: readonly { url: string; isPrimary: boolean; position: number }[];
}

export interface CartLine {
  productId: string;
  variantId: string;
  /** Known once the catalog has loaded; the line then links to its product page. */
  slug: string | null;
  name: string;
  image: string;
  size: string | null;
  color: string | null;
  price: string;
  quantity: number;
  lineTotal: string;
}

function isAmount(value: string): boolean {
  try {
    toFils(value);
    return true;
  } catch {
    return false;
  }
}

function primaryImage(product: CatalogProductInfo): string | undefined {
  const images = [...product.images].sort((a, b) => a.position - b.position);
  return (images.find((image) => image.isPrimary) ?? images[0])?.url;
}

/**
 * The cart as it should read now: the name in the shopper's language and the variant's current price when the
 * catalog knows the product, else what was stored when it was added. A line with an unreadable price is dropped
 * rather than summed as nonsense.
 */
export function resolveCartLines(
  stored: readonly StoredCartLine[],
  catalog: readonly CatalogProductInfo[] | undefined,
  locale: Locale,
): CartLine[] {
  const byId = new Map((catalog ?? []).map((product) => [product.id, product]));
  const lines: CartLine[] = [];
  for (const item of stored) {
    const product = byId.get(item.productId);
    const variant = product?.variants.find((v) => v.id === item.variantId);
    const price = variant?.price ?? item.price;
    if (typeof price !== "string" || !isAmount(price)) continue;
    lines.push({
      productId: item.productId,
      variantId: item.variantId,
      slug: product?.slug ?? null,
      name: product ? (locale === "ar" ? product.nameAr : product.nameEn) : item.name,
      image: (product && primaryImage(product)) ?? item.image,
      size: variant ? variant.size : item.size,
      color: variant ? variant.color : item.color,
      price,
      quantity: item.quantity,
      lineTotal: lineTotal(price, item.quantity),
    });
  }
  return lines;
}

export interface CartTotals {
  subtotal: string;
  /** Undefined while the fee is unknown (loading or failed). */
  codFee: string | undefined;
  total: string | undefined;
}

/** Spec §9: total = subtotal + the flat COD fee, the fee counting only when the cart has something in it. */
export function cartTotals(lines: readonly CartLine[], codFee: string | undefined): CartTotals {
  const subtotalFils = lines.reduce((sum, line) => sum + toFils(line.lineTotal), 0);
  const feeFils = codFee === undefined ? undefined : lines.length > 0 ? toFils(codFee) : 0;
  return {
    subtotal: fromFils(subtotalFils),
    codFee: feeFils === undefined ? undefined : fromFils(feeFils),
    total: feeFils === undefined ? undefined : fromFils(subtotalFils + feeFils),
  };
}
