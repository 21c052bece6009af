import { z } from 'zod';
import { defineEvent, type EventOf } from './catalogue.js';

/** AED with exactly two decimals, as numeric(10,2) holds it. */
const amount = z.string().regex(/^(0|[1-9]\d{0,7})\.\d{2}$/);

/**
 * The shop's couriers, all in one stream: there are a handful, and one stream lets a decision see every name at
 * once, so names stay unique without a claim per name. A courier is never deleted: one in use is deactivated.
 */
export const couriersStreamId = 'couriers';

const courierTerms = {
  courierId: z.uuid(),
  name: z.string(),
  /** What the courier charges the shop for each delivery attempt. */
  deliveryCost: amount,
  /** What the courier charges for bringing a parcel back. */
  returnCost: amount,
};

export const CourierAdded = defineEvent('CourierAdded', z.object({ ...courierTerms, addedAt: z.string() }));

/** A courier's name, costs or activity after an admin's change (every field as it now stands). */
export const CourierRevised = defineEvent(
  'CourierRevised',
  z.object({ ...courierTerms, active: z.boolean(), revisedAt: z.string() }),
);

/**
 * The cash a courier holds for the shop is a ledger per courier (ADR 057): collected at each delivery, settled by
 * remittances. Its stream's version guards every remittance, so an order's cash is remitted once.
 */
export const courierCashStreamId = (courierId: string) => `courier-cash-${courierId}`;

/**
 * The courier took the cash of a delivered order. `expected` is the order's total; a different `amount` is a
 * discrepancy, kept as collected. Appended with the delivery (an attempt or the status dropdown).
 */
export const CodCollected = defineEvent(
  'CodCollected',
  z.object({
    courierId: z.uuid(),
    orderId: z.uuid(),
    orderNumber: z.number().int(),
    amount,
    expected: amount,
    collectedAt: z.string(),
  }),
);

/** The courier handed the shop the cash of these orders, under the courier's reference. */
export const CodRemitted = defineEvent(
  'CodRemitted',
  z.object({
    courierId: z.uuid(),
    remittanceId: z.uuid(),
    reference: z.string(),
    amount,
    orderIds: z.array(z.uuid()).min(1),
    remittedAt: z.string(),
  }),
);

export const courierEvents = [CourierAdded, CourierRevised] as const;
export const courierCashEvents = [CodCollected, CodRemitted] as const;
export const couriersModuleEvents = [...courierEvents, ...courierCashEvents] as const;
export type CourierEvent = EventOf<typeof courierEvents>;
export type CourierCashEvent = EventOf<typeof courierCashEvents>;

/** A courier as the registry stream holds it. */
export interface Courier {
  readonly courierId: string;
  readonly name: string;
  readonly deliveryCost: string;
  readonly returnCost: string;
  readonly active: boolean;
}

/** Every courier, by id, folded from the registry stream: the one fold the orders and the couriers modules share. */
export type CourierRegistry = ReadonlyMap<string, Courier>;

export const courierRegistry = {
  streamType: 'couriers',
  initialState: (): CourierRegistry => new Map(),
  evolve(registry: CourierRegistry, event: { readonly type: string; readonly data: unknown }): CourierRegistry {
    const typed = event as CourierEvent;
    switch (typed.type) {
      case 'CourierAdded':
      case 'CourierRevised': {
        const { courierId, name, deliveryCost, returnCost } = typed.data;
        const active = typed.type === 'CourierRevised' ? typed.data.active : true;
        return new Map(registry).set(courierId, { courierId, name, deliveryCost, returnCost, active });
      }
      default:
        return registry;
    }
  },
};

/** One order's cash in a courier's hands. */
export interface CollectedCash {
  readonly orderId: string;
  readonly orderNumber: number;
  readonly amount: string;
  readonly expected: string;
  readonly collectedAt: string;
  /** When it was handed over; null while the courier holds it. */
  readonly remittedAt: string | null;
}

/** What a courier's cash stream says: every order's cash it took, in the order taken. */
export type CourierCash = ReadonlyMap<string, CollectedCash>;

export const courierCash = {
  streamType: 'courier-cash',
  initialState: (): CourierCash => new Map(),
  evolve(cash: CourierCash, event: { readonly type: string; readonly data: unknown }): CourierCash {
    const typed = event as CourierCashEvent;
    switch (typed.type) {
      case 'CodCollected': {
        const { orderId, orderNumber, amount, expected, collectedAt } = typed.data;
        return new Map(cash).set(orderId, { orderId, orderNumber, amount, expected, collectedAt, remittedAt: null });
      }
      case 'CodRemitted': {
        const next = new Map(cash);
        for (const orderId of typed.data.orderIds) {
          const collected = next.get(orderId);
          if (collected) next.set(orderId, { ...collected, remittedAt: typed.data.remittedAt });
        }
        return next;
      }
      default:
        return cash;
    }
  },
};
