import { PhoneIcon } from "lucide-react";
import { useI18n } from "@/lib/i18n";
import { contactOutcomeLabel } from "../lib/cod-terms";
import type { Order } from "../types";

/** Under a row's status: how often the shopper was called and what the last call came to. */
export function CallSummary({ order }: { order: Pick<Order, "contactAttemptsCount" | "lastContactOutcome"> }) {
  const { t } = useI18n();
  const count = order.contactAttemptsCount ?? 0;
  if (count === 0) return null;
  return (
    <p className="mt-1 flex items-center gap-1 text-xs text-muted-foreground" data-testid="call-summary">
      <PhoneIcon aria-hidden="true" className="size-3" />
      {t("adminCod.calls.count", { count })}
      {order.lastContactOutcome ? ` · ${t(contactOutcomeLabel[order.lastContactOutcome])}` : null}
    </p>
  );
}
