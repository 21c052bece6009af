import type { ReactNode } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useI18n } from "@/lib/i18n";

interface FormDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description: string;
  /** The dialog's width, for forms wider than the default. */
  className?: string;
  children: ReactNode;
}

/** A back-office record's form in a dialog, titled and described for screen readers; Escape and the close button leave it. */
export function FormDialog({ open, onClose, title, description, className, children }: FormDialogProps) {
  const { t } = useI18n();
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent closeLabel={t("common.close")} className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}
