import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { invalidateBanners } from "./invalidate-banners";

export async function deleteBanner(id: string): Promise<void> {
  await apiRequest("DELETE", `/api/admin/banners/${encodeURIComponent(id)}`);
}

export function useDeleteBanner() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteBanner, onSuccess: () => invalidateBanners(queryClient) });
}
