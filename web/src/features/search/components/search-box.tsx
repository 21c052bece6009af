import { SearchIcon } from "lucide-react";
import { type FormEvent, useEffect, useId, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { useI18n } from "@/lib/i18n";
import { cn } from "@/lib/utils";

/** Spec §2 shows no search call: the box only hands the text to the shop page as `?q=`. */
export function SearchBox({ className }: { className?: string }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const currentQuery = searchParams.get("q") ?? "";
  const [text, setText] = useState(currentQuery);
  const inputId = useId();

  // Keeps the box in step with the address bar when the shopper goes back or follows another search link.
  useEffect(() => setText(currentQuery), [currentQuery]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = text.trim();
    navigate(query ? `/shop?${new URLSearchParams({ q: query })}` : "/shop");
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
        value={text}
        onChange={(event) => setText(event.target.value)}
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
    </form>
  );
}
