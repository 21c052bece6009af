import { CheckCircle2Icon, XCircleIcon } from "lucide-react";
import { useState } from "react";
import { CancelOrderDialog } from "@/components/cancel-order-dialog";
import { PageHeading } from "@/components/page-heading";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { ApiError } from "@/lib/api-client";
import { describeError } from "@/lib/error-message";
import { useI18n } from "@/lib/i18n";
import { useCancelByToken } from "../api/cancel-by-token";
import { useConfirmOrder } from "../api/confirm-order";
import { useOrderByToken } from "../api/get-order-by-token";
import type { OrderByToken } from "../types";
import { BrokenLink } from "./broken-link";
import { OrderSummary } from "./order-summary";

/** Where the order stands, in a sentence for her: what she just did, or what she can still do. */
function StatusNote({ order, done }: { order: OrderByToken; done: "confirmed" | "cancelled" | null }) {
  const { t } = useI18n();
  const good = order.status !== "cancelled" && order.status !== "returning" && order.status !== "returned";
  const text =
    done === "confirmed" && order.status === "confirmed"
      ? t("orderConfirm.confirmed")
      : order.status === "placed"
        ? t("orderConfirm.intro")
        : order.status === "confirmed"
          ? t("orderConfirm.alreadyConfirmed")
          : order.status === "cancelled"
            ? t("orderConfirm.cancelled")
            : good
              ? t("orderConfirm.inProgress")
              : t("orderConfirm.closed");
  const Icon = order.status === "cancelled" ? XCircleIcon : CheckCircle2Icon;
  return (
    <p role="status" data-testid="confirm-status" data-status={order.status} className="flex items-start gap-2 rounded-lg bg-accent p-3 font-semibold">
      {order.status === "placed" ? null : <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />}
      <span>{text}</span>
    </p>
  );
}

/**
 * The page her mailed link opens: her order and, while she may, "Confirm my order" and "Cancel my order". Opening it
 * reads only (mail scanners open links); each button is one request, and the page then shows where the order stands.
 */
export function OrderConfirmView({ token }: { token: string }) {
  const { t } = useI18n();
  const order = useOrderByToken(token);
  const confirm = useConfirmOrder(token);
  const cancel = useCancelByToken(token);
  const [done, setDone] = useState<"confirmed" | "cancelled" | null>(null);

  if (order.isPending) return <p role="status" className="text-muted-foreground">{t("common.loading")}</p>;
  if (order.isError) {
    const status = order.error instanceof ApiError ? order.error.status : 0;
    if (status === 400) return <BrokenLink title={t("orderConfirm.invalidTitle")} body={t("orderConfirm.invalidBody")} />;
    if (status === 404) return <BrokenLink title={t("orderConfirm.notFoundTitle")} body={t("orderConfirm.notFoundBody")} />;
    return (
      <div role="alert" className="grid justify-items-center gap-3 rounded-xl border border-dashed p-8 text-center">
        <p className="text-muted-foreground">{t("account.loadFailed")}</p>
        <Button variant="outline" onClick={() => void order.refetch()}>
          {t("account.retry")}
        </Button>
      </div>
    );
  }

  const data = order.data;
  const failed = (error: unknown) =>
    toast({
      variant: "destructive",
      title: t("toast.error"),
      description: describeError(error, {
        t,
        fallback: "orderConfirm.failed",
        byCode: { too_late_to_cancel: "orderConfirm.tooLate", order_cancelled: "orderConfirm.orderCancelled", invalid_token: "orderConfirm.invalidTitle" },
      }),
    });
  const onConfirm = () => confirm.mutate(undefined, { onSuccess: () => setDone("confirmed"), onError: failed });
  const onCancel = async (reason: string | undefined) => {
    try {
      await cancel.mutateAsync(reason);
      setDone("cancelled");
    } catch (error) {
      failed(error);
      throw error;
    }
  };

  return (
    <div className="mx-auto grid w-full max-w-2xl gap-5">
      <PageHeading title={t("orderConfirm.title", { number: String(data.orderNumber) })} />
      <StatusNote order={data} done={done} />
      {data.canConfirm || data.canCancel ? (
        <div className="grid gap-2 sm:flex sm:flex-wrap">
          {data.canConfirm ? (
            <Button size="lg" className="w-full sm:w-auto" disabled={confirm.isPending} onClick={onConfirm}>
              {confirm.isPending ? t("orderConfirm.confirming") : t("orderConfirm.confirm")}
            </Button>
          ) : null}
          {data.canCancel ? (
            <CancelOrderDialog
              orderNumber={data.orderNumber}
              onConfirm={onCancel}
              trigger={
                <Button size="lg" variant="outline" className="w-full sm:w-auto">
                  {t("orderConfirm.cancel")}
                </Button>
              }
            />
          ) : null}
        </div>
      ) : null}
      <OrderSummary order={data} />
    </div>
  );
}
