import { describe, expect, it } from 'vitest';
import { systemActor, type StoredEvent } from '../../events/index.js';
import { mailFor } from './reactor.js';

const orderId = '1f6a2c1e-3b1d-4c8e-9a57-5c2d7f1e9b10';
const at = (globalPosition: number, type: string, data: object): StoredEvent => ({
  globalPosition,
  transactionId: 1n,
  streamId: `order-${orderId}`,
  streamType: 'order',
  streamVersion: 1,
  type,
  schemaVersion: 1,
  data,
  metadata: { actor: systemActor, correlationId: 'test' },
  recordedAt: new Date(),
});
const placed = (position: number) => at(position, 'OrderPlaced', { orderId, orderNumber: 1042, locale: 'en' });
const changed = (position: number, from: string, to: string) =>
  at(position, 'OrderStatusChanged', { orderId, orderNumber: 1042, from, to });
const staff = [
  { address: 'owner@shop.example', locale: 'ar' as const },
  { address: 'desk@shop.example', locale: 'ar' as const },
];

describe('the mail an order event causes', () => {
  it('a placed order: one confirmation to the shopper and one alert per staff address', () => {
    const jobs = mailFor(placed(77), staff, 'shop.example');
    expect(jobs.map((job) => [job.kind, job.to])).toEqual([
      ['order-placed', 'shopper'],
      ['new-order', staff[0]],
      ['new-order', staff[1]],
    ]);
    expect(jobs[0]!.messageId).toBe('<order-1042.77.order-placed@shop.example>');
    expect(new Set(jobs.map((job) => job.messageId)).size).toBe(3);
    for (const job of jobs) expect(job.messageId).toMatch(/^<[\w.-]+@shop\.example>$/);
  });

  it('derives each id from its cause alone: the same event gives the same ids, another event others', () => {
    expect(mailFor(placed(77), staff, 'shop.example')).toEqual(mailFor(placed(77), staff, 'shop.example'));
    expect(mailFor(placed(78), staff, 'shop.example')[0]!.messageId).not.toBe(mailFor(placed(77), staff, 'shop.example')[0]!.messageId);
  });

  it('status changes the shopper waits for: confirmed, shipped, delivered; not packed or back to placed', () => {
    expect(mailFor(changed(80, 'placed', 'confirmed'), staff, 'd')[0]).toMatchObject({ kind: 'order-confirmed', to: 'shopper', position: 80 });
    expect(mailFor(changed(81, 'packed', 'shipped'), staff, 'd')).toMatchObject([{ kind: 'order-shipped', messageId: '<order-1042.81.order-shipped@d>' }]);
    expect(mailFor(changed(82, 'shipped', 'delivered'), staff, 'd')).toHaveLength(1);
    expect(mailFor(changed(83, 'confirmed', 'packed'), staff, 'd')).toEqual([]);
    expect(mailFor(changed(84, 'confirmed', 'placed'), staff, 'd')).toEqual([]);
  });

  it('a correction back, and a step reached again after one, write to nobody', () => {
    const corrected = at(85, 'OrderStatusChanged', { orderId, orderNumber: 1042, from: 'delivered', to: 'confirmed', correction: true, reachedBefore: true });
    expect(mailFor(corrected, staff, 'd')).toEqual([]);
    const again = at(86, 'OrderStatusChanged', { orderId, orderNumber: 1042, from: 'packed', to: 'shipped', correction: false, reachedBefore: true });
    expect(mailFor(again, staff, 'd')).toEqual([]);
    const first = at(87, 'OrderStatusChanged', { orderId, orderNumber: 1042, from: 'packed', to: 'shipped', correction: false, reachedBefore: false });
    expect(mailFor(first, staff, 'd')).toHaveLength(1);
  });

  it('a cancellation: one message to the shopper, whoever cancelled', () => {
    const cancelled = at(90, 'OrderCancelled', { orderId, orderNumber: 1042, by: 'system', reason: 'unconfirmed' });
    expect(mailFor(cancelled, staff, 'd')).toEqual([
      { orderId, orderNumber: 1042, position: 90, kind: 'order-cancelled', to: 'shopper', messageId: '<order-1042.90.order-cancelled@d>' },
    ]);
  });

  it('a delivery attempt: a message only when nobody was home', () => {
    const attempt = (position: number, outcome: string) => at(position, 'DeliveryAttempted', { orderId, orderNumber: 1042, outcome });
    expect(mailFor(attempt(91, 'not_home'), staff, 'd')).toMatchObject([{ kind: 'delivery-missed', to: 'shopper', position: 91 }]);
    for (const outcome of ['delivered', 'refused', 'wrong_address', 'postponed']) expect(mailFor(attempt(92, outcome), staff, 'd')).toEqual([]);
  });
});
