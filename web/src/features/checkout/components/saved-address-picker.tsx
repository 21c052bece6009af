import { useId } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import { SelectField } from "@/components/ui/select-field";
import { emirateNames, type SavedAddress } from "@/lib/addresses";
import { useI18n } from "@/lib/i18n";

interface SavedAddressPickerProps {
  saved: readonly SavedAddress[];
  chosenId: string;
  onChoose: (id: string) => void;
  disabled: boolean;
}

/** Her saved addresses, one of which fills the form; "A new address" leaves it for her to type. */
export function SavedAddressPicker({ saved, chosenId, onChoose, disabled }: SavedAddressPickerProps) {
  const { t, locale } = useI18n();
  if (saved.length === 0) return null;
  const comma = locale === "ar" ? "، " : ", ";
  return (
    <SelectField
      className="rounded-2xl border bg-card p-5 shadow-sm sm:p-6"
      label={t("checkout.savedAddresses")}
      placeholder={t("checkout.savedAddressNew")}
      name="savedAddress"
      value={chosenId}
      disabled={disabled}
      options={saved.map((address) => ({
        value: address.id,
        label: `${address.name} — ${address.addressLine1}${comma}${t(emirateNames[address.city])}`,
      }))}
      onChange={(event) => onChoose(event.target.value)}
    />
  );
}

/** "Save this address to my account", for an address she typed. */
export function SaveAddressOption({ checked, onChange, disabled }: { checked: boolean; onChange: (checked: boolean) => void; disabled: boolean }) {
  const { t } = useI18n();
  const id = useId();
  return (
    <div className="flex items-center gap-3">
      <Checkbox id={id} checked={checked} disabled={disabled} onCheckedChange={(value) => onChange(value === true)} />
      <label htmlFor={id} className="text-sm">
        {t("checkout.saveAddress")}
      </label>
    </div>
  );
}
