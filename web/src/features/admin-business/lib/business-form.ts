import type { MessageKey } from "@/lib/i18n";
import type { BusinessDetails } from "../types";

export type BusinessField = "legalNameEn" | "legalNameAr" | "addressEn" | "addressAr" | "trn";
export type BusinessErrors = Partial<Record<BusinessField, MessageKey>>;

export interface BusinessDraft {
  readonly legalNameEn: string;
  readonly legalNameAr: string;
  readonly addressEn: string;
  readonly addressAr: string;
  readonly trn: string;
  readonly vatRegistered: boolean;
}

export const draftOf = (stored: BusinessDetails): BusinessDraft => ({ ...stored, trn: stored.trn ?? "" });

const maxLength: Record<Exclude<BusinessField, "trn">, number> = { legalNameEn: 200, legalNameAr: 200, addressEn: 300, addressAr: 300 };
/** Line breaks, tabs and other control characters: the server keeps these texts on one line. */
const controls = /[\p{Cc}\u2028\u2029]/u;

/**
 * The draft as the request, or what is wrong with it, field by field, by the server's own rules: every name and
 * address required and on one line, the TRN 15 digits (spaces and dashes between them are dropped), and a
 * VAT-registered shop needs one.
 */
export function readBusinessDraft(draft: BusinessDraft): { input: BusinessDetails } | { errors: BusinessErrors } {
  const errors: BusinessErrors = {};
  for (const field of ["legalNameEn", "legalNameAr", "addressEn", "addressAr"] as const) {
    const value = draft[field].trim();
    if (!value) errors[field] = `business.error.${field}`;
    else if (controls.test(value)) errors[field] = "business.error.singleLine";
    else if (value.length > maxLength[field]) errors[field] = "business.error.tooLong";
  }
  const trn = draft.trn.replace(/[\s-]/g, "");
  if (trn && !/^\d{15}$/.test(trn)) errors.trn = "business.error.trn";
  else if (!trn && draft.vatRegistered) errors.trn = "business.error.trnRequired";
  if (Object.keys(errors).length > 0) return { errors };
  return {
    input: {
      legalNameEn: draft.legalNameEn.trim(),
      legalNameAr: draft.legalNameAr.trim(),
      addressEn: draft.addressEn.trim(),
      addressAr: draft.addressAr.trim(),
      trn: trn || null,
      vatRegistered: draft.vatRegistered,
    },
  };
}

const fields: readonly BusinessField[] = ["legalNameEn", "legalNameAr", "addressEn", "addressAr", "trn"];

/** The server's 400 field errors in the form's words (its texts are English only). */
export function businessErrorsFromServer(paths: readonly string[]): BusinessErrors {
  const errors: BusinessErrors = {};
  for (const path of paths) {
    const field = fields.find((candidate) => candidate === path);
    if (field) errors[field] = field === "trn" ? "business.error.trn" : "business.error.invalid";
  }
  return errors;
}
