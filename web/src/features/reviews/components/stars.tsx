import { StarIcon } from "lucide-react";
import { cn } from "@/lib/utils";

/** Five stars filled to the rating (halves shown as filled from .5), drawn for the eye; the text beside it says it. */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  return (
    <span aria-hidden="true" className={cn("inline-flex gap-0.5 text-amber-500", className)}>
      {[1, 2, 3, 4, 5].map((star) => (
        <StarIcon key={star} className={cn("size-4", Math.round(rating) >= star ? "fill-current" : "text-muted-foreground/40")} />
      ))}
    </span>
  );
}
