import { StarIcon } from "lucide-react";
import { useI18n } from "@/lib/i18n";
import { cn } from "@/lib/utils";

interface ProductRatingProps {
  /** Shoppers' average (to one decimal) and how many reviewed it. */
  rating: { average: number; count: number };
  className?: string;
}

/**
 * A product's stars, average and count, as its card and its page's title show them: drawn for the eye, said in words
 * for a screen reader ("4.5 out of 5, 12 reviews"). Nothing while nobody has reviewed it.
 */
export function ProductRating({ rating, className }: ProductRatingProps) {
  const { t, format } = useI18n();
  if (rating.count <= 0) return null;
  const average = format.number(rating.average);
  return (
    <span data-testid="product-rating" className={cn("inline-flex items-center gap-1.5 text-sm", className)}>
      <span aria-hidden="true" className="inline-flex gap-0.5 text-amber-500">
        {[1, 2, 3, 4, 5].map((star) => (
          <StarIcon
            key={star}
            className={cn("size-3.5", Math.round(rating.average) >= star ? "fill-current" : "text-muted-foreground/40")}
          />
        ))}
      </span>
      <span aria-hidden="true" className="font-semibold text-foreground">
        {average}
      </span>
      <span aria-hidden="true" className="text-muted-foreground">
        ({format.number(rating.count)})
      </span>
      <span className="sr-only">{t("rating.label", { average, reviews: t("reviews.count", { count: rating.count }) })}</span>
    </span>
  );
}
