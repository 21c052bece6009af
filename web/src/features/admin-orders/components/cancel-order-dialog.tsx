import { XCircleIcon } from "lucide-react";
import { type FormEvent, useState } from "react";
import { FormAlert } from "@/components/admin/form-alert";
import { FormDialog } from "@/components/admin/form-dialog";
import { notifySuccess } from "@/components/admin/notify";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { describeWriteFailure } from "@/lib/error-message";
import { useI18n } from "@/lib/i18n";
import { useCancelOrder } from "../api/cancel-order";
import { cancelReasonLabel, staffCancelReasons } from "../lib/cod-terms";
import type { OrderDetail } from "../types";

type StaffReason = (typeof staffCancelReasons)[number];
const isStaffReason = (value: string): value is StaffReason => (staffCancelReasons as readonly string[]).includes(value);

/**
 * Cancelling cannot be taken back (the units go back on the shelf and the shopper is told), so it is asked in a
 * dialog with its reason; the dialog stays up until the server has answered.
 */
export function CancelOrder({ order }: { order: OrderDetail }) {
  const { t } = useI18n();
  const cancel = useCancelOrder();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<StaffReason | "">("");
  const [note, setNote] = useState("");
  const [checked, setChecked] = useState(false);

  const close = () => {
    if (cancel.isPending) return;
    setOpen(false);
    setChecked(false);
    cancel.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!reason) return;
    // Told from the promise: once cancelled, the order page stops showing this button (and unmounts it) while the
    // mutation's own success still waits for the order to be read again, so a per-call onSuccess would never run.
    cancel.mutateAsync({ orderId: order.id, reason, note: note.trim() || undefined }).then(
      () => {
        setOpen(false);
        notifySuccess(t, "adminCod.cancel.done");
      },
      // The error is shown in the dialog from the mutation's state.
      () => undefined,
    );
  };

  return (
    <>
      <Button variant="outline" className="min-h-11 border-destructive/40 text-destructive hover:bg-destructive/10" onClick={() => setOpen(true)}>
        <XCircleIcon aria-hidden="true" />
        {t("adminCod.cancel.open")}
      </Button>
      <FormDialog
        open={open}
        onClose={close}
        title={t("adminCod.cancel.title", { number: String(order.orderNumber) })}
        description={t("adminCod.cancel.description")}
      >
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <SelectField
            label={t("adminCod.cancel.reason")}
            placeholder={t("adminCod.cancel.chooseReason")}
            value={reason}
            required
            error={checked && !reason ? t("adminCod.form.required") : undefined}
            options={staffCancelReasons.map((value) => ({ value, label: t(cancelReasonLabel[value]) }))}
            onChange={(event) => setReason(isStaffReason(event.target.value) ? event.target.value : "")}
          />
          <TextField label={t("adminCod.form.note")} value={note} maxLength={500} onChange={(event) => setNote(event.target.value)} />
          <FormAlert message={cancel.isError ? describeWriteFailure(cancel.error, t) : null} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" className="min-h-11" disabled={cancel.isPending} onClick={close}>
              {t("adminCod.cancel.keep")}
            </Button>
            <Button type="submit" variant="destructive" className="min-h-11" disabled={cancel.isPending} data-testid="confirm-cancel">
              {t("adminCod.cancel.confirm")}
            </Button>
          </div>
        </form>
      </FormDialog>
    </>
  );
}
