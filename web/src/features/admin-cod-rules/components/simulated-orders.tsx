import { useState } from "react";
import { Link } from "react-router";
import { LoadMore } from "@/components/admin/load-more";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useI18n } from "@/lib/i18n";
import { outcomeLabel, reasonLabel } from "../lib/labels";
import type { SimulatedOrder } from "../types";

/** How many orders the table shows at first and adds at each "Show more": the trial may list hundreds. */
const pageSize = 25;

/** The orders the rules would have refused, newest first: each opens its order page, with what really happened. */
export function SimulatedOrders({ orders }: { orders: readonly SimulatedOrder[] }) {
  const { t, format } = useI18n();
  const [shown, setShown] = useState(pageSize);
  const rows = orders.slice(0, shown);
  return (
    <div className="grid gap-3">
      <h3 className="font-bold">{t("codRules.sim.orders")}</h3>
      <Table data-testid="sim-orders">
        <TableHeader>
          <TableRow>
            <TableHead>{t("codRules.sim.col.order")}</TableHead>
            <TableHead>{t("codRules.sim.col.date")}</TableHead>
            <TableHead>{t("codRules.sim.col.reason")}</TableHead>
            <TableHead>{t("codRules.sim.col.outcome")}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((order) => (
            <TableRow key={order.orderId} data-testid="sim-order-row" data-reason={order.reason} data-outcome={order.outcome}>
              <TableCell className="font-semibold">
                <Link
                  to={`/admin/orders/${order.orderId}`}
                  className="underline-offset-4 hover:underline"
                  aria-label={t("adminCod.page.open", { number: String(order.orderNumber) })}
                >
                  {t("orders.number", { number: String(order.orderNumber) })}
                </Link>
              </TableCell>
              <TableCell label={t("codRules.sim.col.date")} className="whitespace-nowrap text-muted-foreground">
                {format.date(order.placedAt)}
              </TableCell>
              <TableCell label={t("codRules.sim.col.reason")}>{t(reasonLabel[order.reason])}</TableCell>
              <TableCell label={t("codRules.sim.col.outcome")}>{t(outcomeLabel[order.outcome])}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <LoadMore
        shownText={t("codRules.sim.shown", { shown: format.number(rows.length), total: format.number(orders.length) })}
        moreLabel={t("codRules.sim.showMore")}
        hasMore={rows.length < orders.length}
        loading={false}
        onMore={() => setShown((count) => count + pageSize)}
      />
    </div>
  );
}
