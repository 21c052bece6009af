import type { Queryable } from '../../events/index.js';
import type { AdminNotified } from '../../events/orders.js';
import { defineProjection } from '../engine/projection.js';

type Notified = (typeof AdminNotified)['schema']['_output'];

/** Notices for the admins (spec entity `notifications`); `user_id` null means every admin. */
export const notificationsProjection = defineProjection({
  name: 'notifications',
  handles: ['AdminNotified'],
  tables: ['notifications'],
  migrations: [
    {
      id: 'projection:notifications:1',
      sql: `create table notifications (
        id uuid primary key,
        user_id uuid,
        kind text not null,
        message text not null,
        product_id uuid,
        variant_id uuid,
        stock integer,
        is_read boolean not null default false,
        created_at timestamptz not null
      );
      create index notifications_newest on notifications (created_at desc);`,
    },
  ],
  async apply(client, events) {
    await client.query(
      `insert into notifications (id, user_id, kind, message, product_id, variant_id, stock, created_at)
       select "notificationId", null, kind, message, "productId", "variantId", stock, "notifiedAt"
       from json_to_recordset($1::json) as n("notificationId" uuid, kind text, message text, "productId" uuid,
         "variantId" uuid, stock int, "notifiedAt" timestamptz)`,
      [JSON.stringify(events.map((event) => event.data as Notified))],
    );
  },
});

export interface NotificationRecord {
  readonly id: string;
  readonly kind: string;
  readonly message: string;
  readonly productId: string | null;
  readonly variantId: string | null;
  readonly stock: number | null;
  readonly isRead: boolean;
  readonly createdAt: string;
}

const columns = `id, kind, message, product_id as "productId", variant_id as "variantId", stock, is_read as "isRead",
  to_json(created_at)#>>'{}' as "createdAt"`;

export async function listNotifications(db: Queryable, limit = 50): Promise<NotificationRecord[]> {
  const result = await db.query<NotificationRecord>(
    `select ${columns} from notifications order by created_at desc limit $1`,
    [limit],
  );
  return result.rows;
}

export async function findNotification(db: Queryable, id: string): Promise<NotificationRecord | null> {
  const result = await db.query<NotificationRecord>(`select ${columns} from notifications where id = $1`, [id]);
  return result.rows[0] ?? null;
}
