import { useId } from "react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { useI18n } from "@/lib/i18n";
import type { CustomerDetail } from "../types";
import { CodControl } from "./cod-control";
import { codStatusLabel, codStatusVariant } from "./cod-status-label";
import { RefusalHistory } from "./refusal-history";

/** Her cash on delivery: the status staff set (and why), what she has had delivered and refused, and each refusal. */
export function CodStanding({ customer }: { customer: CustomerDetail }) {
  const { t, format } = useI18n();
  const headingId = useId();
  const historyId = useId();
  return (
    <Card className="mb-6" aria-labelledby={headingId} role="region" data-testid="cod-standing">
      <CardHeader>
        <div className="flex flex-wrap items-center gap-3">
          <h2 id={headingId} className="text-lg font-bold">
            {t("admin.customers.cod.title")}
          </h2>
          <Badge variant={codStatusVariant[customer.codStatus]} data-testid="cod-status" data-cod-status={customer.codStatus}>
            {t(codStatusLabel[customer.codStatus])}
          </Badge>
        </div>
        {customer.codNote ? <p className="text-sm text-muted-foreground">{t("admin.customers.cod.currentNote", { note: customer.codNote })}</p> : null}
      </CardHeader>
      <CardContent className="grid gap-6">
        <dl className="grid gap-3 sm:grid-cols-2">
          <div className="rounded-lg border bg-muted/30 p-3">
            <dt className="text-sm text-muted-foreground">{t("admin.customers.cod.refusals")}</dt>
            <dd className="mt-1 font-semibold tabular-nums" data-testid="cod-refusals">
              {format.number(customer.refusals)}
            </dd>
          </div>
          <div className="rounded-lg border bg-muted/30 p-3">
            <dt className="text-sm text-muted-foreground">{t("admin.customers.cod.delivered")}</dt>
            <dd className="mt-1 font-semibold tabular-nums" data-testid="cod-delivered">
              {format.number(customer.deliveredOrders)}
            </dd>
          </div>
        </dl>
        <CodControl customer={customer} />
        <section aria-labelledby={historyId} className="grid gap-3">
          <h3 id={historyId} className="font-bold">
            {t("admin.customers.cod.history")}
          </h3>
          <RefusalHistory refusals={customer.refusalHistory} />
        </section>
      </CardContent>
    </Card>
  );
}
