import { WalletIcon } from "lucide-react";
import { useId } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import { useI18n } from "@/lib/i18n";

/**
 * "Use my store credit", shown while she has some (ADR 067): ticking it asks the store's quote again, and the summary
 * shows what the credit takes off and what is left to pay on delivery. The order re-reads her balance when placed.
 */
export function StoreCreditOption({
  balance,
  checked,
  onChange,
  disabled,
}: {
  balance: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled: boolean;
}) {
  const { t, format } = useI18n();
  const id = useId();
  const hintId = `${id}-balance`;
  return (
    <div className="grid gap-2 rounded-lg border p-3 text-sm">
      <p id={hintId} className="flex items-center gap-2 text-muted-foreground">
        <WalletIcon aria-hidden="true" className="size-4 shrink-0 text-primary" />
        <span data-testid="store-credit-balance">{t("storeCredit.available", { amount: format.price(balance) })}</span>
      </p>
      <div className="flex min-h-11 items-center gap-3">
        <Checkbox
          id={id}
          checked={checked}
          disabled={disabled}
          aria-describedby={hintId}
          onCheckedChange={(value) => onChange(value === true)}
          data-testid="use-store-credit"
        />
        <label htmlFor={id} className="cursor-pointer font-semibold">
          {t("storeCredit.use")}
        </label>
      </div>
    </div>
  );
}
