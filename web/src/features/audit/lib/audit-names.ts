import type { MessageKey } from "@/lib/i18n";
import type { I18nContextValue } from "@/lib/i18n/locale-provider";
import { internalEventTypes, knownEventTypes } from "./describe-event";

type T = I18nContextValue["t"];

/** The records of the store's bookkeeping alone (claims of unique names, checkout keys, document numbers). */
const internalEntities = [
  "user-email",
  "category-name",
  "product-slug",
  "category-slug",
  "coupon-code",
  "checkout-key",
  "document-numbers",
] as const;

/**
 * Every kind of record the store's events belong to (the log's `stream_type`), as the entity filter offers them: what
 * shoppers and staff work with first, the store's bookkeeping last.
 */
export const entityTypes = [
  "order",
  "return",
  "product",
  "category",
  "banner",
  "page",
  "setting",
  "business",
  "delivery",
  "coupon",
  "couriers",
  "courier-cash",
  "cod-rules",
  "user",
  "user-roles",
  "address-book",
  "wishlist",
  "review",
  "review-request",
  "stock-alerts",
  "store-credit",
  "shopper-notifications",
  "notification",
  "customer-orders",
  "cod-counts",
  "cod-refused-phones",
  "log-rewrites",
  ...internalEntities,
] as const;

/** Records that hold nothing but internal events: offered as a filter only with the internal events shown. */
export const internalEntityTypes: readonly string[] = internalEntities;

const knownEntities: readonly string[] = entityTypes;

/** A kind of record in plain words ("Staff roles" for `user-roles`); one the web does not know keeps its code name. */
export function entityName(type: string, t: T): string {
  return knownEntities.includes(type) ? t(`audit.entity.${type}` as MessageKey) : type;
}

/** A kind of event in plain words ("Order placed" for `OrderPlaced`); one the web does not know keeps its code name. */
export function eventTypeName(type: string, t: T): string {
  return knownEventTypes.includes(type) ? t(`audit.type.${type}` as MessageKey) : type;
}

interface Option {
  value: string;
  label: string;
}

/** Options in the reader's alphabetical order, so a plain name is found where she looks for it. */
const byLabel = (locale: string) => {
  const collator = new Intl.Collator(locale);
  return (a: Option, b: Option) => collator.compare(a.label, b.label);
};

/** The type filter's options: plain names, the internal events only when they are shown. */
export function eventTypeOptions(t: T, locale: string, showInternal: boolean): Option[] {
  return knownEventTypes
    .filter((type) => showInternal || !internalEventTypes.includes(type))
    .map((type) => ({ value: type, label: eventTypeName(type, t) }))
    .sort(byLabel(locale));
}

/** The entity filter's options in `entityTypes`' order: plain names, internal records only when those are shown. */
export function entityTypeOptions(t: T, showInternal: boolean): Option[] {
  return entityTypes
    .filter((type) => showInternal || !internalEntityTypes.includes(type))
    .map((type) => ({ value: type, label: entityName(type, t) }));
}
