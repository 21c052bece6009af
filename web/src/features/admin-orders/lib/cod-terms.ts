import type { MessageKey } from "@/lib/i18n";
import type { LifecycleStatus } from "@/lib/order-status";

/*
 * The words of ADR 057 as the back office offers them. The web imports no server code, so the lists are repeated
 * here; events/orders.ts holds the originals.
 */

/** What a call to the shopper came to, in the order the call log's buttons stand. */
export const contactOutcomes = ["confirmed", "no_answer", "call_back", "wrong_number", "cancel_requested"] as const;
export type ContactOutcome = (typeof contactOutcomes)[number];

export const deliveryOutcomes = ["delivered", "not_home", "refused", "wrong_address", "postponed"] as const;
export type DeliveryOutcome = (typeof deliveryOutcomes)[number];

/** The reasons staff may give; `unconfirmed` is the store's own and is only ever shown. */
export const staffCancelReasons = ["customer_request", "unreachable", "out_of_stock", "suspected_fraud", "other"] as const;
export type CancelReason = (typeof staffCancelReasons)[number] | "unconfirmed";

export const returnConditions = ["sellable", "damaged"] as const;
export type ReturnCondition = (typeof returnConditions)[number];

export const contactOutcomeLabel: Record<ContactOutcome, MessageKey> = {
  confirmed: "adminCod.contact.confirmed",
  no_answer: "adminCod.contact.no_answer",
  call_back: "adminCod.contact.call_back",
  wrong_number: "adminCod.contact.wrong_number",
  cancel_requested: "adminCod.contact.cancel_requested",
};

export const deliveryOutcomeLabel: Record<DeliveryOutcome, MessageKey> = {
  delivered: "adminCod.delivery.delivered",
  not_home: "adminCod.delivery.not_home",
  refused: "adminCod.delivery.refused",
  wrong_address: "adminCod.delivery.wrong_address",
  postponed: "adminCod.delivery.postponed",
};

export const cancelReasonLabel: Record<CancelReason, MessageKey> = {
  customer_request: "adminCod.cancelReason.customer_request",
  unreachable: "adminCod.cancelReason.unreachable",
  out_of_stock: "adminCod.cancelReason.out_of_stock",
  suspected_fraud: "adminCod.cancelReason.suspected_fraud",
  other: "adminCod.cancelReason.other",
  unconfirmed: "adminCod.cancelReason.unconfirmed",
};

export const returnConditionLabel: Record<ReturnCondition, MessageKey> = {
  sellable: "adminCod.return.sellable",
  damaged: "adminCod.return.damaged",
};

const within = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === "string" && (list as readonly string[]).includes(value);

export const isContactOutcome = (value: unknown): value is ContactOutcome => within(contactOutcomes, value);
export const isDeliveryOutcome = (value: unknown): value is DeliveryOutcome => within(deliveryOutcomes, value);
export const isCancelReason = (value: unknown): value is CancelReason =>
  within(staffCancelReasons, value) || value === "unconfirmed";
export const isReturnCondition = (value: unknown): value is ReturnCondition => within(returnConditions, value);

/** What the order page offers for an order in this state: ADR 057's table, so no button leads to a certain 409. */
export interface OrderActions {
  call: boolean;
  cancel: boolean;
  shipment: boolean;
  deliveryAttempt: boolean;
  returnReceipt: boolean;
  editItems: boolean;
}

export function actionsFor(status: LifecycleStatus): OrderActions {
  return {
    call: status !== "cancelled" && status !== "returning" && status !== "returned",
    cancel: status === "placed" || status === "confirmed" || status === "packed",
    shipment: status === "packed" || status === "shipped",
    deliveryAttempt: status === "shipped",
    returnReceipt: status === "returning",
    // Its items change before it is packed (ADR 067).
    editItems: status === "placed" || status === "confirmed",
  };
}
