import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest, readJson } from "@/lib/api-client";
import type { AdminProduct } from "../types";
import { adminProductsQueryKey } from "./get-admin-products";

/** A product as the edit form starts from it, with the ETag (its version) that the save sends back in If-Match. */
export interface LoadedProduct {
  product: AdminProduct;
  etag: string | null;
}

/** Under the list's key, so whatever refreshes the list refreshes an open form's copy too. */
export const adminProductQueryKey = (id: string) => [...adminProductsQueryKey, id] as const;

export async function getAdminProduct(id: string): Promise<LoadedProduct> {
  const response = await apiRequest("GET", `/api/admin/products/${encodeURIComponent(id)}`);
  return { product: await readJson<AdminProduct>(response), etag: response.headers.get("ETag") };
}

/** Read afresh every time the form opens and dropped when it closes: an edit must start from the current stock. */
export const adminProductQueryOptions = (id: string) =>
  queryOptions({ queryKey: adminProductQueryKey(id), queryFn: () => getAdminProduct(id), staleTime: 0, gcTime: 0 });

export function useAdminProduct(id: string) {
  return useQuery({ ...adminProductQueryOptions(id), refetchOnMount: "always" });
}
