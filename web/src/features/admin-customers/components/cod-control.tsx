import { type FormEvent, useId, useState } from "react";
import { FormAlert } from "@/components/admin/form-alert";
import { notifyFailure, notifySuccess } from "@/components/admin/notify";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { describeWriteFailure } from "@/lib/error-message";
import { useI18n } from "@/lib/i18n";
import { useSetCodStatus } from "../api/set-cod-status";
import { type CodStatus, codStatuses, type CustomerDetail } from "../types";
import { codStatusLabel } from "./cod-status-label";

const selectClass =
  "h-10 min-w-48 rounded-md border border-input bg-card px-3 text-base shadow-xs focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring md:text-sm";

/** Staff's word on her cash on delivery: automatic (the store's rules), always allowed, or blocked, with a note. */
export function CodControl({ customer }: { customer: CustomerDetail }) {
  const { t } = useI18n();
  const statusId = useId();
  const hintId = useId();
  const noteId = useId();
  const change = useSetCodStatus();
  const [status, setStatus] = useState<CodStatus>(customer.codStatus);
  const [note, setNote] = useState(customer.codNote ?? "");
  const [error, setError] = useState<string | null>(null);
  // A status saved here or elsewhere becomes the form's again.
  const [shown, setShown] = useState({ status: customer.codStatus, note: customer.codNote });
  if (shown.status !== customer.codStatus || shown.note !== customer.codNote) {
    setShown({ status: customer.codStatus, note: customer.codNote });
    setStatus(customer.codStatus);
    setNote(customer.codNote ?? "");
  }
  const unchanged = status === customer.codStatus && (note.trim() || null) === (customer.codNote ?? null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    change.mutate(
      { userId: customer.id, status, note: note.trim() || null },
      {
        onSuccess: () => notifySuccess(t, "admin.customers.cod.saved"),
        onError: (failure) => {
          setError(describeWriteFailure(failure, t));
          notifyFailure(t, failure);
        },
      },
    );
  };

  return (
    <form className="grid max-w-xl gap-3" onSubmit={submit} noValidate data-testid="cod-control">
      <div className="grid gap-2">
        <Label htmlFor={statusId}>{t("admin.customers.cod.status")}</Label>
        <select
          id={statusId}
          value={status}
          aria-describedby={hintId}
          disabled={change.isPending}
          onChange={(event) => setStatus(event.target.value as CodStatus)}
          className={selectClass}
        >
          {codStatuses.map((value) => (
            <option key={value} value={value}>
              {t(codStatusLabel[value])}
            </option>
          ))}
        </select>
        <p id={hintId} className="text-sm text-muted-foreground">
          {t("admin.customers.cod.statusHint")}
        </p>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={noteId}>{t("admin.customers.cod.note")}</Label>
        <Textarea id={noteId} value={note} rows={2} maxLength={500} disabled={change.isPending} onChange={(event) => setNote(event.target.value)} />
      </div>
      <FormAlert message={error} />
      <Button type="submit" className="min-h-11 w-full justify-self-start sm:w-auto" disabled={unchanged || change.isPending}>
        {t("admin.customers.cod.save")}
      </Button>
    </form>
  );
}
