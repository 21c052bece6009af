import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { adminSettingsQueryKey } from "./get-admin-settings";
import type { SettingBody } from "../../../../../services/settings/schemas.js";

/** Spec §7: the key is always codFee and the value the trimmed text, never a number (ADR 009). */
export async function updateCodFee(value: string): Promise<void> {
  await apiRequest("POST", "/api/admin/settings", { key: "codFee", value: value.trim() } satisfies SettingBody);
}

export function useUpdateCodFee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCodFee,
    // The cart and checkout read the public "/api/settings"; this tab's copy must not keep the old fee.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminSettingsQueryKey }),
        queryClient.invalidateQueries({ queryKey: ["/api/settings"] }),
      ]),
  });
}
