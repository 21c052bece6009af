import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import type { BannerInput } from "../types";
import { invalidateBanners } from "./invalidate-banners";

export async function updateBanner({ id, ...input }: BannerInput & { id: string }): Promise<void> {
  await apiRequest("PATCH", `/api/admin/banners/${encodeURIComponent(id)}`, input);
}

export function useUpdateBanner() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateBanner, onSuccess: () => invalidateBanners(queryClient) });
}
