import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { Button } from "@/components/ui/button";
import { useI18n } from "@/lib/i18n";
import { useReviewEligibility, useReviews } from "../api/reviews";
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

/**
 * A product's average, count and reviews, newest first. The form is offered only to a shopper the server says may
 * review it now (a delivered order of it, no review of hers yet); other shoppers read why not, visitors a sign-in
 * link. The section is the page's `#reviews`, where the request for reviews after a delivery links to.
 */
export function ProductReviews({ slug, rating, signedIn, onPosted }: ProductReviewsProps) {
  const { t, format } = useI18n();
  const headingId = useId();
  const reviews = useReviews(slug);
  const eligibility = useReviewEligibility(slug, signedIn);
  const [posted, setPosted] = useState(false);
  const count = rating?.count ?? 0;
  const entries = reviews.data?.pages.flatMap((page) => page.items) ?? [];
  const section = useRef<HTMLElement>(null);
  const { hash } = useLocation();
  // Opened at its reviews (a link in her mail or notification): the section is drawn once the product is, after the
  // navigation's own scroll, so it is brought into view here.
  useEffect(() => {
    if (hash === "#reviews") section.current?.scrollIntoView({ block: "start" });
  }, [hash]);

  const reason = posted ? "already_reviewed" : eligibility.data?.reason;
  const form = reason === "eligible" ? (
    <ReviewForm
      slug={slug}
      onPosted={() => {
        setPosted(true);
        onPosted();
      }}
    />
  ) : reason ? (
    <p className="text-muted-foreground" data-testid="review-eligibility" role="status">
      {t(reason === "already_reviewed" ? "reviews.yoursPosted" : "reviews.receivedOnly")}
    </p>
  ) : eligibility.isError ? (
    <p className="text-muted-foreground" role="status">
      {t("reviews.eligibilityFailed")}
    </p>
  ) : null;

  return (
    <section id="reviews" ref={section} aria-labelledby={headingId} className="grid scroll-mt-20 gap-5 border-t pt-8">
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
        form
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
