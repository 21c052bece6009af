import { z } from 'zod';
import { userIdOf } from './personal-data.js';
import { defineEvent, type EventOf } from './catalogue.js';
import { emirateKeys } from './addresses.js';

/** AED with exactly two decimals, as numeric(10,2) holds it. */
const amount = z.string().regex(/^(0|[1-9]\d{0,7})\.\d{2}$/);

/**
 * When cash on delivery is offered (ADR 059): amounts are limits on an order's total (null: none), emirates are the
 * address book's keys, `refusalLimit` is how many refused deliveries close COD to a shopper (null: never). All
 * null and empty is the spec's store, where every order is accepted.
 */
export const codRulesFields = {
  minOrder: amount.nullable(),
  maxOrder: amount.nullable(),
  maxOrderNewCustomer: amount.nullable(),
  unavailableEmirates: z.array(z.enum(emirateKeys)),
  refusalLimit: z.number().int().min(1).nullable(),
};

/** Why the rules refuse cash on delivery to an order, in the order they are asked. */
export const codRefusalReasons = [
  'customer_blocked',
  'emirate_unavailable',
  'refusal_history',
  'below_minimum',
  'above_maximum',
  'new_customer_limit',
] as const;
export type CodRefusalReason = (typeof codRefusalReasons)[number];

/** The store's COD rules: one stream, every change a whole set of rules; the acting admin is in the metadata. */
export const codRulesStreamId = 'cod-rules';

export const CodRulesChanged = defineEvent('CodRulesChanged', z.object({ ...codRulesFields, changedAt: z.string() }));

/** How staff have decided COD for one shopper: the rules (`auto`), always (`allowed`) or never (`blocked`). */
export const codStatuses = ['auto', 'allowed', 'blocked'] as const;
export type CodStatus = (typeof codStatuses)[number];

/*
 * What deciding a shopper's next order needs of her past is kept on her orders' stream (`customer-orders-<id>`,
 * appended with every order she places), so a checkout reads it in the same read and its append checks it.
 */

/** One of her orders was delivered for the first time: she is no longer a new customer. */
export const CodDeliveryCounted = defineEvent(
  'CodDeliveryCounted',
  z.object({ userId: z.uuid(), orderId: z.uuid(), orderNumber: z.number().int(), deliveredAt: z.string() }),
);

/** She refused one of her orders at the door. `phone` is the order's number as `normalisePhone` writes it, or null. */
export const CodRefusalCounted = defineEvent(
  'CodRefusalCounted',
  z.object({ userId: z.uuid(), orderId: z.uuid(), orderNumber: z.number().int(), phone: z.string().nullable(), refusedAt: z.string() }),
  { personal: { erased: { phone: null }, person: userIdOf } },
);

/** Staff set whether she may pay on delivery, with their reason; the acting admin is in the metadata. */
export const CodStatusSet = defineEvent(
  'CodStatusSet',
  z.object({ userId: z.uuid(), status: z.enum(codStatuses), note: z.string().nullable(), setAt: z.string() }),
  { personal: { erased: { note: null }, person: userIdOf } },
);

/**
 * Every phone number a delivery was refused at, in one stream: a checkout reads it whole (from a cache kept fresh
 * like a setting's), so a new account with a known number does not start from nothing.
 */
export const refusedPhonesStreamId = 'cod-refused-phones';

export const PhoneRefusalCounted = defineEvent(
  'PhoneRefusalCounted',
  z.object({ phone: z.string(), userId: z.uuid(), orderId: z.uuid(), orderNumber: z.number().int(), refusedAt: z.string() }),
  // Sealed under her key like every phone of hers (ADR 068): once she is erased her refusals no longer name a number.
  { personal: { erased: { phone: '' }, person: userIdOf } },
);

/**
 * Deliveries and refusals recorded before the store counted them were counted once, from the log, when it started
 * to (ADR 059): this marks that it was done. Its stream holds this one event.
 */
export const codCountsStreamId = 'cod-counts-from-log';
export const CodCountsTaken = defineEvent(
  'CodCountsTaken',
  z.object({ deliveries: z.number().int().min(0), refusals: z.number().int().min(0), takenAt: z.string() }),
);

/**
 * An erased person's refusals leave the phones' stream's fold (ADR 068): her numbers read as erased from the log
 * already; this tells every instance's cached fold to let them go too.
 */
export const PhoneRefusalsForgotten = defineEvent('PhoneRefusalsForgotten', z.object({ userId: z.uuid(), forgottenAt: z.string() }));

export const codEvents = [
  CodRulesChanged,
  CodDeliveryCounted,
  CodRefusalCounted,
  CodStatusSet,
  PhoneRefusalCounted,
  CodCountsTaken,
  PhoneRefusalsForgotten,
] as const;
export type CodEvent = EventOf<typeof codEvents>;
export type CodRules = Omit<(typeof CodRulesChanged)['schema']['_output'], 'changedAt'>;

/** The spec's store: no rule, every order accepted. */
export const noCodRules: CodRules = {
  minOrder: null,
  maxOrder: null,
  maxOrderNewCustomer: null,
  unavailableEmirates: [],
  refusalLimit: null,
};

/** A refused order of hers, as her stream or the phones' stream counted it. */
export interface CountedRefusal {
  readonly orderId: string;
  readonly orderNumber: number;
  readonly phone: string | null;
  readonly refusedAt: string;
}

/** What her orders' stream says of her and cash on delivery. */
export interface CodStanding {
  readonly deliveredOrders: number;
  readonly refusals: readonly CountedRefusal[];
  readonly status: CodStatus;
  readonly note: string | null;
}

export const newCodStanding: CodStanding = { deliveredOrders: 0, refusals: [], status: 'auto', note: null };

/** Her standing after one event of her orders' stream (events of other kinds leave it as it was). */
export function evolveCodStanding(standing: CodStanding, event: { readonly type: string; readonly data: unknown }): CodStanding {
  const typed = event as CodEvent;
  switch (typed.type) {
    case 'CodDeliveryCounted':
      return { ...standing, deliveredOrders: standing.deliveredOrders + 1 };
    case 'CodRefusalCounted': {
      const { orderId, orderNumber, phone, refusedAt } = typed.data;
      if (standing.refusals.some((refusal) => refusal.orderId === orderId)) return standing;
      return { ...standing, refusals: [...standing.refusals, { orderId, orderNumber, phone, refusedAt }] };
    }
    case 'CodStatusSet':
      return { ...standing, status: typed.data.status, note: typed.data.note };
    default:
      return standing;
  }
}

/** The refused orders of each phone number, each with whose order it was. */
export interface RefusedPhones {
  readonly byPhone: ReadonlyMap<string, readonly (CountedRefusal & { readonly userId?: string })[]>;
}

/**
 * The fold of the phones' stream. Unlike other folds its map is extended in place, so folding a long stream costs
 * O(1) per event rather than a copy of every number each time. That is safe here because no decision rests on what
 * the stream lacks (a refusal is only ever added, never taken back), every state is only folded forward, and an
 * order counted twice is kept once: a decision holding an older state can at most see refusals newer than it read.
 */
export const refusedPhones = {
  streamType: 'cod-refused-phones',
  initialState: (): RefusedPhones => ({ byPhone: new Map() }),
  evolve(state: RefusedPhones, event: { readonly type: string; readonly data: unknown }): RefusedPhones {
    const typed = event as CodEvent;
    const byPhone = state.byPhone as Map<string, (CountedRefusal & { readonly userId?: string })[]>;
    if (typed.type === 'PhoneRefusalsForgotten') {
      for (const [phone, refusals] of byPhone) {
        const kept = refusals.filter((refusal) => refusal.userId !== typed.data.userId);
        if (kept.length === 0) byPhone.delete(phone);
        else if (kept.length < refusals.length) byPhone.set(phone, kept);
      }
      return { byPhone };
    }
    if (typed.type !== 'PhoneRefusalCounted') return state;
    const { phone, userId, orderId, orderNumber, refusedAt } = typed.data;
    if (!phone) return state;
    const known = byPhone.get(phone) ?? [];
    if (!known.some((refusal) => refusal.orderId === orderId)) byPhone.set(phone, [...known, { orderId, orderNumber, phone, refusedAt, userId }]);
    return { byPhone };
  },
  snapshot: {
    name: 'cod-refused-phones',
    // 2: each refusal keeps whose it was, so an erasure can let hers go.
    version: 2,
    toJson: (state: RefusedPhones) => [...state.byPhone],
    fromJson: (json: unknown): RefusedPhones => ({ byPhone: new Map(json as [string, CountedRefusal[]][]) }),
  },
};

/** The rules as their stream last set them. */
export const codRulesFold = {
  streamType: 'cod-rules',
  initialState: (): CodRules => noCodRules,
  evolve(rules: CodRules, event: { readonly type: string; readonly data: unknown }): CodRules {
    const typed = event as CodEvent;
    if (typed.type !== 'CodRulesChanged') return rules;
    const { changedAt: _changedAt, ...next } = typed.data;
    return next;
  },
};

/**
 * Her standing alone, folded from her orders' stream: what a delivery or a refusal reads to append to that stream,
 * kept as snapshots since the stream grows with every order she places.
 */
export const codStandingFold = {
  streamType: 'customer-orders',
  initialState: (): CodStanding => newCodStanding,
  evolve: evolveCodStanding,
  snapshot: {
    name: 'cod-standing',
    version: 1,
    toJson: (standing: CodStanding) => standing,
    fromJson: (json: unknown) => json as CodStanding,
  },
};
