import { SearchIcon } from "lucide-react";
import { useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { Input } from "@/components/ui/input";
import { useI18n } from "@/lib/i18n";
import { cn } from "@/lib/utils";

interface SearchBoxProps {
  value: string;
  placeholder: string;
  onSearch: (text: string) => void;
  className?: string;
}

/** How long typing pauses before the list is asked again: one request per word, not per key. */
const pauseMs = 300;

/** A list's search field: what is typed is sent once typing pauses (or at once with Enter). */
export function SearchBox({ value, placeholder, onSearch, className }: SearchBoxProps) {
  const { t } = useI18n();
  const id = useId();
  const [text, setText] = useState(value);
  // The URL changed elsewhere (Back, "Clear filters"): show what it says.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(value);
  }

  // The latest callback, so a parent's re-render (a live update of the list) does not restart the pause.
  const search = useRef(onSearch);
  useLayoutEffect(() => {
    search.current = onSearch;
  });
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => search.current(text.trim()), pauseMs);
    return () => clearTimeout(timer);
  }, [text, value]);

  return (
    <div className={cn("grid gap-2", className)}>
      <label htmlFor={id} className="text-sm font-semibold leading-none">
        {t("adminLists.searchLabel")}
      </label>
      <div className="relative">
        <SearchIcon aria-hidden="true" className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
        {/* The box keeps the page's direction, so its padding is always on the icon's side; what is typed (an order
            number or an email in an Arabic page, an Arabic name in an English one) still reads in its own direction. */}
        <Input
          id={id}
          type="search"
          className="ps-9 text-start [unicode-bidi:plaintext]"
          value={text}
          placeholder={placeholder}
          maxLength={100}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") onSearch(text.trim());
          }}
        />
      </div>
    </div>
  );
}
