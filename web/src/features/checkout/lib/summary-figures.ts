// Relative, not "@/", as in cart-lines.ts.
import { fromFils, toFils } from "../../../lib/money";
import type { CartQuote } from "../api/quote-cart";
import { type CartLine, cartTotals } from "./cart-lines";

/** The store's latest answer for the summary, and whether it was given for the cart as it is now. */
export interface QuoteView {
  data: CartQuote | undefined;
  /** False while an answer for changed lines (or a changed emirate or coupon) is on its way: `data` is the one before. */
  current: boolean;
}

export interface DeliveryLine {
  amount: string;
  /** Nothing to pay: the goods reach the free-delivery amount, a coupon gives it, or the emirate's fee is nothing. */
  free: boolean;
  /** No emirate yet: the store priced it at its dearest emirate, so this is the most it can be. */
  atMost: boolean;
  /** The emirate's delivery days, [soonest, latest], once an emirate is known. */
  etaDays: readonly [number, number] | null;
}

export interface SummaryFigures {
  subtotal: string;
  /** What a coupon takes off the goods; null when nothing. */
  discount: { amount: string; code: string | null } | null;
  /** Null when the store charges nothing for delivery and there is nothing to say about it. */
  delivery: DeliveryLine | null;
  /** Undefined while the COD fee is unknown (loading or failed). */
  codFee: string | undefined;
  total: string | undefined;
  /** How much more of goods makes delivery free ("0.00": it is); null without a free-delivery amount or an answer. */
  freeDeliveryRemaining: string | null;
}

const isFree = (amount: string | null | undefined) => amount != null && toFils(amount) === 0;

/**
 * The summary's lines (ADR 066). With the store's answer for the cart as it is, every figure is the answer's own: the
 * order is priced by the same rules, so it charges what the summary showed. While a new answer is on its way the
 * lines' own sum stands with the discount and delivery fee of the answer before, so nothing blinks away; without any
 * answer (or before the COD fee is known) the summary is the spec's: subtotal and COD fee (cart-lines.ts).
 */
export function summaryFigures(lines: readonly CartLine[], codFee: string | undefined, quote?: QuoteView): SummaryFigures {
  const base = cartTotals(lines, codFee);
  const answer = quote?.data;
  if (!answer) return { ...base, discount: null, delivery: null, freeDeliveryRemaining: null };

  const discount = isFree(answer.discount) ? null : { amount: answer.discount, code: answer.coupon?.code ?? null };
  const feeFils = toFils(answer.deliveryFee);
  const emirateKnown = answer.delivery.emirate !== null;
  const freeByRule = answer.coupon?.kind === "free_delivery" || isFree(answer.freeDeliveryRemaining);
  const delivery: DeliveryLine | null =
    feeFils > 0 || freeByRule || emirateKnown
      ? { amount: answer.deliveryFee, free: feeFils === 0, atMost: feeFils > 0 && !emirateKnown, etaDays: answer.delivery.etaDays }
      : null;

  if (quote.current) {
    return {
      subtotal: answer.subtotal,
      discount,
      delivery,
      codFee: codFee === undefined ? undefined : answer.codFee,
      total: codFee === undefined ? undefined : answer.totalAmount,
      freeDeliveryRemaining: answer.freeDeliveryRemaining,
    };
  }
  const total =
    base.codFee === undefined
      ? undefined
      : fromFils(Math.max(0, toFils(base.subtotal) - (discount ? toFils(discount.amount) : 0) + feeFils + toFils(base.codFee)));
  return { ...base, total, discount, delivery, freeDeliveryRemaining: answer.freeDeliveryRemaining };
}
