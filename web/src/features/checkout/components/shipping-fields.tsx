import { type ChangeEvent, useId } from "react";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { useI18n } from "@/lib/i18n";
import { emirates } from "../lib/emirates";
import type { ShippingField, ShippingValues } from "../lib/shipping";
import { TextAreaField } from "./text-area-field";

interface ShippingFieldsProps {
  values: ShippingValues;
  errorFor: (field: ShippingField) => string | undefined;
  onChange: (field: ShippingField, value: string) => void;
  onBlur: (field: ShippingField) => void;
  registerInput: (field: ShippingField, element: HTMLInputElement | HTMLSelectElement | null) => void;
  disabled: boolean;
}

export function ShippingFields({ values, errorFor, onChange, onBlur, registerInput, disabled }: ShippingFieldsProps) {
  const { t } = useI18n();
  const headingId = useId();
  const bind = (field: ShippingField) => ({
    ref: (element: HTMLInputElement | null) => registerInput(field, element),
    name: field,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(field, event.target.value),
    onBlur: () => onBlur(field),
    error: errorFor(field),
    disabled,
  });

  return (
    <section aria-labelledby={headingId} className="grid gap-5 rounded-2xl border bg-card p-5 shadow-sm sm:p-6">
      <h2 id={headingId} className="text-lg font-bold">
        {t("checkout.shippingTitle")}
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={t("checkout.name")} autoComplete="name" required {...bind("shippingName")} />
        {/* Digits read left to right in both languages; aligned to the start so the column stays tidy in Arabic. */}
        <TextField
          label={t("checkout.phone")}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          dir="ltr"
          className="[&_input]:rtl:text-right"
          hint={t("checkout.phoneHint")}
          required
          {...bind("shippingPhone")}
        />
        <SelectField
          label={t("checkout.city")}
          placeholder={t("checkout.cityChoose")}
          options={emirates.map((key) => ({ value: t(key), label: t(key) }))}
          autoComplete="address-level1"
          required
          className="sm:col-span-2"
          {...bind("shippingCity")}
          ref={(element) => registerInput("shippingCity", element)}
          onChange={(event) => onChange("shippingCity", event.target.value)}
        />
        <TextField
          label={t("checkout.address1")}
          autoComplete="address-line1"
          required
          className="sm:col-span-2"
          {...bind("shippingAddressLine1")}
        />
        <TextField
          label={t("checkout.address2")}
          hint={t("checkout.optional")}
          autoComplete="address-line2"
          className="sm:col-span-2"
          {...bind("shippingAddressLine2")}
        />
        <TextAreaField
          label={t("checkout.note")}
          hint={t("checkout.optional")}
          name="deliveryNote"
          placeholder={t("checkout.notePlaceholder")}
          rows={3}
          value={values.deliveryNote}
          onChange={(event) => onChange("deliveryNote", event.target.value)}
          disabled={disabled}
          className="sm:col-span-2"
        />
      </div>
    </section>
  );
}
