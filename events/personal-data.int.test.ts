import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestDatabase, testVault, type TestDatabase } from '../tests/support/database.js';
import { defineEvent, EventCatalogue } from './catalogue.js';
import { PersonalDataErased } from './identity.js';
import { PersonalDataError, PersonalDataVault, userIdOf } from './personal-data.js';
import { EventStore, systemActor } from './store.js';

const Joined = defineEvent('Joined', z.object({ userId: z.uuid(), email: z.string(), phone: z.string(), city: z.string() }), {
  personal: { erased: { email: '', phone: '' }, person: userIdOf },
});
/** Names no person: its stream's first event does. */
const Noted = defineEvent('Noted', z.object({ note: z.string().nullable(), at: z.string() }), { personal: { erased: { note: null } } });
const catalogue = new EventCatalogue([Joined, Noted, PersonalDataErased]);
const meta = { actor: systemActor, correlationId: 'personal-data' };

let db: TestDatabase;
let store: EventStore;

beforeAll(async () => {
  db = await createTestDatabase({ catalogue });
  store = db.store;
});
afterAll(() => db.drop());

async function join(email: string, phone: string) {
  const userId = randomUUID();
  await store.append(
    [
      { streamId: `user-${userId}`, streamType: 'user', expectedVersion: 0, events: [{ type: 'Joined', data: { userId, email, phone, city: 'Dubai' } }] },
    ],
    meta,
  );
  await store.append(
    [{ streamId: `user-${userId}`, streamType: 'user', expectedVersion: 1, events: [{ type: 'Noted', data: { note: `call ${phone} after 5`, at: 'now' } }] }],
    meta,
  );
  return userId;
}

async function storedText(): Promise<string> {
  const rows = await db.pool.query<{ row: string }>('select e::text as row from events e order by global_position');
  return rows.rows.map((row) => row.row).join('\n');
}

describe('personal fields in the log', () => {
  it('are stored sealed: the events table holds neither the email nor the phone, other fields stay readable', async () => {
    const userId = await join('huda@example.com', '+971501112233');
    const text = await storedText();
    expect(text).not.toContain('huda@example.com');
    expect(text).not.toContain('501112233');
    expect(text).toContain('Dubai');
    const row = await db.pool.query(`select data->>'city' as city, data ? 'email' as has_email from events where stream_id = $1 and stream_version = 1`, [`user-${userId}`]);
    expect(row.rows[0]).toEqual({ city: 'Dubai', has_email: false });
  });

  it('read back as written, through a fresh vault too; another master key opens nothing', async () => {
    const userId = await join('mariam@example.com', '+971502223344');
    const events = await store.readStream(`user-${userId}`);
    expect(events.map((event) => event.data)).toEqual([
      { userId, email: 'mariam@example.com', phone: '+971502223344', city: 'Dubai' },
      { note: 'call +971502223344 after 5', at: 'now' },
    ]);
    const fresh = new EventStore(db.pool, catalogue, testVault(db.pool));
    expect((await fresh.readStream(`user-${userId}`))[0]!.data).toMatchObject({ email: 'mariam@example.com' });
    const stranger = new EventStore(db.pool, catalogue, new PersonalDataVault(db.pool, randomBytes(32)));
    await expect(stranger.readStream(`user-${userId}`)).rejects.toThrow(PersonalDataError);
  });

  it('read as erased once her key is destroyed, here and in another instance, while the stored rows stay as they were', async () => {
    const userId = await join('layla@example.com', '+971503334455');
    const other = await join('noor@example.com', '+971504445566');
    const otherInstance = new EventStore(db.pool, catalogue, testVault(db.pool));
    await otherInstance.readStream(`user-${userId}`);
    const before = await storedText();

    await store.vault!.destroy(userId, db.pool);
    expect((await store.readStream(`user-${userId}`)).map((event) => event.data)).toEqual([
      { userId, email: '', phone: '', city: 'Dubai' },
      { note: null, at: 'now' },
    ]);
    // The other instance had her key; the erasure's event in the log makes it let go.
    await store.append(
      [{ streamId: `user-${userId}`, streamType: 'user', expectedVersion: 2, events: [{ type: 'PersonalDataErased', data: { userId, erasedAt: 'now', by: 'self', reason: null } }] }],
      meta,
    );
    expect((await otherInstance.readStream(`user-${userId}`))[0]!.data).toMatchObject({ email: '', phone: '' });
    expect((await otherInstance.readStream(`user-${other}`))[0]!.data).toMatchObject({ email: 'noor@example.com' });
    expect((await storedText()).startsWith(before)).toBe(true);
    // Nothing new is sealed for her.
    await expect(
      store.append([{ streamId: `user-${userId}`, streamType: 'user', expectedVersion: 3, events: [{ type: 'Noted', data: { note: 'x', at: 'now' } }] }], meta),
    ).rejects.toThrow(PersonalDataError);
  });

  it('are erased at start-up for an erasure whose key outlived it', async () => {
    const userId = await join('sara@example.com', '+971505556677');
    await store.append(
      [{ streamId: `user-${userId}`, streamType: 'user', expectedVersion: 2, events: [{ type: 'PersonalDataErased', data: { userId, erasedAt: 'now', by: 'staff', reason: 'asked' } }] }],
      meta,
    );
    const restarted = testVault(db.pool);
    expect(await restarted.destroyErasedKeys()).toBe(1);
    expect(await restarted.destroyErasedKeys()).toBe(0);
    const events = await new EventStore(db.pool, catalogue, restarted).readStream(`user-${userId}`);
    expect(events[0]!.data).toMatchObject({ email: '', phone: '' });
  });

  it('give a blind index that finds an address again without naming it', () => {
    const vault = store.vault!;
    expect(vault.blindIndex('huda@example.com')).toBe(testVault(db.pool).blindIndex('huda@example.com'));
    expect(vault.blindIndex('huda@example.com')).not.toBe(vault.blindIndex('hudа@example.com'));
    expect(vault.blindIndex('huda@example.com')).not.toContain('huda');
    expect(new PersonalDataVault(db.pool, randomBytes(32)).blindIndex('huda@example.com')).not.toBe(vault.blindIndex('huda@example.com'));
  });
});
