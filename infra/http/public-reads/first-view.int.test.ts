import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtWeb } from '../../../tests/support/built-web.js';
import { rawRequest } from '../../../tests/support/raw-request.js';
import { startTestStore, type TestStore } from '../../../tests/support/test-store.js';

// A built web app reduced to what the first views need: index.html with the skeleton's markers, and templates in the
// syntax the build writes (web/src/app/first-view.ts).
const indexHtml = '<!doctype html><html lang="ar" dir="rtl"><body><div id="root"><!--first-view--><div class="plain"></div><!--/first-view--></div></body></html>';
const templates = {
  home: '<img class="hero" src="{{image}}">{{#homeSections}}<ul>{{#products}}<li>{{name}}</li>{{/products}}</ul>{{/homeSections}}',
  category:
    '<h2 data-en="{{categoryNameEn}}">{{categoryName}}</h2><ul>{{#products}}<li><a href="/product/{{slug}}">' +
    '{{#image}}<img src="{{image}}">{{/image}}<b data-en="{{nameEn}}">{{name}}</b><i data-en="{{priceEn}}">{{price}}</i>{{#from}}+{{/from}}</a></li>{{/products}}</ul>',
  shop: '<h2>المتجر</h2><ul>{{#cards}}<li data-en="{{nameEn}}">{{name}}{{#image}}<img src="{{image}}">{{/image}}</li>{{/cards}}</ul>',
  product:
    '<nav>{{#category}}<span data-en="{{categoryEn}}">{{category}}</span>{{/category}}<li data-en="{{nameEn}}">{{name}}</li></nav>' +
    '<img class="cover" src="{{image}}">',
};

let web: Awaited<ReturnType<typeof builtWeb>>;
let store: TestStore;
let admin: string;
let categoryId: string;
beforeAll(async () => {
  web = await builtWeb(indexHtml, templates);
  store = await startTestStore({ WEB_DIR: web.dir });
  admin = await store.login();
  categoryId = (await store.request('POST', '/api/admin/categories', { cookie: admin, body: { nameEn: 'Abayas', nameAr: 'عبايات' } })).body.id;
});
afterAll(async () => {
  await store?.stop();
  await web?.remove();
});

const get = (route: string, headers: Record<string, string> = {}) => rawRequest(`${store.url}${route}`, headers);
// A navigation carries no log position, and writes answer at their append (ADR 049): a positioned read first lets
// the read models reach the writes so far, as they have a moment after a write.
const page = async (route: string) => {
  await store.settled();
  return (await get(route)).body.toString('utf8');
};

const product = (overrides: Record<string, unknown>) =>
  store.request('POST', '/api/admin/products', {
    cookie: admin,
    body: {
      nameEn: 'Black Abaya',
      nameAr: 'عباية سوداء',
      descriptionEn: null,
      descriptionAr: null,
      categoryId,
      status: 'active',
      variants: [{ size: '52', color: 'Black', price: '120.50', stock: 3 }],
      images: [
        { url: 'https://example.com/back.jpg', isPrimary: false, position: 1 },
        { url: 'https://example.com/front.jpg', isPrimary: true, position: 0 },
      ],
      ...overrides,
    },
  });

describe('landing pages drawn before the app runs', () => {
  it('draws a product page with its cover picture, its Arabic name and category, the English beside them', async () => {
    const created = await product({ nameEn: 'Crepe Abaya', nameAr: 'عباية كريب' });
    expect(created.status).toBe(201);
    const html = await page(`/product/${encodeURIComponent(created.body.slug)}`);
    expect(html).toContain('<!--first-view--><nav><span data-en="Abayas">عبايات</span><li data-en="Crepe Abaya">عباية كريب</li></nav>');
    expect(html).toContain('<img class="cover" src="https://example.com/front.jpg">');
    expect(html).not.toContain('class="plain"');
  });

  it('escapes names an admin typed, in text and in attributes', async () => {
    const hostile = `<script>alert("x")</script><img src=x onerror='y'>&`;
    const created = await product({ nameEn: `${hostile} en`, nameAr: hostile });
    const html = await page(`/product/${encodeURIComponent(created.body.slug)}`);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain(
      '<li data-en="&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;&#60;img src=x onerror=&#39;y&#39;&#62;&#38; en">' +
        '&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;&#60;img src=x onerror=&#39;y&#39;&#62;&#38;</li>',
    );
  });

  it('sends the plain skeleton for an unknown product, and for a product without pictures', async () => {
    expect(await page('/product/no-such-product')).toContain('<!--first-view--><div class="plain"></div><!--/first-view-->');
    const bare = await product({ nameEn: 'Bare Kaftan', nameAr: 'قفطان', images: [] });
    expect(await page(`/product/${bare.body.slug}`)).toContain('<div class="plain"></div>');
  });

  it('draws the home page with the first active banner by position, and follows banner changes', async () => {
    const banner = (imageUrl: string, position: number, isActive = true) =>
      store.request('POST', '/api/admin/banners', {
        cookie: admin,
        body: { titleEn: 'New', titleAr: 'جديد', subtitleEn: null, subtitleAr: null, imageUrl, isActive, position },
      });
    await banner('https://example.com/hidden.jpg', 0, false);
    await banner('https://example.com/second.jpg', 2);
    const first = await banner('https://example.com/first.jpg', 1);
    expect(await page('/')).toContain('<!--first-view--><img class="hero" src="https://example.com/first.jpg">');

    await store.request('PATCH', `/api/admin/banners/${first.body.id}`, { cookie: admin, body: { isActive: false } });
    expect(await page('/')).toContain('src="https://example.com/second.jpg"');
  });

  it("draws the shop's heading and first six category cards with products, each with its newest product's cover picture", async () => {
    const category = async (nameEn: string, nameAr: string) =>
      (await store.request('POST', '/api/admin/categories', { cookie: admin, body: { nameEn, nameAr } })).body.id as string;
    const dresses = await category('Dresses', 'فساتين');
    const scarves = await category('Scarves', 'أوشحة');
    for (let extra = 0; extra < 5; extra++) {
      const id = await category(`Extra ${extra}`, `إضافية ${extra}`);
      await product({ nameEn: `Extra Dress ${extra}`, nameAr: `فستان إضافي ${extra}`, categoryId: id });
    }
    const older = await product({ nameEn: 'Old Dress', nameAr: 'فستان قديم', categoryId: dresses });
    expect(older.status).toBe(201);
    await product({
      nameEn: 'New Dress',
      nameAr: 'فستان جديد',
      categoryId: dresses,
      images: [{ url: 'https://example.com/new-dress.jpg', isPrimary: true, position: 0 }],
    });

    const html = await page('/shop');
    const drawn = /<!--first-view-->([\s\S]*)<!--\/first-view-->/.exec(html)![1]!;
    expect(drawn).toMatch(/^<h2>المتجر<\/h2><ul>/);
    const cards = [...drawn.matchAll(/<li data-en="([^"]*)">([^<]*)(?:<img src="([^"]*)">)?<\/li>/g)];
    // A category with no product on sale gets no card (the app's rule too).
    const listed = (await store.request('GET', '/api/categories')).body as { id: string; nameEn: string }[];
    const shown = listed.filter((listedCategory) => listedCategory.id !== scarves);
    expect(shown.length).toBeGreaterThan(6);
    expect(cards.map(([, nameEn]) => nameEn)).toEqual(shown.slice(0, 6).map((listed) => listed.nameEn));
    const card = (nameEn: string) => cards.find(([, en]) => en === nameEn);
    expect(card('Dresses')?.slice(2)).toEqual(['فساتين', 'https://example.com/new-dress.jpg']);
    expect(card('Scarves')).toBeUndefined();

    // A search's page, or a category's in another order, shows products the app reads: the plain skeleton.
    for (const route of ['/shop?q=dress', '/shop?sort=price-asc&category=' + dresses, `/shop?category=${dresses}&inStock=1`]) {
      expect(await page(route), route).toContain('<div class="plain"></div>');
    }
    expect(await page('/shop?sort=newest'), 'the front with a sort only').toMatch(/<!--first-view--><h2>/);
  });

  it("draws a category's first page of products as the app's first page lists them, and follows its changes", async () => {
    const id = (await store.request('POST', '/api/admin/categories', { cookie: admin, body: { nameEn: 'Kaftans', nameAr: 'قفاطين' } })).body.id;
    const slugs: string[] = [];
    for (let index = 0; index < 25; index++) {
      const created = await product({
        nameEn: `Kaftan ${index} <b>`,
        nameAr: `قفطان ${index} & "x"`,
        categoryId: id,
        variants: [
          { size: 'S', color: 'Red', price: index === 24 ? '1250.00' : '99.50', stock: 0 },
          ...(index === 24 ? [{ size: 'M', color: 'Red', price: '1300.00', stock: 2 }] : []),
        ],
      });
      expect(created.status).toBe(201);
      slugs.push(created.body.slug);
    }
    const path = `/shop?category=${id}`;
    const drawn = async () => /<!--first-view-->([\s\S]*)<!--\/first-view-->/.exec(await page(path))![1]!;
    const cards = (html: string) => [...html.matchAll(/<li><a href="\/product\/([^"]*)">/g)].map(([, slug]) => decodeURIComponent(slug!));

    const html = await drawn();
    expect(html).toMatch(/^<h2 data-en="Kaftans">قفاطين<\/h2><ul>/);
    // The app's first page: 24, newest first (the oldest left for "load more"); sold out or not alike.
    const listed = ((await store.request('GET', `/api/products?category=${id}`)).body as { slug: string }[]).map((item) => item.slug);
    expect(cards(html)).toEqual(listed);
    expect(cards(html)).toEqual(slugs.toReversed().slice(0, 24));
    // Names escaped; the price as the app writes it in each language, marked "from" when another variant costs more.
    expect(html).toContain(
      '<b data-en="Kaftan 24 &#60;b&#62;">قفطان 24 &#38; &#34;x&#34;</b><i data-en="AED\u00a01,250.00">\u200f1,250.00\u00a0د.إ.\u200f</i>+</a>',
    );
    expect(html).toContain('<i data-en="AED\u00a099.50">\u200f99.50\u00a0د.إ.\u200f</i></a>');
    expect(html).toContain('<img src="https://example.com/front.jpg">');

    // A new product leads the page at once (the catalog's version moved), and the page's tag with it.
    const tagBefore = (await get(path)).headers.etag;
    const newest = await product({ nameEn: 'Newest Kaftan', nameAr: 'أحدث قفطان', categoryId: id });
    expect(cards(await drawn())[0]).toBe(newest.body.slug);
    expect((await get(path)).headers.etag).not.toBe(tagBefore);

    // Unknown, malformed or empty categories: the plain skeleton (the app says what is wrong).
    const empty = (await store.request('POST', '/api/admin/categories', { cookie: admin, body: { nameEn: 'Empty', nameAr: 'فارغة' } })).body.id;
    for (const route of ['/shop?category=00000000-0000-4000-8000-000000000000', '/shop?category=not-an-id', `/shop?category=${empty}`]) {
      expect(await page(route), route).toContain('<div class="plain"></div>');
    }
  });

  it("draws the home page's newest products after its banner", async () => {
    const newest = await product({ nameEn: 'Home Newest', nameAr: 'الأحدث للرئيسية' });
    const html = await page('/');
    expect(html).toMatch(/<img class="hero" src="[^"]+"><ul><li>الأحدث للرئيسية<\/li><li>[^<]+<\/li><li>[^<]+<\/li><\/ul><!--\/first-view-->/);
    expect(newest.status).toBe(201);
  });

  it('leaves pages other than the landing pages to the plain skeleton', async () => {
    expect(await page('/cart')).toContain('<div class="plain"></div>');
  });

  it('sends a landing page compressed, revalidated on every visit, and answers 304 to its tag', async () => {
    const first = await get('/shop', { 'accept-encoding': 'gzip, deflate, br' });
    expect(first.status).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['content-type']).toMatch(/^text\/html/);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(first.body).toString('utf8')).toContain('<h2>المتجر</h2>');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+-br"$/);
    const again = await get('/shop', { 'accept-encoding': 'gzip, deflate, br', 'if-none-match': etag });
    expect(again.status).toBe(304);
    // Another coding is another representation, with a tag of its own.
    expect((await get('/shop', { 'accept-encoding': 'gzip' })).headers.etag).not.toBe(etag);
  });
});
