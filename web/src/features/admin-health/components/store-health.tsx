import { RotateCwIcon } from "lucide-react";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { LoadFailedState, LoadingState } from "@/components/admin/query-status";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useI18n } from "@/lib/i18n";
import { useStoreHealth } from "../api/get-health";
import type { ReadModelHealth } from "../types";

/**
 * The read models behind every page of the store: how far each is behind the log, and any that stopped at an
 * event it cannot apply (ADR 061), with the event, since when and what the database said.
 */
export function StoreHealth() {
  const { t } = useI18n();
  const health = useStoreHealth();
  const stopped = health.data?.projections.filter((projection) => projection.failure) ?? [];

  return (
    <div className="max-w-5xl">
      <AdminPageHeader
        title={t("health.title")}
        action={
          <Button variant="outline" onClick={() => void health.refetch()} disabled={health.isFetching}>
            <RotateCwIcon aria-hidden="true" className={health.isFetching ? "animate-spin" : undefined} />
            {t("health.refresh")}
          </Button>
        }
      />
      <p className="-mt-3 mb-4 text-sm text-muted-foreground">{t("health.intro")}</p>
      {health.isPending ? (
        <LoadingState message="health.loading" />
      ) : health.isError || !health.data ? (
        <LoadFailedState message="health.failed" onRetry={() => void health.refetch()} />
      ) : (
        <>
          <div
            role={stopped.length > 0 ? "alert" : "status"}
            className={
              stopped.length > 0
                ? "mb-4 rounded-xl border border-destructive/40 bg-destructive/10 p-4 text-sm"
                : "mb-4 rounded-xl border bg-card p-4 text-sm"
            }
            data-testid="health-summary"
          >
            <p className="font-semibold">{t(`health.summary.${health.data.status}`, { count: stopped.length })}</p>
            {stopped.length > 0 ? <p className="mt-1">{t("health.stoppedHelp")}</p> : null}
          </div>
          {/* A region that scrolls sideways on a phone: focusable, so the keyboard can scroll it too. */}
          <div className="overflow-x-auto rounded-xl border bg-card" role="region" tabIndex={0} aria-label={t("health.tableCaption")}>
            <table className="w-full text-sm">
              <caption className="sr-only">{t("health.tableCaption")}</caption>
              <thead className="bg-muted">
                <tr>
                  <th scope="col" className="px-3 py-2 text-start font-semibold">
                    {t("health.col.readModel")}
                  </th>
                  <th scope="col" className="px-3 py-2 text-start font-semibold">
                    {t("health.col.state")}
                  </th>
                  <th scope="col" className="px-3 py-2 text-end font-semibold">
                    {t("health.col.position")}
                  </th>
                  <th scope="col" className="px-3 py-2 text-end font-semibold">
                    {t("health.col.behind")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {health.data.projections.map((projection) => (
                  <ReadModelRow key={projection.name} projection={projection} />
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </div>
  );
}

function ReadModelRow({ projection }: { projection: ReadModelHealth }) {
  const { t, format } = useI18n();
  const { failure } = projection;
  return (
    <tr className="border-t align-top" data-testid={`read-model-${projection.name}`}>
      <th scope="row" className="px-3 py-2 text-start font-normal">
        <code dir="ltr" className="font-mono text-xs">
          {projection.name}
        </code>
      </th>
      <td className="px-3 py-2">
        {failure ? (
          <div className="grid gap-1">
            <Badge variant="destructive">{t("health.state.stopped")}</Badge>
            <p>
              {failure.event
                ? t("health.stoppedAt", { position: failure.event.position, type: failure.event.type })
                : t("health.stoppedAfter", { position: failure.checkpoint })}
            </p>
            <p className="text-muted-foreground">
              {t("health.since", { time: format.dateTime(failure.since) })}
            </p>
            <p className="text-muted-foreground">
              {t("health.error")}{" "}
              <code dir="ltr" className="break-all rounded bg-muted px-1 font-mono text-xs">
                {failure.error}
              </code>
            </p>
          </div>
        ) : projection.lag > 0 ? (
          <Badge variant="warning">{t("health.state.catchingUp")}</Badge>
        ) : (
          <Badge variant="success">{t("health.state.ok")}</Badge>
        )}
      </td>
      <td className="px-3 py-2 text-end tabular-nums">{format.number(projection.checkpoint)}</td>
      <td className="px-3 py-2 text-end tabular-nums">{format.number(projection.lag)}</td>
    </tr>
  );
}
