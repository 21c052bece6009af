import { CircleDotIcon } from "lucide-react";
import { useI18n } from "@/lib/i18n";
import { formatAmount } from "@/lib/money";
import { orderStatusLabel } from "@/lib/order-status";
import { useOrderHistory } from "../api/get-order-history";
import { describeHistory, type HistoryFact } from "../lib/describe-history";
import type { OrderHistoryEntry } from "../types";

function actorText(entry: OrderHistoryEntry, t: ReturnType<typeof useI18n>["t"]): string {
  const actor = entry.actor;
  if (!actor?.email) return t("adminOrders.history.system");
  const role = actor.role === "admin" ? t("role.admin") : actor.role === "customer" ? t("role.customer") : actor.role;
  return t("adminOrders.history.actor", { email: actor.email, role });
}

/** A fact's sentence: its terms (an outcome, a reason) named in the reader's language, amounts as money. */
function factText(fact: HistoryFact, t: ReturnType<typeof useI18n>["t"]): string {
  const params: Record<string, string | number> = { ...fact.params };
  for (const [name, key] of Object.entries(fact.terms ?? {})) params[name] = t(key);
  if (typeof params.amount === "string") params.amount = t("orders.amountAed", { amount: formatAmount(params.amount) });
  if (typeof params.expected === "string") params.expected = t("orders.amountAed", { amount: formatAmount(params.expected) });
  return t(fact.key, params);
}

/** The order's recorded events, oldest first, read from the event log so deletions and edits are never lost. */
export function OrderTimeline({ orderId }: { orderId: string }) {
  const { t, format } = useI18n();
  const history = useOrderHistory(orderId);

  if (history.isPending) return <p className="text-sm text-muted-foreground">{t("adminOrders.history.loading")}</p>;
  if (history.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {t("adminOrders.history.failed")}
      </p>
    );
  }
  if (history.data.length === 0) return <p className="text-sm text-muted-foreground">{t("adminOrders.history.empty")}</p>;

  return (
    <ol className="grid gap-0" data-testid="order-timeline">
      {history.data.map((entry, index) => {
        const { label, change, facts } = describeHistory(entry);
        return (
          <li key={entry.streamVersion} className="relative flex gap-3 pb-5 last:pb-0" data-testid="timeline-entry" data-type={entry.type}>
            {index < history.data.length - 1 ? (
              <span aria-hidden="true" className="absolute start-[0.5625rem] top-6 bottom-0 w-px bg-border" />
            ) : null}
            <CircleDotIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
            <div className="grid gap-0.5 text-sm">
              <p className="font-semibold">{label ? t(label) : t("adminOrders.history.unknown", { type: entry.type })}</p>
              {change ? (
                <p>
                  {t("adminOrders.history.fromTo", {
                    from: t(orderStatusLabel[change.from]),
                    to: t(orderStatusLabel[change.to]),
                  })}
                </p>
              ) : null}
              {facts.map((fact) => (
                <p key={fact.key}>{factText(fact, t)}</p>
              ))}
              <p className="text-xs text-muted-foreground">
                <time dateTime={entry.recordedAt}>{format.dateTime(entry.recordedAt)}</time>
                {" · "}
                {t("adminOrders.history.by", { actor: actorText(entry, t) })}
              </p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
