import type { AdminNotified } from '../../events/orders.js';
import { streamRead, type CommandDecider, type NewEvent, type StreamFold, type StreamRead } from '../../events/index.js';

type NoticeData = (typeof AdminNotified)['schema']['_output'];

/** Record a notice for the admins that a variant ran low or out, once per crossing (the job may run twice). */
export type RecordLowStockNotice = {
  readonly type: 'RecordLowStockNotice';
  readonly notice: NoticeData;
};

/** A notice's own stream: recorded or not yet. */
type NoticeState = { readonly recorded: boolean };

export const noticeFold: StreamFold<NoticeState> = {
  streamType: 'notification',
  initialState: () => ({ recorded: false }),
  evolve: (state, event: NewEvent) => (event.type === 'AdminNotified' ? { recorded: true } : state),
};

export const noticeStreamId = (notificationId: string) => `notification-${notificationId}`;

/** Appends the notice to its own stream unless it is there already: a repeated job records nothing, refusing nothing. */
export const lowStockNoticeDecider: CommandDecider<RecordLowStockNotice, { notice: StreamRead<NoticeState> }, boolean> = {
  streams: (command) => ({ notice: streamRead(noticeFold, noticeStreamId(command.notice.notificationId)) }),
  decide(command, { notice }) {
    if (notice.recorded) return { events: {}, result: false };
    return { events: { notice: [{ type: 'AdminNotified', data: command.notice }] }, result: true };
  },
};
