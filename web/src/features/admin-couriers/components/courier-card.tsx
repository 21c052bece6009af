import { BanknoteIcon, ChevronDownIcon, PencilIcon } from "lucide-react";
import { useId, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useI18n } from "@/lib/i18n";
import { formatAmount } from "@/lib/money";
import { useCourierCash } from "../api/get-courier-cash";
import type { Courier } from "../types";
import { RemittanceDialog } from "./remittance-dialog";

/**
 * One courier: its costs, whether it takes parcels and the cash it holds for the shop (from the list). The ledger
 * (totals, discrepancies, the orders a remittance may settle) is read when the admin opens it or records a remittance.
 */
export function CourierCard({ courier, onEdit }: { courier: Courier; onEdit: (courier: Courier) => void }) {
  const { t, format } = useI18n();
  const [showCash, setShowCash] = useState(false);
  const [remitting, setRemitting] = useState(false);
  const cash = useCourierCash(courier.id, showCash || remitting);
  const cashId = useId();
  const aed = (amount: string) => t("orders.amountAed", { amount: formatAmount(amount) });

  return (
    <li className="grid gap-3 rounded-xl border bg-card p-4" data-testid="courier-row" data-courier={courier.name}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1">
          <h2 className="text-lg font-bold">{courier.name}</h2>
          <p className="text-sm text-muted-foreground">
            {t("adminCod.couriers.costs", { delivery: aed(courier.deliveryCost), return: aed(courier.returnCost) })}
          </p>
        </div>
        <Badge variant={courier.active ? "secondary" : "outline"}>
          {t(courier.active ? "adminCod.couriers.isActive" : "adminCod.couriers.inactive")}
        </Badge>
      </div>
      <p className="text-sm">
        {t("adminCod.cash.outstanding")}{" "}
        <span className="font-bold tabular-nums" data-testid="courier-outstanding">
          {aed(courier.cashOutstanding)}
        </span>
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" className="min-h-11" onClick={() => onEdit(courier)}>
          <PencilIcon aria-hidden="true" />
          {t("adminCod.couriers.edit", { courier: courier.name })}
        </Button>
        <Button variant="outline" className="min-h-11" aria-expanded={showCash} aria-controls={cashId} onClick={() => setShowCash(!showCash)}>
          <ChevronDownIcon aria-hidden="true" className={showCash ? "rotate-180" : undefined} />
          {t("adminCod.cash.details")}
        </Button>
        <Button className="min-h-11" onClick={() => setRemitting(true)}>
          <BanknoteIcon aria-hidden="true" />
          {t("adminCod.remit.open")}
        </Button>
      </div>
      {showCash ? (
        <div id={cashId} className="grid gap-1 rounded-lg bg-muted/40 p-3 text-sm" aria-live="polite">
          {cash.isPending ? (
            <p className="text-muted-foreground">{t("adminCod.cash.loading")}</p>
          ) : cash.isError ? (
            <p className="text-destructive">{t("adminCod.cash.failed")}</p>
          ) : (
            <>
              <p>{t("adminCod.cash.totals", { collected: aed(cash.data.collected), remitted: aed(cash.data.remitted) })}</p>
              {cash.data.discrepancies.length > 0 ? (
                <ul className="grid gap-0.5 text-xs text-orange-900" data-testid="courier-discrepancies">
                  {cash.data.discrepancies.map((item) => (
                    <li key={item.orderId}>
                      {t("adminCod.cash.discrepancy", {
                        number: String(item.orderNumber),
                        collected: aed(item.collected),
                        expected: aed(item.expected),
                      })}
                    </li>
                  ))}
                </ul>
              ) : null}
              <p className="text-xs text-muted-foreground">{t("adminCod.cash.asOf", { date: format.dateTime(cash.data.asOf) })}</p>
            </>
          )}
        </div>
      ) : null}
      <RemittanceDialog courier={courier} cash={cash} open={remitting} onClose={() => setRemitting(false)} />
    </li>
  );
}
