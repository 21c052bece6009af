import { type FormEvent, useState } from "react";
import { useSearchParams } from "react-router";
import { toSearch } from "./search-params";

interface UrlFilterOptions<Name extends string> {
  /** The fields' text for the address's values (the log shows instants as the device's local time). */
  toDraft?: (current: Record<Name, string>) => Record<Name, string>;
  /** The address's values for what the fields hold, when applied. */
  fromDraft?: (draft: Record<Name, string>) => Record<Name, string>;
}

/**
 * A filter form whose applied values live in the page's address: the fields are a draft until applied, and follow
 * the address when it changes by other means (back, forward, a link).
 */
export function useUrlFilters<Name extends string>(names: readonly Name[], options: UrlFilterOptions<Name> = {}) {
  const { toDraft = (values) => values, fromDraft = (values) => values } = options;
  const [searchParams, setSearchParams] = useSearchParams();
  const current = Object.fromEntries(names.map((name) => [name, searchParams.get(name) ?? ""])) as Record<Name, string>;
  const [draft, setDraft] = useState(() => toDraft(current));
  const search = toSearch(current);
  const [draftOf, setDraftOf] = useState(search);
  if (draftOf !== search) {
    setDraftOf(search);
    setDraft(toDraft(current));
  }

  const apply = (values: Record<Name, string>) => setSearchParams(toSearch(values));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    apply(fromDraft(draft));
  };
  const onClear = () => {
    setDraft(Object.fromEntries(names.map((name) => [name, ""])) as Record<Name, string>);
    setSearchParams("");
  };
  const bind = (name: Name) => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) => setDraft((values) => ({ ...values, [name]: event.target.value })),
  });
  return { current, search, apply, onSubmit, onClear, bind };
}
