import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import type { ProductRequest } from "../types";
import { invalidateProducts } from "./invalidate-products";

/** Sends the whole product; variants and images without an `id` are new, missing ones are removed. */
export async function updateProduct({ id, ...input }: ProductRequest & { id: string }): Promise<void> {
  await apiRequest("PATCH", `/api/admin/products/${encodeURIComponent(id)}`, input);
}

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateProduct, onSuccess: () => invalidateProducts(queryClient) });
}
