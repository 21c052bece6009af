import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest, readJson } from "@/lib/api-client";
import type { RemittanceAnswer } from "@/lib/contracts";
import type { RemittanceInput } from "../types";
import { couriersQueryKey } from "./get-couriers";

/** `POST /api/admin/couriers/:id/remittances`: the courier handed over these orders' cash. */
export async function recordRemittance({ courierId, ...body }: RemittanceInput): Promise<RemittanceAnswer> {
  return readJson<RemittanceAnswer>(await apiRequest("POST", `/api/admin/couriers/${encodeURIComponent(courierId)}/remittances`, body));
}

export function useRecordRemittance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordRemittance,
    // The list's outstanding cash and the courier's cash both change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couriersQueryKey }),
  });
}
