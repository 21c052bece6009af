import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest, readJson } from "@/lib/api-client";
import { signInCall, signInMutationKey } from "../lib/session";
import { meQueryKey, type User } from "./get-me";
import type { LoginRequest } from "../../../../../services/identity/schemas.js";

/** `POST /api/auth/login`: the server's request. The form labels `email` "Username"; the API identifies accounts by email. */
export type LoginInput = LoginRequest;

export async function login(input: LoginInput): Promise<User> {
  const response = await apiRequest("POST", "/api/auth/login", input);
  return readJson<User>(response);
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    mutationKey: signInMutationKey,
    meta: signInCall,
    onSuccess: async (user) => {
      // Seeding the cache first means a guarded page opened right after login sees the user without a loading flash.
      queryClient.setQueryData(meQueryKey, user);
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
