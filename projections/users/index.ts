import type { Queryable } from '../../events/index.js';
import type { CodStatusSet } from '../../events/cod.js';
import type { MarketingConsentChanged, PasswordChanged, PersonalDataErased, UserRegistered, UserRenamed, UserRole, UserRoleChanged } from '../../events/identity.js';
import { uuidPattern } from '../../rules/ids.js';
import { lastBy } from '../engine/bulk.js';
import { defineProjection } from '../engine/projection.js';

type Registered = (typeof UserRegistered)['schema']['_output'];
type Renamed = (typeof UserRenamed)['schema']['_output'];
type PasswordSet = (typeof PasswordChanged)['schema']['_output'];
type RoleChanged = (typeof UserRoleChanged)['schema']['_output'];

type Erased = (typeof PersonalDataErased)['schema']['_output'];

export * from './customers.js';

export const usersProjection = defineProjection({
  name: 'users',
  handles: [
    'UserRegistered',
    'UserRenamed',
    'PasswordChanged',
    'UserRoleChanged',
    'CodDeliveryCounted',
    'CodRefusalCounted',
    'CodStatusSet',
    'MarketingConsentChanged',
    'PersonalDataErased',
  ],
  tables: ['users'],
  migrations: [
    {
      id: 'projection:users:1',
      sql: `create table users (
        id uuid primary key,
        email text not null,
        email_normalized text not null unique,
        name text not null,
        role text not null,
        password_hash text not null,
        created_at timestamptz not null
      );
      create index users_role on users (role);`,
    },
    {
      // The customers list: newest accounts first, page by page, and a search by any part of a name or address.
      id: 'projection:users:customers-list',
      sql: `create extension if not exists pg_trgm with schema public;
      create index users_newest on users (created_at desc, id desc);
      create index users_search on users using gin ((lower(name) || ' ' || email_normalized) public.gin_trgm_ops);`,
    },
    {
      // Her standing for cash on delivery (ADR 059): staff's decision, her refused and her delivered orders.
      id: 'projection:users:cod-standing',
      sql: `alter table users
        add column cod_status text not null default 'auto',
        add column cod_note text,
        add column cod_refusals integer not null default 0,
        add column delivered_orders integer not null default 0;`,
    },
    {
      // Her marketing consent (off until she gives it) and when she last set it.
      id: 'projection:users:marketing-consent',
      sql: `alter table users
        add column marketing_consent boolean not null default false,
        add column marketing_consent_changed_at timestamptz;`,
    },
    {
      // An erased account (the right to be forgotten) keeps its row, for her orders' figures, without her name,
      // address, password or COD note; its address is free for a new account.
      id: 'projection:users:erasure',
      sql: 'alter table users alter column email_normalized drop not null, add column erased_at timestamptz;',
    },
    {
      // The orders search of one or two characters (projections/orders/admin-list.ts) finds a customer by the
      // beginning of a word of her name or of her email, through this index of their words.
      id: 'projection:users:short-search',
      sql: `create index users_words on users
        using gin (to_tsvector('simple'::regconfig, coalesce(name, '') || ' ' || coalesce(email_normalized, '')));`,
    },
  ],
  async apply(client, events) {
    // A user's rename or new password comes after her registration: registrations first, then the last name and
    // the last password of each user in the batch, leave the rows that applying the events one by one would.
    const renames = lastBy(
      events.filter((event) => event.type === 'UserRenamed').map((event) => event.data as Renamed),
      (renamed) => renamed.userId,
    );
    const passwords = lastBy(
      events.filter((event) => event.type === 'PasswordChanged').map((event) => event.data as PasswordSet),
      (changed) => changed.userId,
    );
    // An address an account erased in the batch gave up may be registered again in it: the erased rows let it go
    // first (stored ones now, those registered in the batch as they are inserted); the erasure is applied again last.
    const erasures = events.filter((event) => event.type === 'PersonalDataErased').map((event) => event.data as Erased);
    const erased = new Set(erasures.map((erasure) => erasure.userId));
    if (erasures.length > 0) await eraseUsers(client, erasures);
    const users = events.filter((event) => event.type === 'UserRegistered').map((event) => {
      const data = event.data as Registered;
      return { ...data, emailNormalized: erased.has(data.userId) ? null : normaliseEmail(data.email) };
    });
    // One statement for the batch, rows in the events' order: of two registrations with one id the first stays,
    // as it did when each was inserted on its own.
    await client.query(
      `insert into users (id, email, email_normalized, name, role, password_hash, created_at)
       select "userId", email, "emailNormalized", name, role, "passwordHash", "registeredAt"
       from rows from (json_to_recordset($1::json) as ("userId" uuid, email text, "emailNormalized" text, name text,
         role text, "passwordHash" text, "registeredAt" timestamptz))
         with ordinality as u("userId", email, "emailNormalized", name, role, "passwordHash", "registeredAt", n)
       order by n
       on conflict (id) do nothing`,
      [JSON.stringify(users)],
    );
    if (renames.length > 0) {
      await client.query(
        `update users u set name = r.name from json_to_recordset($1::json) as r("userId" uuid, name text) where u.id = r."userId"`,
        [JSON.stringify(renames)],
      );
    }
    if (passwords.length > 0) {
      await client.query(
        `update users u set password_hash = p."passwordHash"
         from json_to_recordset($1::json) as p("userId" uuid, "passwordHash" text) where u.id = p."userId"`,
        [JSON.stringify(passwords)],
      );
    }
    // A user's last role change in the batch is her role (registrations come first: no change precedes one).
    const roles = new Map<string, string>();
    for (const event of events) {
      if (event.type === 'UserRoleChanged') roles.set((event.data as RoleChanged).userId, (event.data as RoleChanged).to);
    }
    if (roles.size > 0) {
      await client.query(
        `update users u set role = r.role from json_to_recordset($1::json) as r(id uuid, role text) where u.id = r.id`,
        [JSON.stringify([...roles].map(([id, role]) => ({ id, role })))],
      );
    }
    await applyCodStanding(client, events);
    await applyMarketingConsent(client, events);
    // Last again: her erasure clears what the events before it in the batch set.
    if (erasures.length > 0) await eraseUsers(client, erasures);
  },
});

/**
 * Her row without a personal field: name and email empty, no address to sign in with, no password, no COD note, no
 * consent to marketing.
 */
async function eraseUsers(client: Queryable, erasures: readonly Erased[]): Promise<void> {
  await client.query(
    `update users u set name = '', email = '', email_normalized = null, password_hash = '', cod_note = null,
       marketing_consent = false, erased_at = e."erasedAt"
     from json_to_recordset($1::json) as e("userId" uuid, "erasedAt" timestamptz) where u.id = e."userId"`,
    [JSON.stringify(erasures)],
  );
}

/** Each account's last consent in the batch is her consent. */
async function applyMarketingConsent(client: Queryable, events: readonly { readonly type: string; readonly data: unknown }[]): Promise<void> {
  const consents = lastBy(
    events.filter((event) => event.type === 'MarketingConsentChanged').map((event) => event.data as (typeof MarketingConsentChanged)['schema']['_output']),
    (changed) => changed.userId,
  );
  if (consents.length === 0) return;
  await client.query(
    `update users u set marketing_consent = c.consent, marketing_consent_changed_at = c."changedAt"
     from json_to_recordset($1::json) as c("userId" uuid, consent boolean, "changedAt" timestamptz) where u.id = c."userId"`,
    [JSON.stringify(consents)],
  );
}

/** Her deliveries and refusals added up per account over the batch, and staff's last decision on each. */
async function applyCodStanding(client: Queryable, events: readonly { readonly type: string; readonly data: unknown }[]): Promise<void> {
  const counts = new Map<string, { delivered: number; refused: number }>();
  const statuses = new Map<string, { status: string; note: string | null }>();
  for (const event of events) {
    if (event.type === 'CodStatusSet') {
      const { userId, status, note } = event.data as (typeof CodStatusSet)['schema']['_output'];
      statuses.set(userId, { status, note });
      continue;
    }
    if (event.type !== 'CodDeliveryCounted' && event.type !== 'CodRefusalCounted') continue;
    const { userId } = event.data as { userId: string };
    const count = counts.get(userId) ?? { delivered: 0, refused: 0 };
    if (event.type === 'CodDeliveryCounted') count.delivered += 1;
    else count.refused += 1;
    counts.set(userId, count);
  }
  if (counts.size > 0) {
    await client.query(
      `update users u set delivered_orders = u.delivered_orders + c.delivered, cod_refusals = u.cod_refusals + c.refused
       from json_to_recordset($1::json) as c(id uuid, delivered int, refused int) where u.id = c.id`,
      [JSON.stringify([...counts].map(([id, count]) => ({ id, ...count })))],
    );
  }
  if (statuses.size > 0) {
    await client.query(
      `update users u set cod_status = s.status, cod_note = s.note
       from json_to_recordset($1::json) as s(id uuid, status text, note text) where u.id = s.id`,
      [JSON.stringify([...statuses].map(([id, status]) => ({ id, ...status })))],
    );
  }
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export interface UserRecord {
  readonly id: string;
  readonly email: string;
  readonly name: string;
  readonly role: UserRole;
  readonly createdAt: string;
}

export interface UserWithPassword extends UserRecord {
  readonly passwordHash: string;
}

const columns = `id, email, name, role, to_json(created_at)#>>'{}' as "createdAt"`;

/**
 * The names and emails of these users, by id (lower-case), as the read model has them today: the log names actors by
 * id and role only (ADR 068), so the names and emails shown beside events are read here; an erased person's read "".
 * Ids that are no account id (`system`, `anonymous`) are passed over.
 */
export async function findUsersByIds(
  db: Queryable,
  ids: readonly string[],
): Promise<Map<string, { readonly name: string; readonly email: string }>> {
  const wanted = [...new Set(ids.filter((id) => uuidPattern.test(id)).map((id) => id.toLowerCase()))];
  if (wanted.length === 0) return new Map();
  const result = await db.query<{ id: string; name: string; email: string }>('select id, name, email from users where id = any($1::uuid[])', [wanted]);
  return new Map(result.rows.map((row) => [row.id, { name: row.name, email: row.email }]));
}

export async function findUserById(db: Queryable, id: string): Promise<UserRecord | null> {
  const result = await db.query<UserRecord>(`select ${columns} from users where id = $1`, [id]);
  return result.rows[0] ?? null;
}

/** Her account with her marketing consent, as her profile shows it. */
export interface UserProfileRecord extends UserRecord {
  readonly marketingConsent: boolean;
  readonly marketingConsentChangedAt: string | null;
}

export async function findUserProfile(db: Queryable, id: string): Promise<UserProfileRecord | null> {
  const result = await db.query<UserProfileRecord>(
    `select ${columns}, marketing_consent as "marketingConsent",
       to_json(marketing_consent_changed_at)#>>'{}' as "marketingConsentChangedAt"
     from users where id = $1`,
    [id],
  );
  return result.rows[0] ?? null;
}

export async function findUserWithPassword(db: Queryable, id: string): Promise<UserWithPassword | null> {
  const result = await db.query<UserWithPassword>(`select ${columns}, password_hash as "passwordHash" from users where id = $1`, [id]);
  return result.rows[0] ?? null;
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserWithPassword | null> {
  const result = await db.query<UserWithPassword>(
    `select ${columns}, password_hash as "passwordHash" from users where email_normalized = $1`,
    [normaliseEmail(email)],
  );
  return result.rows[0] ?? null;
}

/** Every admin account's id. */
export async function listAdminIds(db: Queryable): Promise<string[]> {
  const result = await db.query<{ id: string }>(`select id from users where role = 'admin'`);
  return result.rows.map((row) => row.id);
}

/** Every admin account's address, oldest account first. */
export async function listAdminEmails(db: Queryable): Promise<string[]> {
  const result = await db.query<{ email: string }>(`select email from users where role = 'admin' order by created_at, id`);
  return result.rows.map((row) => row.email);
}
