import { QueryClient } from "@tanstack/react-query";
import { getQueryFn } from "./api-client";

/** Spec §7 defaults: data is fetched once and kept until a write invalidates it. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        retry: false,
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
}
