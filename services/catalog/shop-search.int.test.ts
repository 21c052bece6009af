import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../events/index.js';
import { listShopProducts, searchQueries, searchSynonyms, searchWords } from '../../projections/catalog/index.js';
import { startTestStore, type TestStore } from '../../tests/support/test-store.js';

// The shop's search as a shopper types it (projections/catalog/search.ts, shop-list.ts): plurals and articles in
// both languages, category names, synonyms, misspellings, relevance order and the search box's suggestions.
let store: TestStore;
let admin: string;

interface Listed {
  id: string;
  slug: string;
  nameEn: string;
  nameAr: string;
}

async function category(nameEn: string, nameAr: string): Promise<string> {
  const created = await store.request('POST', '/api/admin/categories', { cookie: admin, body: { nameEn, nameAr } });
  expect(created.status, created.text).toBe(201);
  return created.body.id;
}

async function product(
  categoryId: string,
  nameEn: string,
  nameAr: string,
  price: string,
  more: { descriptionEn?: string; descriptionAr?: string } = {},
): Promise<Listed> {
  const created = await store.request('POST', '/api/admin/products', {
    cookie: admin,
    body: {
      nameEn,
      nameAr,
      categoryId,
      status: 'active',
      ...more,
      variants: [{ size: 'M', color: null, price, stock: 4 }],
      images: [{ url: `https://images.example.com/${encodeURIComponent(nameEn)}.jpg`, isPrimary: true, position: 0 }],
    },
  });
  expect(created.status, created.text).toBe(201);
  return created.body;
}

/** The English names a search lists, in the order listed. */
async function found(q: string, more = ''): Promise<string[]> {
  const answer = await store.request('GET', `/api/products?q=${encodeURIComponent(q)}&limit=100${more}`);
  expect(answer.status, answer.text).toBe(200);
  return (answer.body as Listed[]).map((item) => item.nameEn);
}

const sorted = async (q: string) => (await found(q)).sort();

beforeAll(async () => {
  store = await startTestStore();
  admin = await store.login();
  const abayas = await category('Abayas', 'عبايات');
  const scarves = await category('Scarves', 'طرح');
  const occasion = await category('Occasion Wear', 'ملابس المناسبات');
  const kaftans = await category('Kaftans', 'قفاطين');
  const accessories = await category('Accessories', 'إكسسوارات');
  await product(abayas, 'Black Abaya', 'عباية سوداء', '120.00', { descriptionEn: 'Soft crepe' });
  await product(abayas, 'Embroidered Abaya', 'عباية مطرزة', '310.00');
  await product(scarves, 'Silk Hijab', 'حجاب حرير', '45.00');
  await product(occasion, 'Evening Dress', 'فستان سهرة', '420.00');
  await product(occasion, 'Linen Robe', 'جلابية كتان', '150.00');
  await product(kaftans, 'Dune Robe', 'ثوب الكثبان', '260.00');
  // The newest of all, mentioning abayas and hijabs only in its descriptions.
  await product(accessories, 'Pearl Brooch', 'بروش لؤلؤ', '35.00', {
    descriptionEn: 'Pins to an abaya or a hijab',
    descriptionAr: 'يزين العباية والحجاب',
  });
});
afterAll(() => store.stop());

describe('the shop search: words as shoppers write them', () => {
  it('finds Arabic plurals and words with the article as their singulars do', async () => {
    const abaya = await sorted('عباية');
    expect(abaya).toEqual(['Black Abaya', 'Embroidered Abaya', 'Pearl Brooch']);
    expect(await sorted('عبايات')).toEqual(abaya);
    expect(await sorted('العباية')).toEqual(abaya);
    expect(await sorted('العبايات')).toEqual(abaya);
    expect(await sorted('حجابات')).toEqual(['Pearl Brooch', 'Silk Hijab']);
    expect(await sorted('الحجاب')).toEqual(['Pearl Brooch', 'Silk Hijab']);
    // A broken plural, through the synonym list.
    expect(await sorted('فساتين')).toEqual(['Evening Dress']);
  });

  it('finds English plurals as their singulars do', async () => {
    expect(await sorted('abayas')).toEqual(['Black Abaya', 'Embroidered Abaya', 'Pearl Brooch']);
    expect(await sorted('hijabs')).toEqual(['Pearl Brooch', 'Silk Hijab']);
    expect(await sorted('dresses')).toEqual(['Evening Dress']);
    expect(await sorted('kaftans')).toEqual(['Dune Robe']);
  });

  it("finds a product by its category's name, in either language", async () => {
    expect(await sorted('accessories')).toEqual(['Pearl Brooch']);
    expect(await sorted('إكسسوارات')).toEqual(['Pearl Brooch']);
    expect(await sorted('occasion')).toEqual(['Evening Dress', 'Linen Robe']);
    expect(await sorted('المناسبات')).toEqual(['Evening Dress', 'Linen Robe']);
  });

  it('matches synonyms both ways, across the two languages', async () => {
    // The Linen Robe is a jalabiya only in Arabic; the Dune Robe a kaftan only by its category.
    expect(await sorted('jalabiya')).toEqual(['Linen Robe']);
    expect(await sorted('قفطان')).toEqual(['Dune Robe']);
    expect(await sorted('kaftan')).toEqual(['Dune Robe']);
    expect(await sorted('فستان')).toEqual(['Evening Dress']);
    expect(await sorted('dress')).toEqual(['Evening Dress']);
    expect(await sorted('abaya سوداء')).toEqual(['Black Abaya']);
  });

  it('forgives a misspelling of a name when the words find little', async () => {
    // Misspellings are looked for in names.
    expect(await found('abya')).toEqual(['Embroidered Abaya', 'Black Abaya']);
    expect(await found('hijb')).toEqual(['Silk Hijab']);
    expect(await found('Embroiderd abya')).toEqual(['Embroidered Abaya']);
    expect(await sorted('blak abaya')).toEqual(['Black Abaya']);
    // Nothing near: still nothing.
    expect(await found('zzqxv')).toEqual([]);
  });

  it('keeps the spellings that already matched: diacritics, alef forms, ta marbuta and tatweel', async () => {
    expect(await sorted('عبايه')).toEqual(['Black Abaya', 'Embroidered Abaya', 'Pearl Brooch']);
    expect(await sorted('عَبَايَة')).toEqual(['Black Abaya', 'Embroidered Abaya', 'Pearl Brooch']);
    expect(await sorted('عبــاية')).toEqual(['Black Abaya', 'Embroidered Abaya', 'Pearl Brooch']);
    expect(await sorted('اكسسوارات')).toEqual(['Pearl Brooch']);
  });
});

describe('the shop search: relevance', () => {
  it('lists name matches above description matches, newest first among equals, unless another sort is asked for', async () => {
    expect(await found('عباية')).toEqual(['Embroidered Abaya', 'Black Abaya', 'Pearl Brooch']);
    expect(await found('abaya')).toEqual(['Embroidered Abaya', 'Black Abaya', 'Pearl Brooch']);
    expect(await found('hijab')).toEqual(['Silk Hijab', 'Pearl Brooch']);
    expect(await found('abaya', '&sort=relevance')).toEqual(['Embroidered Abaya', 'Black Abaya', 'Pearl Brooch']);
    expect(await found('abaya', '&sort=newest')).toEqual(['Pearl Brooch', 'Embroidered Abaya', 'Black Abaya']);
    expect(await found('abaya', '&sort=price-asc')).toEqual(['Pearl Brooch', 'Black Abaya', 'Embroidered Abaya']);
  });

  it('pages a search in its order with a cursor, each product once, and refuses a cursor of another sort', async () => {
    const whole = await found('abaya');
    const seen: string[] = [];
    let path: string | null = `/api/products?q=abaya&limit=1`;
    let next: string | null = null;
    for (let page = 0; path && page < 10; page++) {
      const answer = await store.request('GET', path);
      expect(answer.status, answer.text).toBe(200);
      expect(Number(answer.headers.get('x-total-count'))).toBe(3);
      seen.push(...(answer.body as Listed[]).map((item) => item.nameEn));
      path = /^<([^>]+)>; rel="next"$/.exec(answer.headers.get('link') ?? '')?.[1] ?? null;
      next ??= path;
    }
    expect(seen).toEqual(whole);
    const cursor = new URL(next!, store.url).searchParams.get('cursor')!;
    const refused = await store.request('GET', `/api/products?q=abaya&sort=newest&cursor=${encodeURIComponent(cursor)}`);
    expect(refused.status).toBe(400);
  });

  it('works out each word\'s query as the database function does, with the synonyms stemmed once', async () => {
    const words = ['abaya', 'abayas', 'العبايات', 'فساتين', 'caftans', 'hijab', 'prayer', 'the', 'ab', 'Dress'];
    const kept = await searchQueries(store.db.pool, { words });
    for (const word of words) {
      const { rows } = await store.db.pool.query<{ same: boolean }>(
        `select ($1 = '' and numnode(q) = 0) or ($1 <> '' and $1::tsquery = q
             or (select bool_and((to_tsvector('simple', w) @@ $1::tsquery) = (to_tsvector('simple', w) @@ q))
                 from unnest($3::text[]) as w)) as same
         from (select public.catalog_search_query($2, $4::jsonb) as q) as own`,
        [kept.get(word)!.any, word, ['abaya', 'عباي', 'عباء', 'abaaya', 'فسات', 'فستان', 'dress', 'caftan', 'kaftan', 'قفطان', 'hijab', 'حجاب', 'prayer', 'ab'], JSON.stringify(searchSynonyms)],
      );
      expect(rows[0]!.same, word).toBe(true);
    }
  });

  it('reads the search through its indexes', async () => {
    // The statements the list runs, captured, then explained with whole-table scans made dear (seven products are
    // too few for the planner to choose an index otherwise): each word's match is a bitmap of its search indexes.
    const statements: { text: string; values: unknown[] }[] = [];
    const capture = {
      query: async (text: string, values: unknown[]) => {
        // The words' queries are looked up first, for real.
        if (text.includes('catalog_search_query(word')) return store.db.pool.query(text, values);
        statements.push({ text, values });
        return { rows: text.trimStart().startsWith('select count(*)') ? [{ total: 0 }] : [] };
      },
    } as unknown as Queryable;
    await listShopProducts(capture, { filters: { words: searchWords('abayas') }, sort: 'relevance', fetch: 25, after: null });
    const client = await store.db.pool.connect();
    try {
      await client.query('set enable_seqscan = off; set enable_indexscan = off');
      for (const { text, values } of statements) {
        const plan = JSON.stringify((await client.query(`explain (format json) ${text}`, values)).rows);
        expect(plan).toContain('"Index Name":"products_search_vector"');
        expect(plan).toContain('"Index Name":"products_search"');
      }
    } finally {
      await client.query('reset enable_seqscan; reset enable_indexscan');
      client.release();
    }
    // A page in order of relevance counts its matches as it scores them: one statement.
    expect(statements).toHaveLength(1);
  });
});

describe('the search box: suggestions', () => {
  it('answers the best matches first, with both names, the price and the cover picture', async () => {
    const answer = await store.request('GET', `/api/product-suggestions?q=${encodeURIComponent('عبايات')}&limit=2`);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toEqual([
      {
        id: expect.any(String),
        slug: expect.any(String),
        nameEn: 'Embroidered Abaya',
        nameAr: 'عباية مطرزة',
        price: '310.00',
        imageUrl: 'https://images.example.com/Embroidered%20Abaya.jpg',
      },
      expect.objectContaining({ nameEn: 'Black Abaya', price: '120.00' }),
    ]);
    const typo = await store.request('GET', '/api/product-suggestions?q=hijb');
    expect((typo.body as Listed[]).map((item) => item.nameEn)).toEqual(['Silk Hijab']);
    const none = await store.request('GET', '/api/product-suggestions?q=zzqxv');
    expect(none.status).toBe(200);
    expect(none.body).toEqual([]);
  });

  it('takes a misspelling for a word the products are named by now', async () => {
    const belts = await category('Belts', 'أحزمة');
    const shawl = await product(belts, 'Tasselled Shawl', 'شال بشراشيب', '60.00');
    const lexicon = async (word: string) =>
      (await store.db.pool.query<{ products: number }>('select products from catalog_words where word = $1', [word])).rows[0]?.products ?? 0;
    expect(await found('tassled')).toEqual(['Tasselled Shawl']);
    expect(await lexicon('tasselled')).toBe(1);

    const renamed = await store.request('PATCH', `/api/admin/products/${shawl.id}`, {
      cookie: admin,
      body: {
        nameEn: 'Fringed Shawl',
        nameAr: 'شال بشراشيب',
        categoryId: belts,
        status: 'active',
        variants: [{ size: 'M', color: null, price: '60.00', stock: 4 }],
        images: [{ url: 'https://images.example.com/shawl.jpg', isPrimary: true, position: 0 }],
      },
    });
    expect(renamed.status, renamed.text).toBe(200);
    expect(await found('tassled')).toEqual([]);
    expect(await found('frnged')).toEqual(['Fringed Shawl']);
    expect([await lexicon('tasselled'), await lexicon('fringed'), await lexicon('shawl')]).toEqual([0, 1, 1]);

    const deleted = await store.request('DELETE', `/api/admin/products/${shawl.id}`, { cookie: admin });
    expect(deleted.status, deleted.text).toBe(204);
    expect(await found('frnged')).toEqual([]);
    expect([await lexicon('fringed'), await lexicon('shawl')]).toEqual([0, 0]);
  });

  it('refuses what is no search with a 400 naming the parameter', async () => {
    for (const [query, field] of [
      ['', 'q'],
      ['q=', 'q'],
      ['q=%20%20', 'q'],
      [`q=${'a'.repeat(101)}`, 'q'],
      ['q=abaya&q=hijab', 'q'],
      ['q=a+b+c+d+e+f+g+h+i+j+k', 'q'],
      ['q=abaya&limit=0', 'limit'],
      ['q=abaya&limit=11', 'limit'],
      ['q=abaya&limit=two', 'limit'],
      ['q=abaya&limit=-1', 'limit'],
    ] as const) {
      const answer = await store.request('GET', `/api/product-suggestions?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body, query).toMatchObject({ code: 'invalid_filter', params: { field } });
    }
  });
});
