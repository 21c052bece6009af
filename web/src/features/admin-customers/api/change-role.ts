import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest, readJson } from "@/lib/api-client";
import type { Customer, CustomerDetail, UserRole } from "../types";
import { customersQueryRoot } from "./get-customers";

export interface ChangeRoleInput {
  userId: string;
  role: UserRole;
}

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
