import { SearchIcon, ShirtIcon } from "lucide-react";
import { type FormEvent, type KeyboardEvent, useEffect, useId, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { useI18n } from "@/lib/i18n";
import { imageSizes, srcSetOf } from "@/lib/responsive-image";
import { cn } from "@/lib/utils";
import { type ProductSuggestion, SUGGESTION_MIN_LENGTH, useSuggestions } from "../api/get-suggestions";
import { useDebounced } from "../hooks/use-debounced";

/** How long the text must rest before the box asks for suggestions. */
const SUGGEST_AFTER_MS = 200;

/**
 * The header's search box. Submitting hands the text to the shop page as `?q=` (spec §2 shows no search call); while
 * she types, it suggests products under it (`GET /api/product-suggestions`) as an ARIA combobox: the arrows move
 * through the suggestions, Enter opens the one chosen (or searches, when none is), Escape closes the list.
 */
export function SearchBox({ className }: { className?: string }) {
  const { t, locale, format } = useI18n();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const currentQuery = searchParams.get("q") ?? "";
  const [text, setText] = useState(currentQuery);
  // Whether the list may show: she is typing here; closed by Escape, a choice, a search or leaving the box.
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const inputId = useId();
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;

  const typed = useDebounced(text.trim(), SUGGEST_AFTER_MS);
  const suggestions = useSuggestions(typed, open);
  const asked = open && typed.length >= SUGGESTION_MIN_LENGTH && text.trim().length >= SUGGESTION_MIN_LENGTH;
  const items: readonly ProductSuggestion[] = asked ? (suggestions.data ?? []) : [];
  const expanded = items.length > 0;
  // Said once the answer for what she typed has come: how many suggestions there are (none included).
  const announced = asked && suggestions.isSuccess && !suggestions.isPlaceholderData;

  // Keeps the box in step with the address bar when the shopper goes back or follows another search link.
  useEffect(() => setText(currentQuery), [currentQuery]);
  // New suggestions start with none chosen.
  useEffect(() => setActive(-1), [suggestions.data]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const choose = (item: ProductSuggestion) => {
    close();
    navigate(`/product/${encodeURIComponent(item.slug)}`);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = text.trim();
    close();
    navigate(query ? `/shop?${new URLSearchParams({ q: query })}` : "/shop");
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (!open) setOpen(true);
      if (!expanded) return;
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) => (current === -1 && step === -1 ? items.length - 1 : (current + step + items.length) % items.length));
    } else if (event.key === "Enter" && expanded && active >= 0 && items[active]) {
      event.preventDefault();
      choose(items[active]);
    } else if (event.key === "Escape" && expanded) {
      // Closes the list and keeps the text (a search field's Escape would clear it).
      event.preventDefault();
      close();
    }
  };

  return (
    <form role="search" onSubmit={onSubmit} className={cn("relative w-full", className)}>
      <label htmlFor={inputId} className="sr-only">
        {t("search.label")}
      </label>
      <input
        id={inputId}
        type="search"
        name="q"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={close}
        placeholder={t("search.placeholder")}
        className="h-10 w-full rounded-full border border-input bg-card ps-4 pe-11 text-sm shadow-xs placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring"
      />
      <button
        type="submit"
        className="absolute inset-y-1 end-1 flex w-8 items-center justify-center rounded-full text-muted-foreground hover:bg-accent hover:text-accent-foreground"
      >
        <SearchIcon aria-hidden="true" className="size-4" />
        <span className="sr-only">{t("search.submit")}</span>
      </button>
      <ul
        id={listId}
        role="listbox"
        aria-label={t("search.suggestions.label")}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-50 mt-1 max-h-[70vh] overflow-y-auto rounded-lg border bg-popover p-1 text-popover-foreground shadow-lg"
      >
        {items.map((item, index) => {
          const name = locale === "ar" ? item.nameAr : item.nameEn;
          return (
            <li
              key={item.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              // Chosen on press, before the box's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(item);
              }}
              onMouseMove={() => setActive(index)}
              className={cn(
                "flex cursor-pointer items-center gap-3 rounded-md p-2 text-sm",
                index === active && "bg-accent text-accent-foreground",
              )}
            >
              {item.imageUrl ? (
                <img
                  src={item.imageUrl}
                  srcSet={srcSetOf(item.imageUrl)}
                  sizes={srcSetOf(item.imageUrl) ? imageSizes.thumbnail : undefined}
                  alt=""
                  width={40}
                  height={52}
                  decoding="async"
                  className="h-13 w-10 shrink-0 rounded bg-secondary object-cover"
                />
              ) : (
                <span aria-hidden="true" className="flex h-13 w-10 shrink-0 items-center justify-center rounded bg-secondary text-muted-foreground">
                  <ShirtIcon className="size-4" strokeWidth={1.25} />
                </span>
              )}
              <span className="min-w-0 flex-1 truncate">{name}</span>
              <span className="shrink-0 font-semibold text-primary">{format.price(item.price)}</span>
            </li>
          );
        })}
      </ul>
      <p role="status" className="sr-only">
        {announced ? t("search.suggestions.count", { count: items.length }) : ""}
      </p>
    </form>
  );
}
