import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import type { ProductRequest } from "../types";
import { invalidateProducts } from "./invalidate-products";

export interface ProductUpdate extends ProductRequest {
  id: string;
  /** The ETag the form was loaded with: the server refuses the edit (409 stale_product) once the product moved on. */
  etag: string | null;
}

/** Sends the whole product; variants and images without an `id` are new, missing ones are removed. */
export async function updateProduct({ id, etag, ...input }: ProductUpdate): Promise<void> {
  await apiRequest("PATCH", `/api/admin/products/${encodeURIComponent(id)}`, input, etag ? { "If-Match": etag } : undefined);
}

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateProduct, onSuccess: () => invalidateProducts(queryClient) });
}
