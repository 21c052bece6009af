import type { Message } from "../types";

/**
 * An order's discount (with its coupon's code) and delivery fee (ADR 066) as the back office reads them: the order's
 * page, its details in the list and the packing slip. Amounts arrive written as "AED 12.50". Merged by `admin-en.ts`.
 */
export const adminOrderAmountsEn = {
  "adminOrders.details.breakdownDiscount": "Subtotal {subtotal} − discount {discount} ({code}) + COD fee {fee}",
  "adminOrders.details.breakdownDelivery": "Subtotal {subtotal} + delivery {delivery} + COD fee {fee}",
  "adminOrders.details.breakdownDiscountDelivery": "Subtotal {subtotal} − discount {discount} ({code}) + delivery {delivery} + COD fee {fee}",
  "slip.subtotal": "Subtotal",
  "slip.discount": "Discount ({code})",
  "slip.deliveryFee": "Delivery fee",
  "slip.codFee": "COD fee",
} as const satisfies Record<string, Message>;
