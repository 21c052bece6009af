import { refuse, streamRead, type CommandDecider, type Decider, type StreamRead } from '../../events/index.js';
import {
  couponCodeClaim,
  couponCodeStreamId,
  couponFold,
  couponStreamId,
  type CouponEvent,
  type CouponState,
  type CouponTerms,
} from '../../events/coupons.js';
import { toCents } from '../../infra/money.js';
import type { ChangeCouponRequest } from './schemas.js';

export const couponNotFound = 'Coupon not found';

/**
 * Refuses terms that do not hold together (400 `invalid_coupon` with the fields at fault): a percentage from 0.01
 * to 100, an amount for an amount off, no value for free delivery, an end after the start.
 */
export function checkCouponTerms(terms: CouponTerms): void {
  const errors: Record<string, string[]> = {};
  if (terms.kind === 'percent' && (terms.value === null || toCents(terms.value) > 10_000n)) {
    errors.value = ['A percentage must be from 0.01 to 100'];
  }
  if (terms.kind === 'amount' && terms.value === null) errors.value = ['An amount off needs its amount'];
  if (terms.kind === 'free_delivery' && terms.value !== null) errors.value = ['Free delivery takes no value'];
  if (terms.startsAt !== null && terms.endsAt !== null && new Date(terms.endsAt) <= new Date(terms.startsAt)) {
    errors.endsAt = ['The end must be after the start'];
  }
  if (Object.keys(errors).length > 0) {
    throw refuse.invalid(Object.values(errors)[0]![0]!, { code: 'invalid_coupon', errors });
  }
}

export type CreateCoupon = { readonly couponId: string; readonly code: string; readonly terms: CouponTerms; readonly now: Date };
type CreateReads = { readonly code: StreamRead<string | null>; readonly coupon: StreamRead<CouponState> };
type Created = Extract<CouponEvent, { type: 'CouponCreated' }>['data'];

/**
 * Creates a coupon (ADR 066) and claims its code in the same append: the code's stream is new, so of two admins
 * creating one code at once, one is refused `coupon_code_taken` however the race runs.
 */
export const createCouponDecider: CommandDecider<CreateCoupon, CreateReads, Created> = {
  streams: (command) => ({
    code: streamRead(couponCodeClaim, couponCodeStreamId(command.code)),
    coupon: streamRead(couponFold, couponStreamId(command.couponId)),
  }),
  decide(command, { code }) {
    if (code !== null) {
      throw refuse.conflict(`The code ${command.code} is already used by another coupon`, {
        code: 'coupon_code_taken',
        errors: { code: ['This code is already used by another coupon'] },
      });
    }
    checkCouponTerms(command.terms);
    const created: Created = { couponId: command.couponId, code: command.code, ...command.terms, createdAt: command.now.toISOString() };
    return {
      events: {
        code: [{ type: 'CouponCodeClaimed', data: { couponId: command.couponId, code: command.code } }],
        coupon: [{ type: 'CouponCreated', data: created }],
      },
      result: created,
    };
  },
};

type Changed = Extract<CouponEvent, { type: 'CouponChanged' }>;

const sameCouponTerms = (a: CouponTerms, b: CouponTerms) =>
  (Object.keys(a) as (keyof CouponTerms)[]).every((key) => a[key] === b[key]);

/**
 * Changes a coupon's terms (ADR 066): what the request leaves out stays; the code never changes. Deactivating is
 * setting `active` false: a coupon is never deleted, so the orders that used it keep naming it.
 */
export const changeCouponDecider: Decider<{ readonly change: ChangeCouponRequest; readonly now: Date }, Changed, CouponState> = {
  streamType: couponFold.streamType,
  initialState: couponFold.initialState,
  evolve: (state, event) => couponFold.evolve(state, event),
  decide({ change, now }, state) {
    if (state.kind !== 'present') throw refuse.notFound(couponNotFound, { code: 'coupon_not_found' });
    const { code, ...given } = change;
    if (code !== undefined && code.trim().toUpperCase() !== state.code) {
      throw refuse.invalid('A coupon keeps its code: create another coupon for a new code', {
        code: 'invalid_coupon',
        errors: { code: ['A coupon keeps its code'] },
      });
    }
    const defined = Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined)) as Partial<CouponTerms>;
    const terms: CouponTerms = { ...state.terms, ...defined };
    // A kind changed to free delivery drops the value it no longer uses.
    if (terms.kind === 'free_delivery' && given.value === undefined) terms.value = null;
    checkCouponTerms(terms);
    if (sameCouponTerms(terms, state.terms)) return [];
    return [{ type: 'CouponChanged', data: { couponId: state.couponId, code: state.code, ...terms, changedAt: now.toISOString() } }];
  },
};
