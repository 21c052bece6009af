import { inBothLanguages, type FirstViewSources } from '../../infra/http/first-view.js';
import type { ModuleContext } from '../../infra/http/context.js';
import type { ImageRecord } from '../../projections/catalog/index.js';
import { publicCatalog } from './public-routes.js';

/**
 * What the shop's landing pages draw before their code runs (infra/http/first-view.ts): a product's cover picture,
 * name and category; the shop's front page has only words of its own.
 */
export function catalogFirstViews(context: ModuleContext): Pick<FirstViewSources, 'shop' | 'product'> {
  const catalog = publicCatalog(context);
  return {
    shop: async () => ({}),
    product: async (slug) => {
      const product = (await catalog.get()).productsBySlug.get(slug);
      const cover = product && coverImage(product.images);
      // Without a picture the gallery shows its placeholder, which the app draws: nothing worth drawing early.
      if (!product || !cover) return null;
      const name = inBothLanguages(product.nameEn, product.nameAr);
      const category = product.category ? inBothLanguages(product.category.nameEn, product.category.nameAr) : null;
      return { image: cover.url, name: name.ar, nameEn: name.en, category: category?.ar, categoryEn: category?.en };
    },
  };
}

/** The gallery's first large picture: the primary one, else the first by position (ties in the read model's order). */
export function coverImage(images: readonly ImageRecord[]): ImageRecord | undefined {
  const ordered = images
    .map((image, index) => ({ image, index }))
    .sort((a, b) => a.image.position - b.image.position || a.index - b.index)
    .map(({ image }) => image);
  return ordered.find((image) => image.isPrimary) ?? ordered[0];
}
