import { SlidersHorizontalIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { useI18n } from "@/lib/i18n";
import type { ProductFilters } from "../lib/product-filters";
import { readRefinements, RefinementFields, sameRefinements } from "./refinement-fields";

export interface FilterChangeOptions {
  /** Replace the current history entry rather than add one (the phone's filter sheet, after its first change). */
  replace?: boolean;
}

/** How long typing in the sheet pauses before the list behind it follows: one read per value, not per key. */
const livePauseMs = 500;

interface FilterSheetProps {
  filters: ProductFilters;
  total: number | null;
  refinedCount: number;
  onChange: (filters: ProductFilters, options?: FilterChangeOptions) => void;
  onClear: () => void;
}

/**
 * The phone's filter form: a sheet over the page, so opening it does not push the products off the screen. What she
 * types applies to the list behind it as she goes (one history entry per opening), and the button that closes it
 * says how many products she will see.
 */
export function FilterSheet({ filters, total, refinedCount, onChange, onClear }: FilterSheetProps) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  // Typed but not yet applied: the count on the button would be the old list's.
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const changedThisOpening = useRef(false);
  // The latest filters and callback, for a change applied after a pause.
  const latest = useRef({ filters, onChange });
  useEffect(() => {
    latest.current = { filters, onChange };
  });
  useEffect(() => () => stopTimer(), []);

  function stopTimer() {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  }

  function applyNow() {
    stopTimer();
    setPending(false);
    const form = formRef.current;
    if (!form) return;
    const { filters: current, onChange: change } = latest.current;
    const next = readRefinements(form);
    if (sameRefinements(next, current)) return;
    change({ ...current, ...next }, { replace: changedThisOpening.current });
    changedThisOpening.current = true;
  }

  const onOpenChange = (next: boolean) => {
    if (!next) applyNow();
    changedThisOpening.current = false;
    setOpen(next);
  };

  const showLabel = total !== null && !pending ? t("shopPaging.showResults", { count: total }) : t("shopPaging.showResultsPending");

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetTrigger asChild>
        <button
          type="button"
          className="flex w-full cursor-pointer items-center gap-2 rounded-lg border bg-card px-4 py-2.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring md:hidden"
        >
          <SlidersHorizontalIcon aria-hidden="true" className="size-4" />
          {t("shopPaging.filters")}
          {refinedCount > 0 ? (
            <span className="ms-auto grid min-w-6 place-items-center rounded-full bg-primary px-1.5 text-xs text-primary-foreground">
              <span aria-hidden="true">{refinedCount}</span>
              <span className="sr-only">{t("shopPaging.filtersOn", { count: refinedCount })}</span>
            </span>
          ) : null}
        </button>
      </SheetTrigger>
      <SheetContent
        ref={contentRef}
        closeLabel={t("common.close")}
        aria-describedby={undefined}
        // Focus goes to the sheet itself, not its first field: a phone's keyboard would cover half of it at once.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          contentRef.current?.focus();
        }}
        className="w-[min(24rem,88vw)] outline-none"
      >
        <SheetTitle className="border-b px-4 py-4 pe-12 text-lg">{t("shopPaging.filters")}</SheetTitle>
        <form
          ref={formRef}
          onSubmit={(event) => {
            event.preventDefault();
            applyNow();
            setOpen(false);
          }}
          onInput={() => {
            stopTimer();
            setPending(true);
            timer.current = setTimeout(applyNow, livePauseMs);
          }}
          className="flex min-h-0 flex-1 flex-col"
        >
          <div className="grid flex-1 content-start gap-4 overflow-y-auto p-4">
            <RefinementFields filters={filters} />
          </div>
          <div className="grid gap-2 border-t p-4">
            <Button type="submit" size="lg" aria-live="polite">
              {showLabel}
            </Button>
            {refinedCount > 0 || filters.inStock ? (
              <Button
                type="button"
                variant="outline"
                onClick={() => {
                  stopTimer();
                  setPending(false);
                  for (const field of formRef.current?.querySelectorAll("input") ?? []) {
                    if (field.type === "checkbox") field.checked = false;
                    else field.value = "";
                  }
                  changedThisOpening.current = true;
                  onClear();
                }}
              >
                {t("shopPaging.clear")}
              </Button>
            ) : null}
          </div>
        </form>
      </SheetContent>
    </Sheet>
  );
}
