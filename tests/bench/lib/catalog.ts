// Seeds a catalog through the admin API, as an admin would.
import { inParallel, keepAliveAgent, request } from './http.js';

export interface SeededVariant {
  readonly id: string;
  readonly price: string;
  readonly stock: number;
}
export interface SeededProduct {
  readonly id: string;
  readonly slug: string;
  readonly variants: readonly SeededVariant[];
}

const sizes = ['S', 'M', 'L', 'XL', 'XXL', '52', '54', '56'];
const colors = ['Black', 'Navy', 'Sand', 'Olive', 'Plum', 'Grey'];

export async function seedCatalog(
  baseUrl: string,
  adminCookie: string,
  options: {
    products: number;
    variants: number;
    images: number;
    stock: number;
    categories?: number;
    concurrency?: number;
    /** Set apart names from a catalog already in the store (category names are unique). */
    label?: string;
  },
): Promise<SeededProduct[]> {
  const agent = keepAliveAgent(options.concurrency ?? 4);
  try {
    const listedBefore = await listedProducts(baseUrl);
    const categoryIds: string[] = [];
    for (let index = 0; index < (options.categories ?? 8); index++) {
      const answer = await request(`${baseUrl}/api/admin/categories`, 'POST', {
        cookie: adminCookie,
        agent,
        body: options.label
          ? { nameEn: `${options.label} Category ${index + 1}`, nameAr: `فئة ${options.label} ${index + 1}` }
          : { nameEn: `Bench Category ${index + 1}`, nameAr: `فئة ${index + 1}` },
      });
      if (answer.status !== 201) throw new Error(`category: ${answer.status} ${answer.text}`);
      categoryIds.push(answer.body.id);
    }
    const indexes = Array.from({ length: options.products }, (_, index) => index);
    const seeded = await inParallel(indexes, options.concurrency ?? 4, async (index) => {
      const body = {
        nameEn: `Bench Abaya ${index + 1}`,
        nameAr: `عباية ${index + 1}`,
        descriptionEn: `A flowing abaya in soft crepe with wide sleeves and a concealed front; number ${index + 1} of the bench catalog.`,
        descriptionAr: `عباية واسعة من الكريب الناعم بأكمام واسعة وإغلاق مخفي، رقم ${index + 1}.`,
        categoryId: categoryIds[index % categoryIds.length],
        status: 'active',
        variants: Array.from({ length: options.variants }, (_, v) => ({
          size: sizes[v % sizes.length],
          color: colors[(index + v) % colors.length],
          price: `${150 + ((index * 7 + v * 25) % 400)}.00`,
          stock: options.stock,
        })),
        images: Array.from({ length: options.images }, (_, k) => ({
          url: `https://images.example.com/bench/abaya-${index + 1}-${k + 1}.jpg`,
          isPrimary: k === 0,
          position: k,
        })),
      };
      const answer = await request(`${baseUrl}/api/admin/products`, 'POST', { cookie: adminCookie, agent, body });
      if (answer.status !== 201) throw new Error(`product: ${answer.status} ${answer.text}`);
      return {
        id: answer.body.id as string,
        slug: answer.body.slug as string,
        variants: (answer.body.variants as Array<{ id: string; price: string; stock: number }>).map((variant) => ({
          id: variant.id,
          price: variant.price,
          stock: variant.stock,
        })),
      };
    });
    await untilListed(baseUrl, listedBefore + options.products);
    return seeded;
  } finally {
    agent.destroy();
  }
}

/** How many products the shop lists (its list's X-Total-Count). */
async function listedProducts(baseUrl: string): Promise<number> {
  const answer = await request(`${baseUrl}/api/products?limit=1`, 'GET');
  if (answer.status !== 200) throw new Error(`GET /api/products: ${answer.status} ${answer.text.slice(0, 200)}`);
  return Number(answer.headers['x-total-count']);
}

/**
 * Writes answer once appended, before the read models show them (ADR 049): a benchmark that reads what it seeded
 * waits until the shop lists every product, so its first reads are of the whole catalog.
 */
async function untilListed(baseUrl: string, count: number): Promise<void> {
  const deadline = performance.now() + 60_000;
  for (;;) {
    const listed = await listedProducts(baseUrl);
    if (listed >= count) return;
    if (performance.now() > deadline) throw new Error(`the shop lists ${listed} products, ${count} were seeded`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
