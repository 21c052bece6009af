import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest, readJson } from "@/lib/api-client";
import type { Customer, CustomerDetail } from "../types";
import type { ChangeRoleRequest } from "../../../../../services/identity/schemas.js";
import { customersQueryRoot } from "./get-customers";

/** Whose role, and the server's request. */
export type ChangeRoleInput = { userId: string } & ChangeRoleRequest;

export async function changeRole({ userId, role }: ChangeRoleInput): Promise<Customer> {
  return readJson<Customer>(await apiRequest("PATCH", `/api/admin/users/${encodeURIComponent(userId)}/role`, { role }));
}

export function useChangeRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeRole,
    onSuccess: (customer) => {
      // Her page's read holds more than the role's answer (her COD standing): the answer is laid over it.
      queryClient.setQueryData([...customersQueryRoot, "one", customer.id], (current: CustomerDetail | undefined) =>
        current ? { ...current, ...customer } : current,
      );
      return queryClient.invalidateQueries({ queryKey: customersQueryRoot });
    },
  });
}
