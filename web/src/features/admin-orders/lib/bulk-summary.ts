import type { MessageKey } from "@/lib/i18n";
import type { MessageParams } from "@/lib/i18n/translate";
import type { BulkResult, BulkStatus } from "../api/bulk-update-status";

const reasons: Partial<Record<string, MessageKey>> = {
  order_cancelled: "adminOrders.bulk.reason.order_cancelled",
  order_in_return: "adminOrders.bulk.reason.order_in_return",
  not_found: "adminOrders.bulk.reason.not_found",
};

type Translate = (key: MessageKey, params?: MessageParams) => string;

/** "12 orders marked packed." and, when some were refused, "2 could not be: #1043 (cancelled), …". */
export function bulkSummary(
  results: readonly BulkResult[],
  to: BulkStatus,
  { t, locale }: { t: Translate; locale: string },
  numberOf: (id: string) => number | undefined,
) {
  const done = results.filter((result) => result.ok).length;
  const refused = results.filter((result) => !result.ok);
  const title = t(to === "packed" ? "adminOrders.bulk.donePacked" : "adminOrders.bulk.doneShipped", { count: done });
  if (refused.length === 0) return { title, description: undefined };
  const list = refused
    .map((result) =>
      t("adminOrders.bulk.refusedOrder", {
        number: String(result.orderNumber ?? numberOf(result.orderId) ?? "?"),
        reason: t(reasons[result.code] ?? "adminOrders.bulk.reason.other"),
      }),
    )
    .join(locale === "ar" ? "، " : ", ");
  return { title, description: t("adminOrders.bulk.notDone", { count: refused.length, list }) };
}

