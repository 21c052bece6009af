import { sumAmounts } from "@/lib/money";
import type { CashOrder } from "../types";

/** The orders whose cash the courier still holds: the ones a remittance may settle. */
export const unremitted = (orders: readonly CashOrder[]) => orders.filter((order) => order.remittedAt === null);

/**
 * The amount a remittance of these orders must carry: the sum of their collected cash (the server refuses any other,
 * `remittance_mismatch`), so the form prefills it and follows each tick.
 */
export function remittanceAmount(orders: readonly CashOrder[], chosen: ReadonlySet<string>): string {
  return sumAmounts(orders.filter((order) => chosen.has(order.orderId)).map((order) => order.collected));
}
