import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PageKey } from "@/lib/store-pages";
import type { StorePage } from "../types";

/** Read with the generic query function: GET /api/pages/{key}. */
export const pageQueryOptions = (key: PageKey) => queryOptions<StorePage>({ queryKey: ["/api/pages", key] });

export function usePage(key: PageKey) {
  return useQuery(pageQueryOptions(key));
}
