import { useId } from "react";
import { useI18n } from "@/lib/i18n";
import type { CodSimulation } from "../types";
import { ReasonChart } from "./reason-chart";
import { SimulatedOrders } from "./simulated-orders";
import { SimulationFigures } from "./simulation-figures";

/** The rules tried on the last 90 days: the headline figures, the refusals by reason, and the orders themselves. */
export function SimulationResults({ result, stale }: { result: CodSimulation; stale: boolean }) {
  const { t } = useI18n();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-4" data-testid="cod-simulation" data-stale={stale}>
      <h2 id={headingId} className="text-lg font-bold">
        {t("codRules.sim.title")}
      </h2>
      {stale ? (
        <p role="status" className="rounded-md border border-yellow-300 bg-yellow-100 px-3 py-2 text-sm text-yellow-900">
          {t("codRules.sim.stale")}
        </p>
      ) : null}
      <SimulationFigures result={result} />
      {result.orders.length === 0 ? (
        <p className="rounded-xl border border-dashed bg-card/60 px-4 py-8 text-center text-muted-foreground">{t("codRules.sim.none")}</p>
      ) : (
        <>
          <ReasonChart byReason={result.byReason} />
          <SimulatedOrders orders={result.orders} />
        </>
      )}
    </section>
  );
}
