import { createHash } from 'node:crypto';
import type { PoolClient } from 'pg';
import type { StoredEvent } from '../../events/index.js';
import { announcesStep, type OrderEvent } from '../../events/orders.js';
import type { ReviewRequestedData } from '../../events/reviews.js';
import type { ShopperNotificationEvent } from '../../events/shopper-notifications.js';
import type { StockAlertFiredData } from '../../events/stock-alerts.js';
import { defineProjection } from '../engine/projection.js';
import { backInStockNotificationsFromLog, reviewRequestNotificationsFromLog, shopperNotificationsFromLog } from './from-log.js';

export * from './queries.js';

/**
 * Her order moved to another state (any of the eight: a status change, its cancellation, its return and the
 * return's receipt). Its params: orderId, orderNumber, status, totalAmount. A status change that corrects a mistake,
 * or reaches again a step she was told of before such a correction, makes none (OrderStatusChanged).
 */
export const orderStatusKind = 'order-status';

/**
 * A size she waited for is back (ADR 060): one per fired alert. Its params: productId, variantId, slug,
 * productNameEn, productNameAr, and size and color when the variant has them.
 */
export const backInStockKind = 'back-in-stock';

/**
 * Staff changed her order's lines before it was packed (ADR 067). Its params: orderId, orderNumber, totalAmount (the
 * new total) and totalBefore.
 */
export const orderEditedKind = 'order-edited';

/**
 * Some days after her order was delivered, the store asked her to review what it held (ReviewRequested): one per
 * request. Its params: orderId, orderNumber, the first product's slug, productNameEn and productNameAr, and count (how
 * many products the request names). It stays when the order is deleted, as a back-in-stock notice does: it leads to
 * the product.
 */
export const reviewRequestKind = 'review-request';

/** A request for reviews' params: the order and the first product it names, and how many it names. */
export function reviewRequestParams(request: ReviewRequestedData): Record<string, string | number> {
  const [first] = request.products;
  return {
    orderId: request.orderId,
    orderNumber: request.orderNumber,
    slug: first!.slug,
    productNameEn: first!.nameEn,
    productNameAr: first!.nameAr,
    count: request.products.length,
  };
}

/** A fired alert's params: what the web words and links, as it fired (null size or colour left out). */
export function backInStockParams(alert: StockAlertFiredData): Record<string, string> {
  return {
    productId: alert.productId,
    variantId: alert.variantId,
    slug: alert.slug,
    productNameEn: alert.productNameEn,
    productNameAr: alert.productNameAr,
    ...(alert.size === null ? {} : { size: alert.size }),
    ...(alert.color === null ? {} : { color: alert.color }),
  };
}

/**
 * A notification's id, derived from the event it tells of (its stream and version, which never change, also across
 * a backup and restore), so a rebuild gives every notification the id it had and read marks still find it.
 */
export function notificationIdFor(streamId: string, streamVersion: number): string {
  const hex = createHash('sha256').update(`shopper-notification:${streamId}:${streamVersion}`).digest('hex');
  // Laid out as a version 8 (custom) UUID, so it fits the uuid columns and the API's uuid checks.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Shoppers' notifications (the spec's `notifications` entity for customers; the admins' notices are the separate
 * `notifications` read model). Each status change of an order becomes a notification to the order's customer, and
 * each fired back-in-stock alert one to the shopper who waited;
 * stored as a kind and its values, never as text: the web puts it into words in the reader's language. The order's
 * owner comes from its OrderPlaced, kept here since status changes do not name her. Read marks are her own events.
 */
export const shopperNotificationsProjection = defineProjection({
  name: 'shopper_notifications',
  handles: [
    'OrderPlaced',
    'OrderStatusChanged',
    'OrderCancelled',
    'OrderReturnStarted',
    'OrderReturnReceived',
    'OrderItemsEdited',
    'OrderDeleted',
    'StockAlertFired',
    'ReviewRequested',
    'ShopperNotificationsRead',
  ],
  tables: ['shopper_notifications', 'shopper_order_owners'],
  migrations: [
    {
      id: 'projection:shopper_notifications:1',
      sql: `create table shopper_order_owners (
        order_id uuid primary key,
        user_id uuid not null,
        total_amount numeric(10,2) not null
      );
      create table shopper_notifications (
        id uuid primary key,
        user_id uuid not null,
        order_id uuid,
        kind text not null,
        params jsonb not null,
        is_read boolean not null default false,
        created_at timestamptz not null
      );
      create index shopper_notifications_newest on shopper_notifications (user_id, created_at desc, id desc);
      create index shopper_notifications_unread on shopper_notifications (user_id) where not is_read;
      create index shopper_notifications_by_order on shopper_notifications (order_id);`,
    },
  ],
  async apply(client, events) {
    await applyBatch(client, events);
  },
  async fromLog(client, upTo) {
    await shopperNotificationsFromLog(client, upTo, orderStatusKind, orderEditedKind);
    await backInStockNotificationsFromLog(client, upTo, backInStockKind);
    await reviewRequestNotificationsFromLog(client, upTo, reviewRequestKind);
  },
});

type StateEvent = Extract<OrderEvent, { type: 'OrderStatusChanged' | 'OrderCancelled' | 'OrderReturnStarted' | 'OrderReturnReceived' }>;

/** The state an event moved her order to, and when. */
function stateReached(event: StateEvent): [status: string, at: string] {
  switch (event.type) {
    case 'OrderStatusChanged':
      return [event.data.to, event.data.changedAt];
    case 'OrderCancelled':
      return ['cancelled', event.data.cancelledAt];
    case 'OrderReturnStarted':
      return ['returning', event.data.at];
    case 'OrderReturnReceived':
      return ['returned', event.data.receivedAt];
  }
}

interface Owner {
  readonly userId: string;
  readonly totalAmount: string;
}

interface NewNotification {
  readonly kind: string;
  readonly id: string;
  readonly userId: string;
  readonly orderId: string;
  readonly params: Record<string, string | number>;
  readonly createdAt: string;
}

/**
 * A batch in five statements whatever its size: owners of new orders, notifications of status changes (owners
 * looked up once for orders placed in earlier batches), notifications of fired alerts, deleted orders leaving with
 * their notifications, then read marks. Read marks only ever set is_read, and name notifications made before them, so applying them after
 * the batch's inserts ends as applying every event in turn would.
 */
async function applyBatch(client: PoolClient, events: readonly StoredEvent[]): Promise<void> {
  const owners = new Map<string, Owner>();
  const changes: { orderId: string; id: string; orderNumber: number; status: string; at: string; total?: string }[] = [];
  // Totals as edits set them (ADR 067): a notification carries the order's total as it stood when it was made.
  const totals = new Map<string, string>();
  const edits: { orderId: string; id: string; orderNumber: number; totalAmount: string; totalBefore: string; at: string }[] = [];
  const deleted = new Set<string>();
  const reads: { userId: string; id: string }[] = [];
  // Notices about no order (a fired alert, a request for reviews): the deletion of an order leaves them.
  const standalone: { kind: string; id: string; userId: string; params: Record<string, string | number>; createdAt: string }[] = [];
  for (const stored of events) {
    const event = { type: stored.type, data: stored.data } as
      | OrderEvent
      | ShopperNotificationEvent
      | { type: 'StockAlertFired'; data: StockAlertFiredData }
      | { type: 'ReviewRequested'; data: ReviewRequestedData };
    switch (event.type) {
      case 'OrderPlaced':
        owners.set(event.data.orderId, { userId: event.data.userId, totalAmount: event.data.totalAmount });
        break;
      case 'OrderStatusChanged':
      case 'OrderCancelled':
      case 'OrderReturnStarted':
      case 'OrderReturnReceived': {
        // A correction, or a step she was told of before it (OrderStatusChanged), is no news to her.
        if (event.type === 'OrderStatusChanged' && !announcesStep(event.data)) break;
        const [status, at] = stateReached(event);
        changes.push({
          orderId: event.data.orderId,
          id: notificationIdFor(stored.streamId, stored.streamVersion),
          orderNumber: event.data.orderNumber,
          status,
          at,
          total: totals.get(event.data.orderId),
        });
        break;
      }
      case 'OrderItemsEdited':
        totals.set(event.data.orderId, event.data.totalAmount);
        edits.push({
          orderId: event.data.orderId,
          id: notificationIdFor(stored.streamId, stored.streamVersion),
          orderNumber: event.data.orderNumber,
          totalAmount: event.data.totalAmount,
          totalBefore: event.data.before.totalAmount,
          at: event.data.editedAt,
        });
        break;
      case 'OrderDeleted':
        deleted.add(event.data.orderId);
        break;
      case 'ShopperNotificationsRead':
        for (const id of event.data.notificationIds) reads.push({ userId: event.data.userId, id });
        break;
      case 'ReviewRequested':
        standalone.push({
          kind: reviewRequestKind,
          id: notificationIdFor(stored.streamId, stored.streamVersion),
          userId: event.data.userId,
          params: reviewRequestParams(event.data),
          createdAt: event.data.requestedAt,
        });
        break;
      case 'StockAlertFired':
        standalone.push({
          kind: backInStockKind,
          id: notificationIdFor(stored.streamId, stored.streamVersion),
          userId: event.data.userId,
          params: backInStockParams(event.data),
          createdAt: event.data.firedAt,
        });
        break;
    }
  }

  const placed = [...owners]
    .filter(([orderId]) => !deleted.has(orderId))
    .map(([orderId, owner]): [string, Owner] => [orderId, { ...owner, totalAmount: totals.get(orderId) ?? owner.totalAmount }]);
  if (placed.length > 0) {
    await client.query(
      `insert into shopper_order_owners (order_id, user_id, total_amount)
       select "orderId", "userId", "totalAmount" from json_to_recordset($1::json)
         as o("orderId" uuid, "userId" uuid, "totalAmount" numeric)`,
      [JSON.stringify(placed.map(([orderId, owner]) => ({ orderId, ...owner })))],
    );
  }

  const earlier = [...new Set([...changes, ...edits].map((change) => change.orderId))].filter((id) => !owners.has(id) && !deleted.has(id));
  if (earlier.length > 0) {
    const found = await client.query<{ orderId: string; userId: string; totalAmount: string }>(
      `select order_id as "orderId", user_id as "userId", total_amount::text as "totalAmount"
       from shopper_order_owners where order_id = any($1::uuid[])`,
      [earlier],
    );
    for (const row of found.rows) owners.set(row.orderId, { userId: row.userId, totalAmount: row.totalAmount });
  }
  const created: NewNotification[] = [];
  for (const change of changes) {
    const owner = owners.get(change.orderId);
    if (!owner || deleted.has(change.orderId)) continue;
    created.push({
      kind: orderStatusKind,
      id: change.id,
      userId: owner.userId,
      orderId: change.orderId,
      params: { orderId: change.orderId, orderNumber: change.orderNumber, status: change.status, totalAmount: change.total ?? owner.totalAmount },
      createdAt: change.at,
    });
  }
  for (const edit of edits) {
    const owner = owners.get(edit.orderId);
    if (!owner || deleted.has(edit.orderId)) continue;
    const { orderId, orderNumber, totalAmount, totalBefore } = edit;
    created.push({ kind: orderEditedKind, id: edit.id, userId: owner.userId, orderId, params: { orderId, orderNumber, totalAmount, totalBefore }, createdAt: edit.at });
  }
  const stored = [...totals].filter(([orderId]) => earlier.includes(orderId));
  if (stored.length > 0) {
    await client.query(
      `update shopper_order_owners w set total_amount = t.total from json_to_recordset($1::json) as t("orderId" uuid, total numeric)
       where w.order_id = t."orderId"`,
      [JSON.stringify(stored.map(([orderId, total]) => ({ orderId, total })))],
    );
  }
  if (created.length > 0) {
    await client.query(
      `insert into shopper_notifications (id, user_id, order_id, kind, params, created_at)
       select id, "userId", "orderId", kind, params, "createdAt" from json_to_recordset($1::json)
         as n(kind text, id uuid, "userId" uuid, "orderId" uuid, params jsonb, "createdAt" timestamptz)`,
      [JSON.stringify(created)],
    );
  }

  if (standalone.length > 0) {
    await client.query(
      `insert into shopper_notifications (id, user_id, order_id, kind, params, created_at)
       select id, "userId", null, kind, params, "createdAt" from json_to_recordset($1::json)
         as n(kind text, id uuid, "userId" uuid, params jsonb, "createdAt" timestamptz)`,
      [JSON.stringify(standalone)],
    );
  }

  if (deleted.size > 0) {
    // Her notifications of an order the store deleted would lead to a page that no longer exists.
    await client.query('delete from shopper_notifications where order_id = any($1::uuid[])', [[...deleted]]);
    await client.query('delete from shopper_order_owners where order_id = any($1::uuid[])', [[...deleted]]);
  }

  if (reads.length > 0) {
    // Only her own: a mark naming another shopper's notification changes nothing.
    await client.query(
      `update shopper_notifications n set is_read = true
       from json_to_recordset($1::json) as r("userId" uuid, id uuid)
       where n.id = r.id and n.user_id = r."userId" and not n.is_read`,
      [JSON.stringify(reads)],
    );
  }
}
