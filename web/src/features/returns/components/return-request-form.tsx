import { ArrowRightIcon } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link, useNavigate } from "react-router";
import { PageHeading } from "@/components/page-heading";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { describeError } from "@/lib/error-message";
import { type MessageKey, useI18n } from "@/lib/i18n";
import {
  returnReasonLabel,
  returnReasons,
  returnResolutionLabel,
  returnResolutions,
  type ReturnReason,
  type ReturnResolution,
} from "@/lib/return-terms";
import { useVariantNames } from "@/lib/variant-names";
import { canStillReturn, useReturnable, useReturnedOrder } from "../api/get-returnable";
import { useRequestReturn } from "../api/request-return";
import type { Returnable, ReturnedOrder } from "../types";

interface LineChoice {
  picked: boolean;
  quantity: string;
  reason: ReturnReason | "";
  exchangeVariantId: string;
}

const errorTexts: Partial<Record<string, MessageKey>> = {
  over_return: "returns.error.over_return",
  return_window_closed: "returns.error.return_window_closed",
  not_delivered: "returns.error.not_delivered",
  invalid_exchange_variant: "returns.error.invalid_exchange_variant",
};

function BackToOrder({ orderId }: { orderId: string }) {
  const { t } = useI18n();
  return (
    <Link to={`/account/orders/${orderId}`} className="inline-flex items-center gap-1 text-sm font-semibold text-primary hover:underline">
      <ArrowRightIcon aria-hidden="true" className="size-4 ltr:rotate-180" />
      {t("returns.form.back")}
    </Link>
  );
}

/** Her request to return or exchange pieces of a delivered order: lines, quantities, reasons, what she wants, a note. */
export function ReturnRequestForm({ orderId }: { orderId: string }) {
  const { t } = useI18n();
  const order = useReturnedOrder(orderId);
  const returnable = useReturnable(orderId);
  if (order.isPending || returnable.isPending) return <p role="status" className="text-muted-foreground">{t("common.loading")}</p>;
  if (!order.data || !returnable.data) {
    return (
      <div className="grid gap-4">
        <BackToOrder orderId={orderId} />
        <p role="alert">{t("returns.form.failed")}</p>
      </div>
    );
  }
  return <RequestForm order={order.data} returnable={returnable.data} />;
}

function RequestForm({ order, returnable }: { order: ReturnedOrder; returnable: Returnable }) {
  const { t, locale } = useI18n();
  const { variantName } = useVariantNames();
  const navigate = useNavigate();
  const request = useRequestReturn(order.id);
  const lines = new Map(returnable.lines.map((line) => [line.itemId, line]));
  const [choices, setChoices] = useState<Record<string, LineChoice>>(() =>
    Object.fromEntries(order.items.map((item) => [item.id, { picked: false, quantity: "1", reason: "", exchangeVariantId: "" }])),
  );
  const [resolution, setResolution] = useState<ReturnResolution>("refund");
  const [note, setNote] = useState("");
  const [problem, setProblem] = useState<MessageKey | null>(null);

  const heading = <PageHeading title={t("returns.form.title", { number: String(order.orderNumber) })} />;
  if (!canStillReturn(returnable)) {
    const why: MessageKey = !returnable.openUntil
      ? "returns.form.notDelivered"
      : Date.parse(returnable.openUntil) < Date.now()
        ? "returns.form.closed"
        : "returns.form.nothingLeft";
    return (
      <div className="grid gap-5">
        <BackToOrder orderId={order.id} />
        {heading}
        <p role="status" className="rounded-lg bg-accent p-3 text-sm font-semibold">
          {t(why)}
        </p>
      </div>
    );
  }

  const change = (itemId: string, patch: Partial<LineChoice>) => setChoices((current) => ({ ...current, [itemId]: { ...current[itemId]!, ...patch } }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const picked = order.items.filter((item) => choices[item.id]?.picked);
    if (picked.length === 0) return setProblem("returns.form.noLines");
    if (picked.some((item) => !choices[item.id]!.reason)) return setProblem("returns.form.reasonMissing");
    if (resolution === "exchange" && picked.some((item) => !choices[item.id]!.exchangeVariantId)) return setProblem("returns.form.exchangeMissing");
    setProblem(null);
    try {
      await request.mutateAsync({
        items: picked.map((item) => {
          const choice = choices[item.id]!;
          return {
            itemId: item.id,
            quantity: Math.max(1, Number(choice.quantity) || 1),
            reason: choice.reason as ReturnReason,
            ...(resolution === "exchange" ? { exchangeVariantId: choice.exchangeVariantId } : {}),
          };
        }),
        resolution,
        ...(note.trim() ? { note: note.trim() } : {}),
      });
    } catch (error) {
      toast({ variant: "destructive", title: t("toast.error"), description: describeError(error, { t, fallback: "returns.form.failed", byCode: errorTexts }) });
      return;
    }
    toast({ title: t("returns.form.done") });
    void navigate("/account/returns");
  };

  return (
    <form className="grid gap-5" onSubmit={(event) => void onSubmit(event)} noValidate data-testid="return-form">
      <BackToOrder orderId={order.id} />
      {heading}
      <p className="text-muted-foreground">{t("returns.form.intro")}</p>
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-lg font-bold">{t("returns.form.lines")}</legend>
        {order.items.map((item) => {
          const line = lines.get(item.id);
          const left = line?.returnable ?? 0;
          const choice = choices[item.id]!;
          const variant = variantName({ size: item.variantSize, color: item.variantColor });
          const name = `${locale === "ar" ? item.productNameAr : item.productNameEn}${variant ? ` (${variant})` : ""}`;
          return (
            <div key={item.id} className="grid gap-3 rounded-xl border bg-card p-4" data-testid="return-line">
              <label className="flex min-h-11 items-center gap-3 font-semibold">
                <input
                  type="checkbox"
                  className="size-5 accent-primary"
                  checked={choice.picked}
                  disabled={left === 0}
                  onChange={(event) => change(item.id, { picked: event.target.checked })}
                />
                {t("returns.form.pick", { name })}
              </label>
              <p className="text-sm text-muted-foreground">{t("returns.form.ordered", { count: item.quantity, left })}</p>
              {choice.picked ? (
                <div className="grid gap-3 sm:grid-cols-3">
                  <TextField
                    label={t("returns.form.quantity")}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={left}
                    value={choice.quantity}
                    onChange={(event) => change(item.id, { quantity: event.target.value })}
                  />
                  <SelectField
                    label={t("returns.form.reason")}
                    placeholder={t("returns.form.reasonPlaceholder")}
                    value={choice.reason}
                    required
                    onChange={(event) => change(item.id, { reason: event.target.value as ReturnReason })}
                    options={returnReasons.map((reason) => ({ value: reason, label: t(returnReasonLabel[reason]) }))}
                  />
                  {resolution === "exchange" ? (
                    <SelectField
                      label={t("returns.form.exchangeTo")}
                      placeholder={t("returns.form.exchangePlaceholder")}
                      value={choice.exchangeVariantId}
                      required
                      onChange={(event) => change(item.id, { exchangeVariantId: event.target.value })}
                      options={(line?.variants ?? []).map((variant) => {
                        const label = variantName(variant) || name;
                        return { value: variant.id, label: variant.inStock ? label : t("returns.form.outOfStock", { label }) };
                      })}
                    />
                  ) : null}
                </div>
              ) : null}
            </div>
          );
        })}
      </fieldset>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-lg font-bold">{t("returns.form.resolution")}</legend>
        {returnResolutions.map((option) => (
          <label key={option} className="flex min-h-11 items-center gap-3 rounded-lg border bg-card px-3">
            <input
              type="radio"
              name="resolution"
              value={option}
              className="size-5 accent-primary"
              checked={resolution === option}
              onChange={() => setResolution(option)}
            />
            {t(returnResolutionLabel[option])}
          </label>
        ))}
      </fieldset>
      <label className="grid gap-2 text-sm font-medium">
        {t("returns.form.note")}
        <Textarea value={note} maxLength={1000} onChange={(event) => setNote(event.target.value)} />
      </label>
      {problem ? (
        <p role="alert" className="text-sm font-semibold text-destructive">
          {t(problem)}
        </p>
      ) : null}
      <Button type="submit" className="min-h-11 w-full sm:w-auto sm:justify-self-start" disabled={request.isPending}>
        {request.isPending ? t("returns.form.sending") : t("returns.form.submit")}
      </Button>
    </form>
  );
}
