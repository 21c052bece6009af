import { RotateCwIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { type MessageKey, useI18n } from "@/lib/i18n";

/** The spec's loading sentence, announced politely to screen readers. */
export function LoadingState({ message }: { message: MessageKey }) {
  const { t } = useI18n();
  return (
    <p role="status" className="rounded-xl border border-dashed bg-card/60 px-4 py-10 text-center text-muted-foreground">
      {t(message)}
    </p>
  );
}

export function LoadFailedState({ message, onRetry }: { message: MessageKey; onRetry: () => void }) {
  const { t } = useI18n();
  return (
    <div role="alert" className="grid justify-items-center gap-3 rounded-xl border bg-card px-4 py-10 text-center">
      <p className="text-muted-foreground">{t(message)}</p>
      <Button variant="outline" onClick={onRetry}>
        <RotateCwIcon aria-hidden="true" />
        {t("admin.catalog.retry")}
      </Button>
    </div>
  );
}

export function EmptyState({ message }: { message: MessageKey }) {
  const { t } = useI18n();
  return (
    <p className="rounded-xl border border-dashed bg-card/60 px-4 py-10 text-center text-muted-foreground">{t(message)}</p>
  );
}
