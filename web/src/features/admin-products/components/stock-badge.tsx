import { Badge } from "@/components/ui/badge";
import { useI18n } from "@/lib/i18n";
import { stockLevel } from "../lib/stock-level";

const variantOf = { out: "destructive", low: "warning", normal: "secondary" } as const;

/** 'N units', with 'Out of stock!' at 0 and 'Low stock' from 1 to 9 (spec §2), so colour is never the only signal. */
export function StockBadge({ total }: { total: number }) {
  const { t } = useI18n();
  const level = stockLevel(total);
  return (
    <div className="flex flex-col items-start gap-1">
      <Badge variant={variantOf[level]}>{t("admin.products.units", { count: total })}</Badge>
      {level === "out" ? (
        <span className="text-xs font-semibold text-destructive">{t("admin.products.outOfStock")}</span>
      ) : level === "low" ? (
        <span className="text-xs font-semibold text-yellow-800">{t("admin.products.lowStock")}</span>
      ) : null}
    </div>
  );
}
