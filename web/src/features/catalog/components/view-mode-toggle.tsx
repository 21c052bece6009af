import { LayoutGridIcon, ListIcon } from "lucide-react";
import { useI18n } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import type { ViewMode } from "../hooks/use-view-mode";

export function ViewModeToggle({ mode, onChange }: { mode: ViewMode; onChange: (mode: ViewMode) => void }) {
  const { t } = useI18n();
  const options = [
    { value: "grid", label: t("storefront.shop.viewGrid"), Icon: LayoutGridIcon },
    { value: "list", label: t("storefront.shop.viewList"), Icon: ListIcon },
  ] as const;
  return (
    <div role="group" aria-label={t("storefront.shop.view")} className="flex rounded-lg border bg-card p-0.5">
      {options.map(({ value, label, Icon }) => (
        <button
          key={value}
          type="button"
          aria-pressed={mode === value}
          title={label}
          onClick={() => onChange(value)}
          className={cn(
            "flex size-9 items-center justify-center rounded-md transition-colors",
            mode === value ? "bg-primary text-primary-foreground" : "text-muted-foreground hover:bg-accent",
          )}
        >
          <Icon aria-hidden="true" className="size-4" />
          <span className="sr-only">{label}</span>
        </button>
      ))}
    </div>
  );
}
