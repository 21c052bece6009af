import { useId, useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useI18n } from "@/lib/i18n";
import { useReviews } from "../api/reviews";
import { ReviewForm } from "./review-form";
import { Stars } from "./stars";
import { customerName } from "@/lib/erased-customer";

interface ProductReviewsProps {
  slug: string;
  rating: { average: number; count: number } | undefined;
  signedIn: boolean;
  /** Called once her review is posted: the product's average and count changed. */
  onPosted: () => void;
}

/** A product's average, count and reviews, newest first; a signed-in shopper may write hers. */
export function ProductReviews({ slug, rating, signedIn, onPosted }: ProductReviewsProps) {
  const { t, format } = useI18n();
  const headingId = useId();
  const reviews = useReviews(slug);
  const [posted, setPosted] = useState(false);
  const count = rating?.count ?? 0;
  const entries = reviews.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section aria-labelledby={headingId} className="grid gap-5 border-t pt-8">
      <div className="grid gap-2">
        <h2 id={headingId} className="text-xl font-bold">
          {t("reviews.title")}
        </h2>
        {count > 0 && rating ? (
          <p className="flex flex-wrap items-center gap-2" data-testid="rating-summary">
            <Stars rating={rating.average} />
            <span className="font-semibold">{t("reviews.average", { average: format.number(rating.average) })}</span>
            <span className="text-muted-foreground">· {t("reviews.count", { count })}</span>
          </p>
        ) : (
          <p className="text-muted-foreground">{t("reviews.none")}</p>
        )}
      </div>
      {signedIn ? (
        posted ? null : (
          <ReviewForm
            slug={slug}
            onPosted={() => {
              setPosted(true);
              onPosted();
            }}
          />
        )
      ) : (
        <Button asChild variant="outline" className="justify-self-start">
          <Link to={`/login?next=${encodeURIComponent(`/product/${slug}`)}`}>{t("reviews.signInToReview")}</Link>
        </Button>
      )}
      {entries.length > 0 ? (
        <ul className="grid gap-4">
          {entries.map((review) => (
            <li key={review.id} data-testid="review" className="grid gap-1 rounded-xl border p-4">
              <div className="flex flex-wrap items-center gap-2">
                <Stars rating={review.rating} />
                <span className="sr-only">{t("reviews.stars", { count: review.rating })}</span>
                <span className="font-semibold">{t("reviews.by", { name: customerName(review.authorName, t) })}</span>
                <time dateTime={review.createdAt} className="text-sm text-muted-foreground">
                  {format.date(review.createdAt)}
                </time>
              </div>
              {review.comment ? <p className="whitespace-pre-line text-sm">{review.comment}</p> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {reviews.hasNextPage ? (
        <Button
          variant="outline"
          className="justify-self-center"
          disabled={reviews.isFetchingNextPage}
          onClick={() => void reviews.fetchNextPage()}
        >
          {reviews.isFetchingNextPage ? t("common.loading") : t("reviews.loadMore")}
        </Button>
      ) : null}
    </section>
  );
}
