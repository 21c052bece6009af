import { z } from 'zod';
import { defineEvent, type EventOf } from './catalogue.js';

/** AED with exactly two decimals, as numeric(10,2) holds it. */
const amount = z.string().regex(/^(0|[1-9]\d{0,7})\.\d{2}$/);

/**
 * What a coupon takes off (ADR 066): a percentage of the goods (`value` "10.00" is 10 %), an amount of them, or the
 * delivery fee (`value` null).
 */
export const couponKinds = ['percent', 'amount', 'free_delivery'] as const;
export type CouponKind = (typeof couponKinds)[number];

/** Codes as shoppers type them, matched without regard to case: kept upper-case. */
export const couponCodePattern = /^[A-Z0-9-]{3,32}$/;
export const normaliseCouponCode = (code: string) => code.trim().toUpperCase();

/** Everything an admin sets of a coupon but its code, which never changes. */
export const couponTermsFields = {
  kind: z.enum(couponKinds),
  value: amount.nullable(),
  minSubtotal: amount.nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  maxUses: z.number().int().min(1).nullable(),
  maxUsesPerCustomer: z.number().int().min(1).nullable(),
  active: z.boolean(),
};
export const couponTerms = z.object(couponTermsFields);
export type CouponTerms = z.infer<typeof couponTerms>;

export const couponStreamId = (couponId: string) => `coupon-${couponId}`;
/** One stream per code, claimed as new with the coupon: two coupons can never share a code. */
export const couponCodeStreamId = (code: string) => `coupon-code-${normaliseCouponCode(code)}`;

export const CouponCreated = defineEvent(
  'CouponCreated',
  z.object({ couponId: z.uuid(), code: z.string(), ...couponTermsFields, createdAt: z.string() }),
);

/** An admin changed a coupon's terms: the whole set as it now stands. */
export const CouponChanged = defineEvent(
  'CouponChanged',
  z.object({ couponId: z.uuid(), code: z.string(), ...couponTermsFields, changedAt: z.string() }),
);

/** The code's claim: appended as new on the code's stream with `CouponCreated`. */
export const CouponCodeClaimed = defineEvent('CouponCodeClaimed', z.object({ couponId: z.uuid(), code: z.string() }));

/** An order used the coupon, appended with the order itself: `discount` is what it took off the goods. */
export const CouponUsed = defineEvent(
  'CouponUsed',
  z.object({ couponId: z.uuid(), orderId: z.uuid(), orderNumber: z.number().int(), userId: z.uuid(), discount: amount, usedAt: z.string() }),
);

/** A cancelled order gave its use back: it counts against no limit any more. */
export const CouponUseReturned = defineEvent(
  'CouponUseReturned',
  z.object({ couponId: z.uuid(), orderId: z.uuid(), orderNumber: z.number().int(), userId: z.uuid(), discount: amount, returnedAt: z.string() }),
);

export const couponEvents = [CouponCreated, CouponChanged, CouponCodeClaimed, CouponUsed, CouponUseReturned] as const;
export type CouponEvent = EventOf<typeof couponEvents>;

/** A coupon as deciding an order needs it: its terms and the uses that count against its limits. */
export type CouponState =
  | { readonly kind: 'none' }
  | {
      readonly kind: 'present';
      readonly couponId: string;
      readonly code: string;
      readonly terms: CouponTerms;
      readonly uses: number;
      /** Uses by each customer; an order's use given back is taken off. */
      readonly usesBy: ReadonlyMap<string, number>;
    };

function countUse(usesBy: ReadonlyMap<string, number>, userId: string, step: 1 | -1): ReadonlyMap<string, number> {
  const next = new Map(usesBy);
  const count = (next.get(userId) ?? 0) + step;
  if (count > 0) next.set(userId, count);
  else next.delete(userId);
  return next;
}

export const couponFold = {
  streamType: 'coupon',
  initialState: (): CouponState => ({ kind: 'none' }),
  evolve(state: CouponState, event: { readonly type: string; readonly data: unknown }): CouponState {
    const typed = event as CouponEvent;
    switch (typed.type) {
      case 'CouponCreated': {
        const { couponId, code, createdAt: _at, ...terms } = typed.data;
        return { kind: 'present', couponId, code, terms, uses: 0, usesBy: new Map() };
      }
      case 'CouponChanged': {
        if (state.kind !== 'present') return state;
        const { couponId: _id, code: _code, changedAt: _at, ...terms } = typed.data;
        return { ...state, terms };
      }
      case 'CouponUsed':
        if (state.kind !== 'present') return state;
        return { ...state, uses: state.uses + 1, usesBy: countUse(state.usesBy, typed.data.userId, 1) };
      case 'CouponUseReturned':
        if (state.kind !== 'present') return state;
        return { ...state, uses: Math.max(0, state.uses - 1), usesBy: countUse(state.usesBy, typed.data.userId, -1) };
      default:
        return state;
    }
  },
};

/** Which coupon a code names, from its claim stream (null: none). */
export const couponCodeClaim = {
  streamType: 'coupon-code',
  initialState: (): string | null => null,
  evolve: (couponId: string | null, event: { readonly type: string; readonly data: unknown }): string | null =>
    event.type === 'CouponCodeClaimed' ? (event.data as { couponId: string }).couponId : couponId,
};
