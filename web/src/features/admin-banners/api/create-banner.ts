import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import type { BannerInput } from "../types";
import { invalidateBanners } from "./invalidate-banners";

export async function createBanner(input: BannerInput): Promise<void> {
  await apiRequest("POST", "/api/admin/banners", input);
}

export function useCreateBanner() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createBanner, onSuccess: () => invalidateBanners(queryClient) });
}
