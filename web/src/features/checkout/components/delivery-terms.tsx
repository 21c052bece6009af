import { CheckCircle2Icon, TruckIcon } from "lucide-react";
import { useI18n } from "@/lib/i18n";
import { toFils } from "@/lib/money";
import { etaText } from "../lib/delivery-eta";
import type { DeliveryLine } from "../lib/summary-figures";

/** The summary's delivery line: the fee (or Free), the most it can be before an emirate is chosen, and the days. */
export function DeliveryTerms({ delivery }: { delivery: DeliveryLine }) {
  const { t, format } = useI18n();
  return (
    <div className="flex items-start justify-between gap-4">
      <dt className="grid gap-0.5 text-muted-foreground">
        <span>{t("orderAmounts.deliveryFee")}</span>
        {delivery.atMost ? <span className="text-xs">{t("orderAmounts.deliveryUpTo")}</span> : null}
        {delivery.etaDays ? (
          <span className="flex items-center gap-1 text-xs" data-testid="summary-delivery-eta">
            <TruckIcon aria-hidden="true" className="size-3.5 shrink-0 rtl:-scale-x-100" />
            {etaText(delivery.etaDays, t)}
          </span>
        ) : null}
      </dt>
      <dd className="font-semibold tabular-nums" data-testid="summary-delivery">
        {delivery.free ? <span className="text-primary">{t("orderAmounts.free")}</span> : format.price(delivery.amount)}
      </dd>
    </div>
  );
}

/** How far the goods are from free delivery, or that they reach it; nothing when the store has no such amount. */
export function FreeDeliveryNote({ remaining }: { remaining: string | null }) {
  const { t, format } = useI18n();
  if (remaining === null) return null;
  const reached = toFils(remaining) === 0;
  return (
    <p
      aria-live="polite"
      data-testid="free-delivery-note"
      className="flex items-center gap-2 rounded-lg bg-accent p-3 text-sm font-semibold text-accent-foreground"
    >
      {reached ? (
        <CheckCircle2Icon aria-hidden="true" className="size-4 shrink-0 text-primary" />
      ) : (
        <TruckIcon aria-hidden="true" className="size-4 shrink-0 text-primary rtl:-scale-x-100" />
      )}
      {reached ? t("delivery.qualifies") : t("delivery.remaining", { amount: format.price(remaining) })}
    </p>
  );
}
