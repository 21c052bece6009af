import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { adminSettingsQueryKey } from "./get-admin-settings";
import type { SettingBody } from "../../../../../services/settings/schemas.js";

/** The years without an order or a sign-in after which a customer's personal data is erased (the retention rules). */
export function useUpdateRetention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (years: number) => {
      await apiRequest("POST", "/api/admin/settings", { key: "personalDataRetentionYears", value: years } satisfies SettingBody);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminSettingsQueryKey }),
  });
}
