import { PackageCheckIcon, PrinterIcon, TruckIcon, XIcon } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { toast } from "@/components/ui/use-toast";
import { describeWriteFailure } from "@/lib/error-message";
import { useI18n } from "@/lib/i18n";
import { type BulkStatus, useBulkUpdateStatus } from "../api/bulk-update-status";
import { bulkSummary } from "../lib/bulk-summary";
import type { Order } from "../types";

/** The most orders one bulk change may name (the server's limit). */
export const bulkLimit = 100;

/** The page that prints the slips of the orders named, one a sheet. */
export const packingSlipsUrl = (ids: readonly string[]) => `/admin/orders/packing-slips?ids=${ids.map(encodeURIComponent).join(",")}`;

/** A row's checkbox, named with its order's number; its label is a 44 px target around the box. */
export function RowCheckbox({ order, checked, onChange }: { order: Order; checked: boolean; onChange: (checked: boolean) => void }) {
  const { t } = useI18n();
  return (
    <label className="inline-flex size-11 cursor-pointer items-center justify-center">
      <Checkbox
        checked={checked}
        onCheckedChange={(state) => onChange(state === true)}
        aria-label={t("adminOrders.bulk.select", { number: String(order.orderNumber) })}
        data-testid="order-select"
      />
    </label>
  );
}

/** "Select all on this page": checked when every shown row is, half-checked when some are. */
export function SelectAllCheckbox({ shown, selected, onChange }: { shown: number; selected: number; onChange: (all: boolean) => void }) {
  const { t } = useI18n();
  const state = selected === 0 ? false : selected === shown ? true : "indeterminate";
  return (
    <label className="inline-flex min-h-11 cursor-pointer items-center gap-3 ps-3 text-sm font-semibold">
      <Checkbox checked={state} onCheckedChange={() => onChange(state !== true)} data-testid="orders-select-all" />
      {t("adminOrders.bulk.selectAll")}
    </label>
  );
}

/**
 * The bar shown while orders are selected: how many, and what can be done to them all. The orders stay selected after
 * a change, so the same orders can be printed next; the outcome is told in a toast and kept in the bar.
 */
export function BulkActionsBar({ orders, onClear }: { orders: readonly Order[]; onClear: () => void }) {
  const { t, locale } = useI18n();
  const update = useBulkUpdateStatus();
  const [summary, setSummary] = useState<{ title: string; description?: string } | null>(null);
  const ids = orders.map((order) => order.id);
  const tooMany = ids.length > bulkLimit;

  const mark = (to: BulkStatus) => {
    setSummary(null);
    const numbers = new Map(orders.map((order) => [order.id, order.orderNumber]));
    update.mutate(
      { orderIds: ids, to },
      {
        onSuccess: ({ results }) => {
          const told = bulkSummary(results, to, { t, locale }, (id) => numbers.get(id));
          setSummary(told);
          const allRefused = results.every((result) => !result.ok);
          toast({ ...(allRefused ? { variant: "destructive" as const } : {}), title: told.title, description: told.description });
        },
        onError: (error) =>
          toast({ variant: "destructive", title: t("adminOrders.bulk.failed"), description: describeWriteFailure(error, t) }),
      },
    );
  };

  return (
    <section
      aria-label={t("adminOrders.bulk.actions")}
      className="sticky bottom-2 z-10 grid gap-2 rounded-xl border bg-card p-3 shadow-md"
      data-testid="bulk-bar"
    >
      <div className="flex flex-wrap items-center gap-2">
        <p className="me-auto text-sm font-bold" aria-live="polite" data-testid="bulk-count">
          {t("adminOrders.bulk.selected", { count: ids.length })}
        </p>
        <Button variant="outline" size="sm" className="min-h-11 md:min-h-9" disabled={update.isPending || tooMany} onClick={() => mark("packed")}>
          <PackageCheckIcon aria-hidden="true" />
          {t("adminOrders.bulk.markPacked")}
        </Button>
        <Button variant="outline" size="sm" className="min-h-11 md:min-h-9" disabled={update.isPending || tooMany} onClick={() => mark("shipped")}>
          <TruckIcon aria-hidden="true" />
          {t("adminOrders.bulk.markShipped")}
        </Button>
        <Button asChild variant="outline" size="sm" className="min-h-11 md:min-h-9">
          <Link to={packingSlipsUrl(ids)}>
            <PrinterIcon aria-hidden="true" />
            {t("adminOrders.bulk.printSlips")}
          </Link>
        </Button>
        <Button variant="ghost" size="sm" className="min-h-11 md:min-h-9" onClick={onClear}>
          <XIcon aria-hidden="true" />
          {t("adminOrders.bulk.clear")}
        </Button>
      </div>
      <div role="status" className="text-sm" data-testid="bulk-summary">
        {update.isPending ? <p className="text-muted-foreground">{t("adminOrders.bulk.working")}</p> : null}
        {summary ? (
          <>
            <p className="font-semibold">{summary.title}</p>
            {summary.description ? <p className="text-destructive">{summary.description}</p> : null}
          </>
        ) : null}
      </div>
    </section>
  );
}
