import { RotateCwIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useI18n } from "@/lib/i18n";
import { cn } from "@/lib/utils";

/** A failed read shown in place of its section, with a way to try again without reloading the whole page. */
export function LoadError({ onRetry, className }: { onRetry: () => void; className?: string }) {
  const { t } = useI18n();
  return (
    <div
      role="alert"
      className={cn("flex flex-col items-center gap-3 rounded-xl border border-dashed p-8 text-center", className)}
    >
      <p className="text-muted-foreground">{t("storefront.error.body")}</p>
      <Button variant="outline" onClick={onRetry}>
        <RotateCwIcon aria-hidden="true" />
        {t("storefront.error.retry")}
      </Button>
    </div>
  );
}
