import { type FormEvent, useState } from "react";
import { FormAlert } from "@/components/admin/form-alert";
import { FormDialog } from "@/components/admin/form-dialog";
import { notifySuccess } from "@/components/admin/notify";
import { Button } from "@/components/ui/button";
import { Switch } from "@/components/ui/switch";
import { TextField } from "@/components/ui/text-field";
import { describeWriteFailure } from "@/lib/error-message";
import { useI18n } from "@/lib/i18n";
import { useAddCourier } from "../api/add-courier";
import { useReviseCourier } from "../api/revise-courier";
import { type CourierFormErrors, draftOf, emptyDraft, readDraft } from "../lib/courier-form";
import type { Courier } from "../types";

interface CourierFormDialogProps {
  open: boolean;
  /** The courier edited; null adds one. */
  courier: Courier | null;
  onClose: () => void;
}

/** Adds a courier or changes one: name, what each delivery attempt and each return costs, and (once added) active. */
export function CourierFormDialog({ open, courier, onClose }: CourierFormDialogProps) {
  const { t } = useI18n();
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t(courier ? "adminCod.couriers.editTitle" : "adminCod.couriers.addTitle")}
      description={t("adminCod.couriers.formDescription")}
    >
      {/* Keyed so each opening starts from the courier as it now is. */}
      {open ? <CourierForm key={courier?.id ?? "new"} courier={courier} onDone={onClose} /> : null}
    </FormDialog>
  );
}

function CourierForm({ courier, onDone }: { courier: Courier | null; onDone: () => void }) {
  const { t } = useI18n();
  const add = useAddCourier();
  const revise = useReviseCourier();
  const write = courier ? revise : add;
  const [draft, setDraft] = useState(courier ? draftOf(courier) : emptyDraft);
  const [active, setActive] = useState(courier?.active ?? true);
  const [errors, setErrors] = useState<CourierFormErrors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readDraft(draft);
    if ("errors" in read) {
      setErrors(read.errors);
      return;
    }
    setErrors({});
    const done = {
      onSuccess: () => {
        notifySuccess(t, courier ? "adminCod.couriers.saved" : "adminCod.couriers.added");
        onDone();
      },
    };
    if (courier) revise.mutate({ id: courier.id, change: { ...read.input, active } }, done);
    else add.mutate(read.input, done);
  };
  const error = (field: keyof CourierFormErrors) => (errors[field] ? t(errors[field]) : undefined);

  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      <TextField
        label={t("adminCod.couriers.name")}
        value={draft.name}
        required
        maxLength={100}
        error={error("name")}
        onChange={(event) => setDraft({ ...draft, name: event.target.value })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t("adminCod.couriers.deliveryCost")}
          value={draft.deliveryCost}
          inputMode="decimal"
          dir="ltr"
          required
          error={error("deliveryCost")}
          onChange={(event) => setDraft({ ...draft, deliveryCost: event.target.value })}
        />
        <TextField
          label={t("adminCod.couriers.returnCost")}
          value={draft.returnCost}
          inputMode="decimal"
          dir="ltr"
          required
          error={error("returnCost")}
          onChange={(event) => setDraft({ ...draft, returnCost: event.target.value })}
        />
      </div>
      {courier ? (
        <label className="flex min-h-11 items-center gap-3 text-sm font-semibold">
          <Switch checked={active} onCheckedChange={setActive} />
          {t("adminCod.couriers.active")}
        </label>
      ) : null}
      <FormAlert message={write.isError ? describeWriteFailure(write.error, t) : null} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" className="min-h-11" onClick={onDone} disabled={write.isPending}>
          {t("adminOrders.cancel")}
        </Button>
        <Button type="submit" className="min-h-11" disabled={write.isPending}>
          {t("adminCod.couriers.save")}
        </Button>
      </div>
    </form>
  );
}
