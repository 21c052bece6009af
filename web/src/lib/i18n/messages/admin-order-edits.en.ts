import type { Message } from "../types";

/** Editing an order's items before it is packed (ADR 067), and its history entries. Merged by `admin-en.ts`. */
export const adminOrderEditsEn = {
  "adminOrderEdits.open": "Edit items",
  "adminOrderEdits.title": "Edit the items of order #{number}",
  "adminOrderEdits.description":
    "Change quantities, remove a line or add a product. Units go back on the shelf or are taken from it when you save; the shopper is told by mail.",
  "adminOrderEdits.quantity": "Quantity of {item}",
  "adminOrderEdits.remove": "Remove {item}",
  "adminOrderEdits.search": "Add a product",
  "adminOrderEdits.searchPlaceholder": "Search products by name",
  "adminOrderEdits.searching": "Searching…",
  "adminOrderEdits.noResults": "No active product matches.",
  "adminOrderEdits.add": "Add {item}",
  "adminOrderEdits.inStock": "{count} in stock",
  "adminOrderEdits.newLine": "New",
  "adminOrderEdits.subtotal": "New subtotal",
  "adminOrderEdits.estimate": "Estimated new total",
  "adminOrderEdits.estimateNote":
    "Delivery and the coupon are priced as when the order was placed; the saved order shows the exact total.",
  "adminOrderEdits.was": "was {amount}",
  "adminOrderEdits.empty": "An order keeps at least one item. To remove everything, cancel the order instead.",
  "adminOrderEdits.save": "Save items",
  "adminOrderEdits.keep": "Keep as it is",
  "adminOrderEdits.done": "The order's items are saved.",
  "adminOrderEdits.outOfStock": "Not enough {product} on the shelf: at most {available} more can be added.",
  "adminOrderEdits.tooLate": "This order is packed or further along (or cancelled), so its items can no longer change.",
  "adminOrderEdits.history.OrderItemsEdited": "Items changed",
  "adminOrderEdits.history.OrderAddressChanged": "Delivery address changed",
  "adminOrderEdits.history.lines": "Items: {before} → {after}",
  "adminOrderEdits.history.totals": "Total: {totalBefore} → {total}",
  "audit.event.OrderItemsEdited": "Order #{orderNumber}: items changed ({before} → {after}), total {totalBefore} → {total} AED",
  "audit.event.OrderAddressChanged": "Order #{orderNumber}: delivery address changed by the shopper ({cityBefore} → {city})",
  "audit.event.StockReleased.order_edited": "{quantity} unit(s) back in stock from an edited order, {remaining} left",
  "adminOrderEdits.history.itemsEdited": "Items changed: {before} → {after} items, total {totalBefore} → {total}",
  "adminOrderEdits.history.addressChanged": "Delivery address changed by the shopper: {before} → {after}",
} as const satisfies Record<string, Message>;
