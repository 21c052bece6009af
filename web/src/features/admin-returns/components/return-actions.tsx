import { useState } from "react";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/use-toast";
import type { AdminReturnAnswer } from "@/lib/contracts";
import { describeError } from "@/lib/error-message";
import { type MessageKey, useI18n } from "@/lib/i18n";
import { refundMethodLabel, refundMethods, type RefundMethod, returnStatusLabel, type ReturnStatus } from "@/lib/return-terms";
import { useChangeReturn, type ReturnChange } from "../api/change-return";

const errorTexts: Partial<Record<string, MessageKey>> = {
  invalid_return_move: "returnsAdmin.error.invalid_return_move",
  out_of_stock: "returnsAdmin.error.out_of_stock",
  refund_reference_required: "returnsAdmin.error.refund_reference_required",
  refund_method_required: "returnsAdmin.error.refund_method_required",
};

/** The moves staff may make from each status, with their buttons' texts (the server refuses any other). */
function movesOf(entry: AdminReturnAnswer): { status: ReturnStatus; label: MessageKey; destructive?: boolean }[] {
  switch (entry.status) {
    case "requested":
      return [
        { status: "approved", label: "returnsAdmin.approve" },
        { status: "rejected", label: "returnsAdmin.reject", destructive: true },
      ];
    case "approved":
      return [{ status: "received", label: "returnsAdmin.received" }];
    case "received":
      return entry.resolution === "exchange"
        ? [{ status: "exchanged", label: "returnsAdmin.exchanged" }]
        : [{ status: "refunded", label: "returnsAdmin.refund" }];
    default:
      return [];
  }
}

/** A return's next moves: a note for its history, and for a refund its method (and a transfer's reference). */
export function ReturnActions({ entry }: { entry: AdminReturnAnswer }) {
  const { t } = useI18n();
  const change = useChangeReturn(entry.id);
  const [note, setNote] = useState("");
  const [method, setMethod] = useState<RefundMethod | "">(entry.resolution === "store_credit" ? "store_credit" : "");
  const [reference, setReference] = useState("");
  const moves = movesOf(entry);
  if (moves.length === 0) return null;
  const refunding = moves.some((move) => move.status === "refunded");

  const run = async (status: ReturnStatus) => {
    const body: ReturnChange = {
      status,
      ...(note.trim() ? { note: note.trim() } : {}),
      ...(status === "refunded" && method ? { refundMethod: method } : {}),
      ...(status === "refunded" && method === "bank_transfer" && reference.trim() ? { refundReference: reference.trim() } : {}),
    };
    try {
      const changed = await change.mutateAsync(body);
      toast({ title: t("returnsAdmin.done", { number: String(changed.orderNumber), status: t(returnStatusLabel[changed.status]) }) });
      setNote("");
    } catch (error) {
      toast({ variant: "destructive", title: t("toast.error"), description: describeError(error, { t, fallback: "returnsAdmin.failed", byCode: errorTexts }) });
    }
  };

  return (
    <div className="grid gap-3 border-t pt-3">
      {refunding ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField
            label={t("returnsAdmin.refundMethod")}
            placeholder={t("returnsAdmin.refundMethodPlaceholder")}
            value={method}
            disabled={entry.resolution === "store_credit"}
            onChange={(event) => setMethod(event.target.value as RefundMethod | "")}
            options={refundMethods.map((value) => ({ value, label: t(refundMethodLabel[value]) }))}
          />
          {method === "bank_transfer" ? (
            <TextField label={t("returnsAdmin.refundReference")} value={reference} required maxLength={200} onChange={(event) => setReference(event.target.value)} />
          ) : null}
        </div>
      ) : null}
      <TextField label={t("returnsAdmin.staffNote")} value={note} maxLength={1000} onChange={(event) => setNote(event.target.value)} />
      <div className="flex flex-wrap gap-2">
        {moves.map((move) => (
          <Button
            key={move.status}
            type="button"
            variant={move.destructive ? "outline" : "default"}
            className={move.destructive ? "min-h-11 border-destructive/40 text-destructive hover:bg-destructive/10" : "min-h-11"}
            disabled={change.isPending}
            data-testid={`return-move-${move.status}`}
            onClick={() => void run(move.status)}
          >
            {t(move.label)}
          </Button>
        ))}
      </div>
    </div>
  );
}
