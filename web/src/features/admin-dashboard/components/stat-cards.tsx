import { BanknoteIcon, type LucideIcon, PackageIcon, ShoppingCartIcon, UsersIcon } from "lucide-react";
import { type MessageKey, useI18n } from "@/lib/i18n";
import { formatAmount } from "@/lib/money";
import type { AdminStats } from "../types";

interface Card {
  label: MessageKey;
  value: string;
  Icon: LucideIcon;
  testId: string;
}

/** Spec §2: the four totals, each 0 when the server leaves it out. */
export function StatCards({ stats }: { stats: AdminStats }) {
  const { t, format } = useI18n();
  const count = (value: number | undefined) => format.number(value ?? 0);
  const cards: Card[] = [
    { label: "dashboard.totalProducts", value: count(stats.totalProducts), Icon: PackageIcon, testId: "stat-products" },
    { label: "dashboard.totalOrders", value: count(stats.totalOrders), Icon: ShoppingCartIcon, testId: "stat-orders" },
    {
      label: "dashboard.totalRevenue",
      value: t("orders.amountAed", { amount: formatAmount(stats.totalRevenue ?? "0") }),
      Icon: BanknoteIcon,
      testId: "stat-revenue",
    },
    { label: "dashboard.totalCustomers", value: count(stats.totalCustomers), Icon: UsersIcon, testId: "stat-customers" },
  ];
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      {cards.map(({ label, value, Icon, testId }) => (
        <li key={label} className="flex items-start justify-between gap-3 rounded-2xl border bg-card p-4 shadow-sm sm:p-5">
          <div className="grid min-w-0 gap-1">
            <p className="text-sm font-semibold text-muted-foreground">{t(label)}</p>
            <p className="text-xl font-bold tabular-nums break-words sm:text-2xl" data-testid={testId}>
              {value}
            </p>
          </div>
          {/* On a phone two cards share a row; the icon gives its room to the figure. */}
          <span className="hidden size-10 shrink-0 items-center justify-center rounded-full bg-secondary text-primary sm:flex">
            <Icon aria-hidden="true" className="size-5" />
          </span>
        </li>
      ))}
    </ul>
  );
}
