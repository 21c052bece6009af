import { RotateCwIcon } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useSearchParams } from "react-router";
import { PageHeading } from "@/components/page-heading";
import { Button } from "@/components/ui/button";
import { useI18n } from "@/lib/i18n";
import { useOrders } from "../api/get-orders";
import type { Order } from "../types";
import { DeleteOrderDialog } from "./delete-order-dialog";
import { OrderDetailsDialog } from "./order-details-dialog";
import { OrdersTable } from "./orders-table";

/** `status` is a slot for what the page composes beside the title (the live-updates indicator). */
export function OrdersManagement({ status }: { status?: ReactNode }) {
  const { t } = useI18n();
  const orders = useOrders();
  // By id, so the open dialog follows live changes to its order and closes if the order disappears.
  const [viewedId, setViewedId] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<Order | null>(null);
  // `?order=1042` (the link in the new-order mail) opens that order's details.
  const [searchParams, setSearchParams] = useSearchParams();
  const linkedNumber = Number(searchParams.get("order"));
  const viewed =
    orders.data?.find((order) => (viewedId ? order.id === viewedId : order.orderNumber === linkedNumber)) ?? null;
  const closeDetails = () => {
    setViewedId(null);
    if (searchParams.has("order")) setSearchParams({}, { replace: true });
  };

  let body: ReactNode;
  if (orders.isPending) {
    body = (
      <p role="status" className="py-10 text-center text-muted-foreground">
        {t("adminOrders.loading")}
      </p>
    );
  } else if (orders.isError) {
    body = (
      <div role="alert" className="grid justify-items-center gap-3 py-10 text-center">
        <p className="font-semibold text-destructive">{t("adminOrders.loadFailed")}</p>
        <Button variant="outline" onClick={() => void orders.refetch()}>
          <RotateCwIcon aria-hidden="true" />
          {t("orders.retry")}
        </Button>
      </div>
    );
  } else if (orders.data.length === 0) {
    body = <p className="rounded-xl border bg-card py-10 text-center text-muted-foreground">{t("orders.empty")}</p>;
  } else {
    body = <OrdersTable orders={orders.data} onView={(order) => setViewedId(order.id)} onDelete={setToDelete} />;
  }

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <PageHeading title={t("admin.orders.title")} />
        {status}
      </div>
      {body}
      <OrderDetailsDialog order={viewed} onClose={closeDetails} />
      <DeleteOrderDialog order={toDelete} onClose={() => setToDelete(null)} />
    </div>
  );
}
