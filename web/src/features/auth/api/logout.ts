import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { forgetSession } from "../lib/session";
import { meQueryKey } from "./get-me";

export async function logout(): Promise<void> {
  await apiRequest("POST", "/api/auth/logout");
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: async () => {
      forgetSession(queryClient);
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
