import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest, readJson } from "@/lib/api-client";
import type { AdminDelivery, DeliveryInput } from "../types";
import { adminDeliveryQueryKey } from "./get-admin-delivery";

/** `PUT /api/admin/delivery`: every zone and the threshold at once; a 400 names the fields at fault (`zones.2.fee`). */
export async function saveDelivery(input: DeliveryInput): Promise<AdminDelivery> {
  return readJson<AdminDelivery>(await apiRequest("PUT", adminDeliveryQueryKey[0], input));
}

export function useSaveDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDelivery,
    onSuccess: (saved) => queryClient.setQueryData(adminDeliveryQueryKey, saved),
  });
}
