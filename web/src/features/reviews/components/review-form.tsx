import { StarIcon } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { describeError } from "@/lib/error-message";
import { useI18n } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { maxCommentLength, usePostReview } from "../api/reviews";

/** Her review: one to five stars (radio buttons, so arrow keys choose) and an optional comment. */
export function ReviewForm({ slug, onPosted }: { slug: string; onPosted: () => void }) {
  const { t } = useI18n();
  const commentId = useId();
  const hintId = useId();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState("");
  const [submitted, setSubmitted] = useState(false);
  const post = usePostReview(slug, onPosted);
  const ratingError = submitted && rating === 0 ? t("reviews.ratingRequired") : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (rating === 0) return;
    post.mutate(
      { rating, comment: comment.trim() || null },
      {
        onSuccess: () => toast({ title: t("reviews.thanks") }),
        onError: (error) =>
          toast({
            variant: "destructive",
            title: t("toast.error"),
            description: describeError(error, {
              t,
              fallback: "reviews.failed",
              byCode: {
                purchase_required: "reviews.purchaseRequired",
                already_reviewed: "reviews.alreadyReviewed",
                comment_too_long: "reviews.commentTooLong",
                invalid_rating: "reviews.ratingRequired",
              },
            }),
          }),
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4 rounded-2xl border bg-card p-5">
      <h3 className="font-bold">{t("reviews.write")}</h3>
      <fieldset className="grid gap-2" aria-describedby={ratingError ? `${hintId}-rating` : undefined}>
        <legend className="mb-1 text-sm font-semibold">{t("reviews.yourRating")}</legend>
        <div className="flex gap-1">
          {[1, 2, 3, 4, 5].map((star) => (
            <label key={star} className="cursor-pointer rounded-md p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring">
              <input
                type="radio"
                name="rating"
                value={star}
                checked={rating === star}
                onChange={() => setRating(star)}
                disabled={post.isPending}
                className="sr-only"
              />
              <StarIcon aria-hidden="true" className={cn("size-7 text-amber-500", rating >= star ? "fill-current" : "opacity-40")} />
              <span className="sr-only">{t("reviews.stars", { count: star })}</span>
            </label>
          ))}
        </div>
        {ratingError ? (
          <p id={`${hintId}-rating`} className="text-sm font-medium text-destructive">
            {ratingError}
          </p>
        ) : null}
      </fieldset>
      <div className="grid gap-2">
        <label htmlFor={commentId} className="text-sm font-semibold">
          {t("reviews.comment")}
        </label>
        <textarea
          id={commentId}
          name="comment"
          rows={4}
          maxLength={maxCommentLength}
          value={comment}
          disabled={post.isPending}
          aria-describedby={hintId}
          onChange={(event) => setComment(event.target.value)}
          className="rounded-md border border-input bg-card px-3 py-2 text-base shadow-xs focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring md:text-sm"
        />
        <p id={hintId} className="text-xs text-muted-foreground">
          {t("reviews.commentHint", { max: maxCommentLength })}
        </p>
      </div>
      <Button type="submit" className="justify-self-start" disabled={post.isPending}>
        {post.isPending ? t("reviews.submitting") : t("reviews.submit")}
      </Button>
    </form>
  );
}
