import { LoaderCircleIcon } from "lucide-react";
import type { MouseEvent, ReactNode } from "react";
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

interface PendingConfirmDialogProps {
  open: boolean;
  title: string;
  description: string;
  cancelLabel: string;
  confirmLabel: string;
  /** The server is answering: the dialog stays up, its buttons disabled, so a slow answer is seen. */
  pending: boolean;
  /** The confirm button waits for something more (the caller's own reason), besides the answer. */
  confirmDisabled?: boolean;
  /** What the question needs shown between the description and the buttons. */
  children?: ReactNode;
  testId?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A question before a write that cannot be taken back; it closes when the caller has the server's answer, not on the click. */
export function PendingConfirmDialog({
  open,
  title,
  description,
  cancelLabel,
  confirmLabel,
  pending,
  confirmDisabled = false,
  children,
  testId,
  onConfirm,
  onCancel,
}: PendingConfirmDialogProps) {
  const confirm = (event: MouseEvent) => {
    // Radix closes on Action by default; the caller closes the dialog once the server has answered.
    event.preventDefault();
    onConfirm();
  };
  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !pending) onCancel();
      }}
    >
      <AlertDialogContent data-testid={testId}>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {children}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{cancelLabel}</AlertDialogCancel>
          <AlertDialogAction disabled={pending || confirmDisabled} onClick={confirm}>
            {pending ? <LoaderCircleIcon className="size-4 animate-spin" aria-hidden="true" /> : null}
            {confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
