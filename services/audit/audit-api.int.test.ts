import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemActor } from '../../events/index.js';
import { allProjections, rebuildProjections } from '../../projections/index.js';
import { randomHistory } from '../../tests/support/test-history.js';
import { startTestStore, type TestStore } from '../../tests/support/test-store.js';
import { auditSealName, readLinkAt, verifyAuditSeal } from './index.js';

let store: TestStore;

/**
 * A signed-in user of a role no command grants yet (auditor): a customer registered as usual and given the role in
 * the users read model, which sessions take roles from, before signing in.
 */
async function sessionOf(role: string): Promise<string> {
  const email = `${role}-${randomUUID().slice(0, 8)}@example.com`;
  await store.customer(email);
  await store.settled();
  const updated = await store.db.pool.query('update users set role = $1 where email = $2', [role, email]);
  if (updated.rowCount !== 1) throw new Error(`no account ${email} to make ${role}`);
  // A role no command gives (the refused one below) is outside the answers' contract: this sign-in is read as is,
  // without the test store's check against the API document.
  const answer = await fetch(`${store.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'secret1' }),
  });
  const session = /session=([^;]+)/.exec(answer.headers.get('set-cookie') ?? '')?.[1];
  if (!session) throw new Error(`no session for ${role}: ${answer.status}`);
  return `session=${session}`;
}

/** The sealed head once the seal has reached every event of the log (bounded wait). */
async function sealedHead(cookie: string) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const answer = await store.request('GET', '/api/audit/seal', { cookie });
    expect(answer.status).toBe(200);
    if (answer.body.eventCount === (await store.eventCount()) || Date.now() > deadline) return answer.body;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  store = await startTestStore();
  const history = randomHistory(20270311, 120);
  for (let i = 0; i < history.length; i += 3) {
    await store.db.store.append(
      history.slice(i, i + 3).map((event, k) => ({
        streamId: `history-${event.globalPosition}-${k}`,
        streamType: 'history',
        expectedVersion: 0,
        events: [{ type: event.type, data: event.data }],
      })),
      { actor: systemActor, correlationId: 'audit-api-test' },
    );
  }
});
afterAll(async () => {
  await store?.stop();
});

describe('GET /api/audit/seal', () => {
  it('is refused to visitors (401) and customers (403)', async () => {
    const visitor = await store.request('GET', '/api/audit/seal');
    expect(visitor.status).toBe(401);
    expect(visitor.body.code).toBeTypeOf('string');
    const customer = await store.request('GET', '/api/audit/seal', { cookie: await store.customer() });
    expect(customer.status).toBe(403);
    expect(customer.body.hash).toBeUndefined();
  });

  it('answers admins and auditors with the sealed head: position, hash, time and event count', async () => {
    const admin = await store.login();
    const head = await sealedHead(admin);
    expect(head).toEqual({
      position: expect.any(Number),
      hash: expect.stringMatching(/^[0-9a-f]{64}$/),
      sealedAt: expect.any(String),
      eventCount: expect.any(Number),
    });
    expect(Date.parse(head.sealedAt)).toBeGreaterThan(Date.now() - 60_000);
    // The count is the events up to the head's in the log reader's order (the store may append more meanwhile).
    const upToHead = await store.db.pool.query<{ n: number }>(
      `select count(*)::int as n from events
       where (transaction_id, global_position) <= (select transaction_id, global_position from events where global_position = $1)`,
      [head.position],
    );
    expect(head.eventCount).toBe(upToHead.rows[0]!.n);
    expect(head.eventCount).toBeGreaterThan(120);
    // The hash an auditor notes is the stored link the chain recomputed from the log passes through.
    expect((await readLinkAt(store.db.pool, head.position))?.hash.toString('hex')).toBe(head.hash);
    expect((await verifyAuditSeal(store.db.pool)).problems).toEqual([]);

    const auditor = await store.request('GET', '/api/audit/seal', { cookie: await sessionOf('auditor') });
    expect(auditor.status).toBe(200);
    expect(auditor.body.eventCount).toBeGreaterThanOrEqual(head.eventCount);
    expect((await readLinkAt(store.db.pool, auditor.body.position))?.hash.toString('hex')).toBe(auditor.body.hash);
    expect((await store.request('GET', '/api/audit/seal', { cookie: await sessionOf('courier') })).status).toBe(403);
    // The audit prefix is closed as a whole, also where no route exists.
    expect((await store.request('GET', '/api/audit/anything', { cookie: await store.customer() })).status).toBe(403);
  });
});

describe('rebuilding the read models', () => {
  it('leaves the seal alone: its links stay as they were and its checkpoint is not moved back', async () => {
    const admin = await store.login();
    await sealedHead(admin);
    const links = async () =>
      (await store.db.pool.query('select seq, global_position, hash, sealed_at from audit_seal order by seq')).rows;
    const checkpoint = async () =>
      (
        await store.db.pool.query<{ transaction_id: string; global_position: number }>(
          `select transaction_id::text, global_position from projection_checkpoints where name = $1`,
          [auditSealName],
        )
      ).rows[0]!;
    const before = { links: await links(), checkpoint: await checkpoint() };
    expect(before.links.length).toBeGreaterThan(120);

    // As `npm run projections:rebuild` does, every read model it knows: the seal is not one of them.
    expect(allProjections.map((projection) => projection.name)).not.toContain(auditSealName);
    const results = await rebuildProjections(store.db.pool, store.db.store, allProjections);
    // (The users read model differs: an earlier test gave a role there that no event records.)
    expect(results.map((result) => result.projection)).toEqual(allProjections.map((projection) => projection.name));

    // The store keeps running meanwhile (a low-stock notice may be appended and sealed): links only ever follow.
    const after = { links: await links(), checkpoint: await checkpoint() };
    expect(after.links.slice(0, before.links.length)).toEqual(before.links);
    expect(BigInt(after.checkpoint.transaction_id)).toBeGreaterThanOrEqual(BigInt(before.checkpoint.transaction_id));
    const verified = await verifyAuditSeal(store.db.pool);
    expect(verified.problems).toEqual([]);
    expect(verified.verified).toBe(after.links.length);
  });
});
