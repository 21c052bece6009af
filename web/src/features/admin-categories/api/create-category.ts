import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import type { CategoryInput } from "../types";
import { invalidateCategories } from "./invalidate-categories";

export async function createCategory(input: CategoryInput): Promise<void> {
  await apiRequest("POST", "/api/admin/categories", input);
}

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createCategory, onSuccess: () => invalidateCategories(queryClient) });
}
