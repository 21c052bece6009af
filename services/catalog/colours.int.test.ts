import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStore, type TestStore } from '../../tests/support/test-store.js';
import { catalogProjection } from '../../projections/catalog/index.js';
import { rebuildProjection } from '../../projections/engine/rebuild.js';

// Managed colours: a variant's colour by key, in both languages with its swatch; the shop's filter by key and its
// counts; variants stored as free text before colours were managed; the catalog rebuilt equal to the live one.
let store: TestStore;
let admin: string;
let abayas: string;
let scarves: string;

interface Colour {
  key: string;
  nameEn: string;
  nameAr: string;
  hex: string;
}
interface Listed {
  id: string;
  nameEn: string;
  variants: Array<{ size: string | null; color: string | null; colour: Colour | null }>;
}

async function category(nameEn: string, nameAr: string): Promise<string> {
  const created = await store.request('POST', '/api/admin/categories', { cookie: admin, body: { nameEn, nameAr } });
  expect(created.status, created.text).toBe(201);
  return created.body.id;
}

async function product(categoryId: string, nameEn: string, variants: Array<{ size?: string; color?: string | null; colorKey?: string | null }>) {
  const created = await store.request('POST', '/api/admin/products', {
    cookie: admin,
    body: {
      nameEn,
      nameAr: `${nameEn} (ar)`,
      categoryId,
      status: 'active',
      variants: variants.map((variant) => ({ size: null, color: null, price: '100.00', stock: 3, ...variant })),
      images: [{ url: 'https://images.example.com/p.jpg', isPrimary: true, position: 0 }],
    },
  });
  expect(created.status, created.text).toBe(201);
  return created.body as Listed;
}

const listed = async (query: string) => {
  const answer = await store.request('GET', `/api/products?${query}`);
  expect(answer.status, answer.text).toBe(200);
  return answer.body as Listed[];
};
const facets = async (query: string) => {
  const answer = await store.request('GET', `/api/product-facets?${query}`);
  expect(answer.status, answer.text).toBe(200);
  return answer.body as { colours: Array<{ value: string; colour: Colour | null; count: number }>; sizes: Array<{ value: string; count: number }> };
};

beforeAll(async () => {
  store = await startTestStore();
  admin = await store.login();
  abayas = await category('Abayas', 'عبايات');
  scarves = await category('Scarves', 'أوشحة');
});

afterAll(async () => {
  await store?.stop();
});

describe('managed colours', () => {
  it('finds a product saved with "Black" by the colour key, showing the Arabic name and swatch', async () => {
    // An older form sends the English text alone; a newer one the key.
    const byText = await product(abayas, 'Crepe Abaya', [{ size: 'M', color: 'Black' }, { size: 'L', color: 'Black' }]);
    expect(byText.variants[0]!.colour).toEqual({ key: 'black', nameEn: 'Black', nameAr: 'أسود', hex: '#1c1c20' });
    await product(abayas, 'Linen Abaya', [{ size: 'M', colorKey: 'navy' }, { size: 'S', colorKey: 'black' }]);
    await product(abayas, 'Lilac Abaya', [{ size: 'One Size', color: 'Dusty Lilac', colorKey: null }]);
    await product(scarves, 'Silk Scarf', [{ colorKey: 'black' }, { colorKey: 'camel' }]);

    const black = await listed(`category=${abayas}&color=black`);
    expect(black.map((item) => item.nameEn).sort()).toEqual(['Crepe Abaya', 'Linen Abaya']);
    // The English name, in any case, still filters (links from before keys).
    expect((await listed(`category=${abayas}&color=BLACK`)).length).toBe(2);
    const variant = black.find((item) => item.nameEn === 'Crepe Abaya')!.variants[0]!;
    expect(variant).toMatchObject({ color: 'Black', colour: { key: 'black', nameAr: 'أسود', hex: '#1c1c20' } });
    // Several colours: either.
    expect((await listed(`color=navy&color=camel`)).map((item) => item.nameEn).sort()).toEqual(['Linen Abaya', 'Silk Scarf']);
    // A free-text colour by its text.
    expect((await listed(`color=dusty%20lilac`)).map((item) => item.nameEn)).toEqual(['Lilac Abaya']);
  });

  it('refuses a colour key that names no colour', async () => {
    const refused = await store.request('POST', '/api/admin/products', {
      cookie: admin,
      body: {
        nameEn: 'Odd',
        nameAr: 'غريب',
        categoryId: abayas,
        variants: [{ size: 'M', color: 'Odd', colorKey: 'no-such-colour', price: '10.00', stock: 1 }],
        images: [{ url: 'https://images.example.com/p.jpg', isPrimary: true, position: 0 }],
      },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('unknown_colour');
  });

  it('counts the products of each colour and size of a list, a product once per value', async () => {
    const inAbayas = await facets(`category=${abayas}`);
    expect(inAbayas.colours.map((facet) => [facet.value, facet.colour?.nameAr ?? null, facet.count])).toEqual([
      ['black', 'أسود', 2],
      ['navy', 'كحلي', 1],
      ['Dusty Lilac', null, 1],
    ]);
    expect(Object.fromEntries(inAbayas.sizes.map((facet) => [facet.value, facet.count]))).toEqual({ M: 2, L: 1, S: 1, 'One Size': 1 });
    // A chosen size narrows the colour counts to variants of that size; the colour's own choice does not.
    const sizeS = await facets(`category=${abayas}&size=S&color=navy`);
    expect(sizeS.colours.map((facet) => [facet.value, facet.count])).toEqual([['black', 1]]);
    expect(Object.fromEntries(sizeS.sizes.map((facet) => [facet.value, facet.count]))).toEqual({ M: 1 });
    // Every category: the scarf's colours too.
    const all = await facets('');
    expect(all.colours.find((facet) => facet.value === 'black')!.count).toBe(3);
    expect(all.colours.find((facet) => facet.value === 'camel')!.count).toBe(1);
  });

  it('lifts a variant stored as free text "black" onto the managed colour, and shows renames', async () => {
    const productId = randomUUID();
    await store.db.pool.query(
      `insert into events (stream_id, stream_type, stream_version, type, schema_version, data) values ($1, 'product', 1, 'ProductCreated', 1, $2)`,
      [
        `product-${productId}`,
        JSON.stringify({
          productId,
          slug: 'old-abaya',
          categoryId: abayas,
          nameEn: 'Old Abaya',
          nameAr: 'عباية قديمة',
          descriptionEn: null,
          descriptionAr: null,
          status: 'active',
          variants: [
            { variantId: randomUUID(), size: 'M', color: 'black', price: '80.00', stock: 2 },
            { variantId: randomUUID(), size: 'L', color: 'Sea Foam', price: '80.00', stock: 2 },
          ],
          images: [{ imageId: randomUUID(), url: 'https://images.example.com/o.jpg', isPrimary: true, position: 0 }],
          createdAt: new Date().toISOString(),
        }),
      ],
    );
    // A write after it: reading at its position reads the old event applied too.
    const renamed = await store.request('PATCH', '/api/admin/colours/black', {
      cookie: admin,
      body: { nameEn: 'Jet Black', nameAr: 'أسود فاحم', hex: '#0A0A0A' },
    });
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.body).toEqual({ key: 'black', nameEn: 'Jet Black', nameAr: 'أسود فاحم', hex: '#0a0a0a' });
    await store.settled();

    const old = (await listed(`color=black&category=${abayas}`)).find((item) => item.nameEn === 'Old Abaya')!;
    expect(old.variants.map((variant) => [variant.color, variant.colour?.nameAr ?? null, variant.colour?.hex ?? null])).toEqual([
      ['Jet Black', 'أسود فاحم', '#0a0a0a'],
      ['Sea Foam', null, null],
    ]);
    const colours = await store.request('GET', '/api/colours');
    expect(colours.body.find((colour: Colour) => colour.key === 'black')).toEqual(renamed.body);
    expect((await facets(`category=${abayas}`)).colours[0]).toMatchObject({ value: 'black', count: 3, colour: { nameEn: 'Jet Black' } });
  });

  it('adds a colour an admin names, refused twice', async () => {
    const added = await store.request('POST', '/api/admin/colours', { cookie: admin, body: { nameEn: 'Sea Foam', nameAr: 'زبد البحر', hex: '#9fe2bf' } });
    expect(added.status, added.text).toBe(201);
    expect(added.body.key).toBe('sea-foam');
    const again = await store.request('POST', '/api/admin/colours', { cookie: admin, body: { nameEn: 'sea foam', nameAr: 'x', hex: '#9fe2bf' } });
    expect([again.status, again.body.code]).toEqual([409, 'colour_exists']);
    await store.settled();
    const listedColours = (await store.request('GET', '/api/admin/colours', { cookie: admin })).body as Colour[];
    expect(listedColours.at(-1)).toEqual({ key: 'sea-foam', nameEn: 'Sea Foam', nameAr: 'زبد البحر', hex: '#9fe2bf' });
  });

  it('rebuilds the catalog from the log into tables equal to the live ones', async () => {
    await store.settled();
    const result = await rebuildProjection(store.db.pool, store.db.store, catalogProjection, { batchSize: 2 });
    expect(result.differences).toMatchObject({ variants: 0, colours: 0, products: 0 });
    expect(result.matches).toBe(true);
  });
});
