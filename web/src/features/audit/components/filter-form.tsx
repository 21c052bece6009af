import type { FormEvent, ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { useI18n } from "@/lib/i18n";
import { cn } from "@/lib/utils";

interface FilterFormProps {
  onSubmit: (event: FormEvent) => void;
  onClear: () => void;
  /** The grid of the fields (and of the buttons' cell, `actionsClassName`). */
  className: string;
  actionsClassName?: string;
  children: ReactNode;
}

/** The audit lists' filters: the fields, then "apply" and "clear". */
export function FilterForm({ onSubmit, onClear, className, actionsClassName, children }: FilterFormProps) {
  const { t } = useI18n();
  return (
    <form onSubmit={onSubmit} aria-label={t("audit.filters")} className={cn("mb-4 grid gap-3 rounded-xl border bg-card p-4", className)}>
      {children}
      <div className={cn("flex items-end gap-2", actionsClassName)}>
        <Button type="submit">{t("audit.apply")}</Button>
        <Button type="button" variant="ghost" onClick={onClear}>
          {t("audit.clear")}
        </Button>
      </div>
    </form>
  );
}
