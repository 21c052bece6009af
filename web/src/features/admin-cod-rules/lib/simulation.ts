import { type CodRefusalReason, codRefusalReasons, type CodSimulation } from "../types";

export interface ReasonBar {
  reason: CodRefusalReason;
  count: number;
  /** The bar's length, as a share of the longest bar (0–100, whole). */
  percent: number;
}

/** The reasons the simulation met, in the order the rules are asked, each with its bar's length beside the longest. */
export function reasonBars(byReason: CodSimulation["byReason"]): ReasonBar[] {
  const met = codRefusalReasons
    .map((reason) => ({ reason, count: byReason[reason] ?? 0 }))
    .filter((bar) => bar.count > 0);
  const longest = Math.max(0, ...met.map((bar) => bar.count));
  return met.map((bar) => ({ ...bar, percent: longest === 0 ? 0 : Math.max(1, Math.round((bar.count / longest) * 100)) }));
}
