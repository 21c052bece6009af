import { type FormEvent, useState } from "react";
import { FormAlert } from "@/components/admin/form-alert";
import { notifySuccess } from "@/components/admin/notify";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { describeWriteFailure } from "@/lib/error-message";
import { useI18n } from "@/lib/i18n";
import { formatAmount, parseAmount } from "@/lib/money";
import { useRecordDeliveryAttempt } from "../api/record-delivery-attempt";
import { type DeliveryOutcome, deliveryOutcomeLabel, deliveryOutcomes, isDeliveryOutcome } from "../lib/cod-terms";
import type { OrderDetail } from "../types";
import { Panel } from "./order-panel";

/**
 * The courier's attempts so far and, while the order is shipped, the form for the next one. A delivery carries the
 * cash collected, prefilled with the order's total: another amount is accepted and shown on the courier's cash page.
 */
export function DeliveryAttempts({ order, canAttempt }: { order: OrderDetail; canAttempt: boolean }) {
  const { t, format } = useI18n();
  const aed = (amount: string) => t("orders.amountAed", { amount: formatAmount(amount) });
  if (!canAttempt && order.deliveryAttempts.length === 0) return null;
  return (
    <Panel title={t("adminCod.delivery.title")} testId="delivery-attempts">
      {order.deliveryAttempts.length > 0 ? (
        <ol className="grid gap-2">
          {order.deliveryAttempts.map((attempt) => (
            <li key={attempt.id} className="rounded-lg border p-3 text-sm" data-testid="delivery-attempt">
              <p className="font-semibold">
                {t("adminCod.delivery.attemptLine", { number: attempt.attemptNumber, outcome: t(deliveryOutcomeLabel[attempt.outcome]) })}
              </p>
              {attempt.codCollected ? <p>{t("adminCod.page.collected", { amount: aed(attempt.codCollected) })}</p> : null}
              <p className="text-xs text-muted-foreground">{t("adminCod.delivery.cost", { amount: aed(attempt.cost) })}</p>
              {attempt.note ? <p>{attempt.note}</p> : null}
              <p className="text-xs text-muted-foreground">
                <time dateTime={attempt.at}>{format.dateTime(attempt.at)}</time> · {t("adminOrders.history.by", { actor: attempt.by.name ?? t("adminOrders.history.system") })}
              </p>
            </li>
          ))}
        </ol>
      ) : null}
      {canAttempt ? <AttemptForm order={order} /> : null}
    </Panel>
  );
}

function AttemptForm({ order }: { order: OrderDetail }) {
  const { t } = useI18n();
  const record = useRecordDeliveryAttempt();
  const [outcome, setOutcome] = useState<DeliveryOutcome | "">("");
  // The cash to collect: the total less her store credit (ADR 067).
  const [collected, setCollected] = useState(order.amountDue);
  const [note, setNote] = useState("");
  const [checked, setChecked] = useState(false);
  const amount = parseAmount(collected);
  const amountError = outcome === "delivered" && amount === null ? t("adminCod.form.amount") : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!outcome || amountError) return;
    // Told from the promise: a delivery or a return takes the order out of "shipped", and this form leaves the page
    // before a per-call onSuccess would run. The error is shown in the form from the mutation's state.
    record
      .mutateAsync({ orderId: order.id, outcome, codCollected: outcome === "delivered" ? (amount ?? undefined) : undefined, note: note.trim() || undefined })
      .then(
        () => {
          setOutcome("");
          setNote("");
          setChecked(false);
          notifySuccess(t, "adminCod.delivery.recorded");
        },
        () => undefined,
      );
  };

  return (
    <form className="grid gap-3 sm:grid-cols-2" onSubmit={submit} noValidate>
      <SelectField
        label={t("adminCod.delivery.outcome")}
        placeholder={t("adminCod.delivery.chooseOutcome")}
        value={outcome}
        required
        error={checked && !outcome ? t("adminCod.form.required") : undefined}
        options={deliveryOutcomes.map((value) => ({ value, label: t(deliveryOutcomeLabel[value]) }))}
        onChange={(event) => setOutcome(isDeliveryOutcome(event.target.value) ? event.target.value : "")}
      />
      {outcome === "delivered" ? (
        <TextField
          label={t("adminCod.delivery.collected")}
          hint={t("adminCod.delivery.collectedHint")}
          value={collected}
          inputMode="decimal"
          dir="ltr"
          required
          error={checked ? amountError : undefined}
          onChange={(event) => setCollected(event.target.value)}
        />
      ) : null}
      <TextField
        label={t("adminCod.form.note")}
        value={note}
        maxLength={500}
        className="sm:col-span-2"
        onChange={(event) => setNote(event.target.value)}
      />
      <div className="grid gap-2 sm:col-span-2">
        <FormAlert message={record.isError ? describeWriteFailure(record.error, t) : null} />
        <Button type="submit" className="min-h-11 sm:w-fit" disabled={record.isPending}>
          {t("adminCod.delivery.record")}
        </Button>
      </div>
    </form>
  );
}
