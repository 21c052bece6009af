import { BanknoteIcon } from "lucide-react";
import { useI18n } from "@/lib/i18n";
import { type CodRefusal, codRefusalText } from "../lib/cod-check";

/** Cash on delivery is not offered to this order: why, in her language, and what she can do; shown above the button. */
export function CodNotice({ refusal, id }: { refusal: CodRefusal | null; id: string }) {
  const { t, format } = useI18n();
  if (!refusal) return null;
  return (
    <div
      id={id}
      role="alert"
      data-testid="cod-unavailable"
      data-reason={refusal.reason}
      className="flex items-start gap-2 rounded-lg border border-destructive/30 bg-destructive/5 p-3 text-sm text-destructive"
    >
      <BanknoteIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="grid gap-1">
        <p className="font-semibold">{t("codCheck.title")}</p>
        <p>{codRefusalText(refusal, t, format)}</p>
      </div>
    </div>
  );
}
