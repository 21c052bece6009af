import type { Queryable } from '../../events/index.js';
import { noticeFromEnglish, type AdminNotified } from '../../events/orders.js';
import { defineProjection } from '../engine/projection.js';

type Notified = (typeof AdminNotified)['schema']['_output'];

/** What a notice's text needs, in both languages: the web says it in the admin's language. */
export interface NoticeParams {
  readonly productNameEn: string;
  readonly productNameAr: string;
  readonly variant: string | null;
}

/** A notice's English sentence: what the spec's `message` field holds, for readers that show text as it is. */
export function englishNotice(notice: Pick<Notified, 'kind' | 'stock'> & NoticeParams): string {
  const name = `${notice.productNameEn || 'A product'}${notice.variant ? ` (${notice.variant})` : ''}`;
  return notice.kind === 'out-of-stock' ? `${name} is out of stock` : `Low stock: only ${notice.stock} left of ${name}`;
}

/** Data in either stored shape (version 1's sentence, as histories made for tests still hold it), as version 2. */
const asCurrent = (data: unknown): Notified =>
  'message' in (data as object) ? noticeFromEnglish(data as Parameters<typeof noticeFromEnglish>[0]) : (data as Notified);

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
    {
      // The names a notice needs in both languages; rows written before it hold only the English sentence.
      id: 'projection:notifications:2',
      sql: 'alter table notifications add column params jsonb',
    },
  ],
  async apply(client, events) {
    const rows = events.map((event) => {
      const notice = asCurrent(event.data);
      const params: NoticeParams = { productNameEn: notice.productNameEn, productNameAr: notice.productNameAr, variant: notice.variant };
      return { ...notice, message: englishNotice(notice), params };
    });
    await client.query(
      `insert into notifications (id, user_id, kind, message, product_id, variant_id, stock, created_at, params)
       select "notificationId", null, kind, message, "productId", "variantId", stock, "notifiedAt", params
       from json_to_recordset($1::json) as n("notificationId" uuid, kind text, message text, "productId" uuid,
         "variantId" uuid, stock int, "notifiedAt" timestamptz, params jsonb)`,
      [JSON.stringify(rows)],
    );
  },
});

export interface NotificationRecord {
  readonly id: string;
  readonly kind: Notified['kind'];
  /** The English sentence; `kind`, `stock` and `params` say the same in any language. */
  readonly message: string;
  readonly params: NoticeParams;
  readonly productId: string | null;
  readonly variantId: string | null;
  readonly stock: number | null;
  readonly isRead: boolean;
  readonly createdAt: string;
}

const columns = `id, kind, message, params, product_id as "productId", variant_id as "variantId", stock, is_read as "isRead",
  to_json(created_at)#>>'{}' as "createdAt"`;

type Row = Omit<NotificationRecord, 'params'> & { params: NoticeParams | null };

/** A row written before the parameters were kept reads them from its English sentence, as the event upcaster does. */
function toRecord(row: Row): NotificationRecord {
  if (row.params) return row as NotificationRecord;
  const notice = noticeFromEnglish({ ...row, notificationId: row.id, productId: row.productId ?? '', variantId: row.variantId ?? '', stock: row.stock ?? 0, notifiedAt: row.createdAt });
  return {
    ...row,
    kind: notice.kind,
    params: { productNameEn: notice.productNameEn, productNameAr: notice.productNameAr, variant: notice.variant },
  };
}

export async function listNotifications(db: Queryable, limit = 50): Promise<NotificationRecord[]> {
  const result = await db.query<Row>(`select ${columns} from notifications order by created_at desc limit $1`, [limit]);
  return result.rows.map(toRecord);
}

export async function findNotification(db: Queryable, id: string): Promise<NotificationRecord | null> {
  const result = await db.query<Row>(`select ${columns} from notifications where id = $1`, [id]);
  return result.rows[0] ? toRecord(result.rows[0]) : null;
}
