import { DownloadIcon, XIcon } from "lucide-react";
import { useId } from "react";
import { SearchBox } from "@/components/admin/search-box";
import { Button } from "@/components/ui/button";
import { FieldLabel } from "@/components/ui/field-parts";
import { Input } from "@/components/ui/input";
import { SelectField } from "@/components/ui/select-field";
import { useI18n } from "@/lib/i18n";
import { lifecycleStatuses, orderStatusLabel } from "@/lib/order-status";
import { ordersListUrl } from "../api/get-orders";
import { isFiltered, noOrderFilters } from "../lib/order-filters";
import type { OrderFilters as Filters } from "../types";

/** The status box's choice for `awaitingConfirmation=true`: not a status, but the list the callers work through. */
const awaiting = "awaiting-confirmation";

interface OrderFiltersProps {
  filters: Filters;
  onChange: (changes: Filters) => void;
}

function DayField({ label, value, min, max, onChange }: { label: string; value?: string; min?: string; max?: string; onChange: (day: string) => void }) {
  const id = useId();
  return (
    <div className="grid gap-2">
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <Input id={id} type="date" dir="ltr" value={value ?? ""} min={min} max={max} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}

/** Search, status and days above the orders table, and the export of what they select. */
export function OrderFilters({ filters, onChange }: OrderFiltersProps) {
  const { t } = useI18n();
  const filtered = isFiltered(filters);
  const statusChoice = filters.awaitingConfirmation === "true" ? awaiting : (filters.status ?? "");
  const statusOptions = [
    { value: awaiting, label: t("adminCod.filter.awaitingConfirmation") },
    ...lifecycleStatuses.map((status) => ({ value: status, label: t(orderStatusLabel[status]) })),
  ];
  return (
    <section aria-label={t("adminLists.filters")} className="grid gap-3 rounded-xl border bg-card p-4">
      <div className="grid gap-3 md:grid-cols-[minmax(14rem,2fr)_repeat(3,minmax(9rem,1fr))]">
        <SearchBox
          value={filters.q ?? ""}
          placeholder={t("adminLists.orders.searchPlaceholder")}
          onSearch={(q) => onChange({ q })}
        />
        <SelectField
          label={t("adminLists.orders.status")}
          placeholder={t("adminLists.orders.allStatuses")}
          value={statusChoice}
          options={statusOptions}
          onChange={(event) => {
            const value = event.target.value;
            onChange(value === awaiting ? { status: "", awaitingConfirmation: "true" } : { status: value, awaitingConfirmation: "" });
          }}
        />
        <DayField label={t("adminLists.orders.from")} value={filters.from} max={filters.to} onChange={(from) => onChange({ from })} />
        <DayField label={t("adminLists.orders.to")} value={filters.to} min={filters.from} onChange={(to) => onChange({ to })} />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-muted-foreground">{t("adminLists.orders.daysNote")}</p>
        <div className="flex flex-wrap gap-2">
          {filtered && (
            <Button variant="ghost" onClick={() => onChange(noOrderFilters)}>
              <XIcon aria-hidden="true" />
              {t("adminLists.clearFilters")}
            </Button>
          )}
          <Button variant="outline" asChild>
            <a href={ordersListUrl(filters, "/api/admin/orders.csv")} download title={t("adminLists.orders.exportHint")}>
              <DownloadIcon aria-hidden="true" />
              {t("adminLists.orders.export")}
            </a>
          </Button>
        </div>
      </div>
    </section>
  );
}
