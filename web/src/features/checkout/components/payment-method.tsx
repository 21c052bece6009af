import { BanknoteIcon, CheckCircle2Icon } from "lucide-react";
import { useId } from "react";
import { useI18n } from "@/lib/i18n";

/** Spec §9: cash on delivery is the only method, so it is stated, not offered as a choice. */
export function PaymentMethod() {
  const { t } = useI18n();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-4 rounded-2xl border bg-card p-5 shadow-sm sm:p-6">
      <h2 id={headingId} className="text-lg font-bold">
        {t("checkout.paymentTitle")}
      </h2>
      <div className="flex items-start gap-3 rounded-xl border-2 border-primary/70 bg-primary/5 p-4">
        <BanknoteIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        <div className="grid flex-1 gap-1">
          <p className="font-semibold" data-testid="payment-method">
            {t("checkout.cod")}
          </p>
          <p className="text-sm text-muted-foreground">{t("checkout.codHint")}</p>
        </div>
        <CheckCircle2Icon aria-hidden="true" className="size-5 shrink-0 text-primary" />
      </div>
    </section>
  );
}
