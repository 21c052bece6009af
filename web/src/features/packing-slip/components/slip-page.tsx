import { ArrowLeftIcon, PrinterIcon } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { EmptyState, LoadFailedState, LoadingState } from "@/components/admin/query-status";
import { Button } from "@/components/ui/button";
import { ApiError } from "@/lib/api-client";
import { type MessageKey, useI18n } from "@/lib/i18n";
import { useSlipOrder } from "../api/get-slip-order";
import type { PaperSize } from "../types";
import { PackingSlip } from "./packing-slip";

/** Sheet widths on screen, so the preview has the printed proportions. */
const sheetWidth: Record<PaperSize, string> = { A5: "148mm", A4: "210mm" };

/**
 * The printed page's size (`@page`, so the browser's print dialog starts on it) and the sheets' width on screen; each
 * slip starts a new printed page.
 */
function SheetStyle({ paper }: { paper: PaperSize }) {
  return (
    <style>{`@page { size: ${paper}; margin: 10mm; } .slip-sheet { width: min(100%, ${sheetWidth[paper]}); } @media print { body { background: #fff; } .slip-sheet { width: auto; } .slip-page + .slip-page { break-before: page; } }`}</style>
  );
}

/** The screen-only toolbar of a printable page: back to the orders, the paper size, and print. */
export function SlipToolbar({
  paper,
  onPaper,
  canPrint,
  printLabel = "slip.print",
}: {
  paper: PaperSize;
  onPaper: (paper: PaperSize) => void;
  canPrint: boolean;
  printLabel?: MessageKey;
}) {
  const { t } = useI18n();
  const paperId = useId();
  return (
    <>
      <SheetStyle paper={paper} />
      {/* The page's header (a landmark): everything on the page sits in one. */}
      <header className="mx-auto mb-4 flex max-w-[210mm] flex-wrap items-center gap-3 print:hidden" data-testid="slip-toolbar">
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
          onChange={(event) => onPaper(event.target.value as PaperSize)}
          className="h-9 rounded-md border border-input bg-card px-2 text-sm"
        >
          <option value="A5">A5</option>
          <option value="A4">A4</option>
        </select>
        <Button size="sm" onClick={() => window.print()} disabled={!canPrint}>
          <PrinterIcon aria-hidden="true" />
          {t(printLabel)}
        </Button>
      </header>
    </>
  );
}

/** A slip's read as the page shows it: loading, missing, failed (with a retry), or the slip. */
export function SlipOrLoading({ order }: { order: ReturnType<typeof useSlipOrder> }) {
  if (order.isPending) return <LoadingState message="slip.loading" />;
  if (order.isError) {
    return order.error instanceof ApiError && order.error.status === 404 ? (
      <EmptyState message="slip.notFound" />
    ) : (
      <LoadFailedState message="slip.loadFailed" onRetry={() => void order.refetch()} />
    );
  }
  return <PackingSlip order={order.data} />;
}

/** The printable page of one order: the toolbar for the screen only and the slip. */
export function SlipPage({ orderId }: { orderId: string }) {
  const [paper, setPaper] = useState<PaperSize>("A5");
  const order = useSlipOrder(orderId);
  return (
    <div className="min-h-dvh bg-muted/40 p-4 print:min-h-0 print:bg-white print:p-0">
      <SlipToolbar paper={paper} onPaper={setPaper} canPrint={Boolean(order.data)} />
      <main id="main">
        <SlipOrLoading order={order} />
      </main>
    </div>
  );
}
