import { LoaderCircleIcon } from "lucide-react";
import { type MouseEvent, useState } from "react";
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
import { type MessageKey, useI18n } from "@/lib/i18n";

interface ConfirmDeleteDialogProps {
  /** The record's display name; null keeps the dialog closed. */
  name: string | null;
  title: MessageKey;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Spec §2: 'Are you sure you want to delete "{name}"? This action cannot be undone.' with Cancel and Delete. */
export function ConfirmDeleteDialog({ name, title, pending, onConfirm, onCancel }: ConfirmDeleteDialogProps) {
  const { t } = useI18n();
  // The closing animation still shows the text; keeping the last name avoids it flashing to empty quotes.
  const [shownName, setShownName] = useState(name);
  if (name !== null && name !== shownName) setShownName(name);
  const confirm = (event: MouseEvent) => {
    // Radix closes on Action by default; the dialog stays up until the server has answered, then the caller closes it.
    event.preventDefault();
    onConfirm();
  };
  return (
    <AlertDialog
      open={name !== null}
      onOpenChange={(open) => {
        if (!open && !pending) onCancel();
      }}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t(title)}</AlertDialogTitle>
          <AlertDialogDescription>{t("admin.catalog.confirmDelete", { name: shownName ?? "" })}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{t("admin.catalog.cancel")}</AlertDialogCancel>
          <AlertDialogAction disabled={pending} onClick={confirm}>
            {pending ? <LoaderCircleIcon className="size-4 animate-spin" aria-hidden="true" /> : null}
            {t("admin.catalog.delete")}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
