import { toast } from "@/components/ui/use-toast";
import { describeWriteFailure } from "@/lib/error-message";
import type { MessageKey } from "@/lib/i18n";

type Translate = (key: MessageKey) => string;

/** Spec §8: every failed admin write shows a destructive "Error" toast with the server's message. */
export function notifyFailure(t: Translate, error: unknown): void {
  toast({ variant: "destructive", title: t("toast.error"), description: describeWriteFailure(error, t) });
}

export function notifySuccess(t: Translate, title: MessageKey): void {
  toast({ title: t(title) });
}
