import { useMutation } from "@tanstack/react-query";
import { apiRequest, readJson } from "@/lib/api-client";
import type { Locale } from "@/lib/i18n";
import type { OrderAnswer } from "@/lib/contracts";

export interface OrderLineInput {
  productId: string;
  variantId: string;
  quantity: number;
  /** What the shopper saw; the server prices every line itself. */
  price: string;
}

export interface PlaceOrderInput {
  items: OrderLineInput[];
  shippingName: string;
  shippingPhone: string;
  shippingCity: string;
  shippingAddressLine1: string;
  shippingAddressLine2?: string;
  deliveryNote?: string;
  locale: Locale;
  /** The coupon she applied (ADR 066); the order is refused (409 `coupon_invalid`) if it no longer applies. */
  couponCode?: string;
  /** Spend her store credit on it (ADR 067): as much of her balance as the total takes, re-read when placed. */
  useStoreCredit?: boolean;
}

/** The 201 of a placed order: the server's order contract. */
export type PlacedOrder = OrderAnswer;

export interface CreateOrderVariables {
  order: PlaceOrderInput;
  /** One key per checkout attempt: the server answers a repeated key with the first order instead of a second one. */
  idempotencyKey: string;
}

export async function createOrder({ order, idempotencyKey }: CreateOrderVariables): Promise<PlacedOrder> {
  const response = await apiRequest("POST", "/api/orders", order, { "Idempotency-Key": idempotencyKey });
  return readJson<PlacedOrder>(response);
}

export function useCreateOrder() {
  return useMutation({ mutationFn: createOrder });
}
