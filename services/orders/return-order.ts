import type { StoredEvent } from '../../events/index.js';
import type { OrderEvent, OrderPlaced } from '../../events/orders.js';
import type { OrderReturnEvent } from '../../events/returns.js';
import { settingDefaults, type SettingsEvent } from '../../events/settings.js';

type Placed = (typeof OrderPlaced)['schema']['_output'];

/**
 * What the returns of an order need of its stream: the order as placed, when it was delivered, its tax invoice,
 * and the units of each line already under return (every return not rejected) with their share of the discount.
 */
export interface OrderForReturns {
  readonly order: Placed | null;
  readonly deleted: boolean;
  /** When it was last set to delivered; null while it is not delivered. */
  readonly deliveredAt: string | null;
  readonly invoiceNumber: string | null;
  readonly returns: ReadonlyMap<string, { readonly items: readonly { readonly itemId: string; readonly quantity: number }[]; readonly discount: string }>;
}

export const orderForReturns = {
  streamType: 'order',
  initialState: (): OrderForReturns => ({ order: null, deleted: false, deliveredAt: null, invoiceNumber: null, returns: new Map() }),
  evolve(state: OrderForReturns, stored: Pick<StoredEvent, 'type' | 'data'>): OrderForReturns {
    const event = stored as OrderEvent | OrderReturnEvent | { type: 'InvoiceIssued'; data: { invoiceNumber: string } };
    switch (event.type) {
      case 'OrderPlaced':
        return { ...state, order: event.data };
      case 'OrderDeleted':
        return { ...state, deleted: true };
      case 'OrderStatusChanged':
        return { ...state, deliveredAt: event.data.to === 'delivered' ? event.data.changedAt : null };
      case 'OrderCancelled':
      case 'OrderReturnStarted':
        return { ...state, deliveredAt: null };
      case 'InvoiceIssued':
        return { ...state, invoiceNumber: event.data.invoiceNumber };
      case 'OrderItemsReturnRequested': {
        const returns = new Map(state.returns);
        returns.set(event.data.returnId, { items: event.data.items, discount: event.data.discount });
        return { ...state, returns };
      }
      case 'OrderItemsReturnRejected': {
        const returns = new Map(state.returns);
        returns.delete(event.data.returnId);
        return { ...state, returns };
      }
      default:
        return state;
    }
  },
};

/** Units of each line under return (returns not rejected). */
export function unitsUnderReturn(state: OrderForReturns): Map<string, number> {
  const units = new Map<string, number>();
  for (const { items } of state.returns.values()) {
    for (const item of items) units.set(item.itemId, (units.get(item.itemId) ?? 0) + item.quantity);
  }
  return units;
}

/** The return window's setting as its stream last set it, in days. */
export const returnWindowFold = {
  streamType: 'setting',
  initialState: (): number => Number(settingDefaults.returnWindowDays),
  evolve(days: number, stored: Pick<StoredEvent, 'type' | 'data'>): number {
    const event = stored as SettingsEvent;
    return event.type === 'SettingChanged' && event.data.key === 'returnWindowDays' ? Number(event.data.value) : days;
  },
};
