import { refuse } from '../../events/index.js';
import type { EmirateKey } from '../../events/addresses.js';
import type { CouponKind, CouponState } from '../../events/coupons.js';
import type { DeliveryTerms } from '../../events/delivery.js';
import type { ShopperLocale } from '../../events/orders.js';
import { aedIn, fromCents, toCents } from '../../infra/money.js';

/** Why a code is refused, in the order it is asked (ADR 066). */
export const couponRefusalReasons = ['unknown', 'inactive', 'not_started', 'expired', 'used_up', 'already_used', 'min_subtotal'] as const;
export type CouponRefusalReason = (typeof couponRefusalReasons)[number];

export type PresentCoupon = Extract<CouponState, { kind: 'present' }>;

export type CouponCheck =
  | { readonly ok: true; readonly coupon: PresentCoupon }
  | { readonly ok: false; readonly reason: CouponRefusalReason; readonly params: Record<string, string | number> };

/**
 * Whether a coupon can be used now by this customer (null: a visitor, whose own uses are unknown until she signs
 * in) on goods worth `subtotal`. Pure: the caller reads the coupon's stream, and at checkout appends the use at the
 * version it read, so two orders can never both take its last use.
 */
export function checkCoupon(state: CouponState, code: string, subtotal: string, userId: string | null, now: Date): CouponCheck {
  if (state.kind !== 'present') return { ok: false, reason: 'unknown', params: { code } };
  const { terms } = state;
  const refused = (reason: CouponRefusalReason, params: Record<string, string | number> = {}): CouponCheck => ({
    ok: false,
    reason,
    params: { code: state.code, ...params },
  });
  if (!terms.active) return refused('inactive');
  if (terms.startsAt !== null && now < new Date(terms.startsAt)) return refused('not_started', { startsAt: terms.startsAt });
  if (terms.endsAt !== null && now >= new Date(terms.endsAt)) return refused('expired', { endsAt: terms.endsAt });
  if (terms.maxUses !== null && state.uses >= terms.maxUses) return refused('used_up', { maxUses: terms.maxUses });
  if (userId !== null && terms.maxUsesPerCustomer !== null && (state.usesBy.get(userId) ?? 0) >= terms.maxUsesPerCustomer) {
    return refused('already_used', { maxUsesPerCustomer: terms.maxUsesPerCustomer });
  }
  if (terms.minSubtotal !== null && toCents(subtotal) < toCents(terms.minSubtotal)) {
    return refused('min_subtotal', { minSubtotal: terms.minSubtotal, difference: fromCents(toCents(terms.minSubtotal) - toCents(subtotal)) });
  }
  return { ok: true, coupon: state };
}

/** What a coupon takes off goods worth `subtotalCents`: a percentage rounded half up to the fils, never more than the goods. */
export function discountCents(kind: CouponKind, value: string | null, subtotalCents: bigint): bigint {
  if (kind === 'free_delivery' || value === null) return 0n;
  if (kind === 'amount') {
    const off = toCents(value);
    return off < subtotalCents ? off : subtotalCents;
  }
  // value "12.50" is 12.5 %: hundredths of a percent, so cents × hundredths / 10,000, rounded half up.
  const off = (subtotalCents * toCents(value) + 5_000n) / 10_000n;
  return off < subtotalCents ? off : subtotalCents;
}

export interface PriceRequest {
  readonly subtotal: string;
  /** Whether anything in the cart can be ordered: an empty cart pays no fee. */
  readonly hasItems: boolean;
  readonly codFee: string;
  readonly delivery: DeliveryTerms;
  /** The emirate it goes to; null when unknown (delivery is then priced at the dearest zone, never below cost). */
  readonly emirate: EmirateKey | null;
  readonly coupon: PresentCoupon | null;
}

export interface Price {
  readonly subtotal: string;
  readonly discount: string;
  readonly deliveryFee: string;
  readonly codFee: string;
  /** subtotal - discount + deliveryFee + codFee, never below zero. */
  readonly totalAmount: string;
  /** How much more of goods makes delivery free (null: no threshold; "0.00": reached). */
  readonly freeDeliveryRemaining: string | null;
  readonly etaDays: readonly [number, number] | null;
}

/**
 * An order's amounts (ADR 066): the coupon's discount off the goods, then the emirate's delivery fee unless the goods
 * after the discount reach the free-delivery threshold or the coupon is for free delivery, then the COD fee. The
 * same function prices the quote and the order, so the checkout charges what it showed.
 */
export function priceOrder(request: PriceRequest): Price {
  const subtotalCents = toCents(request.subtotal);
  const coupon = request.coupon?.terms;
  const off = coupon ? discountCents(coupon.kind, coupon.value, subtotalCents) : 0n;
  const goods = subtotalCents - off;
  const threshold = request.delivery.freeDeliveryOver === null ? null : toCents(request.delivery.freeDeliveryOver);
  const zone = request.emirate === null ? null : request.delivery.zones.find((candidate) => candidate.emirate === request.emirate);
  const zoneFee = zone ? toCents(zone.fee) : request.delivery.zones.reduce((highest, { fee }) => (toCents(fee) > highest ? toCents(fee) : highest), 0n);
  const free = coupon?.kind === 'free_delivery' || (threshold !== null && goods >= threshold);
  const deliveryCents = request.hasItems && !free ? zoneFee : 0n;
  const codCents = request.hasItems ? toCents(request.codFee) : 0n;
  return {
    subtotal: fromCents(subtotalCents),
    discount: fromCents(off),
    deliveryFee: fromCents(deliveryCents),
    codFee: fromCents(codCents),
    totalAmount: fromCents(goods + deliveryCents + codCents),
    freeDeliveryRemaining: threshold === null ? null : fromCents(goods >= threshold ? 0n : threshold - goods),
    etaDays: zone ? zone.etaDays : null,
  };
}

const aed = aedIn;
const day = (iso: string | number, locale: ShopperLocale) =>
  new Date(String(iso)).toLocaleDateString(locale === 'ar' ? 'ar-AE' : 'en-AE', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Dubai' });

/** What the shopper is told of a refused code, in her language. */
export function couponMessage(reason: CouponRefusalReason, params: Record<string, string | number>, locale: ShopperLocale): string {
  const en = locale === 'en';
  const code = String(params.code ?? '');
  switch (reason) {
    case 'unknown':
      return en ? `There is no coupon ${code}. Check the code and try again.` : `لا توجد قسيمة بالرمز ${code}. تحققي من الرمز وحاولي مرة أخرى.`;
    case 'inactive':
      return en ? `The coupon ${code} is no longer valid.` : `القسيمة ${code} لم تعد صالحة.`;
    case 'not_started':
      return en
        ? `The coupon ${code} can be used from ${day(params.startsAt!, locale)}.`
        : `يمكن استخدام القسيمة ${code} ابتداءً من ${day(params.startsAt!, locale)}.`;
    case 'expired':
      return en ? `The coupon ${code} has expired.` : `انتهت صلاحية القسيمة ${code}.`;
    case 'used_up':
      return en ? `The coupon ${code} has been used as many times as it can be.` : `استُنفدت مرات استخدام القسيمة ${code}.`;
    case 'already_used':
      return en ? `You have already used the coupon ${code}.` : `سبق أن استخدمتِ القسيمة ${code}.`;
    case 'min_subtotal':
      return en
        ? `The coupon ${code} applies to baskets from ${aed(params.minSubtotal!, locale)}. Add ${aed(params.difference!, locale)} more to use it.`
        : `القسيمة ${code} تسري على السلال من ${aed(params.minSubtotal!, locale)}. أضيفي ما قيمته ${aed(params.difference!, locale)} لاستخدامها.`;
  }
}

/** The refusal of a bad code at quote or checkout: 409 `coupon_invalid` with its reason and her message. */
export function refuseCoupon(check: Extract<CouponCheck, { ok: false }>, locale: ShopperLocale) {
  return refuse.conflict(couponMessage(check.reason, check.params, locale), {
    code: 'coupon_invalid',
    fields: { reason: check.reason },
    params: check.params,
  });
}
