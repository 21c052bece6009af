import { refuse } from '../../events/index.js';
import { emirateNames, type EmirateKey } from '../../events/addresses.js';
import type { CodRefusalReason, CodRules, CodStanding, CodStatus, CountedRefusal, RefusedPhones } from '../../events/cod.js';
import type { ShopperLocale } from '../../events/orders.js';
import { aedIn, fromCents, toCents } from '../../infra/money.js';

export { codRefusalReasons, type CodRefusalReason } from '../../events/cod.js';

/** What was known of an order and its shopper when it was placed: all a verdict depends on. */
export interface CodFacts {
  /** The order's total, two decimals: what the minimum is compared with. */
  readonly total: string;
  /**
   * The cash the courier collects (the total less her store credit, ADR 067): what the maximums are compared with.
   * Absent: the total (no credit).
   */
  readonly amountDue?: string;
  /** The emirate the order goes to; null when its city names none. */
  readonly emirate: EmirateKey | null;
  /** Her orders delivered before: none makes her a new customer. */
  readonly deliveredOrders: number;
  /** Deliveries refused before, by her account or at her phone number, each order once. */
  readonly refusals: number;
  readonly status: CodStatus;
}

export type CodVerdict =
  | { readonly available: true }
  | { readonly available: false; readonly reason: CodRefusalReason; readonly params: Record<string, string | number> };

const available: CodVerdict = { available: true };

/**
 * Whether cash on delivery is offered to an order (ADR 059): staff's `blocked` refuses and `allowed` accepts
 * whatever the rules say; otherwise the first rule the order breaks refuses it. Pure: checkout, the cart's quote and
 * the simulation over the history all ask this with the facts they know.
 */
export function codVerdict(rules: CodRules, facts: CodFacts): CodVerdict {
  if (facts.status === 'blocked') return { available: false, reason: 'customer_blocked', params: {} };
  if (facts.status === 'allowed') return available;
  if (facts.emirate && rules.unavailableEmirates.includes(facts.emirate)) {
    return { available: false, reason: 'emirate_unavailable', params: { emirate: facts.emirate } };
  }
  if (rules.refusalLimit !== null && facts.refusals >= rules.refusalLimit) {
    return { available: false, reason: 'refusal_history', params: { refusals: facts.refusals, limit: rules.refusalLimit } };
  }
  // The minimum asks whether an order is worth a delivery: its worth, whoever pays it (credit included). The maximums
  // bound the cash a courier carries and she must hand over at the door: credit paid already is none of it.
  const total = toCents(facts.total);
  const due = facts.amountDue === undefined ? total : toCents(facts.amountDue);
  const dueText = facts.amountDue ?? facts.total;
  if (rules.minOrder !== null && total < toCents(rules.minOrder)) {
    return { available: false, reason: 'below_minimum', params: { minimum: rules.minOrder, total: facts.total, difference: fromCents(toCents(rules.minOrder) - total) } };
  }
  if (rules.maxOrder !== null && due > toCents(rules.maxOrder)) {
    return { available: false, reason: 'above_maximum', params: { maximum: rules.maxOrder, total: dueText, difference: fromCents(due - toCents(rules.maxOrder)) } };
  }
  if (rules.maxOrderNewCustomer !== null && facts.deliveredOrders === 0 && due > toCents(rules.maxOrderNewCustomer)) {
    const maximum = rules.maxOrderNewCustomer;
    return { available: false, reason: 'new_customer_limit', params: { maximum, total: dueText, difference: fromCents(due - toCents(maximum)) } };
  }
  return available;
}

/** Her refused orders by her account and at her number, each order once. */
export function refusalsOf(standing: CodStanding, phones: RefusedPhones, phone: string | null): CountedRefusal[] {
  const all = new Map(standing.refusals.map((refusal) => [refusal.orderId, refusal]));
  for (const refusal of (phone ? phones.byPhone.get(phone) : undefined) ?? []) all.set(refusal.orderId, refusal);
  return [...all.values()];
}

/** The emirate an order's city names, or null (kept with the address book's emirates, for the read models too). */
export { emirateOf } from '../../events/addresses.js';

const aed = aedIn;

/** What the shopper is told, in her language, with what she can do about it. */
export function codMessage(reason: CodRefusalReason, params: Record<string, string | number>, locale: ShopperLocale): string {
  const en = locale === 'en';
  switch (reason) {
    case 'customer_blocked':
      return en
        ? 'Cash on delivery is not available for your account. Please contact us to place this order.'
        : 'الدفع عند الاستلام غير متاح لحسابك. يرجى التواصل معنا لإتمام هذا الطلب.';
    case 'emirate_unavailable': {
      const name = emirateNames[params.emirate as EmirateKey]?.[locale] ?? String(params.emirate);
      return en
        ? `Cash on delivery is not available in ${name} at the moment. Please choose another delivery address.`
        : `الدفع عند الاستلام غير متاح حالياً في ${name}. يرجى اختيار عنوان توصيل آخر.`;
    }
    case 'refusal_history':
      return en
        ? 'Cash on delivery is not available because earlier deliveries were refused. Please contact us to place this order.'
        : 'الدفع عند الاستلام غير متاح بسبب رفض استلام طلبات سابقة. يرجى التواصل معنا لإتمام هذا الطلب.';
    case 'below_minimum':
      return en
        ? `Cash on delivery starts at ${aed(params.minimum!, locale)}. Add ${aed(params.difference!, locale)} more to your basket.`
        : `الدفع عند الاستلام متاح للطلبات من ${aed(params.minimum!, locale)}. أضيفي ما قيمته ${aed(params.difference!, locale)} إلى سلتك.`;
    case 'above_maximum':
      return en
        ? `Cash on delivery is available up to ${aed(params.maximum!, locale)}. Remove ${aed(params.difference!, locale)} from your basket or split it into two orders.`
        : `الدفع عند الاستلام متاح حتى ${aed(params.maximum!, locale)}. أزيلي ما قيمته ${aed(params.difference!, locale)} من سلتك أو قسّميها على طلبين.`;
    case 'new_customer_limit':
      return en
        ? `A first order paid on delivery can be up to ${aed(params.maximum!, locale)}. Remove ${aed(params.difference!, locale)} from your basket; the limit lifts after your first delivery.`
        : `الطلب الأول بالدفع عند الاستلام حتى ${aed(params.maximum!, locale)}. أزيلي ما قيمته ${aed(params.difference!, locale)} من سلتك، ويرتفع الحد بعد أول توصيل.`;
  }
}

/** The checkout's refusal: 409 `cod_unavailable` with the reason, her message and the figures. */
export function refuseCod(verdict: Extract<CodVerdict, { available: false }>, locale: ShopperLocale) {
  return refuse.conflict(codMessage(verdict.reason, verdict.params, locale), {
    code: 'cod_unavailable',
    fields: { reason: verdict.reason },
    params: verdict.params,
  });
}
