import { useQueries } from "@tanstack/react-query";
import { useState } from "react";
import { EmptyState } from "@/components/admin/query-status";
import { slipOrderQueryOptions } from "../api/get-slip-order";
import type { PaperSize } from "../types";
import { SlipOrLoading, SlipToolbar } from "./slip-page";

/** The most slips one page prints: the orders list's bulk actions name a page of orders at most. */
export const slipsLimit = 100;

/** The order ids of `?ids=a,b,c`: each once, in the order given, blanks dropped. */
export function slipIds(param: string | null): string[] {
  const ids = (param ?? "")
    .split(",")
    .map((id) => id.trim())
    .filter(Boolean);
  return [...new Set(ids)].slice(0, slipsLimit);
}

/**
 * The packing slips of many orders on one printable page, one slip a printed sheet, each read as the single slip page
 * reads its order; the toolbar prints them all once every slip has loaded.
 */
export function SlipsPage({ orderIds }: { orderIds: readonly string[] }) {
  const [paper, setPaper] = useState<PaperSize>("A5");
  const orders = useQueries({ queries: orderIds.map((id) => slipOrderQueryOptions(id)) });
  const loaded = orders.length > 0 && orders.every((order) => order.isSuccess);
  return (
    <div className="min-h-dvh bg-muted/40 p-4 print:min-h-0 print:bg-white print:p-0">
      <SlipToolbar paper={paper} onPaper={setPaper} canPrint={loaded} printLabel="slip.printAll" />
      <main id="main" className="grid gap-6 print:block">
        {orderIds.length === 0 ? (
          <EmptyState message="slip.noOrders" />
        ) : (
          orders.map((order, index) => (
            <div key={orderIds[index]} className="slip-page">
              <SlipOrLoading order={order} />
            </div>
          ))
        )}
      </main>
    </div>
  );
}
