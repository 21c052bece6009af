import type { Queryable, StoredEvent } from '../../events/index.js';
import { addressEvents, type AddressEvent, type EmirateKey } from '../../events/addresses.js';
import { defineProjection } from '../engine/projection.js';

type DataOf<Type extends AddressEvent['type']> = Extract<AddressEvent, { type: Type }>['data'];

/** Shoppers' saved delivery addresses, one row per address. Few and rare: each event is one statement. */
export const addressesProjection = defineProjection({
  name: 'addresses',
  // Her erasure deletes her address book.
  handles: [...addressEvents.map((definition) => definition.type), 'PersonalDataErased'],
  tables: ['addresses'],
  migrations: [
    {
      id: 'projection:addresses:1',
      sql: `create table addresses (
        id uuid primary key,
        user_id uuid not null,
        name text not null,
        phone text not null,
        city text not null,
        address_line1 text not null,
        address_line2 text,
        is_default boolean not null default false,
        created_at timestamptz not null,
        updated_at timestamptz not null
      );
      create index addresses_of_user on addresses (user_id, created_at desc, id desc);`,
    },
  ],
  async apply(client, events) {
    for (const event of events as readonly StoredEvent[]) {
      if (event.type === 'PersonalDataErased') {
        await client.query('delete from addresses where user_id = $1', [(event.data as { userId: string }).userId]);
        continue;
      }
      switch (event.type as AddressEvent['type']) {
        case 'AddressSaved': {
          const data = event.data as DataOf<'AddressSaved'>;
          await client.query(
            `insert into addresses (id, user_id, name, phone, city, address_line1, address_line2, created_at, updated_at)
             values ($1, $2, $3, $4, $5, $6, $7, $8, $8) on conflict (id) do nothing`,
            [data.addressId, data.userId, data.name, data.phone, data.city, data.addressLine1, data.addressLine2, data.savedAt],
          );
          break;
        }
        case 'AddressRevised': {
          const data = event.data as DataOf<'AddressRevised'>;
          await client.query(
            `update addresses set name = $2, phone = $3, city = $4, address_line1 = $5, address_line2 = $6, updated_at = $7
             where id = $1`,
            [data.addressId, data.name, data.phone, data.city, data.addressLine1, data.addressLine2, data.revisedAt],
          );
          break;
        }
        case 'DefaultAddressChosen': {
          const data = event.data as DataOf<'DefaultAddressChosen'>;
          await client.query(`update addresses set is_default = (id = $2) where user_id = $1 and is_default <> (id = $2)`, [
            data.userId,
            data.addressId,
          ]);
          break;
        }
        case 'AddressRemoved': {
          const data = event.data as DataOf<'AddressRemoved'>;
          await client.query(`delete from addresses where id = $1`, [data.addressId]);
          break;
        }
      }
    }
  },
});

export interface AddressRecord {
  readonly id: string;
  readonly name: string;
  readonly phone: string;
  readonly city: EmirateKey;
  readonly addressLine1: string;
  readonly addressLine2: string | null;
  readonly isDefault: boolean;
  readonly createdAt: string;
  readonly updatedAt: string;
}

const columns = `id, name, phone, city, address_line1 as "addressLine1", address_line2 as "addressLine2",
  is_default as "isDefault", to_json(created_at) #>> '{}' as "createdAt", to_json(updated_at) #>> '{}' as "updatedAt"`;

/** Her addresses, newest first, `limit` rows after the key (createdAt, id) given; and how many she has. */
export async function listAddresses(
  db: Queryable,
  userId: string,
  page: { readonly limit: number; readonly after: readonly [string, string] | null },
): Promise<{ rows: AddressRecord[]; total: number }> {
  const [rows, count] = await Promise.all([
    db.query<AddressRecord>(
      `select ${columns} from addresses
       where user_id = $1 and ($2::timestamptz is null or (created_at, id) < ($2::timestamptz, $3::uuid))
       order by created_at desc, id desc limit $4`,
      [userId, page.after?.[0] ?? null, page.after?.[1] ?? null, page.limit],
    ),
    db.query<{ n: number }>(`select count(*)::int as n from addresses where user_id = $1`, [userId]),
  ]);
  return { rows: rows.rows, total: count.rows[0]!.n };
}
