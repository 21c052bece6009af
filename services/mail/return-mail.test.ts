import { describe, expect, it } from 'vitest';
import { systemActor, type StoredEvent } from '../../events/index.js';
import { composeOrderMail, type PlacedOrder } from './compose/order-mail.js';
import { mailFor } from './reactor.js';

const orderId = '1f6a2c1e-3b1d-4c8e-9a57-5c2d7f1e9b10';
const returnId = '5e0f6071-8293-4da4-9ec5-f60718293a4b';
const moved = (globalPosition: number, from: string, to: string): StoredEvent => ({
  globalPosition,
  transactionId: 1n,
  streamId: `return-${returnId}`,
  streamType: 'return',
  streamVersion: 2,
  type: 'ReturnStatusChanged',
  schemaVersion: 1,
  data: { returnId, orderId, orderNumber: 1042, from, to },
  metadata: { actor: systemActor, correlationId: 'test' },
  recordedAt: new Date(),
});

describe('the mail a return causes (ADR 067)', () => {
  it('tells her of every move of her return, once per move, about the order it came from', () => {
    expect(mailFor(moved(90, 'requested', 'approved'), [], 'd')).toEqual([
      expect.objectContaining({ kind: 'return-approved', to: 'shopper', orderId, position: 90, messageId: '<order-1042.90.return-approved@d>' }),
    ]);
    for (const [from, to] of [
      ['requested', 'rejected'],
      ['approved', 'received'],
      ['received', 'refunded'],
      ['received', 'exchanged'],
    ] as const) {
      expect(mailFor(moved(91, from, to), [], 'd').map((job) => job.kind)).toEqual([`return-${to}`]);
    }
  });

  it('says what happened in her language', () => {
    const order = {
      orderId,
      orderNumber: 1042,
      userId: '7a0e4b2c-1111-4d2e-8f3a-2b4c6d8e0f12',
      items: [],
      subtotal: '250.00',
      discount: '0.00',
      deliveryFee: '0.00',
      emirate: null,
      coupon: null,
      codFee: '0.00',
      totalAmount: '250.00',
      paymentMethod: 'cod',
      shippingName: 'Noura',
      shippingPhone: '+971 50 123 4567',
      shippingCity: 'Dubai',
      shippingAddressLine1: 'Villa 4',
      shippingAddressLine2: null,
      deliveryNote: null,
      placedAt: '2026-11-21T09:00:00.000Z',
      locale: 'ar',
      storeCreditUsed: '0.00',
      exchangeOf: null,
    } satisfies PlacedOrder;
    const english = composeOrderMail({ kind: 'return-refunded', order, locale: 'en', recipientName: 'Noura' });
    expect(english.subject).toContain('Your return from order #1042 is refunded');
    expect(english.text).toContain('Its credit note is in your account');
    const arabic = composeOrderMail({ kind: 'return-approved', order, locale: 'ar', recipientName: 'نورة' });
    expect(arabic.subject).toContain('قُبل إرجاعك من الطلب');
  });
});
