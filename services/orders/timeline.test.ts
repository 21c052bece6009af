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

  it('forgets the steps after a status an order was moved back to, and shows the new time when reached again', () => {
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
});
