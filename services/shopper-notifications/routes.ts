import { z } from 'zod';
import { handleCommand, type EventMetadata, type EventStore } from '../../events/index.js';
import { shopperNotificationsStreamId } from '../../events/shopper-notifications.js';
import { notFound } from '../../infra/errors.js';
import { metadataOf, written } from '../../infra/http/context.js';
import { keysetPage, pageRequest, sendPage, timeIdKey } from '../../infra/http/paging.js';
import { uuidParam } from '../../infra/http/params.js';
import { parse } from '../../infra/http/validate.js';
import {
  countShopperNotifications,
  countUnreadShopperNotificationsBut,
  findShopperNotification,
  listShopperNotifications,
  unreadShopperNotificationIds,
} from '../../projections/shopper-notifications/index.js';
import { readMarksDecider } from './read-marks.decider.js';
import { markReadRequest, readAllAnswer, shopperNotificationAnswer, unreadCountAnswer } from './schemas.js';
import type { RouteDefinition } from '../../infra/http/routes.js';

const notificationNotFound = 'Notification not found';

/** Only reading is recorded: a notification cannot be made unread again. */

async function markRead(store: EventStore, userId: string, notificationIds: readonly string[], metadata: EventMetadata) {
  if (notificationIds.length === 0) return null;
  const handled = await handleCommand(
    store,
    readMarksDecider,
    shopperNotificationsStreamId(userId),
    { type: 'MarkRead', userId, notificationIds, now: new Date() },
    metadata,
  );
  return handled.append;
}

/**
 * A signed-in shopper's notifications: her list (newest first, paged), her unread count (the header's bell), and
 * read marks. Another shopper's notification is answered exactly as a missing one.
 */
export const shopperNotificationsRoutes: readonly RouteDefinition[] = [
  {
    method: 'GET',
    route: '/api/account/notifications',
    summary: 'Her notifications, newest first',
    access: 'customer',
    paged: true,
    responses: { 200: z.array(shopperNotificationAnswer) },
    handler: (context) => async (req, res) => {
      const userId = req.user!.id;
      const { limit, after } = pageRequest(req.query, timeIdKey);
      const [rows, counts] = await Promise.all([
        listShopperNotifications(context.pool, userId, { limit: limit + 1, after }),
        countShopperNotifications(context.pool, userId),
      ]);
      res.setHeader('X-Unread-Count', String(counts.unread));
      sendPage(req, res, keysetPage(rows, limit, counts.total, (row) => [row.createdAt, row.id]));
    },
  },
  {
    method: 'GET',
    route: '/api/account/notifications/unread-count',
    summary: 'How many she has not read',
    access: 'customer',
    responses: { 200: unreadCountAnswer },
    handler: (context) => async (req, res) => {
      const { unread } = await countShopperNotifications(context.pool, req.user!.id);
      res.setHeader('cache-control', 'no-store');
      res.json({ unread });
    },
  },
  {
    method: 'POST',
    route: '/api/account/notifications/read-all',
    summary: 'Mark all read',
    access: 'customer',
    responses: { 200: readAllAnswer },
    handler: (context) => async (req, res) => {
      const userId = req.user!.id;
      const unread = await unreadShopperNotificationIds(context.pool, userId);
      await written(context, req, res, await markRead(context.store, userId, unread, metadataOf(req)));
      // Answered at the append (ADR 049): those just marked are read, whatever the read model shows yet; any that
      // came since are counted.
      const stillUnread = await countUnreadShopperNotificationsBut(context.pool, userId, unread);
      res.setHeader('cache-control', 'no-store');
      res.json({ marked: unread.length, unread: stillUnread });
    },
  },
  {
    method: 'PATCH',
    route: '/api/account/notifications/:id',
    summary: 'Mark one read',
    access: 'customer',
    body: markReadRequest,
    responses: { 200: shopperNotificationAnswer },
    handler: (context) => async (req, res) => {
      const userId = req.user!.id;
      const id = uuidParam(req, 'id', notificationNotFound);
      parse(markReadRequest, req.body);
      const notification = await findShopperNotification(context.pool, userId, id);
      if (!notification) throw notFound(notificationNotFound);
      if (!notification.isRead) await written(context, req, res, await markRead(context.store, userId, [id], metadataOf(req)));
      res.setHeader('cache-control', 'no-store');
      res.json({ ...notification, isRead: true });
    },
  },
];
