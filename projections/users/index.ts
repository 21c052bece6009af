import type { Queryable } from '../../events/index.js';
import type { UserRegistered, UserRole } from '../../events/identity.js';
import { defineProjection } from '../engine/projection.js';

type Registered = (typeof UserRegistered)['schema']['_output'];

export const usersProjection = defineProjection({
  name: 'users',
  handles: ['UserRegistered'],
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
  ],
  async apply(client, events) {
    for (const event of events) {
      const data = event.data as Registered;
      await client.query(
        `insert into users (id, email, email_normalized, name, role, password_hash, created_at)
         values ($1, $2, $3, $4, $5, $6, $7)
         on conflict (id) do nothing`,
        [data.userId, data.email, normaliseEmail(data.email), data.name, data.role, data.passwordHash, data.registeredAt],
      );
    }
  },
});

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

export async function findUserById(db: Queryable, id: string): Promise<UserRecord | null> {
  const result = await db.query<UserRecord>(`select ${columns} from users where id = $1`, [id]);
  return result.rows[0] ?? null;
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserWithPassword | null> {
  const result = await db.query<UserWithPassword>(
    `select ${columns}, password_hash as "passwordHash" from users where email_normalized = $1`,
    [normaliseEmail(email)],
  );
  return result.rows[0] ?? null;
}
