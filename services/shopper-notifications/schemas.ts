import { z } from 'zod';

/** PATCH /api/account/notifications/:id: a notification can only be marked read. */
export const markReadRequest = z.strictObject({ isRead: z.literal(true, { error: 'isRead can only be set to true' }) });
export type MarkReadRequest = z.infer<typeof markReadRequest>;

/** A notice to the shopper: a kind and its values, put into words in her language by the web. */
export const shopperNotificationAnswer = z.object({
  id: z.string(),
  kind: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  isRead: z.boolean(),
  createdAt: z.string(),
});
export type ShopperNotificationAnswer = z.infer<typeof shopperNotificationAnswer>;

export const unreadCountAnswer = z.object({ unread: z.number().int() });
export const readAllAnswer = z.object({ marked: z.number().int(), unread: z.number().int() });

/** The live feed to her sockets: a new notification, and the ones read (in this tab or another). */
export const shopperNotificationPayload = shopperNotificationAnswer;
export const notificationsReadPayload = z.object({ ids: z.array(z.string()) });
export type NotificationsReadPayload = z.infer<typeof notificationsReadPayload>;
