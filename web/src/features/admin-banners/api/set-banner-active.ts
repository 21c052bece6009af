import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { invalidateBanners } from "./invalidate-banners";

/** The list's switch: a PATCH with isActive alone, so nothing else an admin may be editing is overwritten. */
export async function setBannerActive({ id, isActive }: { id: string; isActive: boolean }): Promise<void> {
  await apiRequest("PATCH", `/api/admin/banners/${encodeURIComponent(id)}`, { isActive });
}

export function useSetBannerActive() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setBannerActive, onSuccess: () => invalidateBanners(queryClient) });
}
