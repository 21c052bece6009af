import { randomBytes } from 'node:crypto';
import type { TestStore } from './test-store.js';

export interface FixtureVariant {
  readonly size?: string;
  readonly color?: string;
  readonly price: string;
  readonly stock: number;
}

export interface FixtureProduct {
  readonly id: string;
  readonly slug: string;
  readonly nameEn: string;
  readonly variants: Array<{ id: string; size: string | null; color: string | null; price: string; stock: number }>;
}

/** A category and a product in it, created through the admin API as an admin would. */
export async function createProduct(
  store: TestStore,
  adminCookie: string,
  options: { variants: readonly FixtureVariant[]; status?: 'active' | 'inactive'; nameEn?: string },
): Promise<FixtureProduct> {
  const tag = randomBytes(3).toString('hex');
  const category = await store.request('POST', '/api/admin/categories', {
    cookie: adminCookie,
    body: { nameEn: `Abayas ${tag}`, nameAr: `عبايات ${tag}` },
  });
  if (category.status !== 201) throw new Error(`category: ${category.status} ${category.text}`);
  const product = await store.request('POST', '/api/admin/products', {
    cookie: adminCookie,
    body: {
      nameEn: options.nameEn ?? `Black Abaya ${tag}`,
      nameAr: `عباية سوداء ${tag}`,
      categoryId: category.body.id,
      status: options.status ?? 'active',
      variants: options.variants.map((variant) => ({
        size: variant.size ?? null,
        color: variant.color ?? null,
        price: variant.price,
        stock: variant.stock,
      })),
      images: [{ url: 'https://images.example.com/abaya.jpg', isPrimary: true, position: 0 }],
    },
  });
  if (product.status !== 201) throw new Error(`product: ${product.status} ${product.text}`);
  return product.body;
}
