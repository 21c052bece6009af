import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useI18n } from "@/lib/i18n";
import { cartQuoteQueryOptions, type QuoteContext } from "../api/quote-cart";
import type { CartLine } from "../lib/cart-lines";
import { type CouponRefusal, couponRefusalOf, couponRefusalText, normaliseCouponCode } from "../lib/coupon";

export interface CouponEntry {
  /** The code the order is quoted and placed with; null: none. */
  applied: string | null;
  /** Why the last code was not taken (or was taken off), in her language; null when there is nothing to say. */
  problem: string | null;
  checking: boolean;
  /** Asks the store with the typed code; answers whether it now applies. */
  apply: (typed: string) => Promise<boolean>;
  remove: () => void;
  /** The store refused the applied code (the order changed under it): it is taken off, with the reason. */
  drop: (refusal: CouponRefusal) => void;
  /** She edits the code: the last refusal no longer speaks to it. */
  clearProblem: () => void;
}

/**
 * Checkout's coupon (ADR 066). A typed code is first asked about on its own quote, with her lines, emirate and phone
 * as they stand: only a code the store takes becomes the applied one, so the order's amounts never wait on a code
 * that was refused. That answer is the one the summary then reads (the same query), and the applied code is sent
 * with the order.
 */
export function useCoupon(lines: readonly CartLine[], context: QuoteContext): CouponEntry {
  const { t, format } = useI18n();
  const queryClient = useQueryClient();
  const [applied, setApplied] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const apply = async (typed: string) => {
    const code = normaliseCouponCode(typed);
    if (!code) {
      setProblem(t("coupon.required"));
      return false;
    }
    setChecking(true);
    try {
      const { couponCode: _previous, ...rest } = context;
      // Asked afresh even when this code was applied before: its uses or dates may have changed since.
      await queryClient.fetchQuery({ ...cartQuoteQueryOptions(lines, { ...rest, couponCode: code }), staleTime: 0 });
      setApplied(code);
      setProblem(null);
      return true;
    } catch (error) {
      const refusal = couponRefusalOf(error);
      setProblem(refusal ? couponRefusalText(refusal, code, t, format) : t("coupon.failed"));
      return false;
    } finally {
      setChecking(false);
    }
  };

  const drop = (refusal: CouponRefusal) => {
    if (!applied) return;
    setProblem(couponRefusalText(refusal, applied, t, format));
    setApplied(null);
  };

  return {
    applied,
    problem,
    checking,
    apply,
    remove: () => {
      setApplied(null);
      setProblem(null);
    },
    drop,
    clearProblem: () => setProblem(null),
  };
}
