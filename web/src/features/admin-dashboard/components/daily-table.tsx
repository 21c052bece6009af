import { useI18n } from "@/lib/i18n";
import { formatAmount } from "@/lib/money";
import type { DailySales } from "../types";

/** The chart's figures as a table: the text alternative for screen readers, and a way to read exact numbers. */
export function DailyTable({ days, dateOf }: { days: readonly DailySales[]; dateOf: (date: string) => string }) {
  const { t, format } = useI18n();
  return (
    <details className="group text-sm">
      <summary className="w-fit cursor-pointer rounded-sm font-semibold text-primary underline-offset-4 hover:underline">
        {t("dashboard.chart.showTable")}
      </summary>
      <div className="mt-3 max-h-72 overflow-y-auto rounded-lg border">
        <table className="w-full text-sm">
          <thead className="sticky top-0 bg-muted">
            <tr>
              <th scope="col" className="px-3 py-2 text-start font-semibold">
                {t("dashboard.chart.date")}
              </th>
              <th scope="col" className="px-3 py-2 text-end font-semibold">
                {t("dashboard.chart.orders")}
              </th>
              <th scope="col" className="px-3 py-2 text-end font-semibold">
                {t("dashboard.chart.revenue")}
              </th>
            </tr>
          </thead>
          <tbody>
            {[...days].reverse().map((day) => (
              <tr key={day.date} className="border-t">
                <th scope="row" className="px-3 py-1.5 text-start font-normal">
                  <time dateTime={day.date}>{dateOf(day.date)}</time>
                </th>
                <td className="px-3 py-1.5 text-end tabular-nums">{format.number(Number(day.orders) || 0)}</td>
                <td className="px-3 py-1.5 text-end tabular-nums">{formatAmount(day.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
