import { AlertCircleIcon, RotateCwIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useI18n } from "@/lib/i18n";
import type { QuotedCart } from "../hooks/use-quoted-cart";
import { orderErrorCodes } from "../lib/order-errors";

/** Why the cart cannot go on to an order yet, or that the store could not be asked; nothing when all is well. */
export function CartCheckNotice({ check }: { check: Omit<QuotedCart, "lines" | "forget"> }) {
  const { t } = useI18n();
  if (check.blocked) {
    const key = check.problem ? orderErrorCodes[check.problem.code] : undefined;
    return (
      <p
        role="alert"
        data-testid="cart-blocked"
        className="flex items-start gap-2 rounded-lg border border-destructive/30 bg-destructive/5 p-3 text-sm font-semibold text-destructive"
      >
        <AlertCircleIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {key ? t(key, check.problem?.params) : t("cartQuote.blocked")}
      </p>
    );
  }
  if (!check.failed) return null;
  return (
    <div role="status" className="flex flex-wrap items-center justify-between gap-3 rounded-lg border bg-muted/40 p-3 text-sm">
      <p className="text-muted-foreground">{t("cartQuote.checkFailed")}</p>
      <Button variant="outline" size="sm" onClick={check.retry} disabled={check.retrying}>
        <RotateCwIcon aria-hidden="true" className={check.retrying ? "animate-spin" : undefined} />
        {t("orderSummary.retry")}
      </Button>
    </div>
  );
}
