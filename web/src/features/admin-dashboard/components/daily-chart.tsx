import { useId, useLayoutEffect, useMemo, useRef } from "react";
import { useI18n } from "@/lib/i18n";
import { intlLocale } from "@/lib/i18n/format";
import { formatAmount, sumAmounts } from "@/lib/money";
import { chartBox, layoutChart } from "../lib/chart-layout";
import type { DailySales } from "../types";
import { DailyTable } from "./daily-table";

/** Every seventh day is labelled, counted back from today so the newest bar always has its date. */
const LABEL_EVERY = 7;

export function DailyChart({ days }: { days: readonly DailySales[] }) {
  const { t, format, locale, dir } = useI18n();
  const titleId = useId();
  const summaryId = useId();
  const layout = useMemo(() => layoutChart(days, dir), [days, dir]);
  const scroller = useRef<HTMLDivElement>(null);
  // Where the chart has to scroll (a phone), it opens on the latest days; RTL scrolls with negative offsets.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element) element.scrollLeft = dir === "rtl" ? -element.scrollWidth : element.scrollWidth;
  }, [dir, days.length]);
  // The days are calendar dates in the store's zone; read as UTC midnight so no viewer's zone shifts them a day.
  const dayLabel = useMemo(
    () => new Intl.DateTimeFormat(intlLocale[locale], { day: "numeric", month: "short", timeZone: "UTC" }),
    [locale],
  );
  const dateOf = (date: string) => dayLabel.format(new Date(`${date}T00:00:00Z`));

  const totalOrders = layout.bars.reduce((sum, bar) => sum + bar.orders, 0);
  const summary = t("dashboard.chart.summary", {
    orders: totalOrders,
    revenue: formatAmount(sumAmounts(days.map((day) => day.revenue))),
  });
  const plotHeight = layout.plotBottom - layout.plotTop;
  const startAnchor = dir === "rtl" ? "start" : "end";
  const endAnchor = dir === "rtl" ? "end" : "start";

  return (
    <figure aria-labelledby={titleId} className="grid gap-4 rounded-2xl border bg-card p-5 shadow-sm">
      <figcaption className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-0.5">
          <h2 id={titleId} className="text-lg font-bold">
            {t("dashboard.chart.title")}
          </h2>
          <p id={summaryId} className="text-sm text-muted-foreground" data-testid="chart-summary">
            {summary}
          </p>
        </div>
        <ul className="flex flex-wrap gap-4 text-xs font-semibold text-muted-foreground">
          <li className="flex items-center gap-1.5">
            <span aria-hidden="true" className="size-3 rounded-sm bg-primary/70" />
            {t("dashboard.chart.ordersLegend")}
          </li>
          <li className="flex items-center gap-1.5">
            <span aria-hidden="true" className="h-0.5 w-4 rounded bg-amber-600" />
            {t("dashboard.chart.revenueLegend")}
          </li>
        </ul>
      </figcaption>

      {/* Positions are mirrored in code for Arabic; the SVG itself stays left-to-right so anchors mean what they say.
          On a phone the chart keeps a readable size and scrolls sideways rather than shrinking its labels away. */}
      {/* Focusable, so the keyboard can scroll it too. */}
      <div
        ref={scroller}
        tabIndex={0}
        role="group"
        aria-labelledby={titleId}
        className="-mx-1 overflow-x-auto rounded-md px-1 focus-visible:outline-2 focus-visible:outline-ring"
      >
        <svg
          role="img"
          aria-labelledby={`${titleId} ${summaryId}`}
          viewBox={`0 0 ${chartBox.width} ${chartBox.height}`}
          className="h-auto w-full min-w-[36rem] overflow-visible"
          style={{ direction: "ltr" }}
        >
          {layout.gridFractions.map((fraction) => {
            const y = layout.plotBottom - fraction * plotHeight;
            return (
              <g key={fraction} className="text-[11px]">
                <line
                  x1={Math.min(layout.startAxisX, layout.endAxisX) + 6}
                  x2={Math.max(layout.startAxisX, layout.endAxisX) - 6}
                  y1={y}
                  y2={y}
                  className="stroke-border"
                  strokeDasharray={fraction === 0 ? undefined : "3 4"}
                />
                <text x={layout.startAxisX} y={y + 4} textAnchor={startAnchor} className="fill-muted-foreground">
                  {format.number(Math.round(fraction * layout.ordersMax))}
                </text>
                <text x={layout.endAxisX} y={y + 4} textAnchor={endAnchor} className="fill-amber-700">
                  {format.number(Math.round(fraction * layout.revenueMax))}
                </text>
              </g>
            );
          })}

          {layout.bars.map((bar, index) => {
            const label = t("dashboard.chart.day", {
              date: dateOf(bar.date),
              orders: bar.orders,
              revenue: formatAmount(bar.revenue),
            });
            const labelled = (layout.bars.length - 1 - index) % LABEL_EVERY === 0;
            return (
              <g key={bar.date}>
                <title>{label}</title>
                {/* A full-height, invisible hit area so thin or empty days still show their tooltip. */}
                <rect
                  x={bar.x - bar.barWidth / 2}
                  y={layout.plotTop}
                  width={bar.barWidth}
                  height={plotHeight}
                  className="fill-transparent hover:fill-muted/60"
                />
                <rect
                  x={bar.x - bar.barWidth / 2}
                  y={bar.barTop}
                  width={bar.barWidth}
                  height={layout.plotBottom - bar.barTop}
                  rx={2}
                  className="fill-primary/70"
                />
                {labelled ? (
                  <text x={bar.x} y={chartBox.height - 8} textAnchor="middle" className="fill-muted-foreground text-[11px]">
                    {dateOf(bar.date)}
                  </text>
                ) : null}
              </g>
            );
          })}

          <path d={layout.linePath} fill="none" className="stroke-amber-600" strokeWidth={2.5} strokeLinejoin="round" />
          {layout.bars.map((bar) => (
            <circle key={bar.date} cx={bar.x} cy={bar.lineY} r={bar.orders > 0 ? 3 : 0} className="fill-amber-600" />
          ))}
        </svg>
      </div>

      <DailyTable days={days} dateOf={dateOf} />
    </figure>
  );
}
