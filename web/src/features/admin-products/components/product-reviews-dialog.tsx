import { StarIcon } from "lucide-react";
import { notifyFailure, notifySuccess } from "@/components/admin/notify";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useI18n } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { useHideReview, useProductReviews } from "../api/product-reviews";
import { customerName } from "@/lib/erased-customer";

function ReviewList({ productId }: { productId: string }) {
  const { t, format } = useI18n();
  const reviews = useProductReviews(productId);
  const hide = useHideReview(productId);
  if (reviews.isPending) return <p role="status">{t("admin.reviews.loading")}</p>;
  if (reviews.isError) return <p role="alert">{t("admin.reviews.loadFailed")}</p>;
  const entries = reviews.data.pages.flatMap((page) => page.items);
  if (entries.length === 0) return <p className="text-muted-foreground">{t("admin.reviews.empty")}</p>;
  return (
    <div className="grid gap-3">
      <ul className="grid gap-3">
        {entries.map((review) => (
          <li key={review.id} data-testid="admin-review" className={cn("grid gap-1 rounded-lg border p-3", review.hiddenAt && "opacity-60")}>
            <div className="flex flex-wrap items-center gap-2">
              <span className="inline-flex items-center gap-1 font-semibold">
                <StarIcon aria-hidden="true" className="size-4 fill-amber-500 text-amber-500" />
                {t("admin.reviews.rating", { count: review.rating })}
              </span>
              <span dir="auto">{customerName(review.authorName, t)}</span>
              <time dateTime={review.createdAt} className="text-sm text-muted-foreground">
                {format.dateTime(review.createdAt)}
              </time>
              {review.hiddenAt ? <Badge variant="outline">{t("admin.reviews.hidden")}</Badge> : null}
            </div>
            {review.comment ? (
              <p dir="auto" className="whitespace-pre-line text-sm">
                {review.comment}
              </p>
            ) : null}
            {review.hiddenAt ? null : (
              <Button
                size="sm"
                variant="outline"
                className="justify-self-start text-destructive"
                aria-label={t("admin.reviews.hideReview", { name: customerName(review.authorName, t) })}
                disabled={hide.isPending}
                onClick={() =>
                  hide.mutate(review.id, {
                    onSuccess: () => notifySuccess(t, "admin.reviews.hiddenDone"),
                    onError: (error) => notifyFailure(t, error),
                  })
                }
              >
                {t("admin.reviews.hide")}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {reviews.hasNextPage ? (
        <Button variant="outline" className="justify-self-center" disabled={reviews.isFetchingNextPage} onClick={() => void reviews.fetchNextPage()}>
          {t("admin.reviews.more")}
        </Button>
      ) : null}
    </div>
  );
}

/** A product's reviews, hidden ones marked; an admin hides one that should not be shown. */
export function ProductReviewsDialog({ product, onClose }: { product: { id: string; name: string } | null; onClose: () => void }) {
  const { t } = useI18n();
  return (
    <Dialog open={product !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {product ? (
        <DialogContent closeLabel={t("admin.reviews.close")} className="max-w-2xl">
          <DialogHeader>
            <DialogTitle>{t("admin.reviews.title", { name: product.name })}</DialogTitle>
            <DialogDescription>{t("admin.reviews.description")}</DialogDescription>
          </DialogHeader>
          <ReviewList productId={product.id} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
