import { MinusIcon, PlusIcon } from "lucide-react";
import { type KeyboardEvent, useEffect, useState } from "react";
import { useI18n } from "@/lib/i18n";

interface QuantityStepperProps {
  name: string;
  quantity: number;
  /** The most that can be ordered, when the store has said: increase stops there. */
  max?: number | null;
  /** Zero or less removes the line (spec §4). */
  onChange: (quantity: number) => void;
}

const stepButton =
  "flex size-9 items-center justify-center text-foreground transition-colors hover:bg-accent disabled:pointer-events-none disabled:opacity-40";

export function QuantityStepper({ name, quantity, max, onChange }: QuantityStepperProps) {
  const { t } = useI18n();
  const [draft, setDraft] = useState(String(quantity));

  // Another tab, or the buttons, may change the quantity; the box follows unless someone is typing in it.
  useEffect(() => setDraft(String(quantity)), [quantity]);

  const commit = () => {
    const typed = Number.parseInt(draft, 10);
    if (Number.isNaN(typed)) setDraft(String(quantity));
    else if (typed !== quantity) onChange(typed);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") commit();
    if (event.key === "Escape") setDraft(String(quantity));
  };

  return (
    <div className="inline-flex h-9 items-center overflow-hidden rounded-md border border-input bg-card">
      <button
        type="button"
        className={stepButton}
        aria-label={t("cartPage.decrease", { name })}
        disabled={quantity <= 1}
        onClick={() => onChange(quantity - 1)}
      >
        <MinusIcon aria-hidden="true" className="size-4" />
      </button>
      <input
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        value={draft}
        aria-label={t("cartPage.quantityOf", { name })}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={onKeyDown}
        className="h-full w-12 border-x border-input bg-transparent text-center text-sm font-semibold tabular-nums [appearance:textfield] focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
      />
      <button
        type="button"
        className={stepButton}
        aria-label={t("cartPage.increase", { name })}
        disabled={max != null && quantity >= max}
        onClick={() => onChange(quantity + 1)}
      >
        <PlusIcon aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
