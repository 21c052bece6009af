import { refuse, type Decider } from '../../events/index.js';
import type { OrderEvent, OrderPlaced, OrderStatus } from '../../events/orders.js';

export const orderNotFound = 'Order not found';

type Placed = (typeof OrderPlaced)['schema']['_output'];

interface OrderFacts {
  readonly order: Placed;
  readonly status: OrderStatus;
  readonly updatedAt: string;
  /** The order was shipped or delivered at some time, whatever its status is now: its goods left the shelf. */
  readonly leftShelf: boolean;
}

export type OrderState =
  | { readonly kind: 'none' }
  | ({ readonly kind: 'placed' } & OrderFacts)
  | ({ readonly kind: 'deleted' } & OrderFacts);

export type OrderCommand =
  | { readonly type: 'ChangeStatus'; readonly orderId: string; readonly status: OrderStatus; readonly now: Date }
  | { readonly type: 'DeleteOrder'; readonly orderId: string; readonly now: Date };

/**
 * Statuses that mean the goods have left the shelf. An order that ever had one is not restocked when deleted,
 * even after its status was set back: status changes never move stock (ADR 015).
 */
export const leftShelfStatuses: readonly OrderStatus[] = ['shipped', 'delivered'];

export const orderDecider: Decider<OrderCommand, OrderEvent, OrderState> = {
  streamType: 'order',
  initialState: () => ({ kind: 'none' }),
  evolve(state, event) {
    switch (event.type) {
      case 'OrderPlaced':
        return { kind: 'placed', order: event.data, status: 'placed', updatedAt: event.data.placedAt, leftShelf: false };
      case 'OrderStatusChanged':
        return state.kind === 'placed'
          ? {
              ...state,
              status: event.data.to,
              updatedAt: event.data.changedAt,
              leftShelf: state.leftShelf || leftShelfStatuses.includes(event.data.to),
            }
          : state;
      case 'OrderDeleted':
        return state.kind === 'placed' ? { ...state, kind: 'deleted', updatedAt: event.data.deletedAt } : state;
    }
  },
  decide(command, state) {
    if (state.kind !== 'placed') throw refuse.notFound(orderNotFound);
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
              restocked: !state.leftShelf,
              deletedAt: command.now.toISOString(),
            },
          },
        ];
    }
  },
};

export function assertNotDeleted(state: OrderState): void {
  if (state.kind === 'deleted') throw refuse.conflict('Order was deleted', { code: 'order_deleted' });
}
