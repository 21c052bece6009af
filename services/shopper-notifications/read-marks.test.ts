import { describe, expect, it } from 'vitest';
import { readMarksDecider } from './read-marks.decider.js';

const userId = '00000000-0000-4000-8000-000000000001';
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const now = new Date('2026-01-01T00:00:00.000Z');

describe('read marks', () => {
  it('record only what was unread, and nothing when all of it was read already', () => {
    const state = readMarksDecider.evolve(readMarksDecider.initialState(), {
      type: 'ShopperNotificationsRead',
      data: { userId, notificationIds: [id(1)], readAt: now.toISOString() },
    });
    const events = readMarksDecider.decide({ type: 'MarkRead', userId, notificationIds: [id(1), id(2), id(2)], now }, state);
    expect(events).toEqual([
      { type: 'ShopperNotificationsRead', data: { userId, notificationIds: [id(2)], readAt: now.toISOString() } },
    ]);
    expect(readMarksDecider.decide({ type: 'MarkRead', userId, notificationIds: [id(1)], now }, state)).toEqual([]);
  });

  it('split a long "mark all read" into events of at most 200 notifications', () => {
    const ids = Array.from({ length: 450 }, (_, n) => id(n + 1));
    const events = readMarksDecider.decide({ type: 'MarkRead', userId, notificationIds: ids, now }, readMarksDecider.initialState());
    expect(events.map((event) => event.data.notificationIds.length)).toEqual([200, 200, 50]);
  });
});
