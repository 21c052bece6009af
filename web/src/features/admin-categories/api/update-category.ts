import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import type { CategoryInput } from "../types";
import { invalidateCategories } from "./invalidate-categories";

export async function updateCategory({ id, ...input }: CategoryInput & { id: string }): Promise<void> {
  await apiRequest("PATCH", `/api/admin/categories/${encodeURIComponent(id)}`, input);
}

export function useUpdateCategory() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateCategory, onSuccess: () => invalidateCategories(queryClient) });
}
