import { ArrowLeftIcon, CircleDotIcon, HistoryIcon } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { LoadFailedState, LoadingState } from "@/components/admin/query-status";
import { OrderStatusBadge } from "@/components/order-status-badge";
import { PhoneNumber } from "@/components/phone-number";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { ApiError } from "@/lib/api-client";
import { useI18n } from "@/lib/i18n";
import { intlLocale } from "@/lib/i18n/format";
import { formatAmount } from "@/lib/money";
import { useAuditOrderHistory } from "../api/audit-queries";
import { describeActor, describeEvent, describeOrderEvent } from "../lib/describe-event";
import { formatMoment, isoToLocalInput, justAfter, localInputToIso } from "../lib/moments";
import type { AuditHistoryEntry, AuditOrderState } from "../types";
import { customerName } from "@/lib/erased-customer";

/** One order's recorded events, oldest first, and the order as it stood at a chosen moment (now by default). */
export function AuditOrder({ orderId }: { orderId: string }) {
  const { t, locale } = useI18n();
  const [searchParams, setSearchParams] = useSearchParams();
  const asOf = searchParams.get("asOf");
  const [draft, setDraft] = useState(isoToLocalInput(asOf));
  const [draftOf, setDraftOf] = useState(asOf);
  if (draftOf !== asOf) {
    setDraftOf(asOf);
    setDraft(isoToLocalInput(asOf));
  }
  const history = useAuditOrderHistory(orderId, asOf);
  const moment = (iso: string) => formatMoment(iso, intlLocale[locale]);

  const showAt = (iso: string | null) => setSearchParams(iso ? { asOf: iso } : {});
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    showAt(localInputToIso(draft));
  };

  const order = history.data?.order ?? null;
  const entries = history.data?.history ?? [];
  const title = order ? t("audit.order.title", { number: String(order.orderNumber) }) : t("audit.order.titleUnknown");
  const notFound = history.error instanceof ApiError && history.error.status === 404;

  return (
    <div className="grid gap-6">
      <div>
        <Button asChild variant="ghost" size="sm" className="mb-2 -ms-2">
          <Link to="/audit/orders">
            <ArrowLeftIcon aria-hidden="true" className="rtl:-scale-x-100" />
            {t("audit.order.back")}
          </Link>
        </Button>
        <AdminPageHeader title={title} />
      </div>

      <form onSubmit={onSubmit} className="grid gap-3 rounded-xl border bg-card p-4 sm:grid-cols-[minmax(0,20rem)_auto_auto] sm:items-end">
        <TextField
          label={t("audit.order.asOf")}
          type="datetime-local"
          step={1}
          hint={t("audit.order.asOfHint")}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button type="submit" className="sm:mb-6">
          {t("audit.order.showAsOf")}
        </Button>
        <Button type="button" variant="outline" className="sm:mb-6" onClick={() => showAt(null)} disabled={!asOf}>
          {t("audit.order.now")}
        </Button>
      </form>

      {history.isPending ? (
        <LoadingState message="audit.order.loading" />
      ) : notFound ? (
        <p role="alert" className="rounded-xl border bg-card px-4 py-10 text-center text-muted-foreground">
          {t("audit.order.notFound")}
        </p>
      ) : history.isError ? (
        <LoadFailedState message="audit.order.failed" onRetry={() => void history.refetch()} />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
          <section aria-labelledby="audit-state" className="rounded-xl border bg-card p-4" data-testid="audit-order-state">
            <h2 id="audit-state" className="mb-3 font-bold">
              {asOf ? t("audit.order.stateAt", { time: moment(asOf) }) : t("audit.order.stateNow")}
            </h2>
            {order ? <OrderState order={order} moment={moment} /> : <p className="text-muted-foreground">{t("audit.order.notYet")}</p>}
          </section>
          <section aria-labelledby="audit-timeline" className="rounded-xl border bg-card p-4">
            <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
              <h2 id="audit-timeline" className="font-bold">
                {t("audit.order.timeline")}
              </h2>
              <Link to={`/audit/log?streamId=${encodeURIComponent(`order-${orderId}`)}`} className="text-sm text-primary underline-offset-4 hover:underline">
                {t("audit.order.inLog")}
              </Link>
            </div>
            <ol className="grid gap-0" data-testid="audit-timeline">
              {entries.map((entry, index) => (
                <TimelineEntry
                  key={entry.streamVersion}
                  entry={entry}
                  last={index === entries.length - 1}
                  moment={moment}
                  onSeeAt={() => showAt(justAfter(entry.recordedAt))}
                />
              ))}
            </ol>
          </section>
        </div>
      )}
    </div>
  );
}

function OrderState({ order, moment }: { order: AuditOrderState; moment: (iso: string) => string }) {
  const { t, locale } = useI18n();
  const rows: Array<[string, React.ReactNode]> = [
    [t("orders.col.status"), <span className="flex flex-wrap gap-2" data-testid="audit-state-status" data-status={order.status}>
      <OrderStatusBadge status={order.status} />
      {order.deleted ? <Badge variant="destructive">{t("audit.order.deleted")}</Badge> : null}
    </span>],
    [t("audit.order.customer"), <span className="grid"><span>{customerName(order.shippingName, t)}</span><PhoneNumber phone={order.shippingPhone} className="text-muted-foreground rtl:text-right" /><span className="text-muted-foreground">{order.shippingAddress}</span></span>],
    [t("audit.order.total"), t("orders.amountAed", { amount: formatAmount(order.totalAmount) })],
    [t("audit.order.placedAt"), moment(order.createdAt)],
    [t("audit.order.lastChange"), moment(order.updatedAt)],
    [
      t("audit.order.items"),
      <ul className="grid gap-1">
        {order.items.map((item) => (
          <li key={item.id}>
            {item.quantity} × {locale === "ar" ? item.productNameAr : item.productNameEn}
            {[item.variantSize, item.variantColor].filter(Boolean).length > 0 ? ` (${[item.variantSize, item.variantColor].filter(Boolean).join(" · ")})` : ""}
          </li>
        ))}
      </ul>,
    ],
  ];
  return (
    <dl className="grid gap-3 text-sm sm:grid-cols-[8rem_minmax(0,1fr)]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-muted-foreground">{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function TimelineEntry({ entry, last, moment, onSeeAt }: { entry: AuditHistoryEntry; last: boolean; moment: (iso: string) => string; onSeeAt: () => void }) {
  const { t, locale } = useI18n();
  const { label } = describeOrderEvent(entry.type, entry.data);
  // What happened in plain words (the event log's sentence), under the event's title where it has one.
  const sentence = describeEvent(entry.summary, { t, locale }, entry.actor);
  return (
    <li className="relative flex gap-3 pb-5 last:pb-0" data-testid="audit-timeline-entry" data-type={entry.type}>
      {!last ? <span aria-hidden="true" className="absolute start-[0.5625rem] top-6 bottom-0 w-px bg-border" /> : null}
      <CircleDotIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
      <div className="grid min-w-0 flex-1 gap-0.5 text-sm">
        <p className="font-semibold">{label ? t(label) : sentence}</p>
        {label ? <p data-testid="audit-timeline-sentence">{sentence}</p> : null}
        <p className="text-xs text-muted-foreground">
          <time dateTime={entry.recordedAt}>{moment(entry.recordedAt)}</time>
          {" · "}
          <span data-testid="audit-actor">{t("adminOrders.history.by", { actor: describeActor(entry.actor, t) })}</span>
        </p>
        <div>
          <Button type="button" variant="link" size="sm" className="h-auto px-0" onClick={onSeeAt}>
            <HistoryIcon aria-hidden="true" />
            {t("audit.order.seeAt")}
          </Button>
        </div>
      </div>
    </li>
  );
}
