import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../events/index.js';
import { createTestDatabase, type TestDatabase } from '../../tests/support/database.js';
import { listOrdersPage, orderListTotal, phoneDigits, type OrderFilters, type OrderListKey } from './index.js';

/**
 * The back office's orders list on a table of 60,000 orders (written directly: this is about the queries' plans):
 * each search the list offers, and its total, read through indexes, never by scanning the orders.
 */

let db: TestDatabase;
const accounts = 6_000;
const orders = 60_000;
const statuses = ['placed', 'confirmed', 'packed', 'shipped', 'delivered'];

beforeAll(async () => {
  db = await createTestDatabase();
  await db.pool.query(
    `insert into users (id, email, email_normalized, name, role, password_hash, created_at)
     select md5('user' || n)::uuid, 'c' || left(md5('mail' || n), 10) || '@example.com',
       'c' || left(md5('mail' || n), 10) || '@example.com', 'Shopper ' || left(md5('name' || n), 8), 'customer', 'hash',
       timestamptz '2025-01-01' + n * interval '1 minute'
     from generate_series(1, $1) as n`,
    [accounts],
  );
  // Each order its own phone (E.164, as stored) and one of the customer's few shipping names.
  await db.pool.query(
    `insert into orders (id, order_number, user_id, status, payment_method, subtotal, cod_fee, total_amount, shipping_name,
       shipping_phone, shipping_city, shipping_address_line1, created_at, updated_at)
     select md5('order' || n)::uuid, 1000 + n, md5('user' || (n % $1 + 1))::uuid, ($3::text[])[n % 5 + 1], 'cod', 100, 15, 115,
       'Customer ' || left(md5('ship' || (n % ($1 * 2))), 8), '+97150' || lpad(((n * 7919) % 10000000)::text, 7, '0'),
       'Dubai', 'Street', timestamptz '2025-06-01' + n * interval '1 minute', timestamptz '2025-06-01' + n * interval '1 minute'
     from generate_series(1, $2) as n`,
    [accounts, orders, statuses],
  );
  await db.pool.query(`insert into order_status_counts (status, orders) select status, count(*) from orders group by status`);
  await db.pool.query('analyze users; analyze orders; analyze order_status_counts');
}, 120_000);
afterAll(() => db.drop());

/** Runs the list's queries through EXPLAIN and keeps each one's plan, in the order they ran. */
function explaining(plans: string[], on: Queryable = db.pool): Queryable {
  return {
    query: async (sql: string, params?: unknown[]) => {
      const result = await on.query(`explain (format json) ${sql}`, params);
      plans.push(JSON.stringify(result.rows[0]['QUERY PLAN']));
      return { rows: /\bcount\(|sum\(/.test(sql) ? [{ count: 0, total: 0 }] : [], rowCount: 0 } as never;
    },
  } as Queryable;
}

/**
 * The plans of the queries the list runs for a page under the filters (as the route calls it): for a search, the
 * one that finds the matching orders for both the page and the total (the page's rows are then read by id).
 */
async function plansOf(filters: OrderFilters, on: Queryable = db.pool): Promise<string[]> {
  const plans: string[] = [];
  await listOrdersPage(explaining(plans, on), filters, { limit: 50, after: null });
  return plans;
}

/** The orders table is read by no Seq Scan in any of the plans. */
function expectNoOrdersScan(plans: readonly string[]): void {
  for (const plan of plans) {
    for (const node of JSON.parse(plan) as unknown[]) expect(seqScannedTables(node)).not.toContain('orders');
  }
}

function seqScannedTables(node: unknown): string[] {
  if (!node || typeof node !== 'object') return [];
  const record = node as Record<string, unknown>;
  const own = record['Node Type'] === 'Seq Scan' ? [String(record['Relation Name'])] : [];
  return [...own, ...Object.values(record).flatMap((value) => (Array.isArray(value) ? value.flatMap(seqScannedTables) : seqScannedTables(value)))];
}

/** The id of the generated account n (as the set-up writes them). */
const md5User = (n: number) => {
  const hex = createHash('md5').update(`user${n}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

async function sample(): Promise<{ number: number; phone: string; name: string; email: string; status: string }> {
  const found = await db.pool.query<{ number: number; phone: string; name: string; email: string; status: string }>(
    `select o.order_number as number, o.shipping_phone as phone, o.shipping_name as name, u.email, o.status
     from orders o join users u on u.id = o.user_id where o.order_number = 31234`,
  );
  return found.rows[0]!;
}

describe('the admin orders list at 60,000 orders', () => {
  it('counts every order, or a state\'s, from the counts kept per state: no orders read', async () => {
    for (const filters of [{}, { status: 'shipped' }, { awaitingConfirmation: true }] as OrderFilters[]) {
      const plans = await plansOf(filters);
      // The page from the newest-first indexes, the total from the counts: nothing counts the orders.
      expect(plans).toHaveLength(2);
      const total = plans.find((plan) => plan.includes('order_status_counts'));
      const page = plans.find((plan) => plan !== total);
      expect(page).toMatch(/orders_newest|orders_status_newest/);
      expect(total).not.toContain('"Relation Name":"orders"');
      expectNoOrdersScan(plans);
    }
    expect(await orderListTotal(db.pool, {})).toEqual({ total: orders, exact: true });
    expect(await orderListTotal(db.pool, { status: 'shipped' })).toEqual({ total: orders / 5, exact: true });
  });

  it('finds an order by its phone in any form through the phone index, page and total', async () => {
    const { phone } = await sample();
    for (const q of [`0${phone.slice(4)}`, phone, `+971 ${phone.slice(4, 6)} ${phone.slice(6, 9)} ${phone.slice(9)}`, phone.slice(-7)]) {
      const plans = await plansOf({ q });
      expect(plans).toHaveLength(1);
      expectNoOrdersScan(plans);
      expect(plans[0]).toContain('orders_phone_digits_trgm');
      const found = await listOrdersPage(db.pool, { q }, { limit: 50, after: null });
      expect(found.rows.map((order) => order.shippingPhone)).toContain(phone);
    }
  });

  it('finds orders by shipping name within a state through the name index', async () => {
    const { name, status } = await sample();
    const filters = { status, q: name.slice(-6) };
    const plans = await plansOf(filters);
    expectNoOrdersScan(plans);
    expect(plans[0]).toContain('orders_name_trgm');
    const found = await listOrdersPage(db.pool, filters, { limit: 50, after: null });
    expect(found.rows.length).toBeGreaterThan(0);
    for (const order of found.rows) {
      expect(order.status).toBe(status);
      expect(order.shippingName).toContain(name.slice(-6));
    }
  });

  it("finds a customer's orders by her account email through the users' search index and the index by customer", async () => {
    const { email, number } = await sample();
    const plans = await plansOf({ q: email });
    expectNoOrdersScan(plans);
    expect(plans[0]).toContain('orders_by_customer');
    // At 6,000 accounts the planner may read the users table whole (a few milliseconds); what matters is that the
    // lookup is written as the customers' search index's expression, so the index serves it as the table grows.
    const client = await db.pool.connect();
    try {
      await client.query('set enable_seqscan = off');
      const indexed = await plansOf({ q: email }, client);
      expect(indexed[0]).toContain('users_search');
      expect(seqScannedTables(JSON.parse(indexed[0]!)[0])).toEqual([]);
    } finally {
      await client.query('reset enable_seqscan');
      client.release();
    }
    const found = await listOrdersPage(db.pool, { q: email.toUpperCase() }, { limit: 50, after: null });
    expect(found.rows.map((order) => order.orderNumber)).toContain(number);
    expect(found).toMatchObject({ total: 10, exact: true });
  });

  it('finds an order by its number through the number index', async () => {
    const { number } = await sample();
    const plans = await plansOf({ q: `#${number}` });
    expectNoOrdersScan(plans);
    expect(plans[0]).toContain('orders_order_number_key');
    const found = await listOrdersPage(db.pool, { q: String(number) }, { limit: 50, after: null });
    expect(found.rows.map((order) => order.orderNumber)).toContain(number);
  });
});

describe('the admin orders list past the bound of a counted total', () => {
  it('says "more than" the bound for a broad search, and pages it newest first without a gap', async () => {
    const first = await listOrdersPage(db.pool, { q: 'Customer' }, { limit: 50, after: null });
    expect(first).toMatchObject({ total: 1000, exact: false });
    expect(first.rows.map((order) => order.orderNumber)).toEqual(Array.from({ length: 50 }, (_, index) => 1000 + orders - index));
    const last = first.rows[49]!;
    const second = await listOrdersPage(db.pool, { q: 'Customer' }, { limit: 50, after: [last.createdAt, last.orderNumber] });
    expect(second).toMatchObject({ total: 1000, exact: false });
    expect(second.rows[0]!.orderNumber).toBe(last.orderNumber - 1);
  });
});

describe('a search of one or two characters', () => {
  it('finds the names (and her account\'s name or email) with a word that begins so, through the words indexes', async () => {
    await db.pool.query(
      `insert into users (id, email, email_normalized, name, role, password_hash, created_at)
       values ('00000000-0000-4000-8000-00000000000a', 'zanoor@example.com', 'zanoor@example.com', 'Noor Salem', 'customer', 'hash', now())`,
    );
    const named = [
      ['Zainab Qasim', md5User(1)],
      ['Mona Al Zahra', md5User(2)],
      ['Azza Noor', md5User(3)],
      ['عائشة محمد', md5User(4)],
      ['Customer Plain', '00000000-0000-4000-8000-00000000000a'],
    ];
    for (const [index, [name, userId]] of named.entries()) {
      await db.pool.query(
        `insert into orders (id, order_number, user_id, status, payment_method, subtotal, cod_fee, total_amount, shipping_name,
           shipping_phone, shipping_city, shipping_address_line1, created_at, updated_at)
         values (gen_random_uuid(), $1::int, $2::uuid, 'placed', 'cod', 100, 15, 115, $3, '+971501111111', 'Dubai', 'Street',
           timestamptz '2027-01-01' + $1::int * interval '1 minute', now())`,
        [900_000 + index, userId, name],
      );
    }
    await db.pool.query('analyze orders; analyze users');
    const names = async (q: string) => (await listOrdersPage(db.pool, { q }, { limit: 50, after: null })).rows.map((order) => order.shippingName);
    expect(await names('Za')).toEqual(['Customer Plain', 'Mona Al Zahra', 'Zainab Qasim']);
    expect(await names('zA')).toEqual(await names('Za'));
    expect(await names('zq')).toEqual([]);
    expect(await names('عا')).toEqual(['عائشة محمد']);
    for (const q of ['Za', 'zq', 'عا', 'S']) {
      const plans = await plansOf({ q });
      expectNoOrdersScan(plans);
      expect(plans.join(), q).toContain('orders_name_words');
      expect(plans.join(), q).toContain('users_words');
    }
  });
});

describe('the admin orders search written for its indexes', () => {
  it('finds the same orders as the plain predicates (number, name, phone digits, account email or name)', async () => {
    const { phone, name, email, number } = await sample();
    const searches = [
      `0${phone.slice(4)}`, phone, phone.slice(1), `00${phone.slice(1)}`, phone.slice(-7), phone.slice(4, 9), '971', '9715',
      name, name.slice(-5).toUpperCase(), email, email.slice(3, 9), 'SHOPPER 1', String(number), `#${number}`, '12345',
    ];
    for (const q of searches) {
      const digits = phoneDigits(q);
      const numberText = /^#?(\d{1,10})$/.exec(q)?.[1];
      const plain = await db.pool.query<{ order_number: number }>(
        `select o.order_number from orders o
         where o.order_number = $1 or o.shipping_name ilike $2
           or ($3::text is not null and regexp_replace(o.shipping_phone, '\\D', '', 'g') like '%' || $3 || '%')
           or o.user_id in (select u.id from users u where u.email_normalized like $4 or u.name ilike $2)
         order by o.created_at desc, o.order_number desc`,
        [numberText === undefined ? null : Number(numberText), `%${q}%`, digits, `%${q.toLowerCase()}%`],
      );
      const listed: number[] = [];
      let after: OrderListKey | null = null;
      for (let pages = 0; pages < 100; pages++) {
        const page = await listOrdersPage(db.pool, { q }, { limit: 100, after });
        listed.push(...page.rows.map((order) => order.orderNumber));
        if (!page.next) break;
        after = page.next as OrderListKey;
      }
      expect(listed, q).toEqual(plain.rows.map((row) => row.order_number));
    }
  });
});
