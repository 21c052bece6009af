import type { MessageKey } from "@/lib/i18n";
import { parseAmount, toFils } from "@/lib/money";
import type { Coupon, CouponInput, CouponKind } from "../types";
import { fromLocalInput, toLocalInput } from "./local-date-time";

/** The form as typed: amounts, limits and dates as text (empty: none), the dates as `datetime-local` values. */
export interface CouponDraft {
  code: string;
  kind: CouponKind;
  value: string;
  minSubtotal: string;
  startsAt: string;
  endsAt: string;
  maxUses: string;
  maxUsesPerCustomer: string;
  active: boolean;
}

export type CouponField = Exclude<keyof CouponDraft, "active">;
export type CouponFormErrors = Partial<Record<CouponField, MessageKey>>;

/** Codes as the store keeps them (events/coupons.ts): 3 to 32 of A-Z, 0-9 and "-", upper-case. */
const codePattern = /^[A-Z0-9-]{3,32}$/;
/** The largest amount the store holds: numeric(10,2). */
const maxAmountFils = 99_999_999_99;
/** 100 %, in hundredths. */
const wholePercent = 100_00;
/** The largest use limit the form takes. */
const maxLimit = 1_000_000;

export const emptyDraft: CouponDraft = {
  code: "",
  kind: "percent",
  value: "",
  minSubtotal: "",
  startsAt: "",
  endsAt: "",
  maxUses: "",
  maxUsesPerCustomer: "",
  active: true,
};

export const draftOf = (coupon: Coupon): CouponDraft => ({
  code: coupon.code,
  kind: coupon.kind,
  value: coupon.value ?? "",
  minSubtotal: coupon.minSubtotal ?? "",
  startsAt: toLocalInput(coupon.startsAt),
  endsAt: toLocalInput(coupon.endsAt),
  maxUses: coupon.maxUses === null ? "" : String(coupon.maxUses),
  maxUsesPerCustomer: coupon.maxUsesPerCustomer === null ? "" : String(coupon.maxUsesPerCustomer),
  active: coupon.active,
});

export const normaliseCode = (typed: string) => typed.trim().toUpperCase();

const westernDigits = (text: string) => text.trim().replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660));

function amountOf(text: string): string | null {
  const amount = parseAmount(text);
  return amount !== null && toFils(amount) <= maxAmountFils ? amount : null;
}

/** What the coupon takes off: a percentage from 0.01 to 100, an amount above zero, or nothing for free delivery. */
function valueOf(kind: CouponKind, text: string): { value: string | null } | null {
  if (kind === "free_delivery") return { value: null };
  const amount = amountOf(text);
  if (amount === null || toFils(amount) === 0) return null;
  if (kind === "percent" && toFils(amount) > wholePercent) return null;
  return { value: amount };
}

function optional<T>(text: string, read: (text: string) => T | null): { value: T | null } | null {
  if (!text.trim()) return { value: null };
  const value = read(text);
  return value === null ? null : { value };
}

function limitOf(text: string): number | null {
  const western = westernDigits(text);
  if (!/^\d{1,7}$/.test(western)) return null;
  const limit = Number(western);
  return limit >= 1 && limit <= maxLimit ? limit : null;
}

export const valueError = (kind: CouponKind): MessageKey =>
  kind === "percent" ? "couponsAdmin.error.percent" : "couponsAdmin.error.amount";

/** The draft as the API takes it, or what to fix, field by field (the rules the server keeps). */
export function readCouponDraft(draft: CouponDraft): { input: CouponInput } | { errors: CouponFormErrors } {
  const code = normaliseCode(draft.code);
  const value = valueOf(draft.kind, draft.value);
  const minSubtotal = optional(draft.minSubtotal, amountOf);
  const startsAt = optional(draft.startsAt, fromLocalInput);
  const endsAt = optional(draft.endsAt, fromLocalInput);
  const maxUses = optional(draft.maxUses, limitOf);
  const maxUsesPerCustomer = optional(draft.maxUsesPerCustomer, limitOf);
  const errors: CouponFormErrors = {};
  if (!codePattern.test(code)) errors.code = "couponsAdmin.error.code";
  if (!value) errors.value = valueError(draft.kind);
  if (!minSubtotal) errors.minSubtotal = "couponsAdmin.error.minSubtotal";
  if (!startsAt) errors.startsAt = "couponsAdmin.error.dateTime";
  if (!endsAt) errors.endsAt = "couponsAdmin.error.dateTime";
  if (startsAt?.value && endsAt?.value && Date.parse(endsAt.value) <= Date.parse(startsAt.value)) errors.endsAt = "couponsAdmin.error.endsBeforeStart";
  if (!maxUses) errors.maxUses = "couponsAdmin.error.limit";
  if (!maxUsesPerCustomer) errors.maxUsesPerCustomer = "couponsAdmin.error.limit";
  if (!value || !minSubtotal || !startsAt || !endsAt || !maxUses || !maxUsesPerCustomer || Object.keys(errors).length > 0) return { errors };
  return {
    input: {
      code,
      kind: draft.kind,
      value: value.value,
      minSubtotal: minSubtotal.value,
      startsAt: startsAt.value,
      endsAt: endsAt.value,
      maxUses: maxUses.value,
      maxUsesPerCustomer: maxUsesPerCustomer.value,
      active: draft.active,
    },
  };
}

const fieldMessages: Record<Exclude<CouponField, "value" | "endsAt" | "kind">, MessageKey> = {
  code: "couponsAdmin.error.code",
  minSubtotal: "couponsAdmin.error.minSubtotal",
  startsAt: "couponsAdmin.error.dateTime",
  maxUses: "couponsAdmin.error.limit",
  maxUsesPerCustomer: "couponsAdmin.error.limit",
};

/**
 * The fields a 400 named (`errors: { field: [...] }`, the server's English), each with the form's own text in the
 * admin's language; a field the form does not have is answered by `other`.
 */
export function couponErrorsFromServer(paths: readonly string[], input: CouponInput): { errors: CouponFormErrors; other: boolean } {
  const errors: CouponFormErrors = {};
  let other = false;
  for (const path of paths) {
    const field = path.split(".")[0];
    switch (field) {
      case "value":
        errors.value = valueError(input.kind);
        break;
      case "kind":
        errors.kind = "couponsAdmin.error.kind";
        break;
      case "endsAt":
        errors.endsAt =
          input.startsAt && input.endsAt && Date.parse(input.endsAt) <= Date.parse(input.startsAt)
            ? "couponsAdmin.error.endsBeforeStart"
            : "couponsAdmin.error.dateTime";
        break;
      case "code":
      case "minSubtotal":
      case "startsAt":
      case "maxUses":
      case "maxUsesPerCustomer":
        errors[field] = fieldMessages[field];
        break;
      default:
        other = true;
    }
  }
  return { errors, other };
}
