import type { AddressInput, EmirateKey, SavedAddress } from "@/lib/addresses";
import { emirateKeys } from "@/lib/addresses";
import type { MessageKey } from "@/lib/i18n";
import { formatPhone, isUaePhone } from "@/lib/uae-phone";

export interface AddressValues {
  name: string;
  phone: string;
  city: string;
  addressLine1: string;
  addressLine2: string;
  isDefault: boolean;
}

export type AddressField = Exclude<keyof AddressValues, "isDefault">;

export const emptyAddress: AddressValues = { name: "", phone: "", city: "", addressLine1: "", addressLine2: "", isDefault: false };

export const valuesOf = (address: SavedAddress): AddressValues => ({
  name: address.name,
  phone: formatPhone(address.phone),
  city: address.city,
  addressLine1: address.addressLine1,
  addressLine2: address.addressLine2 ?? "",
  isDefault: address.isDefault,
});

/** The server's rules, said before sending: the four required fields, a UAE phone, one of the seven emirates. */
export function validateAddress(values: AddressValues): Partial<Record<AddressField, MessageKey>> {
  const errors: Partial<Record<AddressField, MessageKey>> = {};
  if (!values.name.trim()) errors.name = "checkout.nameRequired";
  if (!values.phone.trim()) errors.phone = "checkout.phoneRequired";
  else if (!isUaePhone(values.phone)) errors.phone = "checkout.phoneInvalid";
  if (!(emirateKeys as readonly string[]).includes(values.city)) errors.city = "checkout.cityRequired";
  if (!values.addressLine1.trim()) errors.addressLine1 = "checkout.address1Required";
  return errors;
}

export const addressFields: readonly AddressField[] = ["name", "phone", "city", "addressLine1", "addressLine2"];

export function addressInput(values: AddressValues): AddressInput {
  return {
    name: values.name.trim(),
    phone: values.phone.trim(),
    city: values.city as EmirateKey,
    addressLine1: values.addressLine1.trim(),
    addressLine2: values.addressLine2.trim() || null,
    isDefault: values.isDefault,
  };
}
