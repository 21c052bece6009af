import type { CodRulesAnswer, CodRulesRequest } from "../../../../services/orders/schemas.js";

/** Why the rules refuse cash on delivery to an order, in the order the store asks them (services/orders/cod-rules.ts). */
export const codRefusalReasons = [
  "customer_blocked",
  "emirate_unavailable",
  "refusal_history",
  "below_minimum",
  "above_maximum",
  "new_customer_limit",
] as const;
export type CodRefusalReason = (typeof codRefusalReasons)[number];

/** What really became of an order the rules would have refused. */
export const orderOutcomes = ["delivered", "refused", "cancelled", "returned", "open"] as const;
export type OrderOutcome = (typeof orderOutcomes)[number];

/** The five rules as `PUT /api/admin/cod-rules` and the simulation take them: amounts "123.00", null = no limit. */
export type CodRulesInput = CodRulesRequest;

/** `GET /api/admin/cod-rules`: the rules in force; `changedAt` null while they were never set. */
export type CodRules = CodRulesAnswer;

/** One order of the history the rules would have refused, and what really became of it. */
export interface SimulatedOrder {
  orderId: string;
  orderNumber: number;
  placedAt: string;
  reason: CodRefusalReason;
  outcome: OrderOutcome;
}

/** `POST /api/admin/cod-rules/simulate`: the rules tried on the orders of a period (the last 90 days by default). */
export interface CodSimulation {
  ordersConsidered: number;
  wouldRefuse: { orders: number; revenue: string };
  byReason: Partial<Record<CodRefusalReason, number>>;
  refusalsAvoided: number;
  courierCostAvoided: string;
  deliveredRevenueLost: string;
  /** Newest first. */
  orders: SimulatedOrder[];
}
