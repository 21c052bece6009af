import type { MessageKey } from "@/lib/i18n";

/** The title of each event of an order's stream, as the back office's order timeline and the auditors' history name it. */
export const orderEventLabels: Readonly<Record<string, MessageKey>> = {
  OrderPlaced: "adminOrders.history.OrderPlaced",
  OrderStatusChanged: "adminOrders.history.OrderStatusChanged",
  OrderDeleted: "adminOrders.history.OrderDeleted",
  OrderCancelled: "adminCod.history.OrderCancelled",
  ContactAttemptRecorded: "adminCod.history.ContactAttemptRecorded",
  ShipmentAssigned: "adminCod.history.ShipmentAssigned",
  DeliveryAttempted: "adminCod.history.DeliveryAttempted",
  OrderReturnStarted: "adminCod.history.OrderReturnStarted",
  OrderReturnReceived: "adminCod.history.OrderReturnReceived",
  CodCollected: "adminCod.history.CodCollected",
  OrderItemsEdited: "adminOrderEdits.history.OrderItemsEdited",
  OrderAddressChanged: "adminOrderEdits.history.OrderAddressChanged",
};
