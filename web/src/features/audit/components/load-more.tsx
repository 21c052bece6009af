import { LoaderCircleIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useI18n } from "@/lib/i18n";

interface LoadMoreProps {
  shown: number;
  total: number;
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
}

/** How many rows are shown of how many match, and the button that reads the next page. */
export function LoadMore({ shown, total, hasMore, loading, onMore }: LoadMoreProps) {
  const { t, format } = useI18n();
  return (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-muted-foreground">
      <p aria-live="polite">{t("audit.shown", { shown: format.number(shown), total: format.number(total) })}</p>
      {hasMore ? (
        <Button variant="outline" onClick={onMore} disabled={loading}>
          {loading ? <LoaderCircleIcon aria-hidden="true" className="animate-spin" /> : null}
          {loading ? t("audit.loadingMore") : t("audit.loadMore")}
        </Button>
      ) : null}
    </div>
  );
}
