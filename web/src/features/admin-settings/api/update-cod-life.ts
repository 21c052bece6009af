import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { adminSettingsQueryKey } from "./get-admin-settings";
import type { SettingBody } from "../../../../../services/settings/schemas.js";

export interface CodLifeSettings {
  readonly unconfirmedCancelHours: number;
  readonly maxDeliveryAttempts: number;
}

/** Each setting is its own change (one key per call, as the API takes them); unchanged ones record nothing. */
export async function updateCodLife(settings: CodLifeSettings): Promise<void> {
  await apiRequest("POST", "/api/admin/settings", { key: "unconfirmedCancelHours", value: settings.unconfirmedCancelHours } satisfies SettingBody);
  await apiRequest("POST", "/api/admin/settings", { key: "maxDeliveryAttempts", value: settings.maxDeliveryAttempts } satisfies SettingBody);
}

export function useUpdateCodLife() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCodLife,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminSettingsQueryKey }),
  });
}
