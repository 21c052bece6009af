import { execFile } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLinks } from '../../infra/order-links.js';
import { projectRoot } from '../../infra/project-root.js';
import { allProjections, rebuildProjections } from '../../projections/index.js';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../../tests/support/smtp-server.js';
import { until } from '../../tests/support/store-process.js';
import { startTestStore, testAdmin, type TestStore } from '../../tests/support/test-store.js';
import { testDataKey } from '../../tests/support/database.js';

/**
 * Order mail end to end: the real store sending to a real SMTP server (the smtp-server package) on loopback, with
 * retries shortened by the store's settings.
 */

/** The session secret the test store signs with (tests/support/test-store.ts), which also signs order links. */
const testSecret = 'test-secret-that-is-long-enough-to-sign-sessions';

let smtp: TestSmtpServer;
let store: TestStore;
let admin: string;
let product: { id: string; variants: Array<{ id: string }> };

const shipping = {
  shippingName: 'Noura Ali',
  shippingPhone: '+971 50 000 0000',
  shippingCity: 'Abu Dhabi',
  shippingAddressLine1: 'Building 3, Corniche Road',
};

beforeAll(async () => {
  smtp = await startSmtpServer();
  store = await startTestStore({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Sakina <orders@shop.example>',
    PUBLIC_URL: 'https://shop.example/',
    MAIL_RETRY_LIMIT: '3',
    MAIL_RETRY_DELAY_SECONDS: '1',
    MAIL_SEND_TIMEOUT_SECONDS: '5',
  });
  admin = await store.login();
  const category = await store.request('POST', '/api/admin/categories', { cookie: admin, body: { nameEn: 'Abayas', nameAr: 'عبايات' } });
  const created = await store.request('POST', '/api/admin/products', {
    cookie: admin,
    body: {
      nameEn: '<b>x</b> Abaya',
      nameAr: 'عباية <b>x</b>',
      categoryId: category.body.id,
      status: 'active',
      variants: [{ size: 'M', color: 'Sand', price: '250.00', stock: 1000 }],
      images: [{ url: 'https://images.example.com/a.jpg', isPrimary: true, position: 0 }],
    },
  });
  expect(created.status).toBe(201);
  product = created.body;
});

afterAll(async () => {
  await store?.stop();
  await smtp?.close();
});

async function placeOrder(cookie: string, extra: object = {}) {
  const response = await store.request('POST', '/api/orders', {
    cookie,
    body: { items: [{ productId: product.id, variantId: product.variants[0]!.id, quantity: 2 }], ...shipping, ...extra },
  });
  expect(response.status, response.text).toBe(201);
  return response.body as { id: string; orderNumber: number };
}

const about = (orderNumber: number) => (mail: ReceivedMail) => mail.messageId.startsWith(`<order-${orderNumber}.`);
const mailTo = (address: string, orderNumber: number) =>
  smtp.received.filter((mail) => about(orderNumber)(mail) && mail.to.includes(address));

/** Waits for `count` messages about the order, then a while longer, so a second copy would have time to arrive. */
async function settledMail(orderNumber: number, count: number, timeoutMs = 15_000): Promise<ReceivedMail[]> {
  await until(() => smtp.received.filter(about(orderNumber)).length >= count, timeoutMs, `${count} messages about #${orderNumber}`);
  await new Promise((resolve) => setTimeout(resolve, 1500));
  return smtp.received.filter(about(orderNumber));
}

async function health() {
  const response = await store.request('GET', '/api/admin/health', { cookie: admin });
  expect(response.status).toBe(200);
  return response.body.mail as { queued: number; failed: number; lastError: { message: string; messageId: string } | null };
}

describe('order mail through the outbox', () => {
  it('an order sends one confirmation in the shopper\'s language and one alert to the admin', async () => {
    const email = 'mariam@example.com';
    const cookie = await store.customer(email);
    const order = await placeOrder(cookie, { locale: 'en' });

    const mail = await settledMail(order.orderNumber, 2);
    expect(mail).toHaveLength(2);
    const [confirmation] = mailTo(email, order.orderNumber);
    const [alert] = mailTo(testAdmin.email, order.orderNumber);

    expect(confirmation!.subject).toBe(`Order #${order.orderNumber} placed`);
    expect(confirmation!.messageId).toMatch(new RegExp(`^<order-${order.orderNumber}\\.\\d+\\.order-placed@shop\\.example>$`));
    expect(confirmation!.parsed.from?.value).toEqual([{ name: 'Sakina', address: 'orders@shop.example' }]);
    expect(confirmation!.html).toContain('<html lang="en" dir="ltr">');
    expect(confirmation!.text).toContain('Size: M · Colour: Sand');
    expect(confirmation!.text).toContain('Total: 500.00 AED');
    expect(confirmation!.text).toContain('Building 3, Corniche Road');
    // The product's name arrives as text, never as markup.
    expect(confirmation!.html).toContain('&lt;b&gt;x&lt;/b&gt; Abaya');
    expect(confirmation!.html).not.toContain('<b>x</b>');
    expect(confirmation!.text).toContain('<b>x</b> Abaya');

    // Staff are written to in Arabic, with a link to the order in the back office.
    expect(alert!.subject).toContain(`#${order.orderNumber}`);
    expect(alert!.subject).toContain('طلب جديد');
    expect(alert!.html).toContain('<html lang="ar" dir="rtl">');
    expect(alert!.html).toContain(`href="https://shop.example/admin/orders?order=${order.orderNumber}"`);
    expect(alert!.html).toContain('عباية &lt;b&gt;x&lt;/b&gt;');
    expect(alert!.messageId).not.toBe(confirmation!.messageId);

    // Without a locale the order is in Arabic, the store's default.
    const second = await placeOrder(cookie);
    await settledMail(second.orderNumber, 2);
    const [arabic] = mailTo(email, second.orderNumber);
    expect(arabic!.subject).toBe(`تم استلام طلبك \u2066#${second.orderNumber}\u2069`);
    expect(arabic!.html).toContain('<html lang="ar" dir="rtl">');
    expect(arabic!.text).toContain('500.00 درهم');
  });

  it('the placed order\'s mail carries its one-click confirmation link exactly once in each part, in either language', async () => {
    const cookie = await store.customer('link@example.com');
    for (const locale of ['ar', 'en'] as const) {
      const order = await placeOrder(cookie, { locale });
      await settledMail(order.orderNumber, 2);
      const [mail] = mailTo('link@example.com', order.orderNumber);
      const links = (part: string) => [...part.matchAll(/https:\/\/shop\.example\/orders\/confirm\/([\w.-]+)/g)];
      expect(links(mail!.html), locale).toHaveLength(1);
      expect(links(mail!.text), locale).toHaveLength(1);
      const token = links(mail!.text)[0]![1]!;
      expect(links(mail!.html)[0]![1]).toBe(token);
      // Signed for this order with the store's secret: the page it opens reads the order from it.
      expect(orderLinks(testSecret).verify(token)).toBe(order.id);
      expect(mail!.text).toContain(locale === 'ar' ? `تأكيد طلبي:\nhttps://shop.example/orders/confirm/${token}` : `Confirm my order:\nhttps://shop.example/orders/confirm/${token}`);
      // The staff's alert has no such link.
      expect(links(mailTo(testAdmin.email, order.orderNumber)[0]!.html)).toHaveLength(0);
    }
  });

  it('a cancelled order sends the shopper one message saying she asked for it', async () => {
    const email = 'cancel@example.com';
    const cookie = await store.customer(email);
    const order = await placeOrder(cookie, { locale: 'en' });
    await settledMail(order.orderNumber, 2);
    const cancelled = await store.request('POST', `/api/account/orders/${order.id}/cancel`, { cookie, body: { reason: 'Ordered twice' } });
    expect(cancelled.status, cancelled.text).toBe(200);
    // Asking again changes nothing and writes to nobody.
    await store.request('POST', `/api/account/orders/${order.id}/cancel`, { cookie, body: {} });
    await settledMail(order.orderNumber, 3);
    const mail = mailTo(email, order.orderNumber);
    expect(mail.map((message) => message.subject)).toEqual([`Order #${order.orderNumber} placed`, `Order #${order.orderNumber} cancelled`]);
    expect(mail[1]!.text).toContain('has been cancelled as you asked');
    expect(mail[1]!.messageId).toMatch(new RegExp(`^<order-${order.orderNumber}\\.\\d+\\.order-cancelled@shop\\.example>$`));
  });

  it('npm run mail:preview prints an order\'s confirmation as it was sent', async () => {
    const order = await placeOrder(await store.customer('preview@example.com'), { locale: 'en' });
    const [sent] = await settledMail(order.orderNumber, 2).then(() => mailTo('preview@example.com', order.orderNumber));
    const preview = (order: number) =>
      new Promise<{ code: number; stdout: string; stderr: string }>((resolve) =>
        execFile(
          process.execPath,
          ['--import', 'tsx', path.join(projectRoot, 'app/cli/mail-preview.ts'), '--order', String(order)],
          {
            env: {
              ...process.env,
              DATABASE_URL: store.db.url,
              MAIL_FROM: 'Sakina <orders@shop.example>',
              PUBLIC_URL: 'https://shop.example',
              JWT_SECRET: testSecret,
              // The mail names her: the tool opens her sealed fields with the store's key (ADR 068).
              DATA_KEY: testDataKey,
              LOG_LEVEL: 'error',
            },
          },
          (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
        ),
      );
    const printed = await preview(order.orderNumber);
    expect(printed.code, printed.stderr).toBe(0);
    const parsed = await simpleParser(printed.stdout);
    expect(parsed.messageId).toBe(sent!.messageId);
    expect(parsed.subject).toBe(sent!.subject);
    expect(parsed.text).toBe(sent!.text);
    expect(parsed.html).toBe(sent!.html);
    const missing = await preview(999_999);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('No order #999999');
  });

  it('refuses a locale the store does not speak, placing nothing', async () => {
    const cookie = await store.customer();
    const before = await store.eventCount();
    const response = await store.request('POST', '/api/orders', {
      cookie,
      body: { items: [{ productId: product.id, variantId: product.variants[0]!.id, quantity: 1 }], ...shipping, locale: 'fr' },
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toHaveProperty('locale');
    expect(await store.eventCount()).toBe(before);
  });

  it('a status change to shipped sends one message; packing sends none', async () => {
    const email = 'layla@example.com';
    const order = await placeOrder(await store.customer(email), { locale: 'en' });
    await settledMail(order.orderNumber, 2);
    for (const status of ['confirmed', 'packed', 'shipped']) {
      const changed = await store.request('PATCH', `/api/orders/${order.id}/status`, { cookie: admin, body: { status } });
      expect(changed.status).toBe(200);
    }
    await settledMail(order.orderNumber, 4);
    expect(mailTo(email, order.orderNumber).map((mail) => mail.subject)).toEqual([
      `Order #${order.orderNumber} placed`,
      `Order #${order.orderNumber} confirmed`,
      `Order #${order.orderNumber} shipped`,
    ]);
    const [shipped] = mailTo(email, order.orderNumber).slice(-1);
    expect(shipped!.text).toContain('Please have 500.00 AED ready in cash for the courier.');
  });

  it('delivers exactly one copy when the mail server refuses three times (451 at RCPT, RCPT, DATA) and then accepts', async () => {
    const email = 'huda@example.com';
    smtp.failFor(email, ['rcpt', 'rcpt', 'data']);
    const order = await placeOrder(await store.customer(email), { locale: 'en' });

    await until(async () => (await health()).lastError?.message.includes('451') === true, 10_000, 'the refusal on the health page');
    expect((await health()).queued).toBeGreaterThan(0);
    await until(() => mailTo(email, order.orderNumber).length > 0, 30_000, 'the confirmation after the refusals');
    await new Promise((resolve) => setTimeout(resolve, 2000));

    expect(smtp.attempts(email)).toBe(4);
    expect(mailTo(email, order.orderNumber)).toHaveLength(1);
    await until(async () => (await health()).queued === 0, 5000, 'an empty queue');
    expect(await health()).toEqual({ queued: 0, failed: 0, lastError: null });
  }, 60_000);

  it('sends a burst of orders\' mail once each, a refused message retried alone while the others go out', async () => {
    const emails = Array.from({ length: 12 }, (_, index) => `burst-${index + 1}@example.com`);
    smtp.failFor(emails[4]!, ['rcpt']);
    const cookies = await Promise.all(emails.map((email) => store.customer(email)));
    const orders = await Promise.all(cookies.map((cookie) => placeOrder(cookie, { locale: 'en' })));

    await until(
      () => orders.every((order) => smtp.received.filter(about(order.orderNumber)).length >= 2),
      30_000,
      'a confirmation and an alert for every order of the burst',
    );
    await new Promise((resolve) => setTimeout(resolve, 1500));
    for (const [index, order] of orders.entries()) {
      expect(mailTo(emails[index]!, order.orderNumber)).toHaveLength(1);
      expect(mailTo(testAdmin.email, order.orderNumber)).toHaveLength(1);
    }
    expect(smtp.attempts(emails[4]!)).toBe(2);
    expect(smtp.attempts(emails[5]!)).toBe(1);
    await until(async () => (await health()).queued === 0, 5000, 'an empty queue');
  }, 60_000);

  it('shows a message out of attempts on the health page, and sends it once when an admin retries it', async () => {
    const email = 'salma@example.com';
    smtp.failAlways(email);
    const order = await placeOrder(await store.customer(email), { locale: 'en' });

    await until(async () => (await health()).failed === 1, 40_000, 'the message to fail');
    const failing = await health();
    expect(failing.lastError?.message).toContain('451');
    expect(failing.lastError?.messageId).toContain(`<order-${order.orderNumber}.`);
    expect(smtp.attempts(email)).toBe(4);

    const shopper = await store.customer();
    expect((await store.request('POST', '/api/admin/mail/retry', { cookie: shopper })).status).toBe(403);
    expect((await store.request('POST', '/api/admin/mail/retry')).status).toBe(401);

    smtp.stopFailing(email);
    const retried = await store.request('POST', '/api/admin/mail/retry', { cookie: admin });
    expect(retried.status).toBe(200);
    expect(retried.body).toEqual({ requeued: 1 });
    await until(() => mailTo(email, order.orderNumber).length > 0, 10_000, 'the retried message');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(mailTo(email, order.orderNumber)).toHaveLength(1);
    expect(await health()).toEqual({ queued: 0, failed: 0, lastError: null });
  }, 70_000);

  it('never sends a second copy: not for a job run again, a replayed reactor, or rebuilt read models', async () => {
    const order = await placeOrder(await store.customer('amal@example.com'), { locale: 'en' });
    await settledMail(order.orderNumber, 2);
    const before = smtp.received.length;

    // The same message queued again as a new job (a job retried after its message went out).
    const { rows } = await store.db.pool.query<{ data: object }>(
      `select data from pgboss.job where name = 'mail' and data->>'orderNumber' = $1`,
      [String(order.orderNumber)],
    );
    expect(rows).toHaveLength(2);
    const boss = new PgBoss({ connectionString: store.db.url, max: 1 });
    await boss.start();
    for (const row of rows) expect(await boss.send('mail', row.data)).toBeTruthy();
    await boss.stop({ graceful: false, wait: true });

    // The reactor going over the whole log again (from its next event: packing, which writes to nobody), and every
    // read model rebuilt.
    await store.db.pool.query(`update projection_checkpoints set transaction_id = '0', global_position = 0 where name = 'order_mail'`);
    const packed = await store.request('PATCH', `/api/orders/${order.id}/status`, { cookie: admin, body: { status: 'packed' } });
    expect(packed.status).toBe(200);
    const rebuilt = await rebuildProjections(store.db.pool, store.db.store, allProjections);
    expect(rebuilt.every((result) => result.matches)).toBe(true);

    await until(async () => {
      const { rows: left } = await store.db.pool.query<{ n: number }>(
        `select count(*)::int as n from pgboss.job where name = 'mail' and state in ('created', 'retry', 'active')`,
      );
      const checkpoint = await store.db.pool.query<{ p: number }>(`select global_position as p from projection_checkpoints where name = 'order_mail'`);
      return left[0]!.n === 0 && checkpoint.rows[0]!.p > 0;
    }, 10_000, 'the extra jobs to run and the reactor to go over the log');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smtp.received.length).toBe(before);
  });
});

describe('order mail without SMTP_URL', () => {
  let local: TestStore;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'store-mail-'));
    // A folder left readable to everyone by an older store: tightened at start.
    await mkdir(path.join(dataDir, 'mail'), { mode: 0o755 });
    await chmod(path.join(dataDir, 'mail'), 0o755);
    local = await startTestStore({ DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await local?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('writes each message as an .eml file under DATA_DIR/mail and says so at start-up', async () => {
    const mailDir = path.join(dataDir, 'mail');
    expect(local.running.mail).toContain(mailDir);
    expect((await stat(mailDir)).mode & 0o777).toBe(0o700);
    const cookie = await local.customer('file@example.com');
    const adminCookie = await local.login();
    const category = await local.request('POST', '/api/admin/categories', { cookie: adminCookie, body: { nameEn: 'Hijabs', nameAr: 'حجابات' } });
    const created = await local.request('POST', '/api/admin/products', {
      cookie: adminCookie,
      body: {
        nameEn: 'Silk Hijab',
        nameAr: 'حجاب حرير',
        categoryId: category.body.id,
        status: 'active',
        variants: [{ color: 'Rose', price: '45.00', stock: 10 }],
        images: [{ url: 'https://images.example.com/h.jpg', isPrimary: true, position: 0 }],
      },
    });
    const placed = await local.request('POST', '/api/orders', {
      cookie,
      body: { items: [{ productId: created.body.id, variantId: created.body.variants[0].id, quantity: 1 }], ...shipping },
    });
    expect(placed.status).toBe(201);
    const number = placed.body.orderNumber as number;

    const files = async () => (await readdir(mailDir).catch(() => [] as string[])).filter((name) => name.endsWith('.eml'));
    await until(async () => (await files()).length === 2, 10_000, 'two .eml files');
    const confirmationFile = (await files()).find((name) => name.includes('.order-placed'))!;
    expect(confirmationFile).toMatch(new RegExp(`^order-${number}\\.\\d+\\.order-placed\\.eml$`));
    // Names, phones and addresses: readable by the store's own user only.
    for (const name of await files()) expect((await stat(path.join(mailDir, name))).mode & 0o777, name).toBe(0o600);
    const parsed = await simpleParser(await readFile(path.join(mailDir, confirmationFile)));
    expect(parsed.subject).toBe(`تم استلام طلبك \u2066#${number}\u2069`);
    expect(parsed.messageId).toMatch(new RegExp(`^<order-${number}\\.\\d+\\.order-placed@store\\.local>$`));
    expect((parsed.to as { text: string }).text).toContain('file@example.com');
    expect(parsed.text).toContain('حجاب حرير');
    expect(parsed.text).toContain('اللون: Rose');
  });
});
