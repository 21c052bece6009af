import { emirateKeys, emirateNames, type EmirateKey } from "@/lib/addresses";
import type { MessageKey } from "@/lib/i18n";
import { formatPhone, isUaePhone } from "@/lib/uae-phone";
import type { OrderAddressInput } from "../api/change-address";

export interface AddressValues {
  shippingName: string;
  shippingPhone: string;
  shippingCity: EmirateKey | "";
  shippingAddressLine1: string;
  shippingAddressLine2: string;
  deliveryNote: string;
}

export type AddressField = keyof AddressValues;

/** Each emirate's name as checkout sends it, in English and Arabic: how an order's city is matched to its emirate. */
const emirateNamesBoth: Record<EmirateKey, readonly string[]> = {
  "abu-dhabi": ["Abu Dhabi", "أبوظبي"],
  dubai: ["Dubai", "دبي"],
  sharjah: ["Sharjah", "الشارقة"],
  ajman: ["Ajman", "عجمان"],
  "umm-al-quwain": ["Umm Al Quwain", "أم القيوين"],
  "ras-al-khaimah": ["Ras Al Khaimah", "رأس الخيمة"],
  fujairah: ["Fujairah", "الفجيرة"],
};

const folded = (text: string) => text.trim().toLowerCase().replace(/\s+/g, " ");

/** The emirate an order's city names, in either language ("" when it names none). */
export function emirateOfCity(city: string): EmirateKey | "" {
  return emirateKeys.find((key) => emirateNamesBoth[key].some((name) => folded(name) === folded(city))) ?? "";
}

/** The form as the order stands: her current address. */
export function valuesOf(order: {
  shippingName: string;
  shippingPhone: string;
  shippingCity: string;
  shippingAddressLine1: string;
  shippingAddressLine2: string | null;
  deliveryNote: string | null;
}): AddressValues {
  return {
    shippingName: order.shippingName,
    // Her number as she would type it, not as the store keeps it.
    shippingPhone: formatPhone(order.shippingPhone),
    shippingCity: emirateOfCity(order.shippingCity),
    shippingAddressLine1: order.shippingAddressLine1,
    shippingAddressLine2: order.shippingAddressLine2 ?? "",
    deliveryNote: order.deliveryNote ?? "",
  };
}

/** Checkout's rules for the shipping fields: four required, and a UAE phone. */
export function validateAddress(values: AddressValues): Partial<Record<AddressField, MessageKey>> {
  const errors: Partial<Record<AddressField, MessageKey>> = {};
  if (!values.shippingName.trim()) errors.shippingName = "checkout.nameRequired";
  if (!values.shippingPhone.trim()) errors.shippingPhone = "checkout.phoneRequired";
  else if (!isUaePhone(values.shippingPhone)) errors.shippingPhone = "checkout.phoneInvalid";
  if (!values.shippingCity) errors.shippingCity = "checkout.cityRequired";
  if (!values.shippingAddressLine1.trim()) errors.shippingAddressLine1 = "checkout.address1Required";
  return errors;
}

/** The request: the city as its emirate's name in the reader's language (as checkout sends it), blank optionals left out. */
export function addressPayload(values: AddressValues, t: (key: MessageKey) => string): OrderAddressInput {
  const optional = (text: string) => (text.trim() ? text.trim() : undefined);
  return {
    shippingName: values.shippingName.trim(),
    shippingPhone: values.shippingPhone.trim(),
    shippingCity: values.shippingCity ? t(emirateNames[values.shippingCity]) : "",
    shippingAddressLine1: values.shippingAddressLine1.trim(),
    shippingAddressLine2: optional(values.shippingAddressLine2),
    deliveryNote: optional(values.deliveryNote),
  };
}
