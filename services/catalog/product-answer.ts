import type { CategoryRecord, ProductRating, VersionedProduct } from '../../projections/catalog/index.js';
import { normaliseAmount } from '../../infra/money.js';
import type { CategoryState } from './category.decider.js';
import type { ColourState } from './colour.decider.js';
import type { ProductState } from './product.decider.js';

/**
 * A product as the catalog read model will show it once it has applied the decision's events, built from the
 * states the decision left (ADR 049): its stream (details, variants with their stock, images, version) and its
 * category's (names, slug). `createdAt` and `rating` are what no product command changes: the creation's own time
 * and no ratings for a new product, the read model's for an edited one.
 */
export function productAnswer(
  productId: string,
  product: ProductState,
  category: CategoryState,
  kept: { readonly createdAt: string; readonly rating: ProductRating },
  /** The managed colours the decision read, as their streams stand. */
  colours: readonly ColourState[] = [],
): VersionedProduct {
  const colourOf = new Map(colours.flatMap((colour) => (colour ? [[colour.key, colour] as const] : [])));
  if (product.kind !== 'existing') throw new Error(`Product ${productId} is not there after its decision`);
  const { details } = product;
  const filedIn: CategoryRecord | null =
    category.kind === 'existing'
      ? { id: details.categoryId, nameEn: category.names.nameEn, nameAr: category.names.nameAr, slug: category.slug }
      : null;
  return {
    version: product.version,
    product: {
      id: productId,
      slug: product.slug,
      nameEn: details.nameEn,
      nameAr: details.nameAr,
      descriptionEn: details.descriptionEn,
      descriptionAr: details.descriptionAr,
      categoryId: details.categoryId,
      status: details.status,
      createdAt: kept.createdAt,
      category: filedIn,
      variants: product.variants.map((variant) => ({
        id: variant.variantId,
        size: variant.size,
        color: variant.color,
        colour: (variant.colorKey && colourOf.get(variant.colorKey)) || null,
        // numeric(10,2) as text, as the read model gives it.
        price: normaliseAmount(variant.price) ?? variant.price,
        stock: variant.stock,
      })),
      // The read model orders them by position, then as listed (a stable sort keeps the listed order).
      images: [...product.images]
        .sort((a, b) => a.position - b.position)
        .map((image) => ({ id: image.imageId, url: image.url, isPrimary: image.isPrimary, position: image.position })),
      rating: kept.rating,
    },
  };
}
