import { DownloadIcon, FilterIcon } from "lucide-react";
import { Link } from "react-router";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { LoadMore } from "@/components/admin/load-more";
import { EmptyState, LoadFailedState, LoadingState } from "@/components/admin/query-status";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { SelectField } from "@/components/ui/select-field";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { TextField } from "@/components/ui/text-field";
import { useI18n } from "@/lib/i18n";
import { intlLocale } from "@/lib/i18n/format";
import { useAuditLog } from "../api/audit-queries";
import { entityName, entityTypeOptions, eventTypeName, eventTypeOptions, internalEntityTypes } from "../lib/audit-names";
import { describeActor, describeEvent, internalEventTypes } from "../lib/describe-event";
import { formatMoment, isoToLocalInput, localInputToIso } from "../lib/moments";
import { useUrlFilters } from "../lib/use-url-filters";
import type { LogEntry } from "../types";
import { FilterForm } from "./filter-form";

const filterNames = ["actor", "type", "streamType", "streamId", "from", "to", "internal"] as const;

const isInternal = (type: string) => internalEventTypes.includes(type);

/** The order an event belongs to, when it is one: its timeline is the place to read it in context. */
const orderIdOf = (entry: LogEntry) => (entry.entity.type === "order" ? entry.entity.id.replace(/^order-/, "") : null);

/** Every event of the store, newest first, filtered, and the same selection as a CSV download. */
export function AuditLog() {
  const { t, format, locale } = useI18n();
  const { current, search, apply, onSubmit, onClear, bind } = useUrlFilters(filterNames, {
    // The time fields show the device's local time; the address and the API carry instants.
    toDraft: (values) => ({ ...values, from: isoToLocalInput(values.from || null), to: isoToLocalInput(values.to || null) }),
    fromDraft: (draft) => ({
      ...draft,
      actor: draft.actor.trim(),
      streamId: draft.streamId.trim(),
      from: localInputToIso(draft.from) ?? "",
      to: localInputToIso(draft.to) ?? "",
      // Without the internal events, none of them (nor a record holding only them) is offered as a filter either.
      type: draft.internal === "1" || !isInternal(draft.type) ? draft.type : "",
      streamType: draft.internal === "1" || !internalEntityTypes.includes(draft.streamType) ? draft.streamType : "",
    }),
  });
  const internal = bind("internal");
  const showInternal = internal.value === "1";
  const log = useAuditLog(search);
  const rows = log.data?.pages.flatMap((page) => page.items) ?? [];
  const total = log.data?.pages[0]?.total ?? 0;
  // A search of a long list is counted only up to a bound: the total then reads "more than".
  const exact = log.data?.pages[0]?.exact !== false;
  const moment = (iso: string) => formatMoment(iso, intlLocale[locale]);

  const narrow = (change: Partial<typeof current>) => apply({ ...current, ...change });

  return (
    <div>
      <AdminPageHeader
        title={t("audit.log.title")}
        action={
          <Button asChild variant="outline">
            <a href={`/api/audit/events.csv${search ? `?${search}` : ""}`} download>
              <DownloadIcon aria-hidden="true" />
              {t("audit.log.export")}
            </a>
          </Button>
        }
      />
      <p className="-mt-3 mb-4 text-sm text-muted-foreground">{t("audit.log.intro")}</p>
      <FilterForm onSubmit={onSubmit} onClear={onClear} className="sm:grid-cols-2 lg:grid-cols-3" actionsClassName="flex-wrap sm:col-span-2 lg:col-span-3">
        <TextField label={t("audit.log.actor")} dir="ltr" autoComplete="off" {...bind("actor")} />
        <SelectField
          label={t("audit.log.type")}
          placeholder={t("audit.log.anyType")}
          options={eventTypeOptions(t, intlLocale[locale], showInternal)}
          {...bind("type")}
        />
        <SelectField
          label={t("audit.log.entityType")}
          placeholder={t("audit.log.anyEntity")}
          options={entityTypeOptions(t, showInternal)}
          {...bind("streamType")}
        />
        <TextField label={t("audit.log.entityId")} dir="ltr" autoComplete="off" {...bind("streamId")} />
        <TextField label={t("audit.from")} type="datetime-local" step={1} {...bind("from")} />
        <TextField label={t("audit.to")} type="datetime-local" step={1} {...bind("to")} />
        <div className="flex items-start gap-3 sm:col-span-2 lg:col-span-3">
          <Checkbox
            id="audit-show-internal"
            aria-describedby="audit-show-internal-hint"
            checked={showInternal}
            onCheckedChange={(checked) => internal.onChange({ target: { value: checked === true ? "1" : "" } })}
          />
          <div className="grid gap-0.5">
            <label htmlFor="audit-show-internal" className="text-sm font-medium">
              {t("audit.log.showInternal")}
            </label>
            <p id="audit-show-internal-hint" className="text-xs text-muted-foreground">
              {t("audit.log.showInternalHint")}
            </p>
          </div>
        </div>
      </FilterForm>
      {log.isPending ? (
        <LoadingState message="audit.log.loading" />
      ) : log.isError ? (
        <LoadFailedState message="audit.log.failed" onRetry={() => void log.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState message="audit.log.empty" />
      ) : (
        <>
          <Table className="md:min-w-[60rem]">
            <TableHeader>
              <TableRow>
                <TableHead>{t("audit.log.col.position")}</TableHead>
                <TableHead>{t("audit.time")}</TableHead>
                <TableHead>{t("audit.log.col.event")}</TableHead>
                <TableHead>{t("audit.log.col.entity")}</TableHead>
                <TableHead>{t("audit.log.col.actor")}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((entry) => {
                const orderId = orderIdOf(entry);
                const actor = describeActor(entry.actor, t);
                return (
                  <TableRow key={entry.position} data-testid="audit-log-row" data-type={entry.type}>
                    <TableCell className="tabular-nums text-muted-foreground">{entry.position}</TableCell>
                    <TableCell label={t("audit.time")} className="whitespace-nowrap">
                      <time dateTime={entry.recordedAt}>{moment(entry.recordedAt)}</time>
                    </TableCell>
                    <TableCell label={t("audit.log.col.event")}>
                      <div className="grid">
                        <span className="font-semibold" data-testid="audit-log-sentence">{describeEvent(entry.summary, { t, locale }, entry.actor)}</span>
                        <span className="text-xs text-muted-foreground" data-testid="audit-log-type">
                          {eventTypeName(entry.type, t)}
                        </span>
                      </div>
                    </TableCell>
                    <TableCell label={t("audit.log.col.entity")}>
                      <div className="grid justify-items-start gap-0.5">
                        <span className="font-medium" data-testid="audit-log-entity">
                          {entityName(entry.entity.type, t)}
                        </span>
                        {orderId ? (
                          <Link to={`/audit/orders/${orderId}`} dir="ltr" className="break-all text-xs text-primary underline-offset-4 hover:underline">
                            {entry.entity.id}
                          </Link>
                        ) : (
                          <span dir="ltr" className="break-all text-xs text-muted-foreground">
                            {entry.entity.id}
                          </span>
                        )}
                        <Button type="button" variant="link" size="sm" className="h-auto whitespace-normal px-0 text-start text-xs wrap-anywhere" onClick={() => narrow({ streamId: entry.entity.id })}>
                          <FilterIcon aria-hidden="true" />
                          {t("audit.log.filterEntity", { entity: entityName(entry.entity.type, t) })}
                        </Button>
                      </div>
                    </TableCell>
                    <TableCell label={t("audit.log.col.actor")}>
                      <div className="grid justify-items-start gap-0.5">
                        <span className="wrap-anywhere">{actor}</span>
                        {entry.actor.id !== "anonymous" ? (
                          <Button type="button" variant="link" size="sm" className="h-auto whitespace-normal px-0 text-start text-xs wrap-anywhere" onClick={() => narrow({ actor: entry.actor.id })}>
                            <FilterIcon aria-hidden="true" />
                            {t("audit.log.filterActor", { actor: entry.actor.name ?? entry.actor.email ?? entry.actor.role })}
                          </Button>
                        ) : null}
                      </div>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
          <LoadMore
            shownText={t(exact ? "audit.shown" : "audit.shownOfMore", { shown: format.number(rows.length), total: format.number(total) })}
            moreLabel={t("audit.loadMore")}
            loadingLabel={t("audit.loadingMore")}
            hasMore={log.hasNextPage}
            loading={log.isFetchingNextPage}
            onMore={() => void log.fetchNextPage()}
          />
        </>
      )}
    </div>
  );
}
