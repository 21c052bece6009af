import type { Decider } from '../../events/index.js';
import type { OrderEvent, OrderPlaced, OrderStatus } from '../../events/orders.js';
import { conflict, notFound } from '../../infra/errors.js';

export const orderNotFound = 'Order not found';

type Placed = (typeof OrderPlaced)['schema']['_output'];

export type OrderState =
  | { readonly kind: 'none' }
  | { readonly kind: 'placed'; readonly order: Placed; readonly status: OrderStatus; readonly updatedAt: string }
  | { readonly kind: 'deleted'; readonly order: Placed; readonly status: OrderStatus; readonly updatedAt: string };

export type OrderCommand =
  | { readonly type: 'ChangeStatus'; readonly orderId: string; readonly status: OrderStatus; readonly now: Date }
  | { readonly type: 'DeleteOrder'; readonly orderId: string; readonly now: Date };

/** Orders whose goods have not left yet go back on the shelf when deleted (ADR 010). */
export const restockedStatuses: readonly OrderStatus[] = ['placed', 'confirmed', 'packed'];

export const orderDecider: Decider<OrderCommand, OrderEvent, OrderState> = {
  streamType: 'order',
  initialState: () => ({ kind: 'none' }),
  evolve(state, event) {
    switch (event.type) {
      case 'OrderPlaced':
        return { kind: 'placed', order: event.data, status: 'placed', updatedAt: event.data.placedAt };
      case 'OrderStatusChanged':
        return state.kind === 'placed' ? { ...state, status: event.data.to, updatedAt: event.data.changedAt } : state;
      case 'OrderDeleted':
        return state.kind === 'placed' ? { ...state, kind: 'deleted', updatedAt: event.data.deletedAt } : state;
    }
  },
  decide(command, state) {
    if (state.kind !== 'placed') throw notFound(orderNotFound);
    const { orderId, orderNumber } = state.order;
    switch (command.type) {
      case 'ChangeStatus':
        // Setting the status it already has changes nothing and records nothing.
        if (command.status === state.status) return [];
        return [
          {
            type: 'OrderStatusChanged',
            data: { orderId, orderNumber, from: state.status, to: command.status, changedAt: command.now.toISOString() },
          },
        ];
      case 'DeleteOrder':
        return [
          {
            type: 'OrderDeleted',
            data: {
              orderId,
              orderNumber,
              restocked: restockedStatuses.includes(state.status),
              deletedAt: command.now.toISOString(),
            },
          },
        ];
    }
  },
};

export function assertNotDeleted(state: OrderState): void {
  if (state.kind === 'deleted') throw conflict('Order was deleted');
}
