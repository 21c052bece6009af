import { useState } from "react";
import { PendingConfirmDialog } from "@/components/admin/pending-confirm-dialog";
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
  return (
    <PendingConfirmDialog
      open={name !== null}
      title={t(title)}
      description={t("admin.catalog.confirmDelete", { name: shownName ?? "" })}
      cancelLabel={t("admin.catalog.cancel")}
      confirmLabel={t("admin.catalog.delete")}
      pending={pending}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
