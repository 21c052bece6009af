import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, type FixtureProduct } from '../../tests/support/catalog-fixtures.js';
import { startTestStore, type TestStore } from '../../tests/support/test-store.js';
import { internalEventTypes } from './internal-events.js';

let store: TestStore;
let admin: string;
let auditor: string;
let adminId: string;
let product: FixtureProduct;
/** A shopper whose name a spreadsheet would run as a formula. */
let sly: { cookie: string; id: string; email: string };
const orders: Array<{ id: string; orderNumber: number }> = [];
let statusChangedAt: string;

const shipping = (name: string) => ({
  shippingName: name,
  shippingPhone: '+971 50 123 4567',
  shippingCity: 'Dubai',
  shippingAddressLine1: 'Villa 9, Jumeirah',
});

async function registered(name: string) {
  const email = `${randomUUID().slice(0, 8)}@example.com`;
  const answer = await store.request('POST', '/api/auth/register', { body: { name, email, password: 'secret1' } });
  expect(answer.status).toBe(201);
  const cookie = /session=[^;]+/.exec(answer.headers.get('set-cookie') ?? '')![0];
  return { cookie, email, id: (await store.request('GET', '/api/auth/me', { cookie })).body.id as string };
}

async function order(cookie: string, name: string) {
  const answer = await store.request('POST', '/api/orders', {
    cookie,
    body: { items: [{ productId: product.id, variantId: product.variants[0]!.id, quantity: 1 }], ...shipping(name) },
  });
  expect(answer.status, answer.text).toBe(201);
  orders.push({ id: answer.body.id, orderNumber: answer.body.orderNumber });
  return answer.body as { id: string; orderNumber: number };
}

/** Follows `Link: rel="next"` to the end; `between` runs after each page. */
async function allPages(path: string, cookie: string, between?: () => Promise<void>) {
  const pages: any[][] = [];
  let next: string | null = path;
  let total = -1;
  while (next) {
    const answer = await store.request('GET', next, { cookie });
    expect(answer.status, answer.text).toBe(200);
    pages.push(answer.body);
    if (total < 0) total = Number(answer.headers.get('x-total-count'));
    next = /<([^>]+)>; rel="next"/.exec(answer.headers.get('link') ?? '')?.[1] ?? null;
    await between?.();
    expect(pages.length).toBeLessThan(500);
  }
  return { rows: pages.flat(), pages, total };
}

beforeAll(async () => {
  store = await startTestStore();
  admin = await store.login();
  adminId = (await store.request('GET', '/api/auth/me', { cookie: admin })).body.id;
  const auditorUser = await registered('Maryam Auditor');
  await store.settled();
  await store.db.pool.query(`update users set role = 'auditor' where id = $1`, [auditorUser.id]);
  auditor = await store.login(auditorUser.email, 'secret1');
  product = await createProduct(store, admin, { variants: [{ size: 'M', price: '120.00', stock: 100 }] });
  sly = await registered('=HYPERLINK("http://evil.example","x")');
  const first = await order(sly.cookie, 'Noura Ali');
  await order(sly.cookie, 'Fatima Saeed');
  await order(sly.cookie, 'Noura Hassan');
  await new Promise((resolve) => setTimeout(resolve, 20));
  statusChangedAt = new Date().toISOString();
  await new Promise((resolve) => setTimeout(resolve, 20));
  const changed = await store.request('PATCH', `/api/orders/${first.id}/status`, { cookie: admin, body: { status: 'confirmed' } });
  expect(changed.status).toBe(200);
});
afterAll(() => store?.stop());

describe('who may read the audit area', () => {
  const paths = () => ['/api/audit/events', '/api/audit/events.csv', '/api/audit/orders', `/api/audit/orders/${orders[0]!.id}/history`];

  it('visitors get 401 and customers 403 on every audit route', async () => {
    for (const path of paths()) {
      expect((await store.request('GET', path)).status, path).toBe(401);
      const customer = await store.request('GET', path, { cookie: sly.cookie });
      expect(customer.status, path).toBe(403);
      expect(customer.body.code).toBeTypeOf('string');
    }
  });

  it('admins and auditors read every audit route', async () => {
    for (const cookie of [admin, auditor]) {
      for (const path of paths()) expect((await store.request('GET', path, { cookie })).status, path).toBe(200);
    }
  });
});

describe('GET /api/audit/events', () => {
  it('answers each event with time, type, entity, actor (name and role) and a summary, never the raw data', async () => {
    const answer = await store.request('GET', '/api/audit/events?type=OrderStatusChanged', { cookie: auditor });
    expect(answer.body).toEqual([
      {
        position: expect.any(Number),
        recordedAt: expect.any(String),
        type: 'OrderStatusChanged',
        entity: { type: 'order', id: `order-${orders[0]!.id}`, version: 2 },
        actor: { id: adminId, name: expect.any(String), email: 'admin@store.test', role: 'admin' },
        correlationId: expect.any(String),
        summary: {
          kind: 'OrderStatusChanged',
          params: { orderId: orders[0]!.id, orderNumber: orders[0]!.orderNumber, from: 'placed', to: 'confirmed', correction: false, reachedBefore: false },
        },
      },
    ]);
    expect(Date.parse(answer.body[0].recordedAt)).toBeGreaterThan(Date.parse(statusChangedAt));
    const everything = await allPages('/api/audit/events?limit=100', auditor);
    expect(JSON.stringify(everything.rows)).not.toMatch(/passwordHash|\$argon2/);
    const registration = everything.rows.find((row) => row.type === 'UserRegistered' && row.summary.params.email === sly.email);
    expect(registration?.summary).toEqual({ kind: 'UserRegistered', params: { name: expect.any(String), email: sly.email, role: 'customer' } });
    // Signing up is done by a visitor: no user is acting yet.
    expect(registration?.actor).toEqual({ id: 'anonymous', name: null, email: null, role: 'visitor' });
  });

  it('filters by actor (id or email), event type, stream type, stream id and time, with the total of each filter', async () => {
    // The store's internal bookkeeping is left out of the list unless asked for (below).
    const count = async (where: string, params: unknown[]) =>
      (
        await store.db.pool.query<{ n: number }>(`select count(*)::int as n from events where ${where} and type <> all($${params.length + 1}::text[])`, [
          ...params,
          [...internalEventTypes],
        ])
      ).rows[0]!.n;
    const cases: Array<[string, (row: any) => boolean, number]> = [
      [`actor=${adminId}`, (row) => row.actor.id === adminId, await count(`metadata->'actor'->>'id' = $1`, [adminId])],
      [`actor=${encodeURIComponent(sly.email.toUpperCase())}`, (row) => row.actor.id === sly.id, await count(`metadata->'actor'->>'id' = $1`, [sly.id])],
      ['type=OrderPlaced', (row) => row.type === 'OrderPlaced', 3],
      ['streamType=order', (row) => row.entity.type === 'order', 4],
      [`streamId=order-${orders[0]!.id}`, (row) => row.entity.id === `order-${orders[0]!.id}`, 2],
      [`from=${encodeURIComponent(statusChangedAt)}`, (row) => row.recordedAt >= statusChangedAt, await count('recorded_at >= $1', [statusChangedAt])],
      [`to=${encodeURIComponent(statusChangedAt)}&streamType=order`, (row) => row.recordedAt <= statusChangedAt && row.entity.type === 'order', 3],
    ];
    for (const [query, matches, expected] of cases) {
      const { rows, total } = await allPages(`/api/audit/events?limit=3&${query}`, auditor);
      expect(expected, query).toBeGreaterThan(0);
      expect(rows.length, query).toBe(expected);
      expect(total, query).toBe(expected);
      expect(rows.every(matches), query).toBe(true);
    }
    const nobody = await store.request('GET', '/api/audit/events?actor=nobody%40example.com', { cookie: auditor });
    expect(nobody.body).toEqual([]);
  });

  it('refuses filters and cursors it cannot read with a 400 naming the field', async () => {
    for (const query of ['type=drop%20table', 'from=yesterday', 'to=2020-01-01T00:00:00Z&from=2021-01-01T00:00:00Z', 'limit=0', 'cursor=abc', 'actor=']) {
      const answer = await store.request('GET', `/api/audit/events?${query}`, { cookie: auditor });
      expect(answer.status, query).toBe(400);
      expect(answer.body.code, query).toBeTypeOf('string');
    }
  });

  it('pages newest first through every event exactly once while new events are appended', async () => {
    let appended = 0;
    const { rows, pages } = await allPages('/api/audit/events?limit=7&internal=1', auditor, async () => {
      if (appended >= 8) return;
      appended += 1;
      await registered(`Late Shopper ${appended}`);
    });
    const positions = rows.map((row) => row.position as number);
    expect(pages.length).toBeGreaterThan(3);
    expect(new Set(positions).size).toBe(positions.length);
    expect([...positions].sort((a, b) => b - a)).toEqual(positions);
    // Exactly the events that existed when the first page was read: the later ones are above it, for the next read.
    const top = positions[0]!;
    const existing = await store.db.pool.query<{ p: string }>('select global_position as p from events where global_position <= $1 order by 1 desc', [top]);
    expect(positions).toEqual(existing.rows.map((row) => Number(row.p)));
    expect(await store.eventCount()).toBeGreaterThan(positions.length);
  });
});

describe('the internal events of GET /api/audit/events', () => {
  it('are left out unless internal=1 asks for them, with pages and totals counting what is listed', async () => {
    const shown = await allPages('/api/audit/events?limit=9', auditor);
    const everything = await allPages('/api/audit/events?limit=9&internal=1', auditor);
    const internal = (row: any) => (internalEventTypes as readonly string[]).includes(row.type);
    expect(shown.rows.filter(internal)).toEqual([]);
    expect(shown.total).toBe(shown.rows.length);
    expect(everything.total).toBe(everything.rows.length);
    // Registering claims an email, an order counts against the hourly limit and holds stock, a product claims its address.
    const kinds = new Set(everything.rows.filter(internal).map((row) => row.type));
    for (const type of ['EmailClaimed', 'CustomerOrderCounted', 'StockReserved', 'SlugClaimed']) expect(kinds, type).toContain(type);
    // The same events otherwise, newest first (the list was read again: the log may have grown above it).
    const upTo = shown.rows[0].position as number;
    expect(shown.rows.map((row) => row.position)).toEqual(everything.rows.filter((row) => !internal(row) && row.position <= upTo).map((row) => row.position));
    const hidden = await store.db.pool.query<{ n: number }>('select count(*)::int as n from events where type = any($1::text[]) and global_position <= $2', [
      [...internalEventTypes],
      upTo,
    ]);
    expect(everything.rows.filter((row) => row.position <= upTo).length - shown.rows.length).toBe(hidden.rows[0]!.n);
    expect(hidden.rows[0]!.n).toBeGreaterThan(0);
  });

  it('are listed when the type filter names one, and internal=0 is the default; anything else is a 400', async () => {
    const claimed = await allPages('/api/audit/events?type=EmailClaimed&limit=50', auditor);
    expect(claimed.rows.length).toBeGreaterThan(0);
    expect(claimed.rows.every((row) => row.type === 'EmailClaimed')).toBe(true);
    const off = await store.request('GET', '/api/audit/events?internal=0&limit=1', { cookie: auditor });
    const absent = await store.request('GET', '/api/audit/events?limit=1', { cookie: auditor });
    expect(off.status).toBe(200);
    expect(off.headers.get('x-total-count')).toBe(absent.headers.get('x-total-count'));
    const bad = await store.request('GET', '/api/audit/events?internal=yes', { cookie: auditor });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBeTypeOf('string');
    expect(JSON.stringify(bad.body)).toContain('internal');
  });

  it('follow the same rule in the CSV export', async () => {
    const lines = async (query: string) => {
      const response = await fetch(`${store.url}/api/audit/events.csv?actor=${sly.id}${query}`, { headers: { cookie: auditor } });
      expect(response.status).toBe(200);
      return (await response.text()).split('\r\n').filter(Boolean).slice(1);
    };
    const types = (all: string[]) => new Set(all.map((line) => line.split(',')[2]));
    // Her orders were counted against the hourly limit of orders: bookkeeping, hers.
    expect(types(await lines(''))).not.toContain('CustomerOrderCounted');
    expect(types(await lines('&internal=1'))).toContain('CustomerOrderCounted');
  });
});

describe('the person an event is about', () => {
  it('is named by the users read model: today\'s name, and "" once she was erased', async () => {
    const mariam = await registered('Mariam Staff');
    const made = await store.request('PATCH', `/api/admin/users/${mariam.id}/role`, { cookie: admin, body: { role: 'auditor' } });
    expect(made.status, made.text).toBe(200);
    const roles = await store.request('GET', '/api/audit/events?type=UserRoleChanged&limit=100', { cookie: auditor });
    const change = roles.body.find((row: any) => row.summary.params.userId === mariam.id);
    expect(change.summary).toEqual({ kind: 'UserRoleChanged', params: { userId: mariam.id, from: 'customer', to: 'auditor', userName: 'Mariam Staff' } });
    expect(change.actor).toMatchObject({ id: adminId, role: 'admin', email: 'admin@store.test' });

    const noura = await registered('Noura Consent');
    expect((await store.request('PATCH', '/api/account/profile', { cookie: noura.cookie, body: { marketingConsent: true } })).status).toBe(200);
    const before = await store.request('GET', `/api/audit/events?type=MarketingConsentChanged&actor=${noura.id}`, { cookie: auditor });
    expect(before.body.map((row: any) => row.summary.params.userName)).toEqual(['Noura Consent']);
    const erased = await store.request('POST', `/api/admin/customers/${noura.id}/erase`, { cookie: admin, body: { reason: 'Asked by phone' } });
    expect(erased.status, erased.text).toBe(202);
    const after = await store.request('GET', `/api/audit/events?type=MarketingConsentChanged&actor=${noura.id}`, { cookie: auditor });
    expect(after.body).toHaveLength(1);
    expect(after.body[0].summary.params).toEqual({ userId: noura.id, consent: true, userName: '' });
    expect(after.body[0].actor).toMatchObject({ id: noura.id, name: null, email: null, role: 'customer' });
  });
});

describe('GET /api/audit/events.csv', () => {
  it('streams the filtered log as UTF-8 CSV with a BOM, one line per event, formulas defused', async () => {
    const response = await fetch(`${store.url}/api/audit/events.csv?actor=${sly.id}`, { headers: { cookie: auditor } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv; charset=utf-8/);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="event-log-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).split('\r\n').filter(Boolean);
    expect(lines[0]).toBe(
      'position,recorded_at,type,entity_type,entity_id,entity_version,actor_id,actor_name,actor_email,actor_role,summary_kind,summary_params,correlation_id',
    );
    const listed = await store.request('GET', `/api/audit/events?actor=${sly.id}&limit=1`, { cookie: auditor });
    expect(lines.length - 1).toBe(Number(listed.headers.get('x-total-count')));
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(lines.slice(1).some((line) => line.split(',')[0]!.startsWith("'"))).toBe(false);
    expect(lines.every((line) => !line.includes(',=HYPERLINK'))).toBe(true);
  });
});

describe('GET /api/audit/orders', () => {
  it('pages the orders newest first and filters them by status, number or name, and dates', async () => {
    const numbers = (rows: any[]) => rows.map((row) => row.orderNumber);
    const all = await allPages('/api/audit/orders?limit=2', auditor);
    expect(all.total).toBe(3);
    expect(numbers(all.rows)).toEqual(orders.map((o) => o.orderNumber).reverse());
    expect(all.rows[0]).toMatchObject({ id: orders[2]!.id, shippingName: 'Noura Hassan', status: 'placed', totalAmount: expect.any(String), itemCount: 1 });
    expect(all.rows[0].createdAtKey).toBeUndefined();
    const query = async (q: string) => numbers((await store.request('GET', `/api/audit/orders?${q}`, { cookie: auditor })).body);
    expect(await query('status=confirmed')).toEqual([orders[0]!.orderNumber]);
    expect(await query('q=noura')).toEqual([orders[2]!.orderNumber, orders[0]!.orderNumber]);
    expect(await query(`q=%23${orders[1]!.orderNumber}`)).toEqual([orders[1]!.orderNumber]);
    // Days of the store's calendar (UAE, UTC+4).
    const today = new Date(Date.now() + 4 * 3_600_000).toISOString().slice(0, 10);
    expect(await query(`from=${today}&to=${today}`)).toHaveLength(3);
    expect(await query('to=2020-01-01')).toEqual([]);
    for (const bad of ['status=lost', 'from=soon', 'cursor=abc']) {
      expect((await store.request('GET', `/api/audit/orders?${bad}`, { cookie: auditor })).status, bad).toBe(400);
    }
  });
});

describe('GET /api/audit/orders days', () => {
  it('are days of the store calendar (UAE time): 01:30 in Dubai on 2 January is 21:30 UTC on the 1st', async () => {
    const { id, orderNumber } = orders[1]!;
    const saved = await store.db.pool.query<{ created_at: Date }>('select created_at from orders where id = $1', [id]);
    await store.db.pool.query(`update orders set created_at = '2026-01-01T21:30:00Z' where id = $1`, [id]);
    try {
      const numbers = async (q: string) =>
        (await store.request('GET', `/api/audit/orders?${q}`, { cookie: auditor })).body.map((row: any) => row.orderNumber);
      expect(await numbers('from=2026-01-02&to=2026-01-02')).toEqual([orderNumber]);
      expect(await numbers('from=2026-01-01&to=2026-01-01')).toEqual([]);
      expect(await numbers('to=2026-01-01')).toEqual([]);
    } finally {
      await store.db.pool.query('update orders set created_at = $2 where id = $1', [id, saved.rows[0]!.created_at]);
    }
  });
});

describe('GET /api/audit/orders/:id/history', () => {
  it("answers the order's events with who did each, and the order as it stood at any moment", async () => {
    const now = await store.request('GET', `/api/audit/orders/${orders[0]!.id}/history`, { cookie: auditor });
    expect(now.body.order.status).toBe('confirmed');
    expect(now.body.history.map((entry: any) => entry.type)).toEqual(['OrderPlaced', 'OrderStatusChanged']);
    // Each with the event log's summary, which the auditors' timeline puts into words.
    expect(now.body.history[1].summary).toMatchObject({
      kind: 'OrderStatusChanged',
      params: { orderId: orders[0]!.id, orderNumber: orders[0]!.orderNumber, from: 'placed', to: 'confirmed' },
    });
    expect(now.body.history[1].actor).toEqual({ id: adminId, email: 'admin@store.test', role: 'admin', name: expect.any(String) });
    expect(now.body.history[0].actor).toMatchObject({ id: sly.id, role: 'customer', name: '=HYPERLINK("http://evil.example","x")' });
    const before = await store.request('GET', `/api/audit/orders/${orders[0]!.id}/history?asOf=${encodeURIComponent(statusChangedAt)}`, {
      cookie: auditor,
    });
    expect(before.body.order.status).toBe('placed');
    expect(before.body.history).toHaveLength(1);
    const unknown = await store.request('GET', `/api/audit/orders/${randomUUID()}/history`, { cookie: auditor });
    expect(unknown.status).toBe(404);
  });
});
