import { RotateCwIcon } from "lucide-react";
import type { ReactNode } from "react";
import { PageHeading } from "@/components/page-heading";
import { Button } from "@/components/ui/button";
import { useI18n } from "@/lib/i18n";
import { useStats } from "../api/get-stats";
import { CodCards } from "./cod-cards";
import { DailyChart } from "./daily-chart";
import { LowStockPanel } from "./low-stock-panel";
import { RecentOrders } from "./recent-orders";
import { StatCards } from "./stat-cards";

/** `status` is a slot for what the page composes beside the title (the live-updates indicator). */
export function DashboardOverview({ status }: { status?: ReactNode }) {
  const { t } = useI18n();
  const stats = useStats();

  let body: ReactNode;
  if (stats.isPending) {
    body = (
      <p role="status" className="py-10 text-center text-muted-foreground">
        {t("common.loading")}
      </p>
    );
  } else if (stats.isError) {
    body = (
      <div role="alert" className="grid justify-items-center gap-3 py-10 text-center">
        <p className="font-semibold text-destructive">{t("dashboard.loadFailed")}</p>
        <Button variant="outline" onClick={() => void stats.refetch()}>
          <RotateCwIcon aria-hidden="true" />
          {t("orders.retry")}
        </Button>
      </div>
    );
  } else {
    body = (
      <>
        <StatCards stats={stats.data} />
        <CodCards stats={stats.data} />
        <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <DailyChart days={stats.data.daily ?? []} />
          <LowStockPanel />
        </div>
        <RecentOrders orders={stats.data.recentOrders ?? []} />
      </>
    );
  }

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <PageHeading title={t("admin.dashboard.title")} />
        {status}
      </div>
      {body}
    </div>
  );
}
