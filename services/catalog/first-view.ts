import { inBothLanguages, type FirstViewSources } from '../../infra/http/first-view.js';
import type { ModuleContext } from '../../infra/http/context.js';
import { isResizable } from '../../infra/media/index.js';
import type { ImageRecord, ProductRecord } from '../../projections/catalog/index.js';
import { publicCatalog } from './public-routes.js';

/** Category cards the shop's front page draws early: its first screenful, as many as the app loads at once. */
const shopFirstViewCards = 6;

/**
 * What the shop's landing pages draw before their code runs (infra/http/first-view.ts): a product's cover picture,
 * name and category; the shop's front page, its first category cards, each dressed with the picture of its newest
 * product (the app's rule, web/src/features/catalog/lib/products.ts).
 */
export function catalogFirstViews(context: ModuleContext): Pick<FirstViewSources, 'shop' | 'product'> {
  const catalog = publicCatalog(context);
  return {
    shop: async () => {
      const { categories, products } = (await catalog.get()).records;
      const newest = new Map<string, ProductRecord>();
      for (const product of products) if (!newest.has(product.categoryId)) newest.set(product.categoryId, product);
      // Only categories with products on sale get a card, as in the app (categoriesOnSale in web/…/lib/products.ts).
      const onSale = categories.filter((category) => newest.has(category.id));
      const cards = onSale.slice(0, shopFirstViewCards).map((category, index) => {
        const name = inBothLanguages(category.nameEn, category.nameAr);
        const showcase = newest.get(category.id);
        const image = showcase && coverImage(showcase.images)?.url;
        // The first row on a phone (two cards) holds the page's largest picture.
        return { name: name.ar, nameEn: name.en, image, resizable: isResizable(image) ? 'yes' : null, prominent: index < 2 ? 'yes' : null };
      });
      return { cards };
    },
    product: async (slug) => {
      const product = (await catalog.get()).productsBySlug.get(slug);
      const cover = product && coverImage(product.images);
      // Without a picture the gallery shows its placeholder, which the app draws: nothing worth drawing early.
      if (!product || !cover) return null;
      const name = inBothLanguages(product.nameEn, product.nameAr);
      const category = product.category ? inBothLanguages(product.category.nameEn, product.category.nameAr) : null;
      return { image: cover.url, resizable: isResizable(cover.url) ? 'yes' : null, name: name.ar, nameEn: name.en, category: category?.ar, categoryEn: category?.en };
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
