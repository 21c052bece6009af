import { refuse, type Decider } from '../../events/index.js';
import { amountDueOf, isBackwards } from '../../events/orders.js';
import type {
  CancelReason,
  ContactOutcome,
  DeliveryOutcome,
  LifecycleStatus,
  OrderEvent,
  OrderPlaced,
  OrderStatus,
  ReturnCondition,
} from '../../events/orders.js';
import type { InvoiceIssued } from '../../events/tax-documents.js';

export const orderNotFound = 'Order not found';

type Placed = (typeof OrderPlaced)['schema']['_output'];
type IssuedInvoice = (typeof InvoiceIssued)['schema']['_output'];

/** Who acts on an order: the shopper (signed in or through her link), staff, or the store itself. */
export type ActingParty = 'shopper' | 'staff' | 'system';

interface OrderFacts {
  readonly order: Placed;
  readonly status: LifecycleStatus;
  readonly updatedAt: string;
  /** The order was shipped or delivered at some time, whatever its status is now: its goods left the shelf. */
  readonly leftShelf: boolean;
  /**
   * The statuses the order reached by moving forward (placed from the start): the steps its shopper was told of. A
   * correction back does not take them away: reaching one again is not news to her (OrderStatusChanged).
   */
  readonly reached: readonly OrderStatus[];
  /** Its units went back on the shelf already (a cancellation): deleting it restocks nothing. */
  readonly restocked: boolean;
  readonly shipment: { readonly courierId: string; readonly courierName: string; readonly trackingNumber: string } | null;
  readonly contactAttemptsCount: number;
  readonly lastContactOutcome: ContactOutcome | null;
  readonly deliveryAttemptsCount: number;
  readonly cancelReason: CancelReason | null;
  /** The cash taken at its delivery (an attempt's figure, or its amount due when set to delivered by hand). */
  readonly codCollected: string | null;
  /** Its tax invoice, issued once at its first delivery (ADR 067); null before, and for an exchange order. */
  readonly invoice: Omit<IssuedInvoice, 'orderId' | 'orderNumber'> | null;
}

export type OrderState =
  | { readonly kind: 'none' }
  | ({ readonly kind: 'placed' } & OrderFacts)
  | ({ readonly kind: 'deleted' } & OrderFacts);

/** A courier as a decision needs it, from the couriers' registry stream. */
export interface CourierFacts {
  readonly courierId: string;
  readonly name: string;
  readonly deliveryCost: string;
  readonly returnCost: string;
  readonly active: boolean;
}

export type OrderCommand =
  | { readonly type: 'ChangeStatus'; readonly orderId: string; readonly status: OrderStatus; readonly now: Date }
  | { readonly type: 'DeleteOrder'; readonly orderId: string; readonly now: Date }
  | { readonly type: 'ConfirmOrder'; readonly orderId: string; readonly now: Date }
  | {
      readonly type: 'CancelOrder';
      readonly orderId: string;
      readonly reason: CancelReason;
      readonly note: string | null;
      readonly by: ActingParty;
      /** A signed-in shopper's own cancellation: the order must be hers (another's reads as missing). */
      readonly customerId?: string;
      /** The store's own cancellation: only an order placed before this moment (null: the setting is off). */
      readonly placedBefore?: Date | null;
      readonly now: Date;
    }
  | {
      readonly type: 'RecordContactAttempt';
      readonly orderId: string;
      readonly attemptId: string;
      readonly outcome: ContactOutcome;
      readonly note: string | null;
      readonly now: Date;
    }
  | {
      readonly type: 'AssignShipment';
      readonly orderId: string;
      /** The courier named, as the registry holds it; null when there is no such courier. */
      readonly courier: CourierFacts | null;
      readonly trackingNumber: string;
      readonly now: Date;
    }
  | {
      readonly type: 'RecordDeliveryAttempt';
      readonly orderId: string;
      readonly attemptId: string;
      readonly outcome: DeliveryOutcome;
      readonly codCollected: string | null;
      readonly note: string | null;
      /** The order's courier as the registry holds it now (its delivery cost is the attempt's cost). */
      readonly courier: CourierFacts | null;
      /** The attempt that reaches this many without a delivery sends the parcel back. */
      readonly maxAttempts: number;
      readonly now: Date;
    }
  | {
      readonly type: 'ReceiveReturn';
      readonly orderId: string;
      readonly items: readonly { readonly itemId: string; readonly quantity: number; readonly condition: ReturnCondition }[];
      readonly courier: CourierFacts | null;
      readonly now: Date;
    };

/**
 * Statuses that mean the goods have left the shelf. An order that ever had one is not restocked when deleted,
 * even after its status was set back: status changes never move stock (ADR 015).
 */
export const leftShelfStatuses: readonly LifecycleStatus[] = ['shipped', 'delivered', 'returning', 'returned'];

/** Until when each party may cancel (ADR 057): the shopper before packing, staff and the store before shipping. */
const cancellableBy: Record<ActingParty, readonly LifecycleStatus[]> = {
  shopper: ['placed', 'confirmed'],
  staff: ['placed', 'confirmed', 'packed'],
  system: ['placed'],
};

export const canShopperCancel = (status: LifecycleStatus) => cancellableBy.shopper.includes(status);

const zero = '0.00';

function evolveFacts(state: OrderFacts, event: OrderEvent): OrderFacts {
  switch (event.type) {
    case 'OrderPlaced':
    case 'OrderDeleted':
      return state;
    case 'OrderStatusChanged':
      return {
        ...state,
        status: event.data.to,
        updatedAt: event.data.changedAt,
        leftShelf: state.leftShelf || leftShelfStatuses.includes(event.data.to),
        reached: event.data.correction || state.reached.includes(event.data.to) ? state.reached : [...state.reached, event.data.to],
        // Set to delivered by hand: the amount due counts as taken (ADR 057, 067), unless an attempt recorded the cash.
        codCollected: event.data.to === 'delivered' ? (state.codCollected ?? amountDueOf(state.order)) : state.codCollected,
      };
    case 'OrderCancelled':
      return { ...state, status: 'cancelled', updatedAt: event.data.cancelledAt, restocked: true, cancelReason: event.data.reason };
    case 'ContactAttemptRecorded':
      return { ...state, contactAttemptsCount: state.contactAttemptsCount + 1, lastContactOutcome: event.data.outcome, updatedAt: event.data.at };
    case 'ShipmentAssigned':
      return {
        ...state,
        shipment: { courierId: event.data.courierId, courierName: event.data.courierName, trackingNumber: event.data.trackingNumber },
        updatedAt: event.data.assignedAt,
      };
    case 'DeliveryAttempted':
      return {
        ...state,
        deliveryAttemptsCount: state.deliveryAttemptsCount + 1,
        codCollected: event.data.codCollected ?? state.codCollected,
        updatedAt: event.data.at,
      };
    case 'OrderReturnStarted':
      return { ...state, status: 'returning', leftShelf: true, updatedAt: event.data.at };
    case 'OrderReturnReceived':
      return { ...state, status: 'returned', updatedAt: event.data.receivedAt };
    case 'OrderItemsEdited': {
      // The order is its lines and amounts after the edit (ADR 067); the edit's `before` is for its history.
      const { items, subtotal, discount, deliveryFee, codFee, totalAmount, editedAt } = event.data;
      return { ...state, order: { ...state.order, items, subtotal, discount, deliveryFee, codFee, totalAmount }, updatedAt: editedAt };
    }
    case 'OrderAddressChanged':
      return { ...state, order: { ...state.order, ...event.data.after }, updatedAt: event.data.changedAt };
    default:
      // Facts other parts of the store keep on the order's stream (a return's request, its refusal) move nothing here.
      return state;
  }
}

function placedFacts(order: Placed): OrderFacts {
  return {
    order,
    status: 'placed',
    updatedAt: order.placedAt,
    leftShelf: false,
    reached: ['placed'],
    restocked: false,
    shipment: null,
    contactAttemptsCount: 0,
    lastContactOutcome: null,
    deliveryAttemptsCount: 0,
    cancelReason: null,
    codCollected: null,
    invoice: null,
  };
}

/** Refuses a change to an order that left the five statuses: cancelled, or on its way back or back. */
function assertInFiveStatuses(state: OrderFacts): void {
  if (state.status === 'cancelled') throw refuse.conflict('This order was cancelled', { code: 'order_cancelled' });
  if (state.status === 'returning' || state.status === 'returned') {
    throw refuse.conflict('This order was sent back by the courier', { code: 'order_in_return' });
  }
}

const tooLateToCancel = () => refuse.conflict('This order can no longer be cancelled', { code: 'too_late_to_cancel' });

export const orderDecider: Decider<OrderCommand, OrderEvent, OrderState> = {
  streamType: 'order',
  initialState: () => ({ kind: 'none' }),
  evolve(state, event) {
    if (event.type === 'OrderPlaced') return { kind: 'placed', ...placedFacts(event.data) };
    if (state.kind !== 'placed') return state;
    if (event.type === 'OrderDeleted') return { ...state, kind: 'deleted', updatedAt: event.data.deletedAt };
    // The order's stream also holds its invoice (events/tax-documents.ts), issued with the delivery that caused it.
    if ((event as { type: string }).type === 'InvoiceIssued') {
      const { invoiceNumber, seller, issuedAt } = (event as unknown as { data: IssuedInvoice }).data;
      return { ...state, invoice: { invoiceNumber, seller, issuedAt } };
    }
    return { kind: 'placed', ...evolveFacts(state, event) };
  },
  decide(command, state) {
    if (state.kind !== 'placed') throw refuse.notFound(orderNotFound);
    const { orderId, orderNumber } = state.order;
    const at = command.now.toISOString();
    switch (command.type) {
      case 'ChangeStatus':
        assertInFiveStatuses(state);
        // Setting the status it already has changes nothing and records nothing.
        if (command.status === state.status) return [];
        return [statusChange(state, command.status, at)];
      case 'DeleteOrder':
        return [{ type: 'OrderDeleted', data: { orderId, orderNumber, restocked: !state.leftShelf && !state.restocked, deletedAt: at } }];
      case 'ConfirmOrder':
        if (state.status === 'cancelled') throw refuse.conflict('This order was cancelled', { code: 'order_cancelled' });
        // Confirmed already, or further along: the same answer, nothing recorded (a link opened twice).
        if (state.status !== 'placed') return [];
        return [statusChange(state, 'confirmed', at)];
      case 'CancelOrder':
        if (command.customerId !== undefined && command.customerId !== state.order.userId) throw refuse.notFound(orderNotFound);
        return cancel(state, command);
      case 'RecordContactAttempt': {
        assertInFiveStatuses(state);
        const attempt: OrderEvent = {
          type: 'ContactAttemptRecorded',
          data: { orderId, orderNumber, attemptId: command.attemptId, outcome: command.outcome, note: command.note, at },
        };
        if (command.outcome === 'confirmed') {
          const confirmed = orderDecider.decide({ type: 'ConfirmOrder', orderId, now: command.now }, state);
          return [attempt, ...confirmed];
        }
        if (command.outcome === 'cancel_requested') {
          if (!cancellableBy.staff.includes(state.status)) throw tooLateToCancel();
          return [attempt, ...cancel(state, { reason: 'customer_request', note: command.note, by: 'staff', now: command.now })];
        }
        return [attempt];
      }
      case 'AssignShipment': {
        assertInFiveStatuses(state);
        if (state.status !== 'packed' && state.status !== 'shipped') {
          throw refuse.conflict('A shipment is set once the order is packed', { code: 'order_not_packed' });
        }
        if (!command.courier) throw refuse.invalid('Unknown courier', { code: 'unknown_courier', errors: { courierId: ['Unknown courier'] } });
        if (!command.courier.active) {
          throw refuse.invalid('This courier is not active', { code: 'courier_inactive', errors: { courierId: ['This courier is not active'] } });
        }
        const { courierId, name } = command.courier;
        const current = state.shipment;
        if (current && current.courierId === courierId && current.trackingNumber === command.trackingNumber) return [];
        return [
          {
            type: 'ShipmentAssigned',
            data: { orderId, orderNumber, courierId, courierName: name, trackingNumber: command.trackingNumber, assignedAt: at },
          },
        ];
      }
      case 'RecordDeliveryAttempt':
        return deliveryAttempt(state, command);
      case 'ReceiveReturn':
        return receiveReturn(state, command);
    }
  },
};

/**
 * The move of an order in the five statuses to another of them. One to an earlier status is a correction: staff
 * setting right a status set by mistake. It is recorded as one, and one forward to a step the order had reached
 * before (and was corrected back from) as reached before: the shopper hears of neither. She was told of that step
 * when it was first reached, and a second "shipped" or "delivered" for the same parcel would tell her of a parcel
 * that does not exist; her timeline keeps the time she was told.
 */
function statusChange(state: OrderFacts, to: OrderStatus, at: string): OrderEvent {
  const { orderId, orderNumber } = state.order;
  const from = state.status as OrderStatus;
  return {
    type: 'OrderStatusChanged',
    data: { orderId, orderNumber, from, to, changedAt: at, correction: isBackwards(from, to), reachedBefore: state.reached.includes(to) },
  };
}

function cancel(
  state: OrderFacts,
  command: { readonly reason: CancelReason; readonly note: string | null; readonly by: ActingParty; readonly placedBefore?: Date | null; readonly now: Date },
): OrderEvent[] {
  const { orderId, orderNumber } = state.order;
  if (state.status === 'cancelled') {
    // Cancelled already: the shopper's second click, or the store's job run twice, records nothing.
    return [];
  }
  if (command.by === 'system') {
    // The store cancels only an order still waiting for its confirmation that was placed long enough ago.
    if (state.status !== 'placed' || !command.placedBefore || new Date(state.order.placedAt) >= command.placedBefore) return [];
  }
  if (!cancellableBy[command.by].includes(state.status)) throw tooLateToCancel();
  return [
    {
      type: 'OrderCancelled',
      data: {
        orderId,
        orderNumber,
        from: state.status as OrderStatus,
        reason: command.reason,
        note: command.note,
        by: command.by,
        cancelledAt: command.now.toISOString(),
      },
    },
  ];
}

function deliveryAttempt(state: OrderFacts, command: Extract<OrderCommand, { type: 'RecordDeliveryAttempt' }>): OrderEvent[] {
  const { orderId, orderNumber } = state.order;
  assertInFiveStatuses(state);
  if (state.status !== 'shipped') throw refuse.conflict('Delivery attempts are recorded for a shipped order', { code: 'order_not_shipped' });
  const at = command.now.toISOString();
  const delivered = command.outcome === 'delivered';
  if (delivered && command.codCollected === null) {
    const message = 'The cash collected is required for a delivery';
    throw refuse.invalid(message, { code: 'cod_collected_required', errors: { codCollected: [message] } });
  }
  const attemptNumber = state.deliveryAttemptsCount + 1;
  const courier = state.shipment ? command.courier : null;
  const events: OrderEvent[] = [
    {
      type: 'DeliveryAttempted',
      data: {
        orderId,
        orderNumber,
        attemptId: command.attemptId,
        attemptNumber,
        outcome: command.outcome,
        courierId: courier?.courierId ?? null,
        cost: courier?.deliveryCost ?? zero,
        codCollected: delivered ? command.codCollected : null,
        note: command.note,
        at,
      },
    },
  ];
  if (delivered) {
    events.push(statusChange(state, 'delivered', at));
  } else if (command.outcome === 'refused') {
    events.push({ type: 'OrderReturnStarted', data: { orderId, orderNumber, reason: 'refused', at } });
  } else if (attemptNumber >= command.maxAttempts) {
    events.push({ type: 'OrderReturnStarted', data: { orderId, orderNumber, reason: 'undeliverable', at } });
  }
  return events;
}

function receiveReturn(state: OrderFacts, command: Extract<OrderCommand, { type: 'ReceiveReturn' }>): OrderEvent[] {
  const { orderId, orderNumber } = state.order;
  if (state.status === 'returned') throw refuse.conflict('This return was received already', { code: 'return_already_received' });
  if (state.status !== 'returning') throw refuse.conflict('Only an order on its way back can be received', { code: 'order_not_returning' });
  // Each line may come back in parts (some sellable, some damaged), never more than was ordered.
  const ordered = new Map(state.order.items.map((item) => [item.itemId, item.quantity]));
  const counted = new Map<string, number>();
  for (const line of command.items) {
    const quantity = ordered.get(line.itemId);
    const total = (counted.get(line.itemId) ?? 0) + line.quantity;
    if (quantity === undefined || total > quantity) {
      const message = quantity === undefined ? 'This item is not part of the order' : 'More units than were ordered';
      throw refuse.invalid(message, { code: 'invalid_return_items', params: { itemId: line.itemId } });
    }
    counted.set(line.itemId, total);
  }
  const courier = state.shipment ? command.courier : null;
  return [
    {
      type: 'OrderReturnReceived',
      data: {
        orderId,
        orderNumber,
        items: command.items.map(({ itemId, quantity, condition }) => ({ itemId, quantity, condition })),
        courierId: courier?.courierId ?? null,
        returnCost: courier?.returnCost ?? zero,
        receivedAt: command.now.toISOString(),
      },
    },
  ];
}

/** The cash a courier took for the order's delivery that the order's events just recorded, if any. */
export function collectedBy(events: readonly OrderEvent[], state: OrderFacts): { courierId: string; amount: string } | null {
  const deliveredNow = events.some((event) => event.type === 'OrderStatusChanged' && event.data.to === 'delivered');
  if (!deliveredNow || !state.shipment || state.codCollected !== null) return null;
  const attempt = events.find((event) => event.type === 'DeliveryAttempted');
  // Set to delivered by hand: the courier is counted as holding the amount due (the total less her store credit).
  const amount = attempt?.type === 'DeliveryAttempted' && attempt.data.codCollected !== null ? attempt.data.codCollected : amountDueOf(state.order);
  return { courierId: state.shipment.courierId, amount };
}
