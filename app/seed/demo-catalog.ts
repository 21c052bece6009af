import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { systemActor, type AppendResult, type EventMetadata, type EventStore } from '../../events/index.js';
import { createCategory, createProduct, productRequest } from '../../services/catalog/index.js';
import { bannerRequest, createBanner } from '../../services/content/index.js';
import { addCourier, courierRequest } from '../../services/couriers/index.js';
import { deliveryRequest, setDeliveryTerms } from '../../services/orders/index.js';
import { businessRequest, changeSetting, setBusinessDetails, settingRequest } from '../../services/settings/index.js';
import type { ReadYourWrites } from '../../infra/http/context.js';
import type { Logger } from '../../infra/logger.js';
import { demoBanners, demoCategories, demoProducts, type DemoProduct } from './demo-catalog-data.js';
import { accents, colours, type ColourName } from './demo-colours.js';
import { bannerPicture, fabricPicture, productPicture, type Silhouette } from './garment-art.js';
import { paletteKeyOf } from '../../rules/colours.js';

export interface SeedDeps {
  readonly pool: pg.Pool;
  readonly store: EventStore;
  readonly reads: Pick<ReadYourWrites, 'waitFor'>;
  readonly logger: Logger;
}

export interface SeedSummary {
  readonly categories: number;
  readonly products: number;
  readonly variants: number;
  readonly banners: number;
}

const seedLock = 7_305_200;
/** Stock levels handed out in turn, so the demo shows plenty, low (1-4) and sold-out variants. */
const stockLevels = [14, 0, 3, 22, 8, 1, 11, 4, 35, 2, 17, 6, 0, 9, 27, 5];

/**
 * Fills an empty store with a demo catalog through the same commands an
 * admin's requests run (validation, media, slugs, events with the system
 * as actor), so the demo data is ordinary history in the log. Runs once:
 * a store whose log has ever held a category or product is left alone,
 * even if an admin has since deleted them all, and instances starting
 * together take turns on an advisory lock.
 */
export async function seedDemoCatalog(deps: SeedDeps): Promise<SeedSummary | null> {
  const lock = await deps.pool.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [seedLock]);
    if (await catalogHasHistory(lock)) return null;
    const started = Date.now();
    const summary = await seed(deps, { actor: systemActor, correlationId: `demo-seed-${randomUUID()}` });
    deps.logger.info('demo catalog seeded', { ...summary, ms: Date.now() - started });
    return summary;
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [seedLock]).catch(() => undefined);
    lock.release();
  }
}

async function catalogHasHistory(client: pg.PoolClient): Promise<boolean> {
  const result = await client.query<{ found: boolean }>(
    `select exists (select 1 from events where stream_type in ('category', 'product')) as found`,
  );
  return result.rows[0]?.found ?? false;
}

async function seed(deps: SeedDeps, metadata: EventMetadata): Promise<SeedSummary> {
  const settled = (append: AppendResult | null) =>
    append ? deps.reads.waitFor(append.position, append.eventTypes, 30_000) : Promise.resolve(true);
  const pictures = new PictureCache();

  // Categories first, then products an hour apart: the last listed is the newest arrival.
  const firstArrival = Date.now() - demoProducts.length * 3_600_000;
  const categoryIds = new Map<string, string>();
  const categories = await Promise.all(
    demoCategories.map(async (category, index) => {
      const created = await createCategory(deps, { nameEn: category.nameEn, nameAr: category.nameAr }, metadata, {
        now: new Date(firstArrival - (demoCategories.length - index) * 60_000),
      });
      categoryIds.set(category.key, created.categoryId);
      return created.append;
    }),
  );
  // Settled before the products go in, so the shop never lists a product ahead of its category.
  await Promise.all(categories.map(settled));

  let variants = 0;
  const appends = await inBatches(demoProducts, 4, async (product, index) => {
    const category = demoCategories.find((candidate) => candidate.key === product.category)!;
    const request = productRequest.parse({
      nameEn: product.nameEn,
      nameAr: product.nameAr,
      descriptionEn: product.descriptionEn,
      descriptionAr: product.descriptionAr,
      categoryId: categoryIds.get(product.category),
      status: product.inactive ? 'inactive' : 'active',
      variants: demoVariants(product, category.sizes, index),
      images: demoImages(product, product.picture ?? category.silhouette, pictures),
    });
    variants += request.variants.length;
    const { append } = await createProduct(deps, request, metadata, { now: new Date(firstArrival + index * 3_600_000) });
    return append;
  });

  const banners = await inBatches(demoBanners, 3, async (banner, index) => {
    const image = bannerPicture(
      colours[banner.tint],
      banner.figures.map(([shape, colour, accent]) => ({ shape, colour: colours[colour], accent: accents[accent] })),
    );
    const request = bannerRequest.parse({
      titleEn: banner.titleEn,
      titleAr: banner.titleAr,
      subtitleEn: banner.subtitleEn,
      subtitleAr: banner.subtitleAr,
      imageUrl: dataUrl(image),
      position: index,
      isActive: true,
    });
    return (await createBanner(deps, request, metadata)).append;
  });

  const { append: fee } = await changeSetting(deps, settingRequest.parse({ key: 'codFee', value: '15.00' }), metadata);
  // Two couriers, with what UAE couriers charge a shop per attempt and per parcel brought back, so orders can ship.
  const couriers: AppendResult[] = [];
  for (const courier of [
    { name: 'Emirates Express', deliveryCost: '18.00', returnCost: '12.00' },
    { name: 'Gulf Parcel', deliveryCost: '15.00', returnCost: '10.00' },
  ]) {
    const { append } = await addCourier(deps.store, courierRequest.parse(courier), metadata);
    if (append) couriers.push(append);
  }
  // What UAE couriers charge a shopper by emirate, and free delivery from 500 AED, as the header's strip promises.
  const { append: delivery } = await setDeliveryTerms(deps.store, deliveryRequest.parse(demoDelivery), metadata);
  // A VAT-registered seller, so the demo's delivered orders carry full tax invoices. The TRN is an example.
  const { append: business } = await setBusinessDetails(deps, businessRequest.parse(demoBusiness), metadata);
  await Promise.all([...appends, ...banners, fee, ...couriers, ...(delivery ? [delivery] : []), ...(business ? [business] : [])].map(settled));
  return { categories: categories.length, products: appends.length, variants, banners: banners.length };
}

const demoBusiness = {
  legalNameEn: 'Sakina Modest Fashion Trading L.L.C.',
  legalNameAr: 'سكينة للأزياء المحتشمة للتجارة ش.ذ.م.م',
  addressEn: 'Office 1204, Al Attar Tower, Sheikh Zayed Road, Dubai, United Arab Emirates',
  addressAr: 'مكتب 1204، برج العطار، شارع الشيخ زايد، دبي، الإمارات العربية المتحدة',
  trn: '100123456700003',
  vatRegistered: true,
};

const demoDelivery = {
  zones: [
    { emirate: 'dubai', fee: '15.00', etaDays: [1, 2] },
    { emirate: 'sharjah', fee: '15.00', etaDays: [1, 2] },
    { emirate: 'ajman', fee: '15.00', etaDays: [1, 2] },
    { emirate: 'abu-dhabi', fee: '20.00', etaDays: [1, 3] },
    { emirate: 'umm-al-quwain', fee: '20.00', etaDays: [2, 3] },
    { emirate: 'ras-al-khaimah', fee: '25.00', etaDays: [2, 4] },
    { emirate: 'fujairah', fee: '25.00', etaDays: [2, 4] },
  ],
  freeDeliveryOver: '500.00',
};

function demoVariants(product: DemoProduct, sizes: readonly string[], productIndex: number) {
  const rows =
    product.colours.length > 1
      ? product.colours.map((colour) => ({ size: sizes[0]!, color: colour }))
      : sizes.map((size) => ({ size, color: product.colours[0]! }));
  return rows.map((row, variantIndex) => ({
    ...row,
    // Every demo colour is one of the store's managed colours, so the shop names it in Arabic too.
    colorKey: paletteKeyOf(row.color),
    price: product.price,
    stock: stockLevels[(productIndex * 5 + variantIndex * 3) % stockLevels.length]!,
  }));
}

/** The garment in its first colour (primary), a close-up of the fabric, and the garment in a second colour. */
function demoImages(product: DemoProduct, silhouette: Silhouette, pictures: PictureCache) {
  const [first, second] = product.colours;
  const images = [
    { url: pictures.figure(silhouette, first!, product.accent), isPrimary: true, position: 0 },
    { url: pictures.fabric(first!, product.accent), isPrimary: false, position: 1 },
  ];
  if (second) images.push({ url: pictures.figure(silhouette, second, product.accent), isPrimary: false, position: 2 });
  return images;
}

/** Draws each distinct picture once; several products share a colour. */
class PictureCache {
  private readonly drawn = new Map<string, string>();

  figure(shape: Silhouette, colour: ColourName, accent: keyof typeof accents): string {
    return this.once(`${shape}:${colour}:${accent}`, () => productPicture(shape, colours[colour], accents[accent]));
  }

  fabric(colour: ColourName, accent: keyof typeof accents): string {
    return this.once(`fabric:${colour}:${accent}`, () => fabricPicture(colours[colour], accents[accent]));
  }

  private once(key: string, draw: () => Buffer): string {
    let url = this.drawn.get(key);
    if (!url) {
      url = dataUrl(draw());
      this.drawn.set(key, url);
    }
    return url;
  }
}

const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;

/** Runs `work` over `items` with at most `size` at a time, keeping the results in order. */
async function inBatches<Item, Result>(
  items: readonly Item[],
  size: number,
  work: (item: Item, index: number) => Promise<Result>,
): Promise<Result[]> {
  const results: Result[] = [];
  for (let start = 0; start < items.length; start += size) {
    const batch = items.slice(start, start + size);
    results.push(...(await Promise.all(batch.map((item, offset) => work(item, start + offset)))));
  }
  return results;
}
