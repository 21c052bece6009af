import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest, readJson } from "@/lib/api-client";
import type { CodRules, CodRulesInput } from "../types";
import { codRulesQueryKey } from "./get-cod-rules";

/** `PUT /api/admin/cod-rules`: the five rules at once; a 400 names the fields at fault. */
export async function saveCodRules(rules: CodRulesInput): Promise<CodRules> {
  return readJson<CodRules>(await apiRequest("PUT", codRulesQueryKey[0], rules));
}

export function useSaveCodRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCodRules,
    onSuccess: (saved) => queryClient.setQueryData(codRulesQueryKey, saved),
  });
}
