import { BellIcon, Trash2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { WholeNumberField } from "@/components/ui/whole-number-field";
import { useQuery } from "@tanstack/react-query";
import { SelectField } from "@/components/ui/select-field";
import { useI18n } from "@/lib/i18n";
import { coloursQueryOptions } from "@/lib/variant-names";

import type { ProductDraftControls } from "../hooks/use-product-draft";
import { FormSection } from "./form-section";

interface VariantFieldsProps {
  controls: ProductDraftControls;
  /** Row key → field → message. */
  messages: Record<string, Record<string, string>>;
  listMessage?: string;
  /** How many shoppers wait for each saved variant to be back in stock, by variant id. */
  waiting?: ReadonlyMap<string, number>;
}

/** A free-text colour's value in the colour select: kept as written until a colour of the list is chosen. */
const freeText = "text:";

/**
 * The Color field: a colour of the store's list (Colours, in the back office), named in both languages, with the
 * chosen one's swatch beside it. A colour typed as text before colours were managed stays a choice of its own.
 */
function ColourField({
  value,
  freeText: written,
  onChange,
  error,
}: {
  value: string;
  freeText: string | null;
  onChange: (choice: string) => void;
  error?: string;
}) {
  const { t, locale } = useI18n();
  const { data: colours = [] } = useQuery(coloursQueryOptions());
  const chosen = colours.find((colour) => colour.key === value);
  const options = colours.map((colour) => ({
    value: colour.key,
    label: locale === "ar" ? `${colour.nameAr} · ${colour.nameEn}` : `${colour.nameEn} · ${colour.nameAr}`,
  }));
  if (written) options.push({ value: `${freeText}${written}`, label: t("admin.products.colorAsWritten", { color: written }) });
  return (
    <div className="flex items-end gap-2">
      <SelectField
        label={t("admin.products.color")}
        placeholder={t("admin.products.colorNone")}
        options={options}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={error}
        className="min-w-0 flex-1"
      />
      <span
        aria-hidden="true"
        data-testid="colour-swatch"
        className="mb-2 size-6 shrink-0 rounded-full border border-black/20"
        style={{ backgroundColor: chosen?.hex ?? "transparent" }}
      />
    </div>
  );
}

/** The repeating Variant block: Size, Color, Price (AED), Stock Quantity, a remove button, and Add Variant. */
export function VariantFields({ controls, messages, listMessage, waiting }: VariantFieldsProps) {
  const { t } = useI18n();
  const { draft, updateVariant, removeVariant, addVariant } = controls;
  return (
    <FormSection
      title={t("admin.products.variants")}
      message={listMessage}
      addLabel={t("admin.products.addVariant")}
      onAdd={addVariant}
    >
      {draft.variants.map((variant, index) => {
        const rowMessages = messages[variant.key] ?? {};
        const legend = t("admin.products.variantN", { n: index + 1 });
        // Shoppers waiting for this sold-out variant: those a restock of it will write to (ADR 060).
        const waitingShoppers = variant.id ? (waiting?.get(variant.id) ?? 0) : 0;
        return (
          <fieldset key={variant.key} className="relative grid gap-3 rounded-lg border bg-background/60 p-4 pt-3">
            <legend className="sr-only">{legend}</legend>
            <div className="flex items-center justify-between gap-2">
              <p aria-hidden="true" className="text-sm font-bold text-muted-foreground">
                {legend}
              </p>
              <Button
                variant="ghost"
                size="icon"
                className="size-8 text-destructive hover:bg-destructive/10 hover:text-destructive"
                title={t("admin.products.removeVariant", { n: index + 1 })}
                onClick={() => removeVariant(variant.key)}
              >
                <Trash2Icon aria-hidden="true" />
                <span className="sr-only">{t("admin.products.removeVariant", { n: index + 1 })}</span>
              </Button>
            </div>
            <div className="grid items-start gap-3 sm:grid-cols-2 lg:grid-cols-4">
              <TextField
                label={t("admin.products.size")}
                placeholder={t("admin.products.sizePlaceholder")}
                autoComplete="off"
                value={variant.size}
                onChange={(event) => updateVariant(variant.key, { size: event.target.value })}
                error={rowMessages.size}
              />
              <ColourField
                value={variant.colorKey ? variant.colorKey : variant.color ? `${freeText}${variant.color}` : ""}
                freeText={variant.colorKey ? null : variant.color || null}
                onChange={(choice) =>
                  choice.startsWith(freeText)
                    ? updateVariant(variant.key, { colorKey: "", color: choice.slice(freeText.length) })
                    : updateVariant(variant.key, { colorKey: choice, color: "" })
                }
                error={rowMessages.color ?? rowMessages.colorKey}
              />
              <TextField
                label={t("admin.products.price")}
                required
                inputMode="decimal"
                dir="ltr"
                placeholder="0.00"
                autoComplete="off"
                value={variant.price}
                onChange={(event) => updateVariant(variant.key, { price: event.target.value })}
                error={rowMessages.price}
              />
              <WholeNumberField
                label={t("admin.products.stock")}
                min={0}
                value={variant.stock}
                onValueChange={(stock) => updateVariant(variant.key, { stock })}
                error={rowMessages.stock}
              />
            </div>
            {waitingShoppers > 0 ? (
              <p data-testid="waiting-shoppers" className="flex items-center gap-1.5 text-sm text-muted-foreground">
                <BellIcon aria-hidden="true" className="size-4 shrink-0" />
                {t("adminStockAlerts.waiting", { count: waitingShoppers })}
              </p>
            ) : null}
          </fieldset>
        );
      })}
    </FormSection>
  );
}
