import { describe, expect, it } from 'vitest';
import type { OrderEvent } from '../../events/orders.js';
import { deciderSpec } from '../../tests/support/decider-spec.js';
import { orderDecider } from './order.decider.js';

const orderId = '1f6a2c1e-3b1d-4c8e-9a57-5c2d7f1e9b10';
const now = new Date('2026-11-21T09:00:00Z');
const placed: OrderEvent = {
  type: 'OrderPlaced',
  data: {
    orderId,
    orderNumber: 1001,
    userId: '7a0e4b2c-1111-4d2e-8f3a-2b4c6d8e0f12',
    items: [
      {
        itemId: '2b7c3d4e-5f60-4a71-8b92-c3d4e5f60718',
        productId: '3c8d4e5f-6071-4b82-9ca3-d4e5f6071829',
        variantId: '4d9e5f60-7182-4c93-8db4-e5f60718293a',
        productNameEn: 'Black Abaya',
        productNameAr: 'عباية سوداء',
        variantSize: 'M',
        variantColor: null,
        quantity: 1,
        price: '250.00',
      },
    ],
    subtotal: '250.00',
    discount: '0.00',
    deliveryFee: '0.00',
    emirate: null,
    coupon: null,
    codFee: '15.00',
    totalAmount: '265.00',
    paymentMethod: 'cod',
    shippingName: 'Noura',
    shippingPhone: '0501111111',
    shippingCity: 'Abu Dhabi',
    shippingAddressLine1: 'Tower 2',
    shippingAddressLine2: null,
    deliveryNote: null,
    placedAt: '2026-11-20T10:00:00.000Z',
    locale: 'ar',
    storeCreditUsed: '0.00',
    exchangeOf: null,
  },
};
const statusChanged = (from: string, to: string, flags: { correction?: boolean; reachedBefore?: boolean } = {}): OrderEvent =>
  ({
    type: 'OrderStatusChanged',
    data: { orderId, orderNumber: 1001, from, to, changedAt: now.toISOString(), correction: false, reachedBefore: false, ...flags },
  }) as OrderEvent;

const given = deciderSpec(orderDecider);

describe('order decider', () => {
  it('given a placed order, changing its status records from and to', () => {
    given([placed]).when({ type: 'ChangeStatus', orderId, status: 'confirmed', now }).then([statusChanged('placed', 'confirmed')]);
  });

  it('allows any of the five statuses from any other, as the admin dropdown offers them all', () => {
    given([placed, statusChanged('placed', 'delivered')])
      .when({ type: 'ChangeStatus', orderId, status: 'packed', now })
      .then([statusChanged('delivered', 'packed', { correction: true })]);
  });

  it('records a move back as a correction, and a step reached again after it as reached before', () => {
    const shipped = [placed, statusChanged('placed', 'confirmed'), statusChanged('confirmed', 'shipped')];
    given(shipped).when({ type: 'ChangeStatus', orderId, status: 'placed', now }).then([statusChanged('shipped', 'placed', { correction: true, reachedBefore: true })]);
    const corrected = [...shipped, statusChanged('shipped', 'placed', { correction: true, reachedBefore: true })];
    given(corrected).when({ type: 'ChangeStatus', orderId, status: 'confirmed', now }).then([statusChanged('placed', 'confirmed', { reachedBefore: true })]);
    // Her link to confirm, opened after the correction: confirmed again, and she was told of it once already.
    given(corrected).when({ type: 'ConfirmOrder', orderId, now }).then([statusChanged('placed', 'confirmed', { reachedBefore: true })]);
    // Packed was skipped: reaching it is a first time.
    given(corrected).when({ type: 'ChangeStatus', orderId, status: 'packed', now }).then([statusChanged('placed', 'packed')]);
    given([...corrected, statusChanged('placed', 'packed')])
      .when({ type: 'ChangeStatus', orderId, status: 'shipped', now })
      .then([statusChanged('packed', 'shipped', { reachedBefore: true })]);
  });

  it('a correction to a status never reached is not one reached before, and a step it skipped stays new', () => {
    const skipped = [placed, statusChanged('placed', 'shipped')];
    given(skipped).when({ type: 'ChangeStatus', orderId, status: 'confirmed', now }).then([statusChanged('shipped', 'confirmed', { correction: true })]);
    given([...skipped, statusChanged('shipped', 'confirmed', { correction: true })])
      .when({ type: 'ChangeStatus', orderId, status: 'packed', now })
      .then([statusChanged('confirmed', 'packed')]);
  });

  it('records nothing when the status is already the one asked for', () => {
    given([placed]).when({ type: 'ChangeStatus', orderId, status: 'placed', now }).then([]);
  });

  it('refuses to change or delete an order that does not exist or was deleted', () => {
    given([]).when({ type: 'ChangeStatus', orderId, status: 'packed', now }).thenRefuses('not_found', 'Order not found');
    const deleted: OrderEvent = { type: 'OrderDeleted', data: { orderId, orderNumber: 1001, restocked: true, deletedAt: now.toISOString() } };
    given([placed, deleted]).when({ type: 'ChangeStatus', orderId, status: 'packed', now }).thenRefuses('not_found', 'Order not found');
    given([placed, deleted]).when({ type: 'DeleteOrder', orderId, now }).thenRefuses('not_found', 'Order not found');
  });

  it('restocks a deleted order whose goods have not left, and not one already shipped', () => {
    for (const status of ['placed', 'confirmed', 'packed'] as const) {
      const history = status === 'placed' ? [placed] : [placed, statusChanged('placed', status)];
      given(history)
        .when({ type: 'DeleteOrder', orderId, now })
        .then([{ type: 'OrderDeleted', data: { orderId, orderNumber: 1001, restocked: true, deletedAt: now.toISOString() } }]);
    }
    for (const status of ['shipped', 'delivered'] as const) {
      given([placed, statusChanged('placed', status)])
        .when({ type: 'DeleteOrder', orderId, now })
        .then([{ type: 'OrderDeleted', data: { orderId, orderNumber: 1001, restocked: false, deletedAt: now.toISOString() } }]);
    }
  });

  it('does not restock an order that was shipped or delivered once, even after its status was set back', () => {
    for (const [gone, back] of [['shipped', 'placed'], ['delivered', 'packed'], ['shipped', 'confirmed']] as const) {
      given([placed, statusChanged('placed', gone), statusChanged(gone, back)])
        .when({ type: 'DeleteOrder', orderId, now })
        .then([{ type: 'OrderDeleted', data: { orderId, orderNumber: 1001, restocked: false, deletedAt: now.toISOString() } }]);
    }
  });

  it('folds the status and deletion into the state', () => {
    const state = [placed, statusChanged('placed', 'shipped')].reduce(orderDecider.evolve, orderDecider.initialState());
    expect(state).toMatchObject({ kind: 'placed', status: 'shipped' });
  });
});
