import { LoaderCircleIcon } from "lucide-react";
import { Button } from "@/components/ui/button";

interface LoadMoreProps {
  /** "Showing 50 of 52", in the list's own words. */
  shownText: string;
  moreLabel: string;
  /** What the button says while the next page is read; the same as `moreLabel` unless given. */
  loadingLabel?: string;
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
  /** The count's `data-testid`. */
  testId?: string;
}

/** Under a list read page by page: how many rows are shown of how many, and the button that reads the next page. */
export function LoadMore({ shownText, moreLabel, loadingLabel = moreLabel, hasMore, loading, onMore, testId }: LoadMoreProps) {
  return (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-muted-foreground" aria-live="polite" data-testid={testId}>
        {shownText}
      </p>
      {hasMore ? (
        <Button variant="outline" onClick={onMore} disabled={loading}>
          {loading ? <LoaderCircleIcon aria-hidden="true" className="size-4 animate-spin" /> : null}
          {loading ? loadingLabel : moreLabel}
        </Button>
      ) : null}
    </div>
  );
}
