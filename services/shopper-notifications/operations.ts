import { z } from 'zod';
import type { ApiOperation } from '../../infra/http/openapi.js';
import { markReadRequest, readAllAnswer, shopperNotificationAnswer, unreadCountAnswer } from './schemas.js';

/** The shopper's notifications' calls, for the API document (infra/http/openapi.ts). */
export const shopperNotificationsOperations: readonly ApiOperation[] = [
  { method: 'GET', route: '/api/account/notifications', summary: 'Her notifications, newest first', access: 'customer', paged: true, responses: { 200: z.array(shopperNotificationAnswer) } },
  { method: 'GET', route: '/api/account/notifications/unread-count', summary: 'How many she has not read', access: 'customer', responses: { 200: unreadCountAnswer } },
  { method: 'POST', route: '/api/account/notifications/read-all', summary: 'Mark all read', access: 'customer', responses: { 200: readAllAnswer } },
  { method: 'PATCH', route: '/api/account/notifications/:id', summary: 'Mark one read', access: 'customer', body: markReadRequest, responses: { 200: shopperNotificationAnswer } },
];
