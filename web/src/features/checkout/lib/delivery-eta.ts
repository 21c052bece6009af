import type { MessageKey } from "@/lib/i18n";

type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

/** An emirate's delivery days as she reads them: "2–4 days", "3 days", or the same day. */
export function etaText([soonest, latest]: readonly [number, number], t: Translate): string {
  if (latest === 0) return t("orderAmounts.etaSameDay");
  if (soonest === latest) return t("orderAmounts.etaExact", { count: latest });
  return t("orderAmounts.eta", { min: soonest, count: latest });
}
