import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest, readJson } from "@/lib/api-client";
import type { Courier, CourierChange } from "../types";
import { couriersQueryKey } from "./get-couriers";

export interface ReviseCourierInput {
  id: string;
  change: CourierChange;
}

/** `PATCH /api/admin/couriers/:id`: its name, costs, or whether it still takes parcels (never deleted). */
export async function reviseCourier({ id, change }: ReviseCourierInput): Promise<Courier> {
  return readJson<Courier>(await apiRequest("PATCH", `/api/admin/couriers/${encodeURIComponent(id)}`, change));
}

export function useReviseCourier() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: reviseCourier, onSuccess: () => queryClient.invalidateQueries({ queryKey: couriersQueryKey }) });
}
