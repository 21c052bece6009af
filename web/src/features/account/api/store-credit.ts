import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { apiRequest, nextLinkOf, readJson } from "@/lib/api-client";
import type { StoreCreditAnswer } from "@/lib/contracts";

export type StoreCredit = StoreCreditAnswer;
export type StoreCreditEntry = StoreCreditAnswer["entries"][number];

export const storeCreditKey = ["/api/account/store-credit"] as const;

/** One page of her movements, with her whole balance (every page carries it) and the next page's address. */
async function fetchCreditPage(url: string, signal?: AbortSignal) {
  const response = await apiRequest("GET", url, undefined, undefined, signal);
  const body = await readJson<StoreCredit>(response);
  return { ...body, total: Number(response.headers.get("X-Total-Count") ?? body.entries.length), next: nextLinkOf(response.headers.get("Link")) };
}

/** Her store credit (ADR 067): the balance and her movements newest first, a page at a time. */
export function useStoreCredit() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: storeCreditKey,
      queryFn: ({ pageParam, signal }) => fetchCreditPage(pageParam, signal),
      initialPageParam: "/api/account/store-credit?limit=20",
      getNextPageParam: (page) => page.next ?? undefined,
      // Orders, cancellations and refunds move it: read again whenever the page opens.
      staleTime: 0,
    }),
  );
}
