import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { signInMutationKey } from "../lib/session";
import { meQueryKey } from "./get-me";
import type { RegisterRequest } from "../../../../../services/identity/schemas.js";

/** `POST /api/auth/register`: the server's request. */
export type RegisterInput = RegisterRequest;

export async function register(input: RegisterInput): Promise<void> {
  await apiRequest("POST", "/api/auth/register", input);
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    mutationKey: signInMutationKey,
    // The server signs the new account in; reading the session again is the one source of truth for who that is.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
