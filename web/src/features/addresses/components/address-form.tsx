import { LoaderCircleIcon } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { emirateKeys, emirateNames, type AddressInput } from "@/lib/addresses";
import { useI18n } from "@/lib/i18n";
import { type AddressField, type AddressValues, addressFields, addressInput, validateAddress } from "../lib/address-form";

interface AddressFormProps {
  initial: AddressValues;
  title: string;
  pending: boolean;
  /** Whether "use as default" is offered (not for the default itself, which stays default until another is chosen). */
  offerDefault: boolean;
  serverErrors?: Partial<Record<AddressField, string>>;
  onSubmit: (input: AddressInput) => void;
  onCancel: () => void;
}

export function AddressForm({ initial, title, pending, offerDefault, serverErrors = {}, onSubmit, onCancel }: AddressFormProps) {
  const { t } = useI18n();
  const headingId = useId();
  const defaultId = useId();
  const [values, setValues] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const inputs = useRef<Partial<Record<AddressField, HTMLInputElement | HTMLSelectElement | null>>>({});
  const errors = validateAddress(values);
  const errorFor = (field: AddressField) => (submitted && errors[field] ? t(errors[field]) : serverErrors[field]);
  const bind = (field: AddressField) => ({
    name: field,
    value: values[field],
    error: errorFor(field),
    disabled: pending,
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value })),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const firstInvalid = addressFields.find((field) => errors[field]);
    if (firstInvalid) return inputs.current[firstInvalid]?.focus();
    onSubmit(addressInput(values));
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby={headingId} className="grid gap-5 rounded-2xl border bg-card p-5 shadow-sm">
      <h2 id={headingId} className="text-lg font-bold">
        {title}
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t("addresses.name")}
          autoComplete="name"
          required
          ref={(element) => {
            inputs.current.name = element;
          }}
          {...bind("name")}
        />
        <TextField
          label={t("addresses.phone")}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          dir="ltr"
          className="[&_input]:rtl:text-right"
          hint={t("checkout.phoneHint")}
          required
          ref={(element) => {
            inputs.current.phone = element;
          }}
          {...bind("phone")}
        />
        <SelectField
          label={t("addresses.city")}
          placeholder={t("checkout.cityChoose")}
          options={emirateKeys.map((key) => ({ value: key, label: t(emirateNames[key]) }))}
          autoComplete="address-level1"
          required
          className="sm:col-span-2"
          ref={(element) => {
            inputs.current.city = element;
          }}
          {...bind("city")}
        />
        <TextField
          label={t("addresses.line1")}
          autoComplete="address-line1"
          required
          className="sm:col-span-2"
          ref={(element) => {
            inputs.current.addressLine1 = element;
          }}
          {...bind("addressLine1")}
        />
        <TextField
          label={t("addresses.line2")}
          hint={t("checkout.optional")}
          autoComplete="address-line2"
          className="sm:col-span-2"
          {...bind("addressLine2")}
        />
        {offerDefault ? (
          <div className="flex items-center gap-3 sm:col-span-2">
            <Checkbox
              id={defaultId}
              checked={values.isDefault}
              disabled={pending}
              onCheckedChange={(checked) => setValues((current) => ({ ...current, isDefault: checked === true }))}
            />
            <label htmlFor={defaultId} className="text-sm">
              {t("addresses.isDefault")}
            </label>
          </div>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={pending}>
          {pending ? <LoaderCircleIcon aria-hidden="true" className="animate-spin" /> : null}
          {pending ? t("addresses.saving") : t("addresses.save")}
        </Button>
        <Button type="button" variant="outline" disabled={pending} onClick={onCancel}>
          {t("addresses.cancel")}
        </Button>
      </div>
    </form>
  );
}
