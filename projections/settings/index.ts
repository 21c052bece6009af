import type { Queryable, StoredEvent } from '../../events/index.js';
import { settingDefaults, type SettingChanged, type SettingKey } from '../../events/settings.js';
import { lastBy } from '../engine/bulk.js';
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
    // Each change sets the value outright: per key, the batch's last change is the result.
    const changes = lastBy(
      events.map((stored) => (stored as StoredEvent<(typeof SettingChanged)['schema']['_output']>).data),
      (change) => change.key,
    );
    await client.query(
      `insert into settings (key, value, updated_at)
       select key, value, "changedAt" from json_to_recordset($1::json) as s(key text, value text, "changedAt" timestamptz)
       on conflict (key) do update set value = excluded.value, updated_at = excluded.updated_at`,
      [JSON.stringify(changes)],
    );
  },
});

export { settingDefaults };

export async function readSetting(db: Queryable, key: SettingKey): Promise<string> {
  const result = await db.query<{ value: string }>('select value from settings where key = $1', [key]);
  return result.rows[0]?.value ?? settingDefaults[key];
}

export async function readStoreSettings(db: Queryable): Promise<{ codFee: string; returnWindowDays: number }> {
  const [codFee, returnWindowDays] = await Promise.all([readSetting(db, 'codFee'), readSetting(db, 'returnWindowDays')]);
  return { codFee, returnWindowDays: Number(returnWindowDays) };
}

/** Every setting, as the back office reads and changes them: the shop's, and the COD life's (ADR 057). */
export async function readAdminSettings(db: Queryable): Promise<{
  codFee: string;
  unconfirmedCancelHours: number;
  maxDeliveryAttempts: number;
  returnWindowDays: number;
  personalDataRetentionYears: number;
}> {
  const result = await db.query<{ key: SettingKey; value: string }>('select key, value from settings');
  const values = new Map(result.rows.map((row) => [row.key, row.value]));
  const value = (key: SettingKey) => values.get(key) ?? settingDefaults[key];
  return {
    codFee: value('codFee'),
    unconfirmedCancelHours: Number(value('unconfirmedCancelHours')),
    maxDeliveryAttempts: Number(value('maxDeliveryAttempts')),
    returnWindowDays: Number(value('returnWindowDays')),
    personalDataRetentionYears: Number(value('personalDataRetentionYears')),
  };
}
