import { inBothLanguages, type FirstViewSources } from '../../infra/http/public-reads/first-view.js';
import type { ModuleContext } from '../../infra/http/context.js';
import { isResizable } from '../../infra/media/index.js';
import type { ImageRecord } from '../../projections/catalog/index.js';
import { shopProducts } from './product-entries.js';
import { publicCatalog } from './shop-front.js';

/** Category cards the shop's front page draws early: its first screenful, as many as the app loads at once. */
const shopFirstViewCards = 6;

/**
 * What the shop's landing pages draw before their code runs (infra/http/public-reads/first-view.ts): a product's cover picture,
 * name and category; the shop's front page, its first category cards, each dressed with the picture of its newest
 * product (the app's rule, web/src/features/catalog/lib/products.ts), read with the categories (readShopFront).
 */
export function catalogFirstViews(context: ModuleContext): Pick<FirstViewSources, 'shop' | 'product'> {
  const catalog = publicCatalog(context);
  const products = shopProducts(context);
  return {
    shop: async () => {
      const { categories, showcases } = (await catalog.get()).front;
      const byId = new Map(categories.map((category) => [category.id, category]));
      // Only categories with products on sale get a card, as in the app (categoriesOnSale in web/…/lib/products.ts).
      const cards = showcases.slice(0, shopFirstViewCards).flatMap((showcase, index) => {
        const category = byId.get(showcase.categoryId);
        if (!category) return [];
        const name = inBothLanguages(category.nameEn, category.nameAr);
        // The first row on a phone (two cards) holds the page's largest picture.
        const image = showcase.coverUrl ?? undefined;
        return [{ name: name.ar, nameEn: name.en, image, resizable: isResizable(image) ? 'yes' : null, prominent: index < 2 ? 'yes' : null }];
      });
      return { cards };
    },
    product: async (slug) => {
      const product = (await products.get(slug))?.record;
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
