import { useId, useState } from "react";
import { notifyFailure, notifySuccess } from "@/components/admin/notify";
import { Button } from "@/components/ui/button";
import { FieldLabel } from "@/components/ui/field-parts";
import { Textarea } from "@/components/ui/textarea";
import { useI18n } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { useRecordContactAttempt } from "../api/record-contact-attempt";
import { type ContactOutcome, contactOutcomeLabel, contactOutcomes } from "../lib/cod-terms";
import type { OrderDetail } from "../types";
import { Panel } from "./order-panel";

const outcomeStyle: Record<ContactOutcome, string> = {
  confirmed: "border-green-300 bg-green-50 text-green-900 hover:bg-green-100",
  no_answer: "",
  call_back: "",
  wrong_number: "",
  cancel_requested: "border-red-300 bg-red-50 text-red-900 hover:bg-red-100",
};

/**
 * The calls to the shopper, oldest first, and one button per outcome: a caller on a phone records a call with one tap
 * (the note is optional and kept for the next tap). `confirmed` confirms a placed order; `cancel_requested` cancels it.
 */
export function CallLog({ order, canCall }: { order: OrderDetail; canCall: boolean }) {
  const { t, format } = useI18n();
  const record = useRecordContactAttempt();
  const [note, setNote] = useState("");
  const noteId = useId();

  // Told from the promise: a "cancel requested" call closes the order, and the log's buttons leave the page before a
  // per-call onSuccess would run.
  const tap = (outcome: ContactOutcome) =>
    record.mutateAsync({ orderId: order.id, outcome, note: note.trim() || undefined }).then(
      () => {
        setNote("");
        notifySuccess(t, "adminCod.calls.recorded");
      },
      (error: unknown) => notifyFailure(t, error),
    );

  return (
    <Panel title={t("adminCod.calls.title")} testId="call-log">
      {order.contactAttempts.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("adminCod.calls.none")}</p>
      ) : (
        <ol className="grid gap-2" data-testid="call-attempts">
          {order.contactAttempts.map((attempt) => (
            <li key={attempt.id} className="rounded-lg border p-3 text-sm" data-testid="call-attempt" data-outcome={attempt.outcome}>
              <p className="font-semibold">{t(contactOutcomeLabel[attempt.outcome])}</p>
              {attempt.note ? <p>{attempt.note}</p> : null}
              <p className="text-xs text-muted-foreground">
                <time dateTime={attempt.at}>{format.dateTime(attempt.at)}</time> · {t("adminOrders.history.by", { actor: attempt.by.name ?? t("adminOrders.history.system") })}
              </p>
            </li>
          ))}
        </ol>
      )}
      {canCall ? (
        <div className="grid gap-3">
          <div className="grid gap-2">
            <FieldLabel htmlFor={noteId}>{t("adminCod.calls.note")}</FieldLabel>
            <Textarea id={noteId} value={note} maxLength={500} className="min-h-11" onChange={(event) => setNote(event.target.value)} />
          </div>
          <div role="group" aria-label={t("adminCod.calls.outcomes")} className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {contactOutcomes.map((outcome) => (
              <Button
                key={outcome}
                variant="outline"
                className={cn("h-auto min-h-11 whitespace-normal", outcomeStyle[outcome])}
                disabled={record.isPending}
                data-testid={`call-outcome-${outcome}`}
                onClick={() => tap(outcome)}
              >
                {t(contactOutcomeLabel[outcome])}
              </Button>
            ))}
          </div>
        </div>
      ) : null}
    </Panel>
  );
}
