import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { apiRequest } from "@/lib/api-client";
import { addressesQueryKey, type AddressInput, type EmirateKey, emirateKeys, emirateNames, type SavedAddress, useAddresses } from "@/lib/addresses";
import { type MessageKey, useI18n } from "@/lib/i18n";
import { formatPhone, normalisePhone } from "@/lib/uae-phone";
import { emptyShipping, type ShippingValues } from "../lib/shipping";

type Translate = (key: MessageKey) => string;

/** A saved address as the checkout form holds it: the emirate by its name in the page's language, as orders send it. */
export function shippingOf(address: SavedAddress, t: Translate, note: string): ShippingValues {
  return {
    shippingName: address.name,
    shippingPhone: formatPhone(address.phone),
    shippingCity: t(emirateNames[address.city]),
    shippingAddressLine1: address.addressLine1,
    shippingAddressLine2: address.addressLine2 ?? "",
    deliveryNote: note,
  };
}

/** The form's address as the address book takes it, or null when its city is not one of the emirates. */
export function addressOf(values: ShippingValues, t: Translate): AddressInput | null {
  const city = emirateKeys.find((key: EmirateKey) => t(emirateNames[key]) === values.shippingCity.trim());
  if (!city) return null;
  return {
    name: values.shippingName.trim(),
    phone: values.shippingPhone.trim(),
    city,
    addressLine1: values.shippingAddressLine1.trim(),
    addressLine2: values.shippingAddressLine2.trim() || null,
  };
}

/** One number however it is written ("050 123 4567", "+971501234567"). */
const samePhone = (a: string, b: string) => (normalisePhone(a) ?? a.trim()) === (normalisePhone(b) ?? b.trim());

const sameAddress = (values: ShippingValues, address: SavedAddress, t: Translate) => {
  const saved = shippingOf(address, t, values.deliveryNote);
  return (Object.keys(saved) as (keyof ShippingValues)[]).every((field) =>
    field === "shippingPhone" ? samePhone(saved[field], values[field]) : saved[field].trim() === values[field].trim(),
  );
};

/**
 * Checkout's use of the address book: her saved addresses to choose from, the default filled in on arrival (when the
 * form is still empty), and, for an address she typed, the offer to save it with the order.
 */
export function useSavedAddresses(
  signedIn: boolean | undefined,
  values: ShippingValues,
  fill: (values: ShippingValues) => void,
) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const addresses = useAddresses(signedIn === true);
  const [saveNew, setSaveNew] = useState(false);
  const prefilled = useRef(false);
  const saved = addresses.data ?? [];

  useEffect(() => {
    if (prefilled.current || !addresses.data) return;
    prefilled.current = true;
    const untouched = !values.shippingName && !values.shippingPhone && !values.shippingCity && !values.shippingAddressLine1;
    const preferred = addresses.data.find((address) => address.isDefault);
    if (untouched && preferred) fill(shippingOf(preferred, t, values.deliveryNote));
  }, [addresses.data, values, fill, t]);

  const chosen = saved.find((address) => sameAddress(values, address, t));
  return {
    saved,
    chosenId: chosen?.id ?? "",
    choose: (id: string) => {
      const address = saved.find((candidate) => candidate.id === id);
      // "A new address" empties the fields for her to type one.
      fill(address ? shippingOf(address, t, values.deliveryNote) : { ...emptyShipping, deliveryNote: values.deliveryNote });
    },
    /** Offered while the form's address is not one she has saved. */
    canSave: signedIn === true && !chosen,
    saveNew,
    setSaveNew,
    /** After the order: saves the typed address when she asked to; resolves false when it could not. */
    async saveAfterOrder(placedWith: ShippingValues): Promise<boolean> {
      if (!saveNew || chosen) return true;
      const input = addressOf(placedWith, t);
      if (!input) return false;
      try {
        await apiRequest("POST", "/api/account/addresses", input);
        await queryClient.invalidateQueries({ queryKey: addressesQueryKey });
        return true;
      } catch {
        return false;
      }
    },
  };
}
