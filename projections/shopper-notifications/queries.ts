import type { Queryable } from '../../events/index.js';

export interface ShopperNotificationRecord {
  readonly id: string;
  readonly kind: string;
  readonly params: Record<string, string | number>;
  readonly isRead: boolean;
  readonly createdAt: string;
}

const columns = `id, kind, params, is_read as "isRead", to_json(created_at)#>>'{}' as "createdAt"`;

/** A page of her notifications, newest first, after a (createdAt, id) position; `limit` rows at most. */
export async function listShopperNotifications(
  db: Queryable,
  userId: string,
  options: { limit: number; after: readonly [string, string] | null },
): Promise<ShopperNotificationRecord[]> {
  const [afterAt, afterId] = options.after ?? [null, null];
  const result = await db.query<ShopperNotificationRecord>(
    `select ${columns} from shopper_notifications
     where user_id = $1 and ($2::timestamptz is null or (created_at, id) < ($2::timestamptz, $3::uuid))
     order by created_at desc, id desc limit $4`,
    [userId, afterAt, afterId, options.limit],
  );
  return result.rows;
}

export async function countShopperNotifications(db: Queryable, userId: string): Promise<{ total: number; unread: number }> {
  const result = await db.query<{ total: number; unread: number }>(
    `select count(*)::int as total, (count(*) filter (where not is_read))::int as unread
     from shopper_notifications where user_id = $1`,
    [userId],
  );
  return result.rows[0] ?? { total: 0, unread: 0 };
}

/** How many of her notifications are unread, leaving out `marked` (read marks the read model may not show yet). */
export async function countUnreadShopperNotificationsBut(db: Queryable, userId: string, marked: readonly string[]): Promise<number> {
  const result = await db.query<{ unread: number }>(
    `select count(*)::int as unread from shopper_notifications where user_id = $1 and not is_read and id <> all($2::uuid[])`,
    [userId, marked],
  );
  return result.rows[0]?.unread ?? 0;
}

/** One of her notifications; another shopper's reads as missing. */
export async function findShopperNotification(
  db: Queryable,
  userId: string,
  id: string,
): Promise<ShopperNotificationRecord | null> {
  const result = await db.query<ShopperNotificationRecord>(
    `select ${columns} from shopper_notifications where id = $1 and user_id = $2`,
    [id, userId],
  );
  return result.rows[0] ?? null;
}

/** The ids of her unread notifications, oldest first (what "mark all read" marks). */
export async function unreadShopperNotificationIds(db: Queryable, userId: string): Promise<string[]> {
  const result = await db.query<{ id: string }>(
    'select id from shopper_notifications where user_id = $1 and not is_read order by created_at, id',
    [userId],
  );
  return result.rows.map((row) => row.id);
}

/** The notifications with these ids and whom each is for (the live feed's look-up after a batch). */
export async function shopperNotificationsByIds(
  db: Queryable,
  ids: readonly string[],
): Promise<(ShopperNotificationRecord & { userId: string })[]> {
  if (ids.length === 0) return [];
  const result = await db.query<ShopperNotificationRecord & { userId: string }>(
    `select ${columns}, user_id as "userId" from shopper_notifications where id = any($1::uuid[])`,
    [ids],
  );
  return result.rows;
}
