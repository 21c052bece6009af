import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemActor } from '../../events/index.js';
import { rebuildProjection } from '../../projections/index.js';
import { ordersProjection } from '../../projections/orders/index.js';
import { startTestStore, type TestStore } from '../../tests/support/test-store.js';

/**
 * The back office's orders list and export over many orders. Orders are written as the checkout writes them
 * (OrderPlaced, OrderStatusChanged on each order's stream) straight into the log, so hundreds cost little.
 */

let store: TestStore;
let admin: string;
let customer: string;
let shopperId: string;
let nextNumber = 500_000;

interface Seed {
  readonly name?: string;
  readonly phone?: string;
  readonly at: string;
  readonly status?: 'placed' | 'confirmed' | 'packed' | 'shipped' | 'delivered';
  readonly userId?: string;
  readonly items?: ReadonlyArray<{ en: string; ar: string; quantity: number; price: string }>;
}

const statuses = ['placed', 'confirmed', 'packed', 'shipped', 'delivered'] as const;
const defaultItems = [{ en: 'Black Abaya', ar: 'عباية سوداء', quantity: 1, price: '250.00' }];

/** Appends the orders (in chunks, one statement each) and waits until the orders read model shows them. */
async function seed(orders: readonly Seed[]): Promise<number[]> {
  const numbers: number[] = [];
  const appends = orders.map((order) => {
    const orderId = randomUUID();
    const orderNumber = nextNumber++;
    numbers.push(orderNumber);
    const items = (order.items ?? defaultItems).map((item) => ({
      itemId: randomUUID(), productId: randomUUID(), variantId: randomUUID(), productNameEn: item.en,
      productNameAr: item.ar, variantSize: 'M', variantColor: null, quantity: item.quantity, price: item.price,
    }));
    const status = order.status ?? 'placed';
    const changes = statuses.slice(1, statuses.indexOf(status) + 1).map((to, index) => ({
      type: 'OrderStatusChanged',
      data: { orderId, orderNumber, from: statuses[index], to, changedAt: order.at },
    }));
    return {
      streamId: `order-${orderId}`,
      streamType: 'order',
      expectedVersion: 0 as const,
      events: [
        {
          type: 'OrderPlaced',
          data: {
            orderId, orderNumber, userId: order.userId ?? shopperId, items, subtotal: '250.00', codFee: '15.00',
            discount: '0.00', deliveryFee: '0.00', emirate: 'dubai', coupon: null, totalAmount: '265.00', paymentMethod: 'cod', shippingName: order.name ?? 'Test Shopper',
            shippingPhone: order.phone ?? '+971550000000', shippingCity: 'Dubai', shippingAddressLine1: 'Villa 1',
            shippingAddressLine2: null, deliveryNote: null, placedAt: order.at, locale: 'ar',
          },
        },
        ...changes,
      ],
    };
  });
  for (let start = 0; start < appends.length; start += 200) {
    await store.db.store.append(appends.slice(start, start + 200), { actor: systemActor, correlationId: randomUUID() });
  }
  const deadline = Date.now() + 20_000;
  for (;;) {
    const shown = await store.db.pool.query<{ n: number }>('select count(*)::int as n from orders where order_number = any($1)', [numbers]);
    if (shown.rows[0]!.n === numbers.length) return numbers;
    if (Date.now() > deadline) throw new Error('orders did not reach the read model');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const list = (query: string, cookie = admin) => store.request('GET', `/api/admin/orders${query}`, { cookie });
const numbersOf = (body: Array<{ orderNumber: number }>) => body.map((order) => order.orderNumber);
const nextLink = (header: string | null) => /<([^>]+)>;\s*rel="next"/.exec(header ?? '')?.[1] ?? null;

/** Every page of a filtered list, following the Link header as a client would. */
async function allPages(query: string, between?: () => Promise<void>): Promise<number[]> {
  const seen: number[] = [];
  let path: string | null = `/api/admin/orders${query}`;
  for (let pages = 0; path && pages < 100; pages += 1) {
    const page = await store.request('GET', path, { cookie: admin });
    expect(page.status).toBe(200);
    seen.push(...numbersOf(page.body));
    path = nextLink(page.headers.get('link'));
    await between?.();
  }
  return seen;
}

beforeAll(async () => {
  store = await startTestStore();
  admin = await store.login();
  customer = await store.customer('noura.alkaabi@example.com');
  // Registration answers at its append (ADR 049): the users table is read once the read models have reached it.
  await store.settled();
  const user = await store.db.pool.query<{ id: string }>(`select id from users where email = 'noura.alkaabi@example.com'`);
  shopperId = user.rows[0]!.id;
}, 60_000);
afterAll(() => store.stop());

describe('GET /api/admin/orders', () => {
  it('reaches every order exactly once across pages, newest first, while new orders arrive', async () => {
    const base = Date.parse('2025-01-01T00:00:00Z');
    // Three orders share each instant: the order number breaks the tie.
    const older = await seed(Array.from({ length: 130 }, (_, i) => ({ at: new Date(base + Math.floor(i / 3) * 60_000).toISOString(), status: 'delivered' as const })));
    let arrivals = 0;
    const seen = await allPages('?status=delivered&limit=20', async () => {
      arrivals += 1;
      await seed([{ at: new Date().toISOString(), status: 'delivered' }]);
    });
    expect(arrivals).toBeGreaterThanOrEqual(7);
    const fromSeed = seen.filter((number) => older.includes(number));
    expect(new Set(seen).size).toBe(seen.length);
    expect([...fromSeed].sort((a, b) => a - b)).toEqual(older);
    // Newest first: a later instant first and, at one instant, the higher number (numbers grew with the instant).
    expect(fromSeed).toEqual([...older].reverse());
    // The oldest order is reachable: the last page ends with it.
    expect(seen.at(-1)).toBe(older[0]);
  });

  it('answers 50 by default with the total and a next link that keeps the filters', async () => {
    await seed(Array.from({ length: 60 }, (_, i) => ({ at: new Date(Date.parse('2025-02-01T00:00:00Z') + i * 1000).toISOString(), status: 'packed' as const })));
    const first = await list('?status=packed');
    expect(first.status).toBe(200);
    expect(first.body).toHaveLength(50);
    expect(first.headers.get('x-total-count')).toBe('60');
    expect(first.headers.get('link')).toMatch(/^<\/api\/admin\/orders\?status=packed&cursor=[\w-]+>; rel="next"$/);
    expect(first.body[0]).toMatchObject({ status: 'packed', items: [expect.objectContaining({ productNameAr: 'عباية سوداء' })] });
    const second = await store.request('GET', nextLink(first.headers.get('link'))!, { cookie: admin });
    expect(second.body).toHaveLength(10);
    expect(second.headers.get('link')).toBeNull();
  });

  it('filters by search text: order number, name (Arabic too), phone in any form, account email', async () => {
    const other = randomUUID();
    const [arabic, phoned, byEmail, plain] = await seed([
      { at: '2025-03-01T10:00:00Z', name: 'مريم سعيد الكعبي', userId: other },
      { at: '2025-03-01T10:01:00Z', name: 'Huda Ali', phone: '+971509876543', userId: other },
      { at: '2025-03-01T10:02:00Z', name: 'Gift for mother' },
      { at: '2025-03-01T10:03:00Z', name: 'Fatima Noor', userId: other },
    ]);
    const search = async (q: string) => numbersOf((await list(`?q=${encodeURIComponent(q)}&from=2025-03-01&to=2025-03-01`)).body);
    expect(await search('سعيد')).toEqual([arabic]);
    expect(await search(`#${plain}`)).toEqual([plain]);
    expect(await search(String(phoned))).toEqual([phoned]);
    const forms = ['+971509876543', '0509876543', '987 6543', '00971 50 987 6543', '+971 50 987 6543', '509876543', '٠٥٠٩٨٧٦٥٤٣'];
    for (const form of forms) expect(await search(form), form).toEqual([phoned]);
    expect(await search('huda')).toEqual([phoned]);
    // By the account: her email, and the name she registered with.
    expect(await search('NOURA.alkaabi')).toEqual([byEmail]);
    expect(await search('Test Shopper')).toEqual([byEmail]);
    expect(await search('100%_')).toEqual([]);
  });

  it('filters by days of the UAE calendar, both ends included', async () => {
    // 20:30 UTC on 1 April is 00:30 on 2 April in the UAE (UTC+4).
    const [late, early, after] = await seed([
      { at: '2025-04-01T20:30:00Z', status: 'shipped' },
      { at: '2025-04-01T19:59:00Z', status: 'shipped' },
      { at: '2025-04-03T19:59:59Z', status: 'shipped' },
    ]);
    const days = async (query: string) => numbersOf((await list(`?status=shipped&${query}`)).body).filter((n) => [late, early, after].includes(n));
    expect(await days('from=2025-04-02&to=2025-04-02')).toEqual([late]);
    expect(await days('to=2025-04-01')).toEqual([early]);
    expect(await days('from=2025-04-02')).toEqual([after, late]);
    expect(await days('from=2025-04-03&to=2025-04-03')).toEqual([after]);
    const total = await list('?from=2025-04-01&to=2025-04-03&status=shipped');
    expect(total.headers.get('x-total-count')).toBe('3');
  });

  it('refuses bad parameters with a 400 naming the problem', async () => {
    const cases: Array<[string, string]> = [
      ['?status=lost', 'invalid'],
      ['?status=placed&status=shipped', 'invalid'],
      ['?from=2025-02-30', 'invalid'],
      ['?from=yesterday', 'invalid'],
      ['?from=2025-05-02&to=2025-05-01', 'invalid_date_range'],
      [`?q=${'x'.repeat(101)}`, 'invalid'],
      ['?limit=0', 'invalid_limit'],
      ['?limit=101', 'invalid_limit'],
      ['?cursor=bm90LWEtY3Vyc29y', 'invalid_cursor'],
      ['?cursor=WyJuZXdlc3QiLCJ4IiwiMSJd', 'invalid_cursor'],
      // Well-formed, but out of what the database takes: a year 0, an order number beyond integers.
      ['?cursor=WyIwMDAwLTAxLTAxVDAwOjAwOjAwWiIsIDVd', 'invalid_cursor'],
      ['?cursor=WyIyMDI2LTAxLTAxVDAwOjAwOjAwWiIsIDk5OTk5OTk5OTk5XQ', 'invalid_cursor'],
      ['?from=0000-01-01', 'invalid'],
    ];
    for (const [query, code] of cases) {
      for (const path of ['/api/admin/orders', '/api/admin/orders.csv']) {
        if (path.endsWith('.csv') && /limit|cursor/.test(query)) continue;
        const answer = await store.request('GET', `${path}${query}`, { cookie: admin });
        expect(answer.status, `${path}${query}`).toBe(400);
        expect(answer.body.code, `${path}${query}`).toBe(code);
      }
    }
  });

  it('is for admins only: 401 for a visitor, 403 for a customer', async () => {
    for (const path of ['/api/admin/orders', '/api/admin/orders.csv']) {
      expect((await store.request('GET', path)).status).toBe(401);
      expect((await store.request('GET', path, { cookie: customer })).status).toBe(403);
    }
  });
});

/** Reads a download as the client gets it: the raw bytes, in how many pieces, with the headers. */
function download(path: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer; chunks: number }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${store.url}${path}`, { headers: { cookie: admin } }, (response) => {
        const parts: Buffer[] = [];
        response.on('data', (part: Buffer) => parts.push(part));
        response.on('end', () =>
          resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(parts), chunks: parts.length }),
        );
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

/** The rows of a CSV text (quoted fields may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = '';
  };
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted && char === '"' && text[i + 1] === '"') {
      field += '"';
      i += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (quoted) {
      field += char;
    } else if (char === ',') {
      endField();
    } else if (char === '\r' && text[i + 1] === '\n') {
      endField();
      rows.push(row);
      row = [];
      i += 1;
    } else {
      field += char;
    }
  }
  if (field || row.length > 0) {
    endField();
    rows.push(row);
  }
  return rows;
}

describe('GET /api/admin/orders.csv', () => {
  it('writes one line per item, in UTF-8 with a BOM, quoted and safe from formulas, under the filters', async () => {
    const [two, tricky] = await seed([
      {
        at: '2025-06-10T08:00:00Z',
        status: 'confirmed',
        name: 'عائشة محمد',
        items: [
          { en: 'Crepe Abaya', ar: 'عباية كريب', quantity: 2, price: '199.99' },
          { en: 'Silk Hijab, "Rose"', ar: 'حجاب حرير', quantity: 1, price: '45.50' },
        ],
      },
      { at: '2025-06-10T09:00:00Z', status: 'confirmed', name: '=HYPERLINK("http://evil.example","x")' },
      { at: '2025-06-10T10:00:00Z', status: 'placed' },
    ]);
    const answer = await download('/api/admin/orders.csv?status=confirmed&from=2025-06-10&to=2025-06-10');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="orders_confirmed_from-2025-06-10_to-2025-06-10_\d{4}-\d{2}-\d{2}\.csv"$/);
    expect([...answer.body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parseCsv(answer.body.subarray(3).toString('utf8'));
    expect(rows[0]).toContain('Item (Arabic)');
    const col = (name: string) => rows[0]!.indexOf(name);
    const lines = rows.slice(1);
    expect(lines.map((line) => line[col('Order number')])).toEqual([String(tricky), String(two), String(two)]);
    expect(lines[0]![col('Customer')]).toBe(`'=HYPERLINK("http://evil.example","x")`);
    expect(lines[1]).toEqual(expect.arrayContaining(['عائشة محمد', 'Crepe Abaya', 'عباية كريب', '2', '199.99', '399.98', '2025-06-10 12:00']));
    expect(lines[2]![col('Item (English)')]).toBe('Silk Hijab, "Rose"');
    expect(lines[2]![col('Line total (AED)')]).toBe('45.50');
    // The phone begins with +: a spreadsheet would read it as a formula.
    expect(lines[2]![col('Phone')]).toBe("'+971550000000");
  });

  it('streams a large export in pieces, every matching order once', async () => {
    const many = await seed(
      Array.from({ length: 1_200 }, (_, i) => ({
        at: new Date(Date.parse('2024-01-01T00:00:00Z') + i * 1000).toISOString(),
        items: i % 2 === 0 ? defaultItems : [...defaultItems, { en: 'Hijab', ar: 'حجاب', quantity: 3, price: '20.00' }],
      })),
    );
    const answer = await download('/api/admin/orders.csv?to=2024-01-01');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-length']).toBeUndefined();
    expect(answer.headers['transfer-encoding']).toBe('chunked');
    expect(answer.chunks).toBeGreaterThan(1);
    const rows = parseCsv(answer.body.subarray(3).toString('utf8')).slice(1);
    expect(rows).toHaveLength(1_800);
    const numbers = new Set(rows.map((row) => Number(row[0])));
    expect([...numbers].sort((a, b) => a - b)).toEqual(many);
  });

  it('writes the header alone when nothing matches', async () => {
    const answer = await download('/api/admin/orders.csv?from=2001-01-01&to=2001-01-01');
    expect(answer.status).toBe(200);
    expect(parseCsv(answer.body.subarray(3).toString('utf8'))).toHaveLength(1);
  });
});

describe('the orders read model rebuilt', () => {
  it('gets the list indexes back and matches the live one', async () => {
    const [rebuilt] = await seed([{ at: '2025-08-01T10:00:00Z', name: 'سلمى راشد' }]);
    const result = await rebuildProjection(store.db.pool, store.db.store, ordersProjection);
    expect(result.matches).toBe(true);
    const indexes = await store.db.pool.query<{ indexname: string }>(
      `select indexname from pg_indexes where schemaname = 'public' and tablename = 'orders' order by indexname`,
    );
    expect(indexes.rows.map((row) => row.indexname)).toEqual(
      expect.arrayContaining(['orders_by_customer', 'orders_name_trgm', 'orders_phone_digits_trgm', 'orders_status_newest']),
    );
    expect(numbersOf((await list(`?q=${encodeURIComponent('راشد')}`)).body)).toEqual([rebuilt]);
  });
});
