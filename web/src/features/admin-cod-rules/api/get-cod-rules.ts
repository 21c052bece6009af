import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest, readJson } from "@/lib/api-client";
import type { CodRules } from "../types";

export const codRulesQueryKey = ["/api/admin/cod-rules"] as const;

/** `GET /api/admin/cod-rules`: the rules in force. */
export const codRulesQueryOptions = () =>
  queryOptions({
    queryKey: codRulesQueryKey,
    queryFn: async ({ signal }) => readJson<CodRules>(await apiRequest("GET", codRulesQueryKey[0], undefined, undefined, signal)),
  });

export function useCodRules() {
  return useQuery(codRulesQueryOptions());
}
