import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { invalidateCategories } from "./invalidate-categories";

/** The server answers 409 while products are still filed under the category. */
export async function deleteCategory(id: string): Promise<void> {
  await apiRequest("DELETE", `/api/admin/categories/${encodeURIComponent(id)}`);
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteCategory, onSuccess: () => invalidateCategories(queryClient) });
}
