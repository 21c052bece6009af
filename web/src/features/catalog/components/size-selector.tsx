import { useId } from "react";
import { useI18n } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import type { VariantOptions } from "../lib/variant-options";

interface SizeSelectorProps {
  choices: VariantOptions;
  chosenId: string | null;
  onChoose: (variantId: string) => void;
}

/** One button per variant; a variant with nothing in stock stays visible but cannot be chosen. */
export function SizeSelector({ choices, chosenId, onChoose }: SizeSelectorProps) {
  const { t } = useI18n();
  const labelId = useId();
  const heading = choices.kind === "colour" ? t("storefront.product.colour") : t("storefront.product.size");
  return (
    <div className="grid gap-2">
      <p id={labelId} className="text-sm font-semibold">
        {heading}
      </p>
      <div role="group" aria-labelledby={labelId} className="flex flex-wrap gap-2">
        {choices.options.map(({ variant, label, available }) => {
          const chosen = variant.id === chosenId;
          return (
            <button
              key={variant.id}
              type="button"
              aria-pressed={chosen}
              disabled={!available}
              onClick={() => onChoose(variant.id)}
              className={cn(
                "h-11 min-w-12 rounded-md border px-4 text-sm font-semibold transition-colors",
                chosen
                  ? "border-primary bg-primary text-primary-foreground"
                  : "border-input bg-card hover:border-primary hover:bg-accent",
                "disabled:cursor-not-allowed disabled:border-dashed disabled:bg-muted disabled:text-muted-foreground disabled:line-through disabled:hover:bg-muted",
              )}
            >
              <span dir="auto">{label ?? t("storefront.product.oneSize")}</span>
              {available ? null : <span className="sr-only"> {t("storefront.product.optionUnavailable")}</span>}
            </button>
          );
        })}
      </div>
    </div>
  );
}
