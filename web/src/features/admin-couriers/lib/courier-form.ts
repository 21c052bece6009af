import type { MessageKey } from "@/lib/i18n";
import { parseAmount } from "@/lib/money";
import type { Courier, CourierInput } from "../types";

export interface CourierDraft {
  name: string;
  deliveryCost: string;
  returnCost: string;
}

export type CourierFormErrors = Partial<Record<keyof CourierDraft, MessageKey>>;

export const emptyDraft: CourierDraft = { name: "", deliveryCost: "", returnCost: "" };

export const draftOf = (courier: Courier): CourierDraft => ({
  name: courier.name,
  deliveryCost: courier.deliveryCost,
  returnCost: courier.returnCost,
});

/** The draft as the API takes it, or what to fix first: a name, and both costs as amounts (two decimals). */
export function readDraft(draft: CourierDraft): { input: CourierInput } | { errors: CourierFormErrors } {
  const name = draft.name.trim();
  const deliveryCost = parseAmount(draft.deliveryCost);
  const returnCost = parseAmount(draft.returnCost);
  const errors: CourierFormErrors = {};
  if (!name) errors.name = "adminCod.form.required";
  if (deliveryCost === null) errors.deliveryCost = "adminCod.form.amount";
  if (returnCost === null) errors.returnCost = "adminCod.form.amount";
  if (Object.keys(errors).length > 0 || deliveryCost === null || returnCost === null) return { errors };
  return { input: { name, deliveryCost, returnCost } };
}
