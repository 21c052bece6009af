import { type EmirateKey, emirateKeys } from "@/lib/addresses";
import type { MessageKey } from "@/lib/i18n";
import { parseAmount, toFils } from "@/lib/money";
import type { DeliveryInput, DeliveryZone } from "../types";

/** The most days a delivery may be said to take (events/delivery.ts `maxEtaDays`). */
export const maxEtaDays = 60;

/** The largest fee or threshold the store holds: numeric(10,2). */
const maxAmountFils = 99_999_999_99;

/** One emirate's row as typed: the fee and the days as text. */
export interface ZoneDraft {
  emirate: EmirateKey;
  fee: string;
  etaMin: string;
  etaMax: string;
}

/** The form as typed: one row per emirate in the address book's order, and the threshold (empty: none). */
export interface DeliveryDraft {
  zones: ZoneDraft[];
  freeDeliveryOver: string;
}

/**
 * What to fix, by the field's path as the server names it: `zones.<index>.fee`, `zones.<index>.etaMin`,
 * `zones.<index>.etaMax` and `freeDeliveryOver`. The zones are always sent whole and in order, so an index means the
 * same row on both sides.
 */
export type DeliveryFormErrors = Readonly<Record<string, MessageKey>>;

export const zoneField = (index: number, field: "fee" | "etaMin" | "etaMax") => `zones.${index}.${field}`;

/** The form from the terms in force: every emirate once, in the address book's order, an unlisted one at the default. */
export function draftOf(terms: DeliveryInput): DeliveryDraft {
  const given = new Map(terms.zones.map((zone) => [zone.emirate, zone]));
  return {
    zones: emirateKeys.map((emirate) => {
      const zone = given.get(emirate) ?? { emirate, fee: "0.00", etaDays: [1, 3] };
      return { emirate, fee: zone.fee, etaMin: String(zone.etaDays[0]), etaMax: String(zone.etaDays[1]) };
    }),
    freeDeliveryOver: terms.freeDeliveryOver ?? "",
  };
}

const westernDigits = (text: string) => text.trim().replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660));

/** Whole days from 0 to 60, Arabic-Indic digits read as their Western twins; null for anything else. */
export function daysOf(text: string): number | null {
  const western = westernDigits(text);
  if (!/^\d{1,2}$/.test(western)) return null;
  const days = Number(western);
  return days <= maxEtaDays ? days : null;
}

function feeOf(text: string): string | null {
  const amount = parseAmount(text);
  return amount !== null && toFils(amount) <= maxAmountFils ? amount : null;
}

/** The threshold: empty is none; anything else an amount above zero. */
function thresholdOf(text: string): { value: string | null } | null {
  if (!text.trim()) return { value: null };
  const amount = feeOf(text);
  return amount !== null && toFils(amount) > 0 ? { value: amount } : null;
}

/** The draft as `PUT /api/admin/delivery` takes it, or what to fix, field by field (the rules the server keeps). */
export function readDeliveryDraft(draft: DeliveryDraft): { input: DeliveryInput } | { errors: DeliveryFormErrors } {
  const errors: Record<string, MessageKey> = {};
  const zones: DeliveryZone[] = [];
  draft.zones.forEach((row, index) => {
    const fee = feeOf(row.fee);
    const etaMin = daysOf(row.etaMin);
    const etaMax = daysOf(row.etaMax);
    if (fee === null) errors[zoneField(index, "fee")] = "deliveryAdmin.error.fee";
    if (etaMin === null) errors[zoneField(index, "etaMin")] = "deliveryAdmin.error.days";
    if (etaMax === null) errors[zoneField(index, "etaMax")] = "deliveryAdmin.error.days";
    if (etaMin !== null && etaMax !== null && etaMin > etaMax) errors[zoneField(index, "etaMin")] = "deliveryAdmin.error.minAboveMax";
    if (fee !== null && etaMin !== null && etaMax !== null) zones.push({ emirate: row.emirate, fee, etaDays: [etaMin, etaMax] });
  });
  const threshold = thresholdOf(draft.freeDeliveryOver);
  if (!threshold) errors.freeDeliveryOver = "deliveryAdmin.error.threshold";
  if (!threshold || Object.keys(errors).length > 0) return { errors };
  return { input: { zones, freeDeliveryOver: threshold.value } };
}

/** The terms as sent, in one text: the form says "unchanged" when the typed terms are the ones in force. */
export const deliveryKey = (terms: DeliveryInput): string =>
  JSON.stringify([terms.zones.map((zone) => [zone.emirate, zone.fee, zone.etaDays[0], zone.etaDays[1]]), terms.freeDeliveryOver]);

/**
 * The fields a 400 named (`errors: { "zones.2.fee": [...] }`, the server's English), each with the form's own text in
 * the admin's language. A zone's days (`zones.0.etaDays`, or one end of them) land on the row's day fields; a path the
 * form has no field for is answered by `other`.
 */
export function deliveryErrorsFromServer(paths: readonly string[], input: DeliveryInput): { errors: DeliveryFormErrors; other: boolean } {
  const errors: Record<string, MessageKey> = {};
  let other = false;
  for (const path of paths) {
    if (path === "freeDeliveryOver") {
      errors.freeDeliveryOver = "deliveryAdmin.error.threshold";
      continue;
    }
    const match = /^zones\.(\d+)\.(fee|etaDays|emirate)(?:\.(\d))?/.exec(path);
    const index = match ? Number(match[1]) : -1;
    const zone = input.zones[index];
    if (!match || !zone) {
      other = true;
      continue;
    }
    if (match[2] === "fee") errors[zoneField(index, "fee")] = "deliveryAdmin.error.fee";
    else if (match[2] === "emirate") other = true;
    else if (zone.etaDays[0] > zone.etaDays[1]) errors[zoneField(index, "etaMin")] = "deliveryAdmin.error.minAboveMax";
    else if (match[3] === "1") errors[zoneField(index, "etaMax")] = "deliveryAdmin.error.days";
    else {
      errors[zoneField(index, "etaMin")] = "deliveryAdmin.error.days";
      if (match[3] === undefined) errors[zoneField(index, "etaMax")] = "deliveryAdmin.error.days";
    }
  }
  return { errors, other };
}
