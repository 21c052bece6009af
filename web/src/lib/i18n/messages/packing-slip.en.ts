import type { Message } from "../types";

/** The packing slip printed for the courier, in the admin's language. */
export const packingSlipEn = {
  "slip.title": "Packing slip",
  "slip.print": "Print slip",
  "slip.printOrder": "Print slip for order #{number}",
  "slip.orderNumber": "Order #{number}",
  "slip.date": "Date",
  "slip.customer": "Customer",
  "slip.phone": "Phone",
  "slip.address": "Address",
  "slip.deliveryNote": "Delivery note",
  "slip.courier": "Courier and tracking number",
  "slip.item": "Item",
  "slip.size": "Size",
  "slip.colour": "Colour",
  "slip.quantity": "Qty",
  "slip.collect": "Cash to collect",
  "slip.cashOnDelivery": "Cash on delivery",
  "slip.codeLabel": "QR code of order #{number}",
  "slip.paper": "Paper",
  "slip.loading": "Loading the order...",
  "slip.loadFailed": "The order could not be loaded.",
  "slip.notFound": "This order does not exist or was deleted.",
  "slip.back": "Back to orders",
} as const satisfies Record<string, Message>;
