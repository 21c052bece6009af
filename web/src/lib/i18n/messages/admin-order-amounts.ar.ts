import type { adminOrderAmountsEn } from "./admin-order-amounts.en";

/** Typed against the English keys, so a text missing here fails the typecheck. */
type AdminOrderAmountsCatalogue = { readonly [K in keyof typeof adminOrderAmountsEn]: string };

export const adminOrderAmountsAr: AdminOrderAmountsCatalogue = {
  "adminOrders.details.breakdownDiscount": "المجموع الفرعي {subtotal} − خصم {discount} ({code}) + رسوم الدفع عند الاستلام {fee}",
  "adminOrders.details.breakdownDelivery": "المجموع الفرعي {subtotal} + التوصيل {delivery} + رسوم الدفع عند الاستلام {fee}",
  "adminOrders.details.breakdownDiscountDelivery":
    "المجموع الفرعي {subtotal} − خصم {discount} ({code}) + التوصيل {delivery} + رسوم الدفع عند الاستلام {fee}",
  "slip.subtotal": "المجموع الفرعي",
  "slip.discount": "الخصم ({code})",
  "slip.deliveryFee": "رسوم التوصيل",
  "slip.codFee": "رسوم الدفع عند الاستلام",
};
