import { type EmirateKey, emirateKeys } from "@/lib/addresses";
import type { MessageKey } from "@/lib/i18n";
import { parseAmount, toFils } from "@/lib/money";
import type { CodRules, CodRulesInput } from "../types";

/** The form as typed: amounts and the refusal limit as text (empty = no limit), the emirates ticked. */
export interface RulesDraft {
  minOrder: string;
  maxOrder: string;
  maxOrderNewCustomer: string;
  unavailableEmirates: readonly EmirateKey[];
  refusalLimit: string;
}

export type RulesField = keyof RulesDraft;
export type RulesFormErrors = Partial<Record<RulesField, MessageKey>>;

export const rulesFields = ["minOrder", "maxOrder", "maxOrderNewCustomer", "unavailableEmirates", "refusalLimit"] as const satisfies readonly RulesField[];

/** The largest refusal limit the form takes: beyond it the rule would never apply. */
const maxRefusalLimit = 1000;

export function draftOf(rules: CodRulesInput): RulesDraft {
  return {
    minOrder: rules.minOrder ?? "",
    maxOrder: rules.maxOrder ?? "",
    maxOrderNewCustomer: rules.maxOrderNewCustomer ?? "",
    unavailableEmirates: rules.unavailableEmirates,
    refusalLimit: rules.refusalLimit === null ? "" : String(rules.refusalLimit),
  };
}

/** An amount typed for a limit: empty is no limit; anything else must be an amount above zero. */
function limitOf(text: string): { value: string | null } | null {
  if (!text.trim()) return { value: null };
  const amount = parseAmount(text);
  return amount !== null && toFils(amount) > 0 ? { value: amount } : null;
}

function refusalLimitOf(text: string): { value: number | null } | null {
  const trimmed = text.trim().replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660));
  if (!trimmed) return { value: null };
  if (!/^\d{1,4}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= 1 && value <= maxRefusalLimit ? { value } : null;
}

/** The emirates ticked, each once, in the store's order of the emirates. */
export const orderedEmirates = (chosen: readonly EmirateKey[]): EmirateKey[] => emirateKeys.filter((key) => chosen.includes(key));

/** The draft as the API takes it, or what to fix, field by field (the same rules the server keeps). */
export function readRulesDraft(draft: RulesDraft): { input: CodRulesInput } | { errors: RulesFormErrors } {
  const minOrder = limitOf(draft.minOrder);
  const maxOrder = limitOf(draft.maxOrder);
  const maxOrderNewCustomer = limitOf(draft.maxOrderNewCustomer);
  const refusalLimit = refusalLimitOf(draft.refusalLimit);
  const errors: RulesFormErrors = {};
  if (!minOrder) errors.minOrder = "codRules.error.amount";
  if (!maxOrder) errors.maxOrder = "codRules.error.amount";
  if (!maxOrderNewCustomer) errors.maxOrderNewCustomer = "codRules.error.amount";
  if (!refusalLimit) errors.refusalLimit = "codRules.error.refusalLimit";
  if (minOrder?.value && maxOrder?.value && toFils(minOrder.value) > toFils(maxOrder.value)) errors.minOrder = "codRules.error.minAboveMax";
  if (!minOrder || !maxOrder || !maxOrderNewCustomer || !refusalLimit || Object.keys(errors).length > 0) return { errors };
  return {
    input: {
      minOrder: minOrder.value,
      maxOrder: maxOrder.value,
      maxOrderNewCustomer: maxOrderNewCustomer.value,
      unavailableEmirates: orderedEmirates(draft.unavailableEmirates),
      refusalLimit: refusalLimit.value,
    },
  };
}

/** One text per set of rules, whatever order the emirates were ticked in: a simulation is shown only for its own rules. */
export function rulesKey(rules: CodRulesInput): string {
  return JSON.stringify([rules.minOrder, rules.maxOrder, rules.maxOrderNewCustomer, orderedEmirates(rules.unavailableEmirates), rules.refusalLimit]);
}

/** No rule at all: cash on delivery for every order (the state before any rule was saved). */
export const hasNoRules = (rules: CodRulesInput): boolean =>
  rules.minOrder === null &&
  rules.maxOrder === null &&
  rules.maxOrderNewCustomer === null &&
  rules.unavailableEmirates.length === 0 &&
  rules.refusalLimit === null;

export const sameRules = (a: CodRulesInput, b: CodRules | CodRulesInput): boolean => rulesKey(a) === rulesKey(b);

/**
 * The fields a 400 named (`errors: { field: [...] }`, the server's English), each with the form's own text in the
 * admin's language; a field the form does not have is answered by `other`.
 */
export function rulesErrorsFromServer(fields: readonly string[], input: CodRulesInput): { errors: RulesFormErrors; other: boolean } {
  const errors: RulesFormErrors = {};
  let other = false;
  const minAboveMax = input.minOrder !== null && input.maxOrder !== null && toFils(input.minOrder) > toFils(input.maxOrder);
  for (const path of fields) {
    const field = path.replace(/^rules\./, "").split(".")[0];
    switch (field) {
      case "minOrder":
      case "maxOrder":
        if (minAboveMax) errors.minOrder = "codRules.error.minAboveMax";
        else errors[field] = "codRules.error.amount";
        break;
      case "maxOrderNewCustomer":
        errors.maxOrderNewCustomer = "codRules.error.amount";
        break;
      case "refusalLimit":
        errors.refusalLimit = "codRules.error.refusalLimit";
        break;
      case "unavailableEmirates":
        errors.unavailableEmirates = "codRules.error.emirates";
        break;
      default:
        other = true;
    }
  }
  return { errors, other };
}
