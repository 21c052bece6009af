import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { adminSettingsQueryKey } from "./get-admin-settings";
import type { SettingBody } from "../../../../../services/settings/schemas.js";

/** The days after delivery a shopper may ask for a return (ADR 067). */
export function useUpdateReturnWindow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (days: number) => {
      await apiRequest("POST", "/api/admin/settings", { key: "returnWindowDays", value: days } satisfies SettingBody);
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminSettingsQueryKey }),
        // The shop's copy: her orders' pages offer a return by it.
        queryClient.invalidateQueries({ queryKey: ["/api/settings"] }),
      ]),
  });
}
