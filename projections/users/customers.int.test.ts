import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../events/index.js';
import { createTestDatabase, type TestDatabase } from '../../tests/support/database.js';
import { listCustomerOrders, listCustomers, type CustomerKey } from './index.js';

let db: TestDatabase;
const accounts = 20_000;

beforeAll(async () => {
  db = await createTestDatabase();
  // The read models as a store of this size holds them (written directly: this is about the queries' plans).
  await db.pool.query(
    `insert into users (id, email, email_normalized, name, role, password_hash, created_at)
     select md5('user' || n)::uuid, 'c' || left(md5('mail' || n), 10) || '@example.com',
       'c' || left(md5('mail' || n), 10) || '@example.com', 'Shopper ' || left(md5('name' || n), 8), 'customer', 'hash',
       timestamptz '2025-01-01' + n * interval '1 minute'
     from generate_series(1, $1) as n`,
    [accounts],
  );
  await db.pool.query(
    `insert into orders (id, order_number, user_id, status, payment_method, subtotal, cod_fee, total_amount, shipping_name,
       shipping_phone, shipping_city, shipping_address_line1, created_at, updated_at)
     select md5('order' || n)::uuid, n, md5('user' || (n % $1 + 1))::uuid, 'placed', 'cod', 100, 15, 115, 'S', '+971500000000',
       'Dubai', 'Street', timestamptz '2025-06-01' + n * interval '1 minute', timestamptz '2025-06-01' + n * interval '1 minute'
     from generate_series(1, $1 * 2) as n`,
    [accounts],
  );
  await db.pool.query('analyze users; analyze orders');
}, 120_000);
afterAll(() => db.drop());

/** Runs a listing's queries through EXPLAIN and keeps each one's plan: the page's (the one with a limit) first. */
function explaining(plans: string[], on: Queryable = db.pool): Queryable {
  return {
    query: async (sql: string, params?: unknown[]) => {
      const result = await on.query(`explain (format json) ${sql}`, params);
      const plan = JSON.stringify(result.rows[0]['QUERY PLAN']);
      if (/\blimit\b/.test(sql)) plans.unshift(plan);
      else plans.push(plan);
      return { rows: [{ n: 0 }], rowCount: 1 } as never;
    },
  } as Queryable;
}

async function idOf(n: number): Promise<string> {
  return (await db.pool.query<{ id: string }>(`select md5('user' || $1::int)::uuid::text as id`, [n])).rows[0]!.id;
}

describe('the customers list at 20,000 accounts', () => {
  it('reads a page, first or deep, from indexes: the newest accounts and each one\'s orders', async () => {
    const first = await listCustomers(db.pool, { limit: 50, after: null });
    expect(first.total).toBe(accounts);
    expect(first.rows[0]).toMatchObject({ id: await idOf(accounts), ordersCount: 2, totalSpent: '230.00' });
    const deep: CustomerKey = ['2025-01-05T00:00:00.000Z', '00000000-0000-0000-0000-000000000000'];
    for (const after of [null, deep]) {
      const plans: string[] = [];
      await listCustomers(explaining(plans), { limit: 50, after });
      const page = plans[0]!;
      expect(page).toContain('users_newest');
      expect(page).toContain('orders_by_customer');
      expect(page).not.toContain('"Seq Scan"');
    }
  });

  it('finds accounts by part of a name or address through the search index', async () => {
    const { rows } = await db.pool.query<{ email: string; name: string }>(`select email, name from users where id = $1`, [await idOf(1234)]);
    const part = rows[0]!.email.slice(1, 9).toUpperCase();
    const found = await listCustomers(db.pool, { q: part, limit: 50, after: null });
    expect(found.rows.map((row) => row.email)).toContain(rows[0]!.email);
    expect(found.total).toBe(found.rows.length);
    const byName = await listCustomers(db.pool, { q: rows[0]!.name.slice(-6), limit: 50, after: null });
    expect(byName.rows.map((row) => row.name)).toContain(rows[0]!.name);
    // At this size the planner may prefer scanning the table (some milliseconds); what matters is that the
    // search matches the index's expression, so the index serves it as the table grows.
    const client = await db.pool.connect();
    try {
      await client.query('set enable_seqscan = off');
      const plans: string[] = [];
      await listCustomers(explaining(plans, client), { q: part, limit: 50, after: null });
      // The count reads the search index; the page may instead walk the newest-first index and filter.
      expect(plans[1]).toContain('users_search');
      for (const plan of plans) expect(plan).not.toContain('"Seq Scan"');
    } finally {
      await client.query('reset enable_seqscan');
      client.release();
    }
  });

  it("pages a customer's orders from the index by customer", async () => {
    const plans: string[] = [];
    await listCustomerOrders(explaining(plans), '00000000-0000-0000-0000-000000000000', { limit: 20, after: null });
    for (const plan of plans) expect(plan).not.toContain('"Seq Scan"');
    expect(plans[0]).toContain('orders_by_customer');
  });
});
