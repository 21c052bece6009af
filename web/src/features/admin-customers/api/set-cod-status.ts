import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest, readJson } from "@/lib/api-client";
import type { CodStanding, CustomerDetail } from "../types";
import type { CodStatusRequest } from "../../../../../services/orders/schemas.js";
import { customerQueryOptions } from "./get-customer";
import { customersQueryRoot } from "./get-customers";

/** Whose standing, and the server's request. */
export type SetCodStatusInput = { userId: string } & CodStatusRequest;

/** `PATCH /api/admin/customers/:id/cod`: staff allow or block cash on delivery for her, or hand it back to the rules. */
export async function setCodStatus({ userId, status, note }: SetCodStatusInput): Promise<CodStanding> {
  return readJson<CodStanding>(await apiRequest("PATCH", `/api/admin/customers/${encodeURIComponent(userId)}/cod`, { status, note }));
}

export function useSetCodStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCodStatus,
    onSuccess: (standing) => {
      queryClient.setQueryData(customerQueryOptions(standing.id).queryKey, (current: CustomerDetail | undefined) =>
        current ? { ...current, ...standing } : current,
      );
      // The list's COD column too.
      return queryClient.invalidateQueries({ queryKey: customersQueryRoot });
    },
  });
}
