import { ArrowRightIcon, FileTextIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { CancelOrderDialog } from "@/components/cancel-order-dialog";
import { PhoneNumber } from "@/components/phone-number";
import { PageHeading } from "@/components/page-heading";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { ApiError } from "@/lib/api-client";
import { describeError } from "@/lib/error-message";
import { OrderAmountRows } from "@/components/order-amount-rows";
import { OrderedLine } from "@/components/ordered-line";
import { useI18n } from "@/lib/i18n";
import { isClosedStatus } from "@/lib/order-status";
import { useCancelAccountOrder } from "../api/cancel-order";
import { useAccountOrder } from "../api/get-order";
import type { AccountOrder } from "../types";
import { ChangeAddress } from "./change-address-form";
import { SectionError } from "./section-error";
import { StatusBadge } from "./status-badge";
import { StatusTimeline } from "./status-timeline";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-3 rounded-xl border bg-card p-4 sm:p-5">
      <h2 className="text-lg font-bold">{title}</h2>
      {children}
    </section>
  );
}

function BackToOrders() {
  const { t } = useI18n();
  return (
    <Link to="/account" className="inline-flex items-center gap-1 text-sm font-semibold text-primary hover:underline">
      <ArrowRightIcon aria-hidden="true" className="size-4 ltr:rotate-180" />
      {t("account.order.back")}
    </Link>
  );
}

function Items({ order }: { order: AccountOrder }) {
  return (
    <ul className="grid divide-y">
      {order.items.map((item) => (
        <OrderedLine key={item.id} item={item} testId="order-item" />
      ))}
    </ul>
  );
}

function Payment({ order }: { order: AccountOrder }) {
  const { t, format } = useI18n();
  const row = (label: string, value: string) => (
    <div className="flex justify-between gap-3">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
  return (
    <div className="grid gap-3">
      <dl className="grid gap-1.5 text-sm">
        {row(t("account.order.subtotal"), format.price(order.subtotal))}
        <OrderAmountRows order={order} />
        {row(t("account.order.codFee"), format.price(order.codFee))}
        {order.storeCreditUsed !== "0.00" ? (
          <>
            {row(t("storeCredit.orderTotal"), format.price(order.totalAmount))}
            {row(t("storeCredit.orderCredit"), `−${format.price(order.storeCreditUsed)}`)}
          </>
        ) : null}
      </dl>
      {/* Nothing is paid for an order cancelled or sent back. */}
      {isClosedStatus(order.status) ? null : (
        <p className="flex items-center justify-between gap-3 rounded-lg bg-accent p-3 font-bold" data-testid="cod-amount">
          <span>{t("account.order.payOnDelivery")}</span>
          {/* The cash at the door: the total less her store credit (ADR 067). */}
          <span className="tabular-nums">{format.price(order.amountDue)}</span>
        </p>
      )}
    </div>
  );
}

function Shipping({ order }: { order: AccountOrder }) {
  const { t } = useI18n();
  return (
    <address className="grid gap-1 text-sm not-italic">
      <p className="font-semibold">{order.shippingName}</p>
      <p>
        <PhoneNumber phone={order.shippingPhone} />
      </p>
      <p>{order.shippingAddressLine1}</p>
      {order.shippingAddressLine2 ? <p>{order.shippingAddressLine2}</p> : null}
      <p>{order.shippingCity}</p>
      {order.deliveryNote ? (
        <p className="text-muted-foreground">{t("account.order.deliveryNote", { note: order.deliveryNote })}</p>
      ) : null}
    </address>
  );
}

/** The courier and the tracking number, once the shop has handed the parcel over. */
function Shipment({ order }: { order: AccountOrder }) {
  const { t } = useI18n();
  return (
    <div className="grid gap-1 text-sm" data-testid="order-shipment">
      {order.courierName ? <p>{t("account.order.courier", { name: order.courierName })}</p> : null}
      {order.trackingNumber ? <p>{t("account.order.tracking", { number: order.trackingNumber })}</p> : null}
    </div>
  );
}

/** Her Cancel button while she may still cancel (placed or confirmed), behind an "are you sure?". */
function CancelOrder({ order }: { order: AccountOrder }) {
  const { t } = useI18n();
  const cancel = useCancelAccountOrder(order.id);
  // Told from the promise, not the mutation's callbacks: once cancelled, the order can no longer be cancelled and this
  // button (with its mutation's observer) is gone before they would run.
  const onConfirm = async (reason: string | undefined) => {
    try {
      await cancel.mutateAsync(reason);
    } catch (error) {
      toast({
        variant: "destructive",
        title: t("toast.error"),
        description: describeError(error, { t, fallback: "cancelOrder.failed", byCode: { too_late_to_cancel: "cancelOrder.tooLate" } }),
      });
      throw error;
    }
    toast({ title: t("cancelOrder.done", { number: String(order.orderNumber) }) });
  };
  return (
    <CancelOrderDialog
      orderNumber={order.orderNumber}
      onConfirm={onConfirm}
      trigger={
        <Button variant="outline" className="w-full border-destructive/40 text-destructive hover:bg-destructive/10 hover:text-destructive sm:w-auto">
          {t("cancelOrder.button")}
        </Button>
      }
    />
  );
}

/** One of her orders: where it stands, what she ordered, where it goes and what she pays the courier. */
/** `actions`: what other parts of the account offer on the order (a return on a delivered one), under its heading. */
export function OrderDetails({ id, actions }: { id: string; actions?: ReactNode }) {
  const { t, format } = useI18n();
  const order = useAccountOrder(id);

  if (order.isPending) return <p role="status" className="text-muted-foreground">{t("common.loading")}</p>;
  if (order.isError && order.error instanceof ApiError && order.error.status === 404) {
    return (
      <div className="grid gap-4">
        <PageHeading title={t("account.order.notFound")} />
        <p className="text-muted-foreground">{t("account.order.notFoundBody")}</p>
        <BackToOrders />
      </div>
    );
  }
  if (order.isError || !order.data) return <SectionError onRetry={() => void order.refetch()} />;

  const data = order.data;
  return (
    <div className="grid gap-5">
      <BackToOrders />
      <PageHeading title={t("account.orders.number", { number: String(data.orderNumber) })}>
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <StatusBadge status={data.status} />
          <span>
            {t("account.order.placedOn", { date: format.dateTime(data.createdAt) })}
          </span>
        </div>
      </PageHeading>
      {data.canCancel ? <CancelOrder order={data} /> : null}
      {actions}
      {data.invoiceNumber ? (
        <Button asChild variant="outline" className="min-h-11 w-full sm:w-auto sm:justify-self-start" data-testid="order-invoice-link">
          <Link to={`/account/orders/${data.id}/invoice`}>
            <FileTextIcon aria-hidden="true" />
            {t("taxDoc.viewInvoice", { number: data.invoiceNumber })}
          </Link>
        </Button>
      ) : null}
      {data.status === "cancelled" ? (
        <p role="status" className="rounded-lg bg-accent p-3 text-sm font-semibold">
          {t("account.order.cancelledNote")}
        </p>
      ) : null}
      <div className="grid gap-5 lg:grid-cols-[1fr_18rem] lg:items-start">
        <div className="grid gap-5">
          <Section title={t("account.order.items")}>
            <Items order={data} />
          </Section>
          <Section title={t("account.order.shipping")}>
            <Shipping order={data} />
            {/* Where it goes may change until it is packed (ADR 067). */}
            {data.status === "placed" || data.status === "confirmed" ? <ChangeAddress key={data.id} order={data} /> : null}
          </Section>
          {data.courierName || data.trackingNumber ? (
            <Section title={t("account.order.shipment")}>
              <Shipment order={data} />
            </Section>
          ) : null}
        </div>
        <div className="grid gap-5">
          <Section title={t("account.order.status")}>
            <StatusTimeline steps={data.timeline} status={data.status} />
          </Section>
          <Section title={t("account.order.payment")}>
            <Payment order={data} />
          </Section>
        </div>
      </div>
    </div>
  );
}
