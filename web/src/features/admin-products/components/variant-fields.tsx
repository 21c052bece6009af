import { BellIcon, Trash2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { WholeNumberField } from "@/components/ui/whole-number-field";
import { useI18n } from "@/lib/i18n";

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
              <TextField
                label={t("admin.products.color")}
                placeholder={t("admin.products.colorPlaceholder")}
                autoComplete="off"
                value={variant.color}
                onChange={(event) => updateVariant(variant.key, { color: event.target.value })}
                error={rowMessages.color}
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
