import { Link } from "react-router";
import { ReturnItems } from "@/components/return-items";
import { Button } from "@/components/ui/button";
import { useI18n } from "@/lib/i18n";
import { rowsOf } from "@/lib/paged-list";
import { refundMethodLabel, returnResolutionLabel } from "@/lib/return-terms";
import { useMyReturns } from "../api/get-my-returns";
import type { Return } from "../types";
import { ReturnStatusBadge } from "./return-status-badge";

function ReturnCard({ entry }: { entry: Return }) {
  const { t, format } = useI18n();
  return (
    <li className="grid gap-3 rounded-xl border bg-card p-4" data-testid="my-return" data-return-id={entry.id}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-bold">
          <Link to={`/account/orders/${entry.orderId}`} className="hover:underline">
            {t("returns.row.title", { number: String(entry.orderNumber) })}
          </Link>
        </h2>
        <ReturnStatusBadge status={entry.status} />
      </div>
      <p className="text-sm text-muted-foreground">
        {t("returns.row.requestedOn", { date: format.dateTime(entry.requestedAt) })} · {t(returnResolutionLabel[entry.resolution])}
      </p>
      <ReturnItems items={entry.items} />
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span>
          {t("returns.row.amount")}: <span className="font-semibold tabular-nums">{format.price(entry.amount)}</span>
          {entry.refundMethod ? ` · ${t("returns.row.refundedBy", { method: t(refundMethodLabel[entry.refundMethod]) })}` : ""}
        </span>
        {entry.creditNoteNumber ? (
          <Link className="font-semibold text-primary hover:underline" to={`/account/returns/${entry.id}/credit-note`} data-testid="credit-note-link">
            {t("returns.row.creditNote", { number: entry.creditNoteNumber })}
          </Link>
        ) : null}
        {entry.exchangeOrderId && entry.exchangeOrderNumber ? (
          <Link className="font-semibold text-primary hover:underline" to={`/account/orders/${entry.exchangeOrderId}`}>
            {t("returns.row.exchangeOrder", { number: String(entry.exchangeOrderNumber) })}
          </Link>
        ) : null}
      </div>
    </li>
  );
}

/** Her returns with where each stands; kept current by the live feed (`return:status-changed`). */
export function MyReturns() {
  const { t } = useI18n();
  const list = useMyReturns();
  if (list.isPending) return <p role="status" className="text-muted-foreground">{t("returns.loading")}</p>;
  if (list.isError) return <p role="alert">{t("returns.loadFailed")}</p>;
  const rows = rowsOf(list.data);
  if (rows.length === 0) return <p className="text-muted-foreground">{t("returns.empty")}</p>;
  return (
    <div className="grid gap-4">
      <ul className="grid gap-3" aria-live="polite">
        {rows.map((entry) => (
          <ReturnCard key={entry.id} entry={entry} />
        ))}
      </ul>
      {list.hasNextPage ? (
        <Button variant="outline" className="min-h-11 justify-self-center" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          {t("returns.loadMore")}
        </Button>
      ) : null}
    </div>
  );
}
