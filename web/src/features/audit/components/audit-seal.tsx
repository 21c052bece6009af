import { CopyIcon, RotateCwIcon } from "lucide-react";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { LoadFailedState, LoadingState } from "@/components/admin/query-status";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { useI18n } from "@/lib/i18n";
import { intlLocale } from "@/lib/i18n/format";
import { useAuditSeal } from "../api/audit-queries";
import { formatMoment } from "../lib/moments";

/** The sealed head of the log, laid out to be copied or written down exactly. */
export function AuditSeal() {
  const { t, locale, format } = useI18n();
  const seal = useAuditSeal();

  const copy = async (hash: string) => {
    try {
      await navigator.clipboard.writeText(hash);
      toast({ title: t("audit.seal.copied") });
    } catch {
      toast({ variant: "destructive", title: t("toast.error") });
    }
  };

  return (
    <div className="max-w-3xl">
      <AdminPageHeader
        title={t("audit.seal.title")}
        action={
          <Button variant="outline" onClick={() => void seal.refetch()} disabled={seal.isFetching}>
            <RotateCwIcon aria-hidden="true" className={seal.isFetching ? "animate-spin" : undefined} />
            {t("audit.seal.refresh")}
          </Button>
        }
      />
      <p className="-mt-3 mb-4 text-sm text-muted-foreground">{t("audit.seal.intro")}</p>
      {seal.isPending ? (
        <LoadingState message="audit.seal.loading" />
      ) : seal.isError ? (
        <LoadFailedState message="audit.seal.failed" onRetry={() => void seal.refetch()} />
      ) : !seal.data?.hash ? (
        <p className="rounded-xl border border-dashed bg-card/60 px-4 py-10 text-center text-muted-foreground">{t("audit.seal.none")}</p>
      ) : (
        <div className="grid gap-3">
          {/* What the two numbers mean: a count of events, and the log's own position of the last one. */}
          <p className="rounded-xl border bg-card p-4 text-sm" data-testid="seal-explained">
            {t("audit.seal.explained", { count: seal.data.eventCount, position: seal.data.position })}
          </p>
          <dl className="grid gap-4 rounded-xl border bg-card p-4 text-sm sm:grid-cols-[10rem_minmax(0,1fr)]" data-testid="audit-seal">
            <dt className="font-semibold text-muted-foreground">{t("audit.seal.position")}</dt>
            <dd className="font-mono tabular-nums" data-testid="seal-position">
              {seal.data.position}
            </dd>
            <dt className="font-semibold text-muted-foreground">{t("audit.seal.events")}</dt>
            <dd className="tabular-nums">{format.number(seal.data.eventCount)}</dd>
            <dt className="font-semibold text-muted-foreground">{t("audit.seal.hash")}</dt>
            <dd className="grid justify-items-start gap-2">
              <code dir="ltr" className="break-all rounded bg-muted px-2 py-1 font-mono text-xs" data-testid="seal-hash">
                {seal.data.hash}
              </code>
              <Button variant="outline" size="sm" onClick={() => void copy(seal.data?.hash ?? "")}>
                <CopyIcon aria-hidden="true" />
                {t("audit.seal.copy")}
              </Button>
            </dd>
            <dt className="font-semibold text-muted-foreground">{t("audit.seal.sealedAt")}</dt>
            <dd>{seal.data.sealedAt ? <time dateTime={seal.data.sealedAt}>{formatMoment(seal.data.sealedAt, intlLocale[locale])}</time> : null}</dd>
          </dl>
        </div>
      )}
    </div>
  );
}
