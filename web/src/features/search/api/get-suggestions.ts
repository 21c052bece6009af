import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, readJson } from "@/lib/api-client";
import { logPositionHeaders } from "@/lib/log-position";

/** One product the search box suggests: the same data in both languages, the box picks the shopper's. */
export interface ProductSuggestion {
  id: string;
  slug: string;
  nameEn: string;
  nameAr: string;
  /** The product's lowest price, e.g. "120.50". */
  price: string;
  imageUrl: string | null;
}

/** Suggestions the box shows at most. */
export const SUGGESTION_LIMIT = 6;
/** The box asks once she has typed this many letters. */
export const SUGGESTION_MIN_LENGTH = 2;

/** `GET /api/product-suggestions`: the best matches of the shop's search for what she has typed. */
export async function getSuggestions(q: string, signal?: AbortSignal): Promise<ProductSuggestion[]> {
  const params = new URLSearchParams({ q, limit: String(SUGGESTION_LIMIT) });
  const response = await fetch(`/api/product-suggestions?${params}`, { credentials: "include", headers: logPositionHeaders(), signal });
  if (!response.ok) throw new ApiError(response.status, response.statusText, await response.text().catch(() => ""));
  return readJson<ProductSuggestion[]>(response);
}

const suggestionsQuery = (q: string) =>
  queryOptions({
    queryKey: ["product-suggestions", q] as const,
    // The signal aborts the request once another text replaces this one (TanStack Query cancels a query no one
    // watches any more when its function read the signal).
    queryFn: ({ signal }) => getSuggestions(q, signal),
    staleTime: 30_000,
  });

/** The suggestions for `q` (already debounced and trimmed), kept on screen while the next text's load. */
export function useSuggestions(q: string, enabled: boolean) {
  return useQuery({
    ...suggestionsQuery(q),
    enabled: enabled && q.length >= SUGGESTION_MIN_LENGTH,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
