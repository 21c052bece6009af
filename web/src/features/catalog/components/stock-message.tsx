import { CircleAlertIcon, CircleCheckIcon, CircleXIcon } from "lucide-react";
import { useI18n } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { stockLevel } from "../lib/stock";

/** Spec §2: out of stock at 0, a warning with the count below 5, else in stock. Announced when the size changes. */
export function StockMessage({ stock, className }: { stock: number; className?: string }) {
  const { t } = useI18n();
  const level = stockLevel(stock);
  const { Icon, text, tone } =
    level.kind === "out"
      ? { Icon: CircleXIcon, text: t("storefront.product.outOfStock"), tone: "text-destructive" }
      : level.kind === "low"
        ? { Icon: CircleAlertIcon, text: t("storefront.product.lowStock", { count: level.count }), tone: "text-amber-800" }
        : { Icon: CircleCheckIcon, text: t("storefront.product.inStock"), tone: "text-emerald-800" };
  return (
    <p
      aria-live="polite"
      data-testid="stock-message"
      className={cn("flex items-center gap-2 text-sm font-semibold", tone, className)}
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {text}
    </p>
  );
}
