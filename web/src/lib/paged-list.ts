import { type InfiniteData, infiniteQueryOptions, type QueryKey } from "@tanstack/react-query";
import { fetchPage, type ListPage } from "./api-client";

/** A paged list as the cache holds it: the pages read so far, each with the total and the next page's URL. */
export type PagedList<T> = InfiniteData<ListPage<T>>;

/** The URL of a list with its filters: empty values are left out, so the server's defaults apply. */
export function listUrl(path: string, filters: Readonly<Record<string, string | undefined>>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/**
 * A server-paged list: the first page from `firstUrl`, each further page from the `next` link the one before gave
 * (the server's keyset cursor), so "Load more" never skips or repeats a row.
 */
export function pagedListOptions<T>(queryKey: QueryKey, firstUrl: string) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage<T>(pageParam, signal),
    initialPageParam: firstUrl,
    getNextPageParam: (last: ListPage<T>) => last.next ?? undefined,
  });
}

/** Every row loaded so far, in order. */
export const rowsOf = <T,>(list: PagedList<T> | undefined): T[] => list?.pages.flatMap((page) => page.items) ?? [];

/** The list's total as the server last counted it (the first page carries the current figure). */
export const totalOf = (list: PagedList<unknown> | undefined): number => list?.pages[0]?.total ?? 0;

/** Whether that total is exact; false: the server stopped counting there, and more rows match. */
export const totalIsExact = (list: PagedList<unknown> | undefined): boolean => list?.pages[0]?.exact !== false;

/**
 * Changes the loaded rows in place (a status changed, a row went) and moves the total by `totalChange` (an inexact
 * total, a bound, stays as it is), keeping every page's `next` link: the cursor names a row's position, which such
 * changes leave valid.
 */
export function patchRows<T>(
  list: PagedList<T> | undefined,
  change: (rows: T[]) => T[],
  totalChange = 0,
): PagedList<T> | undefined {
  if (!list) return list;
  return {
    ...list,
    pages: list.pages.map((page) => ({
      ...page,
      items: change(page.items),
      total: page.exact === false ? page.total : Math.max(0, page.total + totalChange),
    })),
  };
}
