import { useId } from "react";
import { useI18n } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import type { OptionKind, VariantOptions } from "../lib/variant-options";

interface SizeSelectorProps {
  choices: VariantOptions;
  chosenId: string | null;
  onChoose: (variantId: string) => void;
}

const headings = {
  size: "storefront.product.size",
  oneSize: "storefront.product.size",
  colour: "storefront.product.colour",
  sizeColour: "storefront.product.sizeColour",
} as const satisfies Record<OptionKind, string>;

/**
 * One button per variant; a variant with nothing in stock stays visible but cannot be chosen. Headed by what the
 * choice is (size, colour, or both), with the chosen one's name beside it ("اللون: أسود"), and a swatch on each
 * colour.
 */
export function SizeSelector({ choices, chosenId, onChoose }: SizeSelectorProps) {
  const { t } = useI18n();
  const labelId = useId();
  const heading = t(headings[choices.kind]);
  const chosen = choices.options.find((option) => option.variant.id === chosenId);
  const chosenLabel = chosen ? (chosen.label ?? t("storefront.product.oneSize")) : null;
  return (
    <div className="grid gap-2">
      <p id={labelId} className="text-sm font-semibold" data-testid="variant-heading">
        {chosenLabel ? t("storefront.product.chosenOption", { option: heading, value: chosenLabel }) : heading}
      </p>
      <div role="group" aria-labelledby={labelId} className="flex flex-wrap gap-2">
        {choices.options.map(({ variant, label, swatch, available }) => {
          const isChosen = variant.id === chosenId;
          return (
            <button
              key={variant.id}
              type="button"
              aria-pressed={isChosen}
              disabled={!available}
              onClick={() => onChoose(variant.id)}
              className={cn(
                "inline-flex h-11 min-w-12 items-center gap-2 rounded-md border px-4 text-sm font-semibold transition-colors",
                isChosen
                  ? "border-primary bg-primary text-primary-foreground"
                  : "border-input bg-card hover:border-primary hover:bg-accent",
                "disabled:cursor-not-allowed disabled:border-dashed disabled:bg-muted disabled:text-muted-foreground disabled:line-through disabled:hover:bg-muted",
              )}
            >
              {swatch ? (
                <span aria-hidden="true" className="size-4 shrink-0 rounded-full border border-black/20" style={{ backgroundColor: swatch }} />
              ) : null}
              <span dir="auto">{label ?? t("storefront.product.oneSize")}</span>
              {available ? null : <span className="sr-only"> {t("storefront.product.optionUnavailable")}</span>}
            </button>
          );
        })}
      </div>
    </div>
  );
}
