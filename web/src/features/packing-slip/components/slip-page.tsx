import { ArrowLeftIcon, PrinterIcon } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { EmptyState, LoadFailedState, LoadingState } from "@/components/admin/query-status";
import { Button } from "@/components/ui/button";
import { ApiError } from "@/lib/api-client";
import { useI18n } from "@/lib/i18n";
import { useSlipOrder } from "../api/get-slip-order";
import type { PaperSize } from "../types";
import { PackingSlip } from "./packing-slip";

/** Sheet widths on screen, so the preview has the printed proportions. */
const sheetWidth: Record<PaperSize, string> = { A5: "148mm", A4: "210mm" };

/**
 * The printable page: a toolbar for the screen only (back, paper size, print) and the slip. The paper size is the
 * printed page's (`@page`), so the browser's print dialog starts on it.
 */
export function SlipPage({ orderId }: { orderId: string }) {
  const { t } = useI18n();
  const paperId = useId();
  const [paper, setPaper] = useState<PaperSize>("A5");
  const order = useSlipOrder(orderId);
  return (
    <div className="min-h-dvh bg-muted/40 p-4 print:min-h-0 print:bg-white print:p-0">
      <style>{`@page { size: ${paper}; margin: 10mm; } .slip-sheet { width: min(100%, ${sheetWidth[paper]}); } @media print { body { background: #fff; } .slip-sheet { width: auto; } }`}</style>
      <div className="mx-auto mb-4 flex max-w-[210mm] flex-wrap items-center gap-3 print:hidden" data-testid="slip-toolbar">
        <Button asChild variant="outline" size="sm">
          <Link to="/admin/orders">
            <ArrowLeftIcon aria-hidden="true" className="rtl:rotate-180" />
            {t("slip.back")}
          </Link>
        </Button>
        <label htmlFor={paperId} className="ms-auto text-sm font-semibold">
          {t("slip.paper")}
        </label>
        <select
          id={paperId}
          value={paper}
          onChange={(event) => setPaper(event.target.value as PaperSize)}
          className="h-9 rounded-md border border-input bg-card px-2 text-sm"
        >
          <option value="A5">A5</option>
          <option value="A4">A4</option>
        </select>
        <Button size="sm" onClick={() => window.print()} disabled={!order.data}>
          <PrinterIcon aria-hidden="true" />
          {t("slip.print")}
        </Button>
      </div>
      <main id="main">
        {order.isPending ? (
          <LoadingState message="slip.loading" />
        ) : order.isError ? (
          order.error instanceof ApiError && order.error.status === 404 ? (
            <EmptyState message="slip.notFound" />
          ) : (
            <LoadFailedState message="slip.loadFailed" onRetry={() => void order.refetch()} />
          )
        ) : (
          <PackingSlip order={order.data} />
        )}
      </main>
    </div>
  );
}
