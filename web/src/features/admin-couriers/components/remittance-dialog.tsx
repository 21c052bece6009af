import { type FormEvent, useId, useState } from "react";
import { FormAlert } from "@/components/admin/form-alert";
import { FormDialog } from "@/components/admin/form-dialog";
import { notifySuccess } from "@/components/admin/notify";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { TextField } from "@/components/ui/text-field";
import { describeWriteFailure } from "@/lib/error-message";
import { useI18n } from "@/lib/i18n";
import { formatAmount, parseAmount } from "@/lib/money";
import { useRecordRemittance } from "../api/record-remittance";
import { remittanceAmount, unremitted } from "../lib/remittance";
import type { UseQueryResult } from "@tanstack/react-query";
import { LoadFailedState, LoadingState } from "@/components/admin/query-status";
import type { Courier, CourierCash } from "../types";

interface RemittanceDialogProps {
  courier: Courier;
  /** The courier's ledger, read when the dialog opens. */
  cash: UseQueryResult<CourierCash>;
  open: boolean;
  onClose: () => void;
}

/** The courier hands over cash: which delivered orders it covers, the courier's reference, and the amount. */
export function RemittanceDialog({ courier, cash, open, onClose }: RemittanceDialogProps) {
  const { t } = useI18n();
  return (
    <FormDialog open={open} onClose={onClose} title={t("adminCod.remit.title", { courier: courier.name })} description={t("adminCod.remit.description")}>
      {!open ? null : cash.isPending ? (
        <LoadingState message="adminCod.cash.loading" />
      ) : cash.isError ? (
        <LoadFailedState message="adminCod.cash.failed" onRetry={() => void cash.refetch()} />
      ) : (
        <RemittanceForm courier={courier} cash={cash.data} onDone={onClose} />
      )}
    </FormDialog>
  );
}

function RemittanceForm({ courier, cash, onDone }: { courier: Courier; cash: CourierCash; onDone: () => void }) {
  const { t, format } = useI18n();
  const remit = useRecordRemittance();
  const held = unremitted(cash.orders);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(held.map((order) => order.orderId)));
  const [reference, setReference] = useState("");
  // The amount follows the ticks until the admin types one of her own.
  const [typedAmount, setTypedAmount] = useState<string | null>(null);
  const [checked, setChecked] = useState(false);
  const listId = useId();
  const sum = remittanceAmount(held, chosen);
  const amountText = typedAmount ?? sum;
  const amount = parseAmount(amountText);

  const toggle = (orderId: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(orderId);
      else next.delete(orderId);
      return next;
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (chosen.size === 0 || !reference.trim() || amount === null) return;
    remit.mutate(
      { courierId: courier.id, reference: reference.trim(), amount, orderIds: [...chosen] },
      {
        onSuccess: () => {
          notifySuccess(t, "adminCod.remit.recorded");
          onDone();
        },
      },
    );
  };

  if (held.length === 0) return <p className="text-sm text-muted-foreground">{t("adminCod.remit.nothing")}</p>;

  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      <fieldset className="grid gap-2" aria-describedby={listId}>
        <legend className="text-sm font-semibold">{t("adminCod.remit.orders")}</legend>
        <p id={listId} className="text-xs text-muted-foreground">
          {t("adminCod.remit.ordersHint")}
        </p>
        <ul className="grid max-h-64 gap-1 overflow-y-auto">
          {held.map((order) => (
            <li key={order.orderId}>
              <label className="flex min-h-11 items-center gap-3 rounded-md px-2 hover:bg-muted" data-testid="remit-order">
                <Checkbox checked={chosen.has(order.orderId)} onCheckedChange={(on) => toggle(order.orderId, on === true)} />
                <span className="font-semibold tabular-nums">{t("orders.number", { number: String(order.orderNumber) })}</span>
                <span className="tabular-nums">{t("orders.amountAed", { amount: formatAmount(order.collected) })}</span>
                <span className="ms-auto text-xs text-muted-foreground">{format.date(order.collectedAt)}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <TextField
        label={t("adminCod.remit.reference")}
        value={reference}
        required
        maxLength={100}
        dir="ltr"
        error={checked && !reference.trim() ? t("adminCod.form.required") : undefined}
        onChange={(event) => setReference(event.target.value)}
      />
      <TextField
        label={t("adminCod.remit.amount")}
        hint={t("adminCod.remit.amountHint", { sum: t("orders.amountAed", { amount: formatAmount(sum) }) })}
        value={amountText}
        inputMode="decimal"
        dir="ltr"
        required
        error={checked && amount === null ? t("adminCod.form.amount") : undefined}
        onChange={(event) => setTypedAmount(event.target.value)}
      />
      <FormAlert message={remit.isError ? describeWriteFailure(remit.error, t) : checked && chosen.size === 0 ? t("adminCod.remit.pickOne") : null} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" className="min-h-11" onClick={onDone} disabled={remit.isPending}>
          {t("adminOrders.cancel")}
        </Button>
        <Button type="submit" className="min-h-11" disabled={remit.isPending}>
          {t("adminCod.remit.save")}
        </Button>
      </div>
    </form>
  );
}
