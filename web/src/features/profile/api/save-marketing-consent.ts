import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest, readJson } from "@/lib/api-client";
import { type Profile, profileQueryKey } from "./get-profile";
import type { ProfileRequest } from "../../../../../services/identity/schemas.js";

/** Saves her marketing consent; the profile's answer (with the time she set it) replaces the one read. */
export function useSaveMarketingConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (marketingConsent: boolean) =>
      readJson<Profile>(await apiRequest("PATCH", "/api/account/profile", { marketingConsent } satisfies ProfileRequest)),
    onSuccess: (profile) => queryClient.setQueryData(profileQueryKey, profile),
  });
}
