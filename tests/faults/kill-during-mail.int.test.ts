import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { startSmtpServer, type TestSmtpServer } from '../support/smtp-server.js';
import { call, spawnStore, until, type StoreProcess } from '../support/store-process.js';
import { testAdmin } from '../support/test-store.js';

let db: TestDatabase;
let smtp: TestSmtpServer;
let running: StoreProcess | undefined;

// Short limits so a message left by the killed process is taken up again within seconds.
const mailSettings = () => ({ SMTP_URL: smtp.url, MAIL_SEND_TIMEOUT_SECONDS: '2', MAIL_RETRY_DELAY_SECONDS: '1' });

beforeAll(async () => {
  db = await createTestDatabase();
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await running?.kill('SIGKILL');
  await smtp?.close();
  await db.drop();
});

describe('a store killed with SIGKILL between queueing mail and sending it', () => {
  it('sends each message exactly once after a restart', async () => {
    running = await spawnStore(db.url, mailSettings());
    const first = running;
    expect(first.output()).toContain(`Mail: sent through ${smtp.url}`);
    const admin = (await call(first.url, 'POST', '/api/auth/login', { body: testAdmin })).cookie!;
    const category = await call(first.url, 'POST', '/api/admin/categories', { cookie: admin, body: { nameEn: 'Abayas', nameAr: 'عبايات' } });
    const product = await call(first.url, 'POST', '/api/admin/products', {
      cookie: admin,
      body: {
        nameEn: 'Crash Abaya',
        nameAr: 'عباية',
        categoryId: category.body.id,
        status: 'active',
        variants: [{ size: 'M', price: '100.00', stock: 10 }],
        images: [{ url: 'https://images.example.com/a.jpg', isPrimary: true, position: 0 }],
      },
    });
    const email = 'crash@example.com';
    const shopper = (await call(first.url, 'POST', '/api/auth/register', { body: { name: 'Noura', email, password: 'secret1' } })).cookie!;

    // The messages are taken from the queue together; the first to reach the mail server is kept waiting for its answer.
    const hold = smtp.hold();
    const order = await call(first.url, 'POST', '/api/orders', {
      cookie: shopper,
      body: {
        items: [{ productId: product.body.id, variantId: product.body.variants[0].id, quantity: 1 }],
        shippingName: 'Noura',
        shippingPhone: '0500000000',
        shippingCity: 'Dubai',
        shippingAddressLine1: 'Street 1',
        locale: 'en',
      },
    });
    expect(order.status).toBe(201);
    await hold.held;
    // Both queued, neither done: taken (or still waiting to be) when the process dies.
    const queued = await db.pool.query<{ state: string }>(`select state from pgboss.job where name = 'mail' order by state`);
    expect(queued.rows).toHaveLength(2);
    for (const row of queued.rows) expect(['created', 'active']).toContain(row.state);
    await first.kill('SIGKILL');
    await hold.dropped;
    hold.release();
    expect(smtp.received).toHaveLength(0);

    running = await spawnStore(db.url, mailSettings());
    const number = order.body.orderNumber as number;
    await until(async () => {
      const unsent = await db.pool.query<{ n: number }>('select count(*)::int as n from mail_messages where sent_at is null');
      return smtp.received.length >= 2 && unsent.rows[0]!.n === 0;
    }, 30_000, 'both messages sent after the restart');
    await new Promise((resolve) => setTimeout(resolve, 3000));

    expect(smtp.received.map((mail) => mail.to).sort()).toEqual([[email], [testAdmin.email]].sort());
    expect(new Set(smtp.received.map((mail) => mail.messageId)).size).toBe(2);
    for (const mail of smtp.received) expect(mail.messageId).toContain(`<order-${number}.`);
    const record = await db.pool.query<{ sent: number; unsent: number }>(
      `select count(*) filter (where sent_at is not null)::int as sent, count(*) filter (where sent_at is null)::int as unsent
       from mail_messages`,
    );
    expect(record.rows[0]).toEqual({ sent: 2, unsent: 0 });
  }, 120_000);
});
