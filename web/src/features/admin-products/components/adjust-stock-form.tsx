import { type FormEvent, useState } from "react";
import { FormAlert } from "@/components/admin/form-alert";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { describeError } from "@/lib/error-message";
import { useI18n } from "@/lib/i18n";
import { stockReasons, useAdjustStock, type StockReason } from "../api/stock";
import type { ProductVariant } from "../types";
import { variantLabel } from "./stock-history-table";

/** "Adjust stock": units in or out of one variant, with a reason (and a note), as one entry of the stock ledger. */
export function AdjustStockForm({ productId, variants }: { productId: string; variants: readonly ProductVariant[] }) {
  const { t, format } = useI18n();
  const adjust = useAdjustStock(productId);
  const [variantId, setVariantId] = useState(variants.length === 1 ? variants[0]!.id : "");
  const [change, setChange] = useState("");
  const [reason, setReason] = useState<StockReason | "">("");
  const [note, setNote] = useState("");
  const [errors, setErrors] = useState<Partial<Record<"variant" | "change" | "reason", string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  // Said inside the dialog: while it is open, the page behind it (and its toasts) is hidden from screen readers.
  const [saved, setSaved] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const units = /^\s*[-−]?\d{1,7}\s*$/.test(change) ? Number(change.replace("−", "-")) : NaN;
    const found = {
      variant: variantId ? undefined : t("adminStock.variantRequired"),
      change: Number.isInteger(units) && units !== 0 ? undefined : t("adminStock.changeRequired"),
      reason: reason ? undefined : t("adminStock.reasonRequired"),
    };
    setErrors(found);
    setFailure(null);
    setSaved(false);
    if (found.variant || found.change || found.reason || !reason) return;
    adjust.mutate(
      { variantId, change: units, reason, note: note.trim() || null },
      {
        onSuccess: () => {
          setSaved(true);
          setChange("");
          setNote("");
          setReason("");
        },
        onError: (error) =>
          setFailure(describeError(error, { t, fallback: "toast.error", byCode: { stock_below_zero: "adminStock.belowZero" } })),
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-3" aria-label={t("adminStock.adjustTitle")}>
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label={t("adminStock.variant")}
          placeholder={t("adminStock.chooseVariant")}
          required
          value={variantId}
          error={errors.variant}
          onChange={(event) => setVariantId(event.target.value)}
          options={variants.map((variant) => ({
            value: variant.id,
            label: t("adminStock.variantStock", { variant: variantLabel(variant, t), stock: format.number(variant.stock) }),
          }))}
        />
        <SelectField
          label={t("adminStock.reason")}
          placeholder={t("adminStock.chooseReason")}
          required
          value={reason}
          error={errors.reason}
          onChange={(event) => setReason(event.target.value as StockReason | "")}
          options={stockReasons.map((value) => ({ value, label: t(`adminStock.reason.${value}`) }))}
        />
        <TextField
          label={t("adminStock.change")}
          hint={t("adminStock.changeHint")}
          required
          inputMode="numeric"
          dir="ltr"
          value={change}
          error={errors.change}
          onChange={(event) => setChange(event.target.value)}
        />
        <TextField label={t("adminStock.note")} maxLength={500} dir="auto" value={note} onChange={(event) => setNote(event.target.value)} />
      </div>
      <FormAlert message={failure} />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={adjust.isPending}>
          {t(adjust.isPending ? "adminStock.saving" : "adminStock.save")}
        </Button>
        <p role="status" className="text-sm font-semibold text-green-800">
          {saved ? t("adminStock.saved") : ""}
        </p>
      </div>
    </form>
  );
}
