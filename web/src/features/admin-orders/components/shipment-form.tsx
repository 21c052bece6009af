import { type FormEvent, useState } from "react";
import { FormAlert } from "@/components/admin/form-alert";
import { notifySuccess } from "@/components/admin/notify";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { describeWriteFailure } from "@/lib/error-message";
import { useI18n } from "@/lib/i18n";
import { useAssignShipment } from "../api/assign-shipment";
import type { CourierChoice, OrderDetail } from "../types";
import { Panel } from "./order-panel";

/** The courier and tracking number, set or changed while the order is packed or shipped. */
export function ShipmentForm({ order, couriers }: { order: OrderDetail; couriers: readonly CourierChoice[] }) {
  const { t } = useI18n();
  const assign = useAssignShipment();
  const [courierId, setCourierId] = useState(order.courierId ?? "");
  const [tracking, setTracking] = useState(order.trackingNumber ?? "");
  const [missing, setMissing] = useState(false);

  // The order's courier stays offered even once deactivated, so the form shows what the order has.
  const choices =
    order.courierId && order.courierName && !couriers.some((courier) => courier.id === order.courierId)
      ? [...couriers, { id: order.courierId, name: order.courierName }]
      : couriers;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!courierId || !tracking.trim()) {
      setMissing(true);
      return;
    }
    setMissing(false);
    assign.mutate(
      { orderId: order.id, courierId, trackingNumber: tracking.trim() },
      { onSuccess: () => notifySuccess(t, "adminCod.shipment.saved") },
    );
  };

  return (
    <Panel title={t("adminCod.shipment.title")} testId="shipment-form">
      <form className="grid gap-3 sm:grid-cols-2" onSubmit={submit} noValidate>
        <SelectField
          label={t("adminCod.shipment.courier")}
          placeholder={t("adminCod.shipment.chooseCourier")}
          value={courierId}
          required
          error={missing && !courierId ? t("adminCod.form.required") : undefined}
          options={choices.map((courier) => ({ value: courier.id, label: courier.name }))}
          onChange={(event) => setCourierId(event.target.value)}
        />
        <TextField
          label={t("adminCod.shipment.tracking")}
          value={tracking}
          dir="ltr"
          required
          maxLength={100}
          error={missing && !tracking.trim() ? t("adminCod.form.required") : undefined}
          onChange={(event) => setTracking(event.target.value)}
        />
        {couriers.length === 0 ? <p className="text-sm text-muted-foreground sm:col-span-2">{t("adminCod.shipment.noCouriers")}</p> : null}
        <div className="grid gap-2 sm:col-span-2">
          <FormAlert message={assign.isError ? describeWriteFailure(assign.error, t) : null} />
          <Button type="submit" className="min-h-11 sm:w-fit" disabled={assign.isPending}>
            {t("adminCod.shipment.save")}
          </Button>
        </div>
      </form>
    </Panel>
  );
}
