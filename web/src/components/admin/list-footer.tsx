import { Button } from "@/components/ui/button";
import { useI18n } from "@/lib/i18n";

interface ListFooterProps {
  shown: number;
  total: number;
  /** false: `total` is where the server stopped counting, more rows match. */
  exact?: boolean;
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  onLoadMore: () => void;
}

/** Under a paged table: how many rows of the total are shown, and the button that reads the next page. */
export function ListFooter({ shown, total, exact = true, hasMore, loading, failed, onLoadMore }: ListFooterProps) {
  const { t } = useI18n();
  return (
    <div className="mt-4 grid justify-items-center gap-2 text-sm text-muted-foreground">
      <p role="status" data-testid="list-shown">
        {t(exact ? "adminLists.shown" : "adminLists.shownOfMore", { shown, total })}
      </p>
      {failed && <p className="text-destructive">{t("adminLists.loadMoreFailed")}</p>}
      {hasMore && (
        <Button variant="outline" onClick={onLoadMore} disabled={loading}>
          {t(loading ? "adminLists.loadingMore" : "adminLists.loadMore")}
        </Button>
      )}
    </div>
  );
}
