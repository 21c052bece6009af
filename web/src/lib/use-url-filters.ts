import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";

/**
 * A list's filters kept in the page's URL (`?status=packed&q=…`), so a reload, a shared link and Back show the same
 * rows. Only the given names are read; other parameters of the URL are kept as they are.
 */
export function useUrlFilters<Name extends string>(names: readonly Name[]) {
  const [searchParams, setSearchParams] = useSearchParams();
  const key = names.map((name) => `${name}=${searchParams.get(name) ?? ""}`).join("&");
  const filters = useMemo(() => {
    const read: Partial<Record<Name, string>> = {};
    for (const name of names) {
      const value = searchParams.get(name);
      if (value) read[name] = value;
    }
    return read;
    // `key` spells out exactly the values read: a new object only when one of them changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const setFilters = useCallback(
    (changes: Partial<Record<Name, string>>) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes) as [Name, string | undefined][]) {
            if (value) next.set(name, value);
            else next.delete(name);
          }
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  return [filters, setFilters] as const;
}
