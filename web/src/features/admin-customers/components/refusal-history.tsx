import { Link } from "react-router";
import { PhoneContact } from "@/components/admin/phone-contact";
import { EmptyState } from "@/components/admin/query-status";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useI18n } from "@/lib/i18n";
import type { RefusalEntry } from "../types";

/** The deliveries refused that count against her, newest as the store lists them: by her account or her number. */
export function RefusalHistory({ refusals }: { refusals: readonly RefusalEntry[] }) {
  const { t, format } = useI18n();
  if (refusals.length === 0) return <EmptyState message="admin.customers.cod.noRefusals" />;
  return (
    <Table data-testid="refusal-history">
      <TableHeader>
        <TableRow>
          <TableHead>{t("admin.customers.cod.col.order")}</TableHead>
          <TableHead>{t("admin.customers.cod.col.date")}</TableHead>
          <TableHead>{t("admin.customers.cod.col.phone")}</TableHead>
          <TableHead>{t("admin.customers.cod.col.via")}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {refusals.map((refusal) => (
          <TableRow key={refusal.orderId} data-testid="refusal-row" data-via={refusal.via}>
            <TableCell className="font-semibold">
              <Link
                to={`/admin/orders/${refusal.orderId}`}
                className="underline-offset-4 hover:underline"
                aria-label={t("adminCod.page.open", { number: String(refusal.orderNumber) })}
              >
                {t("orders.number", { number: String(refusal.orderNumber) })}
              </Link>
            </TableCell>
            <TableCell label={t("admin.customers.cod.col.date")} className="whitespace-nowrap text-muted-foreground">
              {format.dateTime(refusal.refusedAt)}
            </TableCell>
            <TableCell label={t("admin.customers.cod.col.phone")}>
              {refusal.phone ? (
                <PhoneContact phone={refusal.phone} />
              ) : (
                <span className="text-muted-foreground">{t("admin.customers.cod.noPhone")}</span>
              )}
            </TableCell>
            <TableCell label={t("admin.customers.cod.col.via")}>
              {t(refusal.via === "phone" ? "admin.customers.cod.via.phone" : "admin.customers.cod.via.account")}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
