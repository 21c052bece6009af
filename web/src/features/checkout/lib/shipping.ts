import type { Locale, MessageKey } from "@/lib/i18n";
import type { PlaceOrderInput } from "../api/create-order";
import type { CartLine } from "./cart-lines";
import { isUaePhone } from "@/lib/uae-phone";

export interface ShippingValues {
  shippingName: string;
  shippingPhone: string;
  shippingCity: string;
  shippingAddressLine1: string;
  shippingAddressLine2: string;
  deliveryNote: string;
}

export type ShippingField = keyof ShippingValues;

export const emptyShipping: ShippingValues = {
  shippingName: "",
  shippingPhone: "",
  shippingCity: "",
  shippingAddressLine1: "",
  shippingAddressLine2: "",
  deliveryNote: "",
};

/** Spec §5: four required fields; address line 2 and the delivery note are optional. The phone must be a UAE one. */
const required: Partial<Record<ShippingField, MessageKey>> = {
  shippingName: "checkout.nameRequired",
  shippingPhone: "checkout.phoneRequired",
  shippingCity: "checkout.cityRequired",
  shippingAddressLine1: "checkout.address1Required",
};

export const requiredShippingFields = Object.keys(required) as ShippingField[];

export function validateShipping(values: ShippingValues): Partial<Record<ShippingField, MessageKey>> {
  const errors: Partial<Record<ShippingField, MessageKey>> = {};
  for (const field of requiredShippingFields) {
    if (!values[field].trim()) errors[field] = required[field];
  }
  if (!errors.shippingPhone && !isUaePhone(values.shippingPhone)) errors.shippingPhone = "checkout.phoneInvalid";
  return errors;
}

/**
 * The POST /api/orders body; optional texts are left out when blank rather than sent empty. `locale` is the page's
 * language: the store writes to the shopper about this order in it. `couponCode` is the coupon she applied, if any.
 */
export function orderPayload(lines: readonly CartLine[], values: ShippingValues, locale: Locale, couponCode?: string | null): PlaceOrderInput {
  const optional = (text: string) => (text.trim() ? text.trim() : undefined);
  return {
    items: lines.map(({ productId, variantId, quantity, price }) => ({ productId, variantId, quantity, price })),
    shippingName: values.shippingName.trim(),
    shippingPhone: values.shippingPhone.trim(),
    shippingCity: values.shippingCity.trim(),
    shippingAddressLine1: values.shippingAddressLine1.trim(),
    shippingAddressLine2: optional(values.shippingAddressLine2),
    deliveryNote: optional(values.deliveryNote),
    locale,
    ...(couponCode ? { couponCode } : {}),
  };
}
