import { useId } from "react";
import { useI18n } from "@/lib/i18n";
import { reasonLabel } from "../lib/labels";
import { reasonBars } from "../lib/simulation";
import type { CodSimulation } from "../types";

/**
 * The refused orders by reason as horizontal bars. Each bar's text says its reason and count, so the bars
 * themselves are decoration: a screen reader reads a plain list, and nothing is told by length or colour alone.
 */
export function ReasonChart({ byReason }: { byReason: CodSimulation["byReason"] }) {
  const { t, format } = useI18n();
  const captionId = useId();
  const bars = reasonBars(byReason);
  if (bars.length === 0) return null;
  return (
    <figure aria-labelledby={captionId} className="grid gap-3 rounded-xl border bg-card p-4" data-testid="sim-chart">
      <figcaption id={captionId} className="font-bold">
        {t("codRules.sim.byReason")}
      </figcaption>
      <ul className="grid gap-3">
        {bars.map((bar) => (
          <li key={bar.reason} className="grid gap-1 md:grid-cols-[16rem_minmax(0,1fr)] md:items-center md:gap-3" data-reason={bar.reason}>
            <span className="text-sm">
              {t("codRules.sim.reasonCount", { reason: t(reasonLabel[bar.reason]), count: format.number(bar.count) })}
            </span>
            <span aria-hidden="true" className="h-3 overflow-hidden rounded-full bg-muted">
              <span className="block h-full rounded-full bg-primary" style={{ width: `${bar.percent}%` }} />
            </span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
