import { describe, it } from 'vitest';
import type { CourierCashEvent, CourierEvent } from '../../events/couriers.js';
import { commandSpec } from '../../tests/support/decider-spec.js';
import { remittanceDecider, type RemitCash } from './remittance.decider.js';

const given = commandSpec(remittanceDecider);
const now = new Date('2026-11-27T18:00:00.000Z');
const courierId = '11111111-1111-4111-8111-111111111111';
const otherCourier = '22222222-2222-4222-8222-222222222222';
const first = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const second = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const remittanceId = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';

const registry: CourierEvent[] = [
  { type: 'CourierAdded', data: { courierId, name: 'Swift', deliveryCost: '15.00', returnCost: '10.00', addedAt: '2026-11-01T08:00:00.000Z' } },
];
const collected = (orderId: string, orderNumber: number, amount: string, expected = amount): CourierCashEvent => ({
  type: 'CodCollected',
  data: { courierId, orderId, orderNumber, amount, expected, collectedAt: '2026-11-26T12:00:00.000Z' },
});
const remitted = (orderIds: string[], amount: string): CourierCashEvent => ({
  type: 'CodRemitted',
  data: { courierId, remittanceId: 'dddddddd-dddd-4ddd-8ddd-dddddddddddd', reference: 'R-0', amount, orderIds, remittedAt: '2026-11-26T20:00:00.000Z' },
});
const remit = (orderIds: string[], amount: string, id = courierId): RemitCash => ({
  type: 'RemitCash',
  courierId: id,
  remittanceId,
  reference: 'RCPT-7',
  amount,
  orderIds,
  now,
});

describe('remittance decider', () => {
  it('records the cash of the orders handed over when the amount is what was collected for them', () => {
    const cash = [collected(first, 101, '250.00'), collected(second, 102, '99.50', '100.00')];
    given({ registry, cash })
      .when(remit([first, second], '349.50'))
      .then(
        {
          cash: [
            {
              type: 'CodRemitted',
              data: { courierId, remittanceId, reference: 'RCPT-7', amount: '349.50', orderIds: [first, second], remittedAt: now.toISOString() },
            },
          ],
        },
        { id: remittanceId, courierId, reference: 'RCPT-7', amount: '349.50', orderIds: [first, second], remittedAt: now.toISOString() },
      );
  });

  it('refuses an amount other than the sum collected, naming the sum', () => {
    given({ registry, cash: [collected(first, 101, '250.00'), collected(second, 102, '99.50', '100.00')] })
      .when(remit([first, second], '350.00'))
      .thenRefuses('invalid', { code: 'remittance_mismatch', params: { expected: '349.50' } });
  });

  it('refuses an order this courier did not collect, naming it', () => {
    given({ registry, cash: [collected(first, 101, '250.00')] })
      .when(remit([first, second], '250.00'))
      .thenRefuses('invalid', { code: 'order_not_collected', params: { orderId: second } });
  });

  it('refuses an order whose cash was remitted already: an order is remitted once', () => {
    given({ registry, cash: [collected(first, 101, '250.00'), collected(second, 102, '80.00'), remitted([first], '250.00')] })
      .when(remit([second, first], '330.00'))
      .thenRefuses('conflict', { code: 'already_remitted', params: { orderId: first, orderNumber: 101 } });
  });

  it('refuses a courier that does not exist', () => {
    given({ registry, cash: [] }).when(remit([first], '1.00', otherCourier)).thenRefuses('not_found', 'Courier not found');
  });
});
