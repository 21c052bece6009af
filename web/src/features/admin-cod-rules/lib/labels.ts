import type { MessageKey } from "@/lib/i18n";
import type { CodRefusalReason, OrderOutcome } from "../types";

export const reasonLabel: Record<CodRefusalReason, MessageKey> = {
  customer_blocked: "codRules.reason.customer_blocked",
  emirate_unavailable: "codRules.reason.emirate_unavailable",
  refusal_history: "codRules.reason.refusal_history",
  below_minimum: "codRules.reason.below_minimum",
  above_maximum: "codRules.reason.above_maximum",
  new_customer_limit: "codRules.reason.new_customer_limit",
};

export const outcomeLabel: Record<OrderOutcome, MessageKey> = {
  delivered: "codRules.outcome.delivered",
  refused: "codRules.outcome.refused",
  cancelled: "codRules.outcome.cancelled",
  returned: "codRules.outcome.returned",
  open: "codRules.outcome.open",
};
