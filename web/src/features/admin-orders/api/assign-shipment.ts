import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest, readJson } from "@/lib/api-client";
import type { Order } from "../types";
import { orderUrl } from "./get-order";
import { refreshAfterOrderWrite } from "./order-lists-cache";
import type { ShipmentRequest } from "../../../../../services/orders/schemas.js";

export type AssignShipmentInput = { orderId: string } & ShipmentRequest;

/** `PUT /api/admin/orders/:id/shipment`: the courier and tracking number, while packed or shipped. */
export async function assignShipment({ orderId, courierId, trackingNumber }: AssignShipmentInput): Promise<Order> {
  const response = await apiRequest("PUT", `${orderUrl(orderId)}/shipment`, { courierId, trackingNumber });
  return readJson<Order>(response);
}

export function useAssignShipment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignShipment,
    onSuccess: (_order, { orderId }) => refreshAfterOrderWrite(queryClient, orderId),
  });
}
