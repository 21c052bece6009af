import { useI18n } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { useDeliveryTerms } from "../api/get-delivery";
import { stripText } from "../lib/strip-text";

/**
 * The strip above the header: free delivery from the store's amount (GET /api/delivery, preloaded by src/boot.ts).
 * It keeps the height index.html's skeleton gives it (h-8, sm:h-9) while the answer is on its way, so nothing below
 * it moves when the words arrive; a failed read leaves it without words rather than promising the wrong amount.
 */
export function DeliveryStrip({ className }: { className?: string }) {
  const { t, format } = useI18n();
  const terms = useDeliveryTerms();
  return (
    <p
      data-testid="announcement-strip"
      className={cn(
        "min-h-8 bg-strip px-4 py-2 text-center text-xs font-semibold tracking-wide text-strip-foreground sm:min-h-9 sm:text-sm",
        className,
      )}
    >
      {terms.data ? stripText(terms.data, t, format) : "\u00a0"}
    </p>
  );
}
