import { useI18n } from "@/lib/i18n";
import { formatAmount } from "@/lib/money";
import { cn } from "@/lib/utils";
import type { CodSimulation } from "../types";

/** The trial's headline: how many orders the rules would have refused and what that would have saved and cost. */
export function SimulationFigures({ result, compact = false }: { result: CodSimulation; compact?: boolean }) {
  const { t, format } = useI18n();
  const aed = (amount: string) => t("orders.amountAed", { amount: formatAmount(amount) });
  const figures: [string, string, string][] = [
    ["considered", t("codRules.sim.considered"), format.number(result.ordersConsidered)],
    ["would-refuse", t("codRules.sim.wouldRefuse"), format.number(result.wouldRefuse.orders)],
    ["revenue", t("codRules.sim.revenue"), aed(result.wouldRefuse.revenue)],
    ["refusals-avoided", t("codRules.sim.refusalsAvoided"), format.number(result.refusalsAvoided)],
    ["courier-cost-avoided", t("codRules.sim.courierCostAvoided"), aed(result.courierCostAvoided)],
    ["delivered-revenue-lost", t("codRules.sim.deliveredRevenueLost"), aed(result.deliveredRevenueLost)],
  ];
  return (
    <dl className={cn("grid gap-2", compact ? "text-sm" : "gap-3 sm:grid-cols-2 lg:grid-cols-3")} data-testid="sim-figures">
      {figures.map(([id, label, value]) => (
        <div
          key={id}
          className={cn(compact ? "flex items-baseline justify-between gap-3 border-b pb-1.5 last:border-0" : "rounded-xl border bg-card p-4")}
        >
          <dt className="text-muted-foreground">{label}</dt>
          <dd className={cn("font-bold tabular-nums", compact ? "shrink-0" : "mt-1 text-xl")} data-testid={`sim-${id}`}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
