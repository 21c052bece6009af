import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest, readJson } from "@/lib/api-client";
import type { Courier, CourierInput } from "../types";
import { couriersQueryKey } from "./get-couriers";

/** `POST /api/admin/couriers`: names are unique (409 otherwise). */
export async function addCourier(input: CourierInput): Promise<Courier> {
  return readJson<Courier>(await apiRequest("POST", "/api/admin/couriers", input));
}

export function useAddCourier() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addCourier, onSuccess: () => queryClient.invalidateQueries({ queryKey: couriersQueryKey }) });
}
