import { useMutation } from "@tanstack/react-query";
import { apiRequest, readJson } from "@/lib/api-client";
import type { CodRulesInput, CodSimulation } from "../types";
import type { CodSimulationBody } from "../../../../../services/orders/schemas.js";

/** `POST /api/admin/cod-rules/simulate`: the rules tried on the last 90 days' orders; nothing is recorded. */
export async function simulateCodRules(rules: CodRulesInput): Promise<CodSimulation> {
  return readJson<CodSimulation>(await apiRequest("POST", "/api/admin/cod-rules/simulate", { rules } satisfies CodSimulationBody));
}

/** A mutation rather than a query: it runs when the admin asks, for the rules she has typed. */
export function useSimulateCodRules() {
  return useMutation({ mutationFn: simulateCodRules });
}
