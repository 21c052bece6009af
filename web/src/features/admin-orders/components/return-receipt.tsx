import { type FormEvent, useState } from "react";
import { FormAlert } from "@/components/admin/form-alert";
import { notifySuccess } from "@/components/admin/notify";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { WholeNumberField } from "@/components/ui/whole-number-field";
import { describeWriteFailure } from "@/lib/error-message";
import { useI18n } from "@/lib/i18n";
import { formatAmount } from "@/lib/money";
import { useReceiveReturn } from "../api/receive-return";
import { isReturnCondition, type ReturnCondition, returnConditionLabel, returnConditions } from "../lib/cod-terms";
import type { OrderDetail } from "../types";
import { Panel } from "./order-panel";

interface Line {
  quantity: number;
  condition: ReturnCondition;
}

/**
 * The parcel back at the shop: each line's units counted and sorted into sellable (back on the shelf) and damaged
 * (recorded, never sold). Shown as a form while the order is returning, and as what was received once returned.
 */
export function ReturnReceiptPanel({ order, canReceive }: { order: OrderDetail; canReceive: boolean }) {
  const { t, format, locale } = useI18n();
  if (order.returnReceipt) {
    const names = new Map(order.items.map((item) => [item.id, itemName(item, locale)]));
    return (
      <Panel title={t("adminCod.return.title")} testId="return-receipt">
        <ul className="grid gap-1 text-sm">
          {order.returnReceipt.items.map((line) => (
            <li key={`${line.itemId}-${line.condition}`}>
              {names.get(line.itemId) ?? line.itemId} · {format.number(line.quantity)} · {t(returnConditionLabel[line.condition])}
            </li>
          ))}
        </ul>
        <p className="text-xs text-muted-foreground">
          {t("adminCod.return.receivedAt", { date: format.dateTime(order.returnReceipt.at) })} ·{" "}
          {t("adminCod.delivery.cost", { amount: t("orders.amountAed", { amount: formatAmount(order.returnReceipt.returnCost) }) })}
        </p>
      </Panel>
    );
  }
  if (!canReceive) return null;
  return <ReturnForm order={order} />;
}

/** A line's product in the admin's language, with its size and colour. */
function itemName(item: OrderDetail["items"][number], locale: string): string {
  const name = locale === "ar" ? item.productNameAr : item.productNameEn;
  const variant = [item.variantSize, item.variantColor].filter(Boolean).join(", ");
  return variant ? `${name} (${variant})` : name;
}

function ReturnForm({ order }: { order: OrderDetail }) {
  const { t, locale } = useI18n();
  const receive = useReceiveReturn();
  const [lines, setLines] = useState<Record<string, Line>>(() =>
    Object.fromEntries(order.items.map((item) => [item.id, { quantity: item.quantity, condition: "sellable" as const }])),
  );
  const set = (itemId: string, change: Partial<Line>) => setLines((current) => ({ ...current, [itemId]: { ...current[itemId]!, ...change } }));
  const chosen = order.items
    .map((item) => ({ itemId: item.id, ...lines[item.id]! }))
    .filter((line) => line.quantity > 0);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen.length === 0) return;
    // Told from the promise: the received order is no longer "returning", and this form leaves the page first.
    receive.mutateAsync({ orderId: order.id, items: chosen }).then(
      () => notifySuccess(t, "adminCod.return.recorded"),
      () => undefined,
    );
  };

  return (
    <Panel title={t("adminCod.return.title")} testId="return-form">
      <form className="grid gap-4" onSubmit={submit} noValidate>
        <p className="text-sm text-muted-foreground">{t("adminCod.return.hint")}</p>
        {order.items.map((item) => {
          const line = lines[item.id]!;
          return (
            <fieldset key={item.id} className="grid gap-3 rounded-lg border p-3 sm:grid-cols-2" data-testid="return-line">
              <legend className="px-1 text-sm font-semibold">
                {itemName(item, locale)}
              </legend>
              <WholeNumberField
                label={t("adminCod.return.quantity", { ordered: item.quantity })}
                value={line.quantity}
                min={0}
                max={item.quantity}
                onValueChange={(quantity) => set(item.id, { quantity: Math.min(Math.max(quantity, 0), item.quantity) })}
              />
              <SelectField
                label={t("adminCod.return.condition")}
                placeholder={t("adminCod.return.chooseCondition")}
                value={line.condition}
                options={returnConditions.map((value) => ({ value, label: t(returnConditionLabel[value]) }))}
                onChange={(event) => isReturnCondition(event.target.value) && set(item.id, { condition: event.target.value })}
              />
            </fieldset>
          );
        })}
        <FormAlert message={receive.isError ? describeWriteFailure(receive.error, t) : chosen.length === 0 ? t("adminCod.return.nothing") : null} />
        <Button type="submit" className="min-h-11 sm:w-fit" disabled={receive.isPending || chosen.length === 0}>
          {t("adminCod.return.record")}
        </Button>
      </form>
    </Panel>
  );
}
