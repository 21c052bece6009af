import { BanknoteIcon, PhoneCallIcon, UndoIcon } from "lucide-react";
import { Link } from "react-router";
import { useI18n } from "@/lib/i18n";
import { formatAmount } from "@/lib/money";
import type { AdminStats } from "../types";

/**
 * The cash-on-delivery cards (ADR 057): orders waiting for a call (a link to that list), the cash the couriers hold,
 * and how many deliveries were refused in the last 30 days. Live with the other figures (`stats:updated`).
 */
export function CodCards({ stats }: { stats: AdminStats }) {
  const { t, format } = useI18n();
  // Null when no delivery came to an end in the 30 days: a dash, not a misleading 0%.
  const rate = typeof stats.refusalRate30d === "number" && Number.isFinite(stats.refusalRate30d) ? stats.refusalRate30d : null;
  const cardClass = "flex min-h-11 items-start justify-between gap-3 rounded-2xl border bg-card p-4 shadow-sm sm:p-5";
  const figure = "text-xl font-bold tabular-nums break-words sm:text-2xl";
  const icon = "hidden size-10 shrink-0 items-center justify-center rounded-full bg-secondary text-primary sm:flex";
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-3" aria-label={t("adminCod.dashboard.title")}>
      <li className="col-span-2 xl:col-span-1">
        <Link
          to="/admin/orders?awaitingConfirmation=true"
          className={`${cardClass} transition-colors hover:border-primary focus-visible:outline-2 focus-visible:outline-ring`}
        >
          <div className="grid min-w-0 gap-1">
            <p className="text-sm font-semibold text-muted-foreground">{t("adminCod.dashboard.awaiting")}</p>
            <p className={figure} data-testid="stat-awaiting-confirmation">
              {format.number(stats.awaitingConfirmation ?? 0)}
            </p>
          </div>
          <span className={icon}>
            <PhoneCallIcon aria-hidden="true" className="size-5" />
          </span>
        </Link>
      </li>
      <li className={cardClass}>
        <div className="grid min-w-0 gap-1">
          <p className="text-sm font-semibold text-muted-foreground">{t("adminCod.dashboard.withCouriers")}</p>
          <p className={figure} data-testid="stat-cod-with-couriers">
            {t("orders.amountAed", { amount: formatAmount(stats.codWithCouriers ?? "0") })}
          </p>
        </div>
        <span className={icon}>
          <BanknoteIcon aria-hidden="true" className="size-5" />
        </span>
      </li>
      <li className={cardClass}>
        <div className="grid min-w-0 gap-1">
          <p className="text-sm font-semibold text-muted-foreground">{t("adminCod.dashboard.refusalRate")}</p>
          <p className={figure} data-testid="stat-refusal-rate">
            {rate === null ? t("adminCod.dashboard.noRate") : t("adminCod.dashboard.percent", { value: format.number(Math.round(rate * 1000) / 10) })}
          </p>
        </div>
        <span className={icon}>
          <UndoIcon aria-hidden="true" className="size-5" />
        </span>
      </li>
    </ul>
  );
}
