import type { Formatters, MessageKey } from "@/lib/i18n";
// Relative, not "@/": the unit tests run under Vitest, which does not know the app's path alias.
import { formatAmount, toFils } from "../../../lib/money";
import type { DeliveryTerms } from "../types";

type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

/** The spec's strip (§1): banner text only, shown while the store sets no free-delivery amount of its own. */
export const SPEC_FREE_SHIPPING_AED = 500;

/** The amount as the strip writes it: whole dirhams as a plain number ("1,500"), else with its fils ("250.50"). */
export function stripAmount(amount: string, format: Pick<Formatters, "number">): string {
  const fils = toFils(amount);
  return fils % 100 === 0 ? format.number(fils / 100) : formatAmount(amount);
}

/** The header's announcement: the store's free-delivery amount when it has one, else the spec's words exactly. */
export function stripText(terms: DeliveryTerms, t: Translate, format: Pick<Formatters, "number">): string {
  return terms.freeDeliveryOver === null
    ? t("header.freeShipping", { amount: format.number(SPEC_FREE_SHIPPING_AED) })
    : t("header.freeDelivery", { amount: stripAmount(terms.freeDeliveryOver, format) });
}
