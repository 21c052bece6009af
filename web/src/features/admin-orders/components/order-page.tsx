import { ArrowLeftIcon, ArrowRightIcon, FileTextIcon, PrinterIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { LoadFailedState, LoadingState } from "@/components/admin/query-status";
import { OrderStatusBadge } from "@/components/order-status-badge";
import { PageHeading } from "@/components/page-heading";
import { Button } from "@/components/ui/button";
import { ApiError } from "@/lib/api-client";
import { useI18n } from "@/lib/i18n";
import { useOrder } from "../api/get-order";
import { actionsFor } from "../lib/cod-terms";
import type { CourierChoice } from "../types";
import { OrderStatusSelect } from "./order-status-select";
import { OrderTimeline } from "./order-timeline";
import { CallLog } from "./call-log";
import { CancelOrder } from "./cancel-order-dialog";
import { EditItems } from "./edit-items-dialog";
import { DeliveryAttempts } from "./delivery-attempts";
import { OrderFacts } from "./order-facts";
import { Panel } from "./order-panel";
import { ReturnReceiptPanel } from "./return-receipt";
import { ShipmentForm } from "./shipment-form";

interface OrderPageProps {
  orderId: string;
  /** The active couriers the shipment form offers (the route reads them from the couriers feature). */
  couriers: readonly CourierChoice[];
  /** What the page composes beside the title (the live-updates indicator). */
  status?: ReactNode;
}

/**
 * `/admin/orders/:id`: one order worked from confirmation to cash. Only the actions its state allows are shown
 * (ADR 057); on a phone everything stacks, the call log first after the order, since calling is the work done there.
 */
export function OrderPage({ orderId, couriers, status }: OrderPageProps) {
  const { t, dir } = useI18n();
  const order = useOrder(orderId);
  const BackIcon = dir === "rtl" ? ArrowRightIcon : ArrowLeftIcon;

  const back = (
    <Link to="/admin/orders" className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-primary underline-offset-4 hover:underline">
      <BackIcon aria-hidden="true" className="size-4" />
      {t("adminCod.page.back")}
    </Link>
  );

  if (order.isPending) return <div className="grid gap-4">{back}<LoadingState message="adminCod.page.loading" /></div>;
  if (order.isError) {
    const gone = order.error instanceof ApiError && order.error.status === 404;
    return (
      <div className="grid gap-4">
        {back}
        <LoadFailedState message={gone ? "adminCod.page.notFound" : "adminCod.page.loadFailed"} onRetry={() => void order.refetch()} />
      </div>
    );
  }

  const current = order.data;
  const actions = actionsFor(current.status);
  return (
    <div className="grid gap-4 sm:gap-6" data-testid="admin-order-page" data-status={current.status}>
      {back}
      <div className="flex flex-wrap items-end justify-between gap-3">
        <PageHeading title={t("adminCod.page.title", { number: String(current.orderNumber) })}>
          <div className="flex flex-wrap items-center gap-2">
            <OrderStatusBadge status={current.status} />
            <OrderStatusSelect order={current} className="h-11 w-40 text-sm" />
            <Button asChild variant="outline" className="min-h-11">
              <Link to={`/admin/orders/${current.id}/slip`}>
                <PrinterIcon aria-hidden="true" />
                {t("slip.print")}
              </Link>
            </Button>
            {current.invoiceNumber ? (
              <Button asChild variant="outline" className="min-h-11" data-testid="order-invoice-link">
                <Link to={`/admin/orders/${current.id}/invoice`}>
                  <FileTextIcon aria-hidden="true" />
                  {t("taxDoc.viewInvoice", { number: current.invoiceNumber })}
                </Link>
              </Button>
            ) : null}
          </div>
        </PageHeading>
        {status}
      </div>
      <div className="grid items-start gap-4 sm:gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="grid gap-4 sm:gap-6">
          <OrderFacts order={current} />
          {actions.editItems ? (
            <div className="flex justify-start">
              <EditItems order={current} />
            </div>
          ) : null}
          <CallLog order={current} canCall={actions.call} />
          {actions.shipment ? <ShipmentForm order={current} couriers={couriers} /> : null}
          <DeliveryAttempts order={current} canAttempt={actions.deliveryAttempt} />
          <ReturnReceiptPanel order={current} canReceive={actions.returnReceipt} />
          {actions.cancel ? (
            <div className="flex justify-start">
              <CancelOrder order={current} />
            </div>
          ) : null}
        </div>
        <Panel title={t("adminOrders.history.title")}>
          <OrderTimeline orderId={current.id} />
        </Panel>
      </div>
    </div>
  );
}
