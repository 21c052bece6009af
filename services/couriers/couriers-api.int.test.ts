import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courierCash, courierCashStreamId } from '../../events/couriers.js';
import { startTestStore, type TestStore } from '../../tests/support/test-store.js';

let store: TestStore;
let admin: string;
let auditor: string;

beforeAll(async () => {
  store = await startTestStore();
  admin = await store.login();
  const email = `auditor-${randomUUID().slice(0, 8)}@example.com`;
  await store.customer(email);
  await store.settled();
  await store.db.pool.query(`update users set role = 'auditor' where email = $1`, [email]);
  auditor = await store.login(email, 'secret1');
});
afterAll(() => store?.stop());

const as = (cookie: string) => ({
  get: (path: string) => store.request('GET', path, { cookie }),
  post: (path: string, body: unknown) => store.request('POST', path, { cookie, body }),
  patch: (path: string, body: unknown) => store.request('PATCH', path, { cookie, body }),
});
const adminCalls = () => as(admin);

async function addCourier(name: string, costs = { deliveryCost: '15', returnCost: '10.5' }) {
  const answer = await adminCalls().post('/api/admin/couriers', { name, ...costs });
  expect(answer.status, answer.text).toBe(201);
  return answer.body as { id: string; name: string };
}

/**
 * A delivery's cash in the courier's hands, appended to its cash stream as the orders module appends it, so these
 * tests do not depend on the delivery calls.
 */
async function collect(courierId: string, orderNumber: number, amount: string, expected = amount) {
  const orderId = randomUUID();
  await store.db.store.append(
    [
      {
        streamId: courierCashStreamId(courierId),
        streamType: courierCash.streamType,
        expectedVersion: 'any',
        events: [{ type: 'CodCollected', data: { courierId, orderId, orderNumber, amount, expected, collectedAt: new Date().toISOString() } }],
      },
    ],
    { actor: { id: 'system', role: 'system' }, correlationId: randomUUID() },
  );
  return orderId;
}

async function eventually<T>(read: () => Promise<T>, until: (value: T) => boolean): Promise<T> {
  const by = Date.now() + 10_000;
  for (;;) {
    const value = await read();
    if (until(value) || Date.now() > by) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const pause = () => new Promise((resolve) => setTimeout(resolve, 30));

describe('couriers', () => {
  it('adds a courier with its costs at two decimals and lists it, paged, with the cash it holds', async () => {
    const added = await adminCalls().post('/api/admin/couriers', { name: '  Emirates Express ', deliveryCost: '15', returnCost: '7.5' });
    expect(added.status, added.text).toBe(201);
    expect(added.body).toMatchObject({ name: 'Emirates Express', deliveryCost: '15.00', returnCost: '7.50', active: true, cashOutstanding: '0.00' });
    await addCourier('Aramex Local');
    const first = await adminCalls().get('/api/admin/couriers?limit=1');
    expect(first.status).toBe(200);
    expect(Number(first.headers.get('x-total-count'))).toBeGreaterThanOrEqual(2);
    expect(first.headers.get('link')).toMatch(/rel="next"/);
    const next = /<([^>]+)>/.exec(first.headers.get('link')!)![1]!;
    const second = await adminCalls().get(next);
    expect(second.body).toHaveLength(1);
    expect(second.body[0].id).not.toBe(first.body[0].id);
    const all = await adminCalls().get('/api/admin/couriers');
    expect(all.body.find((courier: { id: string }) => courier.id === added.body.id)).toEqual(added.body);
  });

  it('refuses a name taken by another courier whatever its case (409 courier_name_taken), and bad amounts (400)', async () => {
    const taken = await addCourier('Desert Riders');
    const before = await store.eventCount();
    const again = await adminCalls().post('/api/admin/couriers', { name: ' desert RIDERS', deliveryCost: '1', returnCost: '1' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('courier_name_taken');
    const other = await addCourier('Falcon Post');
    const renamed = await adminCalls().patch(`/api/admin/couriers/${other.id}`, { name: 'DESERT riders' });
    expect(renamed.status).toBe(409);
    expect(renamed.body.code).toBe('courier_name_taken');
    for (const body of [
      { name: 'X', deliveryCost: '-1', returnCost: '1' },
      { name: 'X', deliveryCost: 12, returnCost: '1' },
      { name: 'X', deliveryCost: '1' },
      { name: '  ', deliveryCost: '1', returnCost: '1' },
      { name: 'X', deliveryCost: '100000000', returnCost: '1' },
    ]) {
      const refused = await adminCalls().post('/api/admin/couriers', body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
    }
    expect((await adminCalls().patch(`/api/admin/couriers/${taken.id}`, {})).status).toBe(400);
    expect(await store.eventCount()).toBe(before + 1);
  });

  it('revises and deactivates a courier (never deleted), and answers 404 for an unknown one', async () => {
    const courier = await addCourier('Gulf Wheels');
    const revised = await adminCalls().patch(`/api/admin/couriers/${courier.id}`, { name: 'GULF WHEELS', deliveryCost: '18.25', active: false });
    expect(revised.status, revised.text).toBe(200);
    expect(revised.body).toMatchObject({ id: courier.id, name: 'GULF WHEELS', deliveryCost: '18.25', returnCost: '10.50', active: false });
    const listed = await adminCalls().get('/api/admin/couriers?limit=100');
    expect(listed.body.find((row: { id: string }) => row.id === courier.id)).toEqual(revised.body);
    expect((await adminCalls().patch(`/api/admin/couriers/${randomUUID()}`, { active: false })).status).toBe(404);
    expect((await adminCalls().patch('/api/admin/couriers/not-an-id', { active: false })).status).toBe(404);
    expect((await store.request('DELETE', `/api/admin/couriers/${courier.id}`, { cookie: admin })).status).toBe(404);
  });
});

describe("a courier's cash", () => {
  it('is handed over by remittances that name collected orders for exactly their cash, once', async () => {
    const courier = await addCourier('Cash Runner');
    const other = await addCourier('Other Runner');
    const first = await collect(courier.id, 501, '250.00');
    const second = await collect(courier.id, 502, '99.50', '100.00');
    const elsewhere = await collect(other.id, 503, '40.00');
    const remit = (body: unknown, id = courier.id) => adminCalls().post(`/api/admin/couriers/${id}/remittances`, body);

    const listed = await eventually(
      () => adminCalls().get('/api/admin/couriers?limit=100'),
      (answer) => answer.body.find((row: { id: string }) => row.id === courier.id)?.cashOutstanding === '349.50',
    );
    expect(listed.body.find((row: { id: string }) => row.id === courier.id).cashOutstanding).toBe('349.50');

    const before = await store.eventCount();
    const mismatch = await remit({ reference: 'R-1', amount: '350.00', orderIds: [first, second] });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body).toMatchObject({ code: 'remittance_mismatch', params: { expected: '349.50' } });
    const notCollected = await remit({ reference: 'R-1', amount: '40.00', orderIds: [elsewhere] });
    expect(notCollected.status).toBe(400);
    expect(notCollected.body).toMatchObject({ code: 'order_not_collected', params: { orderId: elsewhere } });
    const twice = await remit({ reference: 'R-1', amount: '500.00', orderIds: [first, first] });
    expect(twice.status).toBe(400);
    expect(twice.body.code).toBe('duplicate_order');
    expect((await remit({ reference: 'R-1', amount: '250.00', orderIds: [] })).status).toBe(400);
    expect((await remit({ reference: '', amount: '250.00', orderIds: [first] })).status).toBe(400);
    expect((await remit({ reference: 'R-1', amount: '250.00', orderIds: [first] }, randomUUID())).status).toBe(404);
    expect(await store.eventCount()).toBe(before);

    await pause();
    const beforeRemittance = new Date().toISOString();
    await pause();
    const remitted = await remit({ reference: ' RCPT-77 ', amount: '250', orderIds: [first] });
    expect(remitted.status, remitted.text).toBe(201);
    expect(remitted.body).toMatchObject({ courierId: courier.id, reference: 'RCPT-77', amount: '250.00', orderIds: [first] });
    expect(remitted.body.id).toMatch(/^[0-9a-f-]{36}$/);

    const again = await remit({ reference: 'RCPT-78', amount: '349.50', orderIds: [second, first] });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'already_remitted', params: { orderId: first, orderNumber: 501 } });

    // Read back at the remittance's position: the list shows what is left.
    const after = await adminCalls().get('/api/admin/couriers?limit=100');
    expect(after.body.find((row: { id: string }) => row.id === courier.id).cashOutstanding).toBe('99.50');

    // The cash now, and as it stood just before the remittance.
    const now = await adminCalls().get(`/api/admin/couriers/${courier.id}/cash`);
    expect(now.status).toBe(200);
    expect(now.body).toMatchObject({ courierId: courier.id, collected: '349.50', remitted: '250.00', outstanding: '99.50' });
    expect(now.body.discrepancies).toEqual([{ orderId: second, orderNumber: 502, expected: '100.00', collected: '99.50' }]);
    expect(now.body.orders).toEqual([
      { orderId: first, orderNumber: 501, collected: '250.00', collectedAt: expect.any(String), remittedAt: remitted.body.remittedAt },
      { orderId: second, orderNumber: 502, collected: '99.50', collectedAt: expect.any(String), remittedAt: null },
    ]);
    const then = await adminCalls().get(`/api/admin/couriers/${courier.id}/cash?asOf=${encodeURIComponent(beforeRemittance)}`);
    expect(then.body).toMatchObject({ asOf: beforeRemittance, collected: '349.50', remitted: '0.00', outstanding: '349.50' });
    expect(then.body.orders.map((order: { remittedAt: string | null }) => order.remittedAt)).toEqual([null, null]);
    const beforeAnything = await adminCalls().get(`/api/admin/couriers/${courier.id}/cash?asOf=2020-01-01T00:00:00Z`);
    expect(beforeAnything.body).toMatchObject({ collected: '0.00', remitted: '0.00', outstanding: '0.00', orders: [], discrepancies: [] });

    // Auditors read the same answer under /api/audit, and may neither write nor use the admin's calls.
    const audited = await as(auditor).get(`/api/audit/couriers/${courier.id}/cash?asOf=${encodeURIComponent(beforeRemittance)}`);
    expect(audited.status).toBe(200);
    expect(audited.body).toEqual(then.body);
    expect((await as(auditor).post(`/api/admin/couriers/${courier.id}/remittances`, { reference: 'R', amount: '99.50', orderIds: [second] })).status).toBe(403);
    expect((await as(auditor).post('/api/admin/couriers', { name: 'Sneaky', deliveryCost: '1', returnCost: '1' })).status).toBe(403);
    expect((await as(auditor).patch(`/api/admin/couriers/${courier.id}`, { active: false })).status).toBe(403);
    expect((await as(auditor).get(`/api/admin/couriers/${courier.id}/cash`)).status).toBe(403);
    expect((await store.request('GET', `/api/audit/couriers/${courier.id}/cash`)).status).toBe(401);
    expect((await store.request('POST', `/api/admin/couriers/${courier.id}/remittances`, { body: { reference: 'R', amount: '1.00', orderIds: [second] } })).status).toBe(401);
    const customer = await store.customer();
    expect((await as(customer).get(`/api/audit/couriers/${courier.id}/cash`)).status).toBe(403);
  });

  it('answers 404 for an unknown courier and 400 for a bad asOf', async () => {
    expect((await adminCalls().get(`/api/admin/couriers/${randomUUID()}/cash`)).status).toBe(404);
    expect((await as(auditor).get(`/api/audit/couriers/${randomUUID()}/cash`)).status).toBe(404);
    const courier = await addCourier('As Of Courier');
    expect((await adminCalls().get(`/api/admin/couriers/${courier.id}/cash?asOf=yesterday`)).status).toBe(400);
  });
});

describe('the COD report', () => {
  it('counts orders, confirmations and cash over a range, the last 30 days by default', async () => {
    const start = new Date(Date.now() - 60 * 60 * 1000).toISOString();
    const read = async (query = '') => {
      const answer = await adminCalls().get(`/api/admin/reports/cod${query}`);
      expect(answer.status, answer.text).toBe(200);
      return answer.body;
    };
    const before = await read();
    const courier = await addCourier('Report Runner');
    const orderId = await collect(courier.id, 900, '120.00');
    const remitted = await adminCalls().post(`/api/admin/couriers/${courier.id}/remittances`, { reference: 'R-9', amount: '120.00', orderIds: [orderId] });
    expect(remitted.status).toBe(201);
    await collect(courier.id, 901, '80.00');
    // A later write's position makes the read wait for the report to take in the appends above.
    await adminCalls().patch(`/api/admin/couriers/${courier.id}`, { deliveryCost: '16.00' });
    const after = await eventually(read, (report) => report.cashCollected !== before.cashCollected && report.cashOutstanding !== before.cashOutstanding);
    const plus = (a: string, b: string) => (Number(a) + Number(b)).toFixed(2);
    expect(after).toMatchObject({
      cashCollected: plus(before.cashCollected, '200.00'),
      cashRemitted: plus(before.cashRemitted, '120.00'),
      cashOutstanding: plus(before.cashOutstanding, '80.00'),
      orders: before.orders,
    });
    const later = new Date(Date.now() + 2 * 60 * 60 * 1000).toISOString();
    expect(await read(`?from=${encodeURIComponent(start)}&to=${encodeURIComponent(later)}`)).toMatchObject({ cashCollected: after.cashCollected });
    expect(await read('?from=2020-01-01&to=2020-01-31')).toMatchObject({ orders: 0, cashCollected: '0.00', refusalRate: '0.0000' });
  });

  it('refuses bad and reversed ranges (400)', async () => {
    for (const query of ['?from=yesterday', '?to=2026-13-01', '?from=2026-11-02&to=2026-11-01', '?from=2026-11-01T10:00:00Z&to=2026-11-01T09:00:00Z']) {
      const answer = await adminCalls().get(`/api/admin/reports/cod${query}`);
      expect(answer.status, query).toBe(400);
    }
    expect((await adminCalls().get('/api/admin/reports/cod?from=2026-11-02&to=2026-11-01')).body.code).toBe('invalid_range');
    expect((await as(auditor).get('/api/admin/reports/cod')).status).toBe(403);
    expect((await store.request('GET', '/api/admin/reports/cod')).status).toBe(401);
  });
});
