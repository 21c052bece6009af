import { useMutation } from "@tanstack/react-query";
import { apiRequest, readJson } from "@/lib/api-client";
import type { OrderAnswer } from "@/lib/contracts";
import type { PlaceOrderBody } from "../../../../../services/orders/schemas.js";

/**
 * `POST /api/orders`: the server's checkout request. Each line's `price` is what the shopper saw (the server prices
 * every line itself); `couponCode` is refused (409 `coupon_invalid`) once it no longer applies; `useStoreCredit`
 * spends as much of her balance as the total takes, re-read when placed (ADR 066, 067).
 */
export type PlaceOrderInput = PlaceOrderBody;
export type OrderLineInput = PlaceOrderBody["items"][number];

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
