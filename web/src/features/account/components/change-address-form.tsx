import { MapPinIcon } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { emirateKeys, emirateNames } from "@/lib/addresses";
import { describeError } from "@/lib/error-message";
import { useI18n } from "@/lib/i18n";
import { useChangeOrderAddress } from "../api/change-address";
import { addressPayload, validateAddress, valuesOf, type AddressField, type AddressValues } from "../lib/order-address";
import type { AccountOrder } from "../types";

/**
 * Her "Change address" while the order is placed or confirmed (ADR 067): a form prefilled with the address the
 * order has, checked as checkout checks it; the store answers with the order as it now stands.
 */
export function ChangeAddress({ order }: { order: AccountOrder }) {
  const { t } = useI18n();
  const change = useChangeOrderAddress(order.id);
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<AddressValues>(() => valuesOf(order));
  const [checked, setChecked] = useState(false);
  const noteId = useId();
  const headingId = useId();
  const errors = checked ? validateAddress(values) : {};
  const errorFor = (field: AddressField) => (errors[field] ? t(errors[field]) : undefined);
  const bind = (field: Exclude<AddressField, "shippingCity" | "deliveryNote">) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value })),
    error: errorFor(field),
    disabled: change.isPending,
  });

  const start = () => {
    setValues(valuesOf(order));
    setChecked(false);
    change.reset();
    setOpen(true);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(validateAddress(values)).length > 0) return;
    try {
      await change.mutateAsync(addressPayload(values, t));
    } catch (error) {
      toast({
        variant: "destructive",
        title: t("toast.error"),
        description: describeError(error, { t, fallback: "orderAddress.failed" }),
      });
      return;
    }
    setOpen(false);
    toast({ title: t("orderAddress.done") });
  };

  if (!open) {
    return (
      <Button variant="outline" className="min-h-11 w-full sm:w-auto" onClick={start} data-testid="change-address">
        <MapPinIcon aria-hidden="true" />
        {t("orderAddress.open")}
      </Button>
    );
  }
  return (
    <form className="grid gap-4 rounded-xl border p-4" onSubmit={submit} noValidate aria-labelledby={headingId} data-testid="change-address-form">
      <div className="grid gap-1">
        <h3 id={headingId} className="font-bold">
          {t("orderAddress.title")}
        </h3>
        <p className="text-sm text-muted-foreground">{t("orderAddress.description")}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t("checkout.name")} autoComplete="name" required {...bind("shippingName")} />
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
          options={emirateKeys.map((key) => ({ value: key, label: t(emirateNames[key]) }))}
          autoComplete="address-level1"
          required
          className="sm:col-span-2"
          name="shippingCity"
          value={values.shippingCity}
          error={errorFor("shippingCity")}
          disabled={change.isPending}
          onChange={(event) =>
            setValues((current) => ({ ...current, shippingCity: emirateKeys.find((key) => key === event.target.value) ?? "" }))
          }
        />
        <TextField label={t("checkout.address1")} autoComplete="address-line1" required className="sm:col-span-2" {...bind("shippingAddressLine1")} />
        <TextField
          label={t("checkout.address2")}
          hint={t("checkout.optional")}
          autoComplete="address-line2"
          className="sm:col-span-2"
          {...bind("shippingAddressLine2")}
        />
        <div className="grid gap-2 sm:col-span-2">
          <Label htmlFor={noteId}>{t("checkout.note")}</Label>
          <Textarea
            id={noteId}
            name="deliveryNote"
            rows={3}
            placeholder={t("checkout.notePlaceholder")}
            value={values.deliveryNote}
            disabled={change.isPending}
            onChange={(event) => setValues((current) => ({ ...current, deliveryNote: event.target.value }))}
          />
        </div>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" className="min-h-11" disabled={change.isPending} onClick={() => setOpen(false)}>
          {t("orderAddress.cancel")}
        </Button>
        <Button type="submit" className="min-h-11" disabled={change.isPending} data-testid="save-address">
          {t("orderAddress.save")}
        </Button>
      </div>
    </form>
  );
}
