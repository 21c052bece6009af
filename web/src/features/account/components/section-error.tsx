import { RotateCwIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useI18n } from "@/lib/i18n";

/** A failed read shown in place of the section, with a way to try again. */
export function SectionError({ onRetry }: { onRetry: () => void }) {
  const { t } = useI18n();
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-8 text-center">
      <p className="text-muted-foreground">{t("account.loadFailed")}</p>
      <Button variant="outline" onClick={onRetry}>
        <RotateCwIcon aria-hidden="true" />
        {t("account.retry")}
      </Button>
    </div>
  );
}
