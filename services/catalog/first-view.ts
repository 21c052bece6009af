import { LRUCache } from 'lru-cache';
import { inBothLanguages, type FirstViewSlots, type FirstViewSources } from '../../infra/http/public-reads/first-view.js';
import type { ModuleContext } from '../../infra/http/context.js';
import { isResizable } from '../../infra/media/index.js';
import { listShopProducts, type ImageRecord, type ProductRecord, type ShopFront, type VariantRecord } from '../../projections/catalog/index.js';
import { shopProducts } from './product-entries.js';
import { publicCatalog } from './shop-front.js';
import { uuidPattern } from '../../rules/ids.js';

/** Category cards the shop's front page draws early: its first screenful, as many as the app loads at once. */
const shopFirstViewCards = 6;
/** The home page's newest products (NEW_ARRIVALS_COUNT in web/src/features/catalog/lib/products.ts). */
const homeProducts = 3;
/** A category's first page, as the app reads it (PRODUCTS_PAGE_SIZE; the list's default page, shopListLimits). */
const categoryPage = 24;
/** A category page's cards that load their picture at once (EAGER_CARDS in web/…/components/product-list.tsx). */
const eagerCards = 4;
/** Of those, a phone's first row: the page's largest picture is there, so it is asked for first. */
const prominentCards = 2;
/** First pages kept per catalog version: the home page's and one per category visited. */
const keptLists = 200;

/**
 * Prices as the app writes them (web/src/lib/i18n/format.ts: the same locales, Latin digits in Arabic, two decimals);
 * tests/e2e/first-view.e2e.ts compares the two.
 */
const priceFormats = {
  ar: new Intl.NumberFormat('ar-AE-u-nu-latn', { style: 'currency', currency: 'AED', minimumFractionDigits: 2 }),
  en: new Intl.NumberFormat('en-AE', { style: 'currency', currency: 'AED', minimumFractionDigits: 2 }),
};

/**
 * What the shop's landing pages draw before their code runs (infra/http/public-reads/first-view.ts): a product's cover picture,
 * name and category; the shop's front page, its first category cards; the home page, its category cards and newest
 * products; a category's page, its first page of products in the app's default order.
 */
export function catalogFirstViews(context: ModuleContext): Pick<FirstViewSources, 'homeProducts' | 'shop' | 'category' | 'product'> {
  const catalog = publicCatalog(context);
  const products = shopProducts(context);
  // A first page of the shop's list in its default order (newest first), kept per catalog version: what it draws
  // (names, prices, pictures, order) changes only with an edit, which moves the version; stock, which sales move,
  // is left to the app. One bounded query per version and list, whatever the catalog's size.
  const lists = new LRUCache<string, Promise<readonly ProductRecord[]>>({ max: keptLists });
  const firstPage = async (category: string | undefined, count: number) => {
    const { version } = await catalog.get();
    const key = `${version}\u0000${category ?? ''}\u0000${count}`;
    let list = lists.get(key);
    if (!list) {
      list = listShopProducts(context.pool, { filters: { category }, sort: 'newest', fetch: count, after: null, total: 0 }).then(({ rows }) =>
        rows.map((row) => row.product),
      );
      lists.set(key, list);
      list.catch(() => lists.delete(key));
    }
    return list;
  };
  return {
    homeProducts: async () => {
      const [{ front }, newest] = await Promise.all([catalog.get(), firstPage(undefined, homeProducts)]);
      // The home page's section lists every category on sale (the shop's front only its first screenful).
      // No product on sale: the app's own empty sections, from the plain skeleton below the banner.
      if (newest.length === 0) return null;
      return {
        homeSections: 'yes',
        categoryCards: categoryCards(front, front.showcases.length, 0),
        products: newest.map((product) => productCard(product, false)),
      };
    },
    category: async (id) => {
      if (!uuidPattern.test(id)) return null;
      const { front } = await catalog.get();
      const category = front.categories.find((candidate) => candidate.id === id);
      if (!category) return null;
      const page = await firstPage(id, categoryPage);
      // An empty category shows the app's message: nothing worth drawing early.
      if (page.length === 0) return null;
      const name = inBothLanguages(category.nameEn, category.nameAr);
      return { categoryName: name.ar, categoryNameEn: name.en, products: page.map((product, index) => productCard(product, index < eagerCards, index < prominentCards)) };
    },
    shop: async () => ({ cards: categoryCards((await catalog.get()).front, shopFirstViewCards, 2) }),
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

/**
 * The first `count` category cards, each dressed with the picture of its newest product (the app's rule,
 * web/src/features/catalog/lib/products.ts), read with the categories (readShopFront); the first `prominent` hold the
 * page's largest picture (a phone's first row). Only categories with products on sale get a card, as in the app
 * (categoriesOnSale).
 */
function categoryCards(front: ShopFront, count: number, prominent: number): FirstViewSlots[] {
  const byId = new Map(front.categories.map((category) => [category.id, category]));
  return front.showcases.slice(0, count).flatMap((showcase, index) => {
    const category = byId.get(showcase.categoryId);
    if (!category) return [];
    const name = inBothLanguages(category.nameEn, category.nameAr);
    const image = showcase.coverUrl ?? undefined;
    return [{ name: name.ar, nameEn: name.en, image, resizable: isResizable(image) ? 'yes' : null, prominent: index < prominent ? 'yes' : null }];
  });
}

/**
 * A product card as the app's list draws it (web/src/features/catalog/components/product-card.tsx): its link, cover
 * picture, category, name, rating (when reviewed) and lowest price, "from" when another variant costs more. The sold-out badge, which a sale
 * changes, comes with the app (it sits over the picture and moves nothing).
 */
export function productCard(product: ProductRecord, eager: boolean, prominent = false): FirstViewSlots {
  const name = inBothLanguages(product.nameEn, product.nameAr);
  const category = product.category ? inBothLanguages(product.category.nameEn, product.category.nameAr) : null;
  const image = coverImage(product.images)?.url;
  const lowest = lowestPrice(product.variants);
  return {
    slug: encodeURIComponent(product.slug),
    name: name.ar,
    nameEn: name.en,
    category: category?.ar,
    categoryEn: category?.en,
    image,
    resizable: isResizable(image) ? 'yes' : null,
    price: lowest && priceFormats.ar.format(Number(lowest.price)),
    priceEn: lowest && priceFormats.en.format(Number(lowest.price)),
    from: lowest?.varies ? 'yes' : null,
    ...ratingSlots(product.rating),
    eager: eager ? 'yes' : null,
    prominent: prominent ? 'yes' : null,
  };
}

/**
 * The card's stars, average and count (web/src/components/product-rating.tsx), for a product someone reviewed: the
 * average as the app writes it (one decimal at most), the count grouped by threes, the stars filled to the rounded
 * average.
 */
function ratingSlots(rating: ProductRecord['rating']): FirstViewSlots {
  if (rating.count <= 0) return { rating: null };
  const stars = Object.fromEntries([1, 2, 3, 4, 5].map((star) => [`star${star}`, Math.round(rating.average) >= star ? 'yes' : null]));
  return {
    rating: 'yes',
    ratingAverage: String(rating.average),
    ratingCount: String(rating.count).replace(/\B(?=(\d{3})+$)/g, ','),
    ...stars,
  };
}

/** The lowest price and whether some variant costs more (web/src/features/catalog/lib/prices.ts). */
function lowestPrice(variants: readonly VariantRecord[]): { price: string; varies: boolean } | null {
  if (variants.length === 0) return null;
  const lowest = variants.reduce((low, variant) => (Number(variant.price) < Number(low.price) ? variant : low));
  return { price: lowest.price, varies: variants.some((variant) => Number(variant.price) !== Number(lowest.price)) };
}

/** The gallery's first large picture: the primary one, else the first by position (ties in the read model's order). */
export function coverImage(images: readonly ImageRecord[]): ImageRecord | undefined {
  const ordered = images
    .map((image, index) => ({ image, index }))
    .sort((a, b) => a.image.position - b.image.position || a.index - b.index)
    .map(({ image }) => image);
  return ordered.find((image) => image.isPrimary) ?? ordered[0];
}
