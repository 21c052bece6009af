import { refuse, streamRead, type CommandDecider, type StreamRead } from '../../events/index.js';
import {
  courierCash,
  courierCashStreamId,
  courierRegistry,
  couriersStreamId,
  type CourierCash,
  type CourierCashEvent,
  type CourierRegistry,
} from '../../events/couriers.js';
import { toCents } from '../../infra/money.js';
import { sumOf } from './cash.js';
import { courierNotFound } from './courier.decider.js';
import type { RemittanceAnswer } from './schemas.js';

export type RemitCash = {
  readonly type: 'RemitCash';
  readonly courierId: string;
  readonly remittanceId: string;
  readonly reference: string;
  /** Two decimals, validated. */
  readonly amount: string;
  /** Distinct (the request refuses a repeat). */
  readonly orderIds: readonly string[];
  readonly now: Date;
};

type Reads = { readonly registry: StreamRead<CourierRegistry>; readonly cash: StreamRead<CourierCash> };

/**
 * The courier hands over the cash of some orders. Decided from the courier's cash stream, whose version guards the
 * append: two remittances of one order racing end with one of them, the other re-read and refused.
 */
export const remittanceDecider: CommandDecider<RemitCash, Reads, RemittanceAnswer> = {
  streams: (command) => ({
    registry: streamRead(courierRegistry, couriersStreamId),
    cash: streamRead(courierCash, courierCashStreamId(command.courierId)),
  }),
  decide(command, { registry, cash }) {
    // A deactivated courier still owes what it holds: only a courier that never was is refused.
    if (!registry.has(command.courierId)) throw refuse.notFound(courierNotFound);
    const orders = command.orderIds.map((orderId) => {
      const collected = cash.get(orderId);
      if (!collected) {
        throw refuse.invalid(`Order ${orderId} was not collected by this courier`, { code: 'order_not_collected', params: { orderId } });
      }
      return collected;
    });
    for (const order of orders) {
      if (order.remittedAt !== null) {
        throw refuse.conflict(`The cash of order #${order.orderNumber} was remitted already`, {
          code: 'already_remitted',
          params: { orderId: order.orderId, orderNumber: order.orderNumber },
        });
      }
    }
    const expected = sumOf(orders.map((order) => order.amount));
    if (toCents(expected) !== toCents(command.amount)) {
      throw refuse.invalid(`The amount must be ${expected}, the cash collected for these orders`, {
        code: 'remittance_mismatch',
        params: { expected },
      });
    }
    const { courierId, remittanceId, reference, amount, orderIds } = command;
    const remittedAt = command.now.toISOString();
    const event: CourierCashEvent = { type: 'CodRemitted', data: { courierId, remittanceId, reference, amount, orderIds: [...orderIds], remittedAt } };
    return {
      events: { cash: [event] },
      result: { id: remittanceId, courierId, reference, amount, orderIds: [...orderIds], remittedAt },
    };
  },
};
