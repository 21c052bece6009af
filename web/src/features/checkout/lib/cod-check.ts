import { type EmirateKey, emirateKeys, emirateNames } from "@/lib/addresses";
import type { Formatters, Locale, MessageKey } from "@/lib/i18n";
import { isUaePhone } from "@/lib/uae-phone";
import { reasonedRefusalOf, type ReasonedRefusal } from "./refusal";
import type { ShippingValues } from "./shipping";

type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

/** Why cash on delivery is not offered to her order, as the store named it, with the figures its text needs. */
export type CodRefusal = ReasonedRefusal;

/** What the COD rules are asked with besides the cart: where the order goes, to which number, in which language. */
export interface CodContext {
  emirate?: EmirateKey;
  phone?: string;
  locale: Locale;
}

const reasonTexts: Partial<Record<string, MessageKey>> = {
  customer_blocked: "codCheck.reason.customer_blocked",
  emirate_unavailable: "codCheck.reason.emirate_unavailable",
  refusal_history: "codCheck.reason.refusal_history",
  below_minimum: "codCheck.reason.below_minimum",
  above_maximum: "codCheck.reason.above_maximum",
  new_customer_limit: "codCheck.reason.new_customer_limit",
};

const amountParams = ["minimum", "maximum", "difference", "total"] as const;

/** The refusal in her language, with what she can do: amounts as prices, the emirate by its name. */
export function codRefusalText(refusal: CodRefusal, t: Translate, format: Pick<Formatters, "price">): string {
  const key = reasonTexts[refusal.reason] ?? "codCheck.reason.unknown";
  const params: Record<string, string | number> = { ...refusal.params };
  for (const name of amountParams) {
    const value = refusal.params[name];
    if (value !== undefined && Number.isFinite(Number(value))) params[name] = format.price(String(value));
  }
  const emirate = refusal.params.emirate;
  if (typeof emirate === "string" && (emirateKeys as readonly string[]).includes(emirate)) params.emirate = t(emirateNames[emirate as EmirateKey]);
  return t(key, params);
}

/** The emirate chosen for City (its name in the page's language) and the phone once it is a UAE number. */
export function codContextOf(values: ShippingValues, t: Translate, locale: Locale): CodContext {
  const city = values.shippingCity.trim();
  const emirate = city ? emirateKeys.find((key) => t(emirateNames[key]) === city) : undefined;
  const phone = values.shippingPhone.trim();
  return { ...(emirate ? { emirate } : {}), ...(isUaePhone(phone) ? { phone } : {}), locale };
}

/** A placed order refused by the COD rules (409 `cod_unavailable`): its reason and figures; null for any other failure. */
export function codRefusalOf(error: unknown): CodRefusal | null {
  return reasonedRefusalOf(error, "cod_unavailable");
}
