import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import type { ProductRequest } from "../types";
import { invalidateProducts } from "./invalidate-products";

export async function createProduct(input: ProductRequest): Promise<void> {
  await apiRequest("POST", "/api/admin/products", input);
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createProduct, onSuccess: () => invalidateProducts(queryClient) });
}
