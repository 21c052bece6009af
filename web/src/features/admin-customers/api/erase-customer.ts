import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { customersQueryRoot } from "./get-customers";
import type { EraseCustomerRequest } from "../../../../../services/identity/schemas.js";

/** Whose data, and the server's request. */
export type EraseCustomerInput = { userId: string } & EraseCustomerRequest;

/** Erases a customer's personal data with staff's reason; her page and the lists are read again. */
export function useEraseCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, reason }: EraseCustomerInput) =>
      apiRequest("POST", `/api/admin/customers/${encodeURIComponent(userId)}/erase`, { reason }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customersQueryRoot }),
  });
}
