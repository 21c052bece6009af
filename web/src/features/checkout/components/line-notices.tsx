import { AlertCircleIcon, InfoIcon } from "lucide-react";
import { useI18n } from "@/lib/i18n";
import type { CartLine } from "../lib/cart-lines";

/**
 * What the store said of a cart line, under its name: a price that changed since it was added, a quantity lowered
 * to what can be ordered, or why it cannot be ordered at all.
 */
export function LineNotices({ line }: { line: CartLine }) {
  const { t, format } = useI18n();
  const problem =
    line.status === "inactive" || line.status === "deleted" || line.status === "unknown"
      ? t("cartQuote.unavailable")
      : line.status === "variant_missing"
        ? t("cartQuote.variantGone")
        : line.status === "out_of_stock"
          ? t("cartQuote.outOfStock")
          : null;
  const clamped = line.clamped
    ? line.clamped.reason === "stock"
      ? t("cartQuote.clampedStock", { count: line.clamped.quantity })
      : t("cartQuote.clampedLimit", { count: line.clamped.quantity })
    : null;

  return (
    <>
      {line.previousPrice && !problem ? (
        <p className="text-sm text-muted-foreground" data-testid="cart-line-price-changed">
          {t("cartQuote.priceChanged", { price: format.price(line.previousPrice) })}
        </p>
      ) : null}
      {clamped && !problem ? (
        <p role="status" className="flex items-start gap-1.5 text-sm font-semibold text-amber-800" data-testid="cart-line-clamped">
          <InfoIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {clamped}
        </p>
      ) : null}
      {problem ? (
        <p className="flex items-start gap-1.5 text-sm font-semibold text-destructive" data-testid="cart-line-problem">
          <AlertCircleIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            {problem} · {t("cartQuote.removeToContinue")}
          </span>
        </p>
      ) : null}
    </>
  );
}
