import { describe, expect, it } from 'vitest';
import { lowStockNoticeDecider, noticeFold, type RecordLowStockNotice } from './low-stock-notice.decider.js';

const command: RecordLowStockNotice = {
  type: 'RecordLowStockNotice',
  notice: {
    notificationId: '7f0c1f5e-5d59-4a8e-9f0b-3c2e4a1b6d70',
    kind: 'low-stock',
    productId: '0b9a3c1e-2f4d-4e6a-8b7c-9d0e1f2a3b4c',
    variantId: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
    stock: 3,
    productNameEn: 'Linen Abaya',
    productNameAr: 'عباية كتان',
    variant: 'M, Black',
    notifiedAt: '2026-11-28T05:00:00.000Z',
  },
};

describe('a low-stock notice', () => {
  it('is recorded on its own stream the first time', () => {
    const decision = lowStockNoticeDecider.decide(command, { notice: noticeFold.initialState() });
    expect(decision.result).toBe(true);
    expect(decision.events.notice).toEqual([{ type: 'AdminNotified', data: command.notice }]);
    expect(lowStockNoticeDecider.streams(command).notice.streamId).toBe(`notification-${command.notice.notificationId}`);
  });

  it('is not recorded again when its job runs twice', () => {
    const recorded = noticeFold.evolve(noticeFold.initialState(), { type: 'AdminNotified', data: command.notice });
    const decision = lowStockNoticeDecider.decide(command, { notice: recorded });
    expect(decision.result).toBe(false);
    expect(decision.events.notice ?? []).toEqual([]);
  });
});
