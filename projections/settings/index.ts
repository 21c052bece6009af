import type { Queryable } from '../../events/index.js';
import type { SettingKey, SettingsEvent } from '../../events/settings.js';
import { defineProjection } from '../engine/projection.js';

export const settingsProjection = defineProjection({
  name: 'settings',
  handles: ['SettingChanged'],
  tables: ['settings'],
  migrations: [
    {
      id: 'projection:settings:1',
      sql: `create table settings (
        key text primary key,
        value text not null,
        updated_at timestamptz not null
      );`,
    },
  ],
  async apply(client, events) {
    for (const stored of events) {
      const event = { type: stored.type, data: stored.data } as SettingsEvent;
      switch (event.type) {
        case 'SettingChanged':
          await client.query(
            `insert into settings (key, value, updated_at) values ($1, $2, $3)
             on conflict (key) do update set value = excluded.value, updated_at = excluded.updated_at`,
            [event.data.key, event.data.value, event.data.changedAt],
          );
          break;
      }
    }
  },
});

/** What a setting reads as before an admin ever set it. */
export const settingDefaults: Readonly<Record<SettingKey, string>> = { codFee: '0.00' };

export async function readSetting(db: Queryable, key: SettingKey): Promise<string> {
  const result = await db.query<{ value: string }>('select value from settings where key = $1', [key]);
  return result.rows[0]?.value ?? settingDefaults[key];
}

export async function readStoreSettings(db: Queryable): Promise<{ codFee: string }> {
  return { codFee: await readSetting(db, 'codFee') };
}
