import { Link } from "react-router";
import { ReturnItems } from "@/components/return-items";
import { PageHeading } from "@/components/page-heading";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import type { AdminReturnAnswer } from "@/lib/contracts";
import { useI18n } from "@/lib/i18n";
import { rowsOf, totalOf } from "@/lib/paged-list";
import {
  refundMethodLabel,
  returnResolutionLabel,
  returnStatuses,
  returnStatusLabel,
  returnStatusTone,
  type ReturnStatus,
} from "@/lib/return-terms";
import { useUrlFilters } from "@/lib/use-url-filters";
import { cn } from "@/lib/utils";
import { useAdminReturns } from "../api/get-returns";
import { ReturnActions } from "./return-actions";
import { customerName, personalField } from "@/lib/erased-customer";

function ReturnCard({ entry }: { entry: AdminReturnAnswer }) {
  const { t, format } = useI18n();
  return (
    <li className="grid gap-3 rounded-xl border bg-card p-4" data-testid="admin-return" data-return-id={entry.id}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-bold">
          <Link to={`/admin/orders/${entry.orderId}`} className="hover:underline">
            {t("returnsAdmin.order", { number: String(entry.orderNumber) })}
          </Link>
        </h2>
        <Badge variant="outline" data-testid="return-status" data-status={entry.status} className={cn(returnStatusTone[entry.status])}>
          {t(returnStatusLabel[entry.status])}
        </Badge>
      </div>
      <dl className="grid gap-1 text-sm sm:grid-cols-2">
        <div>
          <dt className="inline text-muted-foreground">{t("returnsAdmin.customer")}: </dt>
          <dd className="inline">
            {customerName(entry.customer.name, t)} · <span dir="ltr">{personalField(entry.customer.email)}</span>
          </dd>
        </div>
        <div>
          <dt className="inline text-muted-foreground">{t("returnsAdmin.resolution")}: </dt>
          <dd className="inline">{t(returnResolutionLabel[entry.resolution])}</dd>
        </div>
        <div>
          <dt className="inline text-muted-foreground">{t("returns.row.amount")}: </dt>
          <dd className="inline font-semibold tabular-nums">{format.price(entry.amount)}</dd>
        </div>
        <div>
          <dd className="text-muted-foreground">{t("returns.row.requestedOn", { date: format.dateTime(entry.requestedAt) })}</dd>
        </div>
      </dl>
      <ReturnItems items={entry.items} />
      {entry.note ? (
        <p className="rounded-lg bg-accent p-2 text-sm">
          {t("returnsAdmin.note")}: {entry.note}
        </p>
      ) : null}
      <details className="text-sm">
        <summary className="cursor-pointer font-semibold">{t("returnsAdmin.history")}</summary>
        <ol className="mt-2 grid gap-1">
          {entry.history.map((step, index) => (
            <li key={index}>
              {format.dateTime(step.at)} · {t(returnStatusLabel[step.status])}
              {step.note ? ` · ${step.note}` : ""}
            </li>
          ))}
        </ol>
      </details>
      <div className="flex flex-wrap gap-3 text-sm">
        {entry.refundMethod ? <span>{t("returns.row.refundedBy", { method: t(refundMethodLabel[entry.refundMethod]) })}{entry.refundReference ? ` (${entry.refundReference})` : ""}</span> : null}
        {entry.creditNoteNumber ? (
          <Link className="font-semibold text-primary hover:underline" to={`/admin/credit-notes/${entry.creditNoteNumber}`} data-testid="admin-credit-note-link">
            {t("returns.row.creditNote", { number: entry.creditNoteNumber })}
          </Link>
        ) : null}
        {entry.exchangeOrderId && entry.exchangeOrderNumber ? (
          <Link className="font-semibold text-primary hover:underline" to={`/admin/orders/${entry.exchangeOrderId}`}>
            {t("returns.row.exchangeOrder", { number: String(entry.exchangeOrderNumber) })}
          </Link>
        ) : null}
      </div>
      <ReturnActions entry={entry} />
    </li>
  );
}

const isStatus = (value: string | undefined): value is ReturnStatus => (returnStatuses as readonly string[]).includes(value ?? "");

/** The returns queue: filtered by status (kept in the URL), 20 at a time, each with its next moves. */
export function ReturnsQueue() {
  const { t } = useI18n();
  const [filters, setFilters] = useUrlFilters(["status"] as const);
  const status = isStatus(filters.status) ? filters.status : "";
  const list = useAdminReturns(status);
  const rows = rowsOf(list.data);
  return (
    <div className="grid gap-5">
      <PageHeading title={t("returnsAdmin.title")}>
        <p className="text-sm text-muted-foreground">{t("returnsAdmin.intro")}</p>
      </PageHeading>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <SelectField
          className="w-full sm:w-64"
          label={t("returnsAdmin.status")}
          placeholder={t("returnsAdmin.allStatuses")}
          value={status}
          onChange={(event) => setFilters({ status: event.target.value })}
          options={returnStatuses.map((value) => ({ value, label: t(returnStatusLabel[value]) }))}
        />
        {list.data ? <p className="text-sm text-muted-foreground" aria-live="polite">{t("returnsAdmin.count", { count: totalOf(list.data) })}</p> : null}
      </div>
      {list.isPending ? <p role="status" className="text-muted-foreground">{t("returnsAdmin.loading")}</p> : null}
      {list.isError ? <p role="alert">{t("returnsAdmin.loadFailed")}</p> : null}
      {list.data && rows.length === 0 ? <p className="text-muted-foreground">{t("returnsAdmin.empty")}</p> : null}
      <ul className="grid gap-3">
        {rows.map((entry) => (
          <ReturnCard key={entry.id} entry={entry} />
        ))}
      </ul>
      {list.hasNextPage ? (
        <Button variant="outline" className="min-h-11 justify-self-center" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          {t("returnsAdmin.loadMore")}
        </Button>
      ) : null}
    </div>
  );
}
