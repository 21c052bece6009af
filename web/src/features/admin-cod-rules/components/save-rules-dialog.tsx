import { LoaderCircleIcon } from "lucide-react";
import type { MouseEvent } from "react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { buttonVariants } from "@/components/ui/button";
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
  const confirm = (event: MouseEvent) => {
    // The dialog closes once the server has answered, not on the click.
    event.preventDefault();
    onConfirm();
  };
  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !saving) onCancel();
      }}
    >
      <AlertDialogContent data-testid="cod-rules-confirm">
        <AlertDialogHeader>
          <AlertDialogTitle>{t("codRules.confirm.title")}</AlertDialogTitle>
          <AlertDialogDescription>{t("codRules.confirm.effect")}</AlertDialogDescription>
        </AlertDialogHeader>
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
        <AlertDialogFooter>
          <AlertDialogCancel disabled={saving}>{t("codRules.confirm.cancel")}</AlertDialogCancel>
          <AlertDialogAction className={buttonVariants()} disabled={saving || trying} onClick={confirm}>
            {saving ? <LoaderCircleIcon className="size-4 animate-spin" aria-hidden="true" /> : null}
            {t("codRules.confirm.save")}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
