import { describe, expect, it } from 'vitest';
import { statusTimeline } from './timeline.js';

const placed = { type: 'OrderPlaced', data: { placedAt: '2026-01-01T10:00:00.000Z' } };
const changed = (from: string, to: string, changedAt: string) => ({ type: 'OrderStatusChanged', data: { from, to, changedAt } });

describe('statusTimeline', () => {
  it('gives each reached status its time and leaves the rest open', () => {
    const steps = statusTimeline([placed, changed('placed', 'confirmed', '2026-01-01T11:00:00.000Z')]);
    expect(steps).toEqual([
      { status: 'placed', reachedAt: '2026-01-01T10:00:00.000Z' },
      { status: 'confirmed', reachedAt: '2026-01-01T11:00:00.000Z' },
      { status: 'packed', reachedAt: null },
      { status: 'shipped', reachedAt: null },
      { status: 'delivered', reachedAt: null },
    ]);
  });

  it('keeps the first time of each step through a correction, and opens the steps after it until reached again', () => {
    const events = [
      placed,
      changed('placed', 'confirmed', '2026-01-01T11:00:00.000Z'),
      changed('confirmed', 'shipped', '2026-01-02T09:00:00.000Z'),
      changed('shipped', 'placed', '2026-01-02T09:05:00.000Z'),
    ];
    expect(statusTimeline(events).map((step) => [step.status, step.reachedAt])).toEqual([
      ['placed', '2026-01-01T10:00:00.000Z'],
      ['confirmed', null],
      ['packed', null],
      ['shipped', null],
      ['delivered', null],
    ]);
    const again = [...events, changed('placed', 'confirmed', '2026-01-03T08:00:00.000Z'), changed('confirmed', 'shipped', '2026-01-03T09:00:00.000Z')];
    expect(statusTimeline(again).map((step) => [step.status, step.reachedAt])).toEqual([
      ['placed', '2026-01-01T10:00:00.000Z'],
      ['confirmed', '2026-01-01T11:00:00.000Z'],
      ['packed', null],
      ['shipped', '2026-01-02T09:00:00.000Z'],
      ['delivered', null],
    ]);
  });

  it('forgets the steps after a status an order was moved back to, and times a step first reached by the correction', () => {
    const steps = statusTimeline([
      placed,
      changed('placed', 'shipped', '2026-01-02T09:00:00.000Z'),
      changed('shipped', 'confirmed', '2026-01-02T09:05:00.000Z'),
      changed('confirmed', 'packed', '2026-01-02T10:00:00.000Z'),
    ]);
    expect(steps.map((step) => [step.status, step.reachedAt])).toEqual([
      ['placed', '2026-01-01T10:00:00.000Z'],
      ['confirmed', '2026-01-02T09:05:00.000Z'],
      ['packed', '2026-01-02T10:00:00.000Z'],
      ['shipped', null],
      ['delivered', null],
    ]);
  });

  it('keeps the five steps and adds a cancellation once reached', () => {
    const steps = statusTimeline([
      placed,
      changed('placed', 'confirmed', '2026-01-01T11:00:00.000Z'),
      { type: 'OrderCancelled', data: { from: 'confirmed', reason: 'customer_request', note: null, by: 'shopper', cancelledAt: '2026-01-01T12:00:00.000Z' } },
    ]);
    expect(steps.map((step) => [step.status, step.reachedAt])).toEqual([
      ['placed', '2026-01-01T10:00:00.000Z'],
      ['confirmed', '2026-01-01T11:00:00.000Z'],
      ['packed', null],
      ['shipped', null],
      ['delivered', null],
      ['cancelled', '2026-01-01T12:00:00.000Z'],
    ]);
  });

  it('adds the return and its receipt after a refused delivery, and shows none of the three before', () => {
    const shipped = [placed, changed('placed', 'shipped', '2026-01-02T09:00:00.000Z')];
    expect(statusTimeline(shipped).map((step) => step.status)).toEqual(['placed', 'confirmed', 'packed', 'shipped', 'delivered']);
    const steps = statusTimeline([
      ...shipped,
      { type: 'DeliveryAttempted', data: { outcome: 'refused', at: '2026-01-03T09:00:00.000Z' } },
      { type: 'OrderReturnStarted', data: { reason: 'refused', at: '2026-01-03T09:00:00.000Z' } },
      { type: 'OrderReturnReceived', data: { items: [], returnCost: '10.00', receivedAt: '2026-01-04T09:00:00.000Z' } },
    ]);
    expect(steps.slice(3).map((step) => [step.status, step.reachedAt])).toEqual([
      ['shipped', '2026-01-02T09:00:00.000Z'],
      ['delivered', null],
      ['returning', '2026-01-03T09:00:00.000Z'],
      ['returned', '2026-01-04T09:00:00.000Z'],
    ]);
  });
});
