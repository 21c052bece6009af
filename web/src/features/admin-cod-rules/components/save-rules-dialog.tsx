import { LoaderCircleIcon } from "lucide-react";
import { PendingConfirmDialog } from "@/components/admin/pending-confirm-dialog";
import { useI18n } from "@/lib/i18n";
import type { CodSimulation } from "../types";
import { SimulationFigures } from "./simulation-figures";

interface SaveRulesDialogProps {
  open: boolean;
  /** The trial of exactly the rules to be saved; null while it runs or when it failed. */
  trial: CodSimulation | null;
  trying: boolean;
  saving: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Before the rules change: what they do from now on, and what they would have done to the last 90 days. */
export function SaveRulesDialog({ open, trial, trying, saving, onConfirm, onCancel }: SaveRulesDialogProps) {
  const { t } = useI18n();
  return (
    <PendingConfirmDialog
      open={open}
      testId="cod-rules-confirm"
      title={t("codRules.confirm.title")}
      description={t("codRules.confirm.effect")}
      cancelLabel={t("codRules.confirm.cancel")}
      confirmLabel={t("codRules.confirm.save")}
      pending={saving}
      confirmDisabled={trying}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <div className="grid gap-2 text-sm" aria-live="polite">
        {trying ? (
          <p role="status" className="flex items-center gap-2 text-muted-foreground">
            <LoaderCircleIcon aria-hidden="true" className="size-4 animate-spin" />
            {t("codRules.confirm.trying")}
          </p>
        ) : trial ? (
          <>
            <p className="font-semibold">{t("codRules.confirm.trial")}</p>
            <SimulationFigures result={trial} compact />
          </>
        ) : (
          <p className="text-muted-foreground">{t("codRules.confirm.noTrial")}</p>
        )}
      </div>
    </PendingConfirmDialog>
  );
}
