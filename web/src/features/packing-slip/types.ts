import type { OrderAnswer, OrderItemAnswer } from "@/lib/contracts";

/** What a packing slip shows of an order (`GET /api/admin/orders/:id`): part of the server's order contract. */
export type SlipOrder = Pick<
  OrderAnswer,
  | "id"
  | "orderNumber"
  | "paymentMethod"
  | "subtotal"
  | "discount"
  | "deliveryFee"
  | "codFee"
  | "totalAmount"
  | "storeCreditUsed"
  | "amountDue"
  | "coupon"
  | "shippingName"
  | "shippingPhone"
  | "shippingCity"
  | "shippingAddressLine1"
  | "shippingAddressLine2"
  | "deliveryNote"
  | "createdAt"
  | "courierName"
  | "trackingNumber"
> & {
  items: Pick<OrderItemAnswer, "id" | "productNameEn" | "productNameAr" | "variantSize" | "variantColor" | "quantity">[];
};

export type PaperSize = "A5" | "A4";
