import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest, readJson } from "@/lib/api-client";
import type { BusinessDetails } from "../types";
import { businessQueryKey } from "./get-business";
import type { BusinessBody } from "../../../../../services/settings/schemas.js";

/** `PUT /api/admin/business`: the whole set; a 400 `invalid_business` names the fields at fault. */
export async function saveBusiness(input: BusinessBody): Promise<BusinessDetails> {
  return readJson<BusinessDetails>(await apiRequest("PUT", businessQueryKey[0], input));
}

export function useSaveBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBusiness,
    onSuccess: (saved) => queryClient.setQueryData(businessQueryKey, saved),
  });
}
