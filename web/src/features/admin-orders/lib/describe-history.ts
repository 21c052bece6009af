import type { MessageKey } from "@/lib/i18n";
import { isLifecycleStatus, type LifecycleStatus, orderStatusLabel } from "@/lib/order-status";
import type { OrderHistoryEntry } from "../types";
import { cancelReasonLabel, contactOutcomeLabel, deliveryOutcomeLabel, isCancelReason, isContactOutcome, isDeliveryOutcome } from "./cod-terms";
import { orderEventLabels } from "@/lib/order-event-labels";
import { formatPhone } from "@/lib/uae-phone";

/**
 * One sentence about the event: `params` are filled in as they are, `terms` are message keys (an outcome, a reason,
 * a status) the reader's language names.
 */
export interface HistoryFact {
  key: MessageKey;
  params?: Record<string, string | number>;
  terms?: Record<string, MessageKey>;
}

export interface HistoryLine {
  /** A known event's label; unknown types are shown by name through `adminOrders.history.unknown`. */
  label: MessageKey | null;
  change: { from: LifecycleStatus; to: LifecycleStatus } | null;
  /** What else the event says (an outcome, a reason, a courier, a note), one sentence each. */
  facts: HistoryFact[];
}

const str = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null);
const num = (value: unknown): number | null => (typeof value === "number" && Number.isFinite(value) ? value : null);

/** An edit's lines as one text: "Black Abaya (M) × 2, Scarf × 1". */
function linesText(items: unknown): string {
  if (!Array.isArray(items)) return "";
  return (items as Record<string, unknown>[])
    .map((item) => {
      const details = [str(item?.variantSize), str(item?.variantColor)].filter(Boolean).join(", ");
      const name = str(item?.productNameEn) ?? "?";
      return `${details ? `${name} (${details})` : name} × ${num(item?.quantity) ?? "?"}`;
    })
    .join(", ");
}

/** What one recorded event means in plain words; the event data is read defensively since it is the log's own. */
export function describeHistory(entry: OrderHistoryEntry): HistoryLine {
  const data = entry.data && typeof entry.data === "object" ? (entry.data as Record<string, unknown>) : {};
  // A move back is a correction (the server records it as one): named so, apart from a move forward.
  const corrected = entry.type === "OrderStatusChanged" && data.correction === true;
  const label = corrected ? "adminOrders.history.OrderStatusCorrected" : (orderEventLabels[entry.type] ?? null);
  const isChange = entry.type === "OrderStatusChanged" && isLifecycleStatus(data.from) && isLifecycleStatus(data.to);
  const change = isChange ? { from: data.from as LifecycleStatus, to: data.to as LifecycleStatus } : null;
  return { label, change, facts: factsOf(entry.type, data) };
}

function factsOf(type: string, data: Record<string, unknown>): HistoryFact[] {
  const facts: HistoryFact[] = [];
  const note = str(data.note);
  switch (type) {
    case "OrderStatusChanged":
      // Neither a correction nor a step reached again after one told the shopper anything.
      if (data.correction === true) facts.push({ key: "adminOrders.history.correctionQuiet" });
      else if (data.reachedBefore === true) facts.push({ key: "adminOrders.history.reachedBeforeQuiet" });
      break;
    case "OrderCancelled":
      if (isCancelReason(data.reason)) facts.push({ key: "adminCod.history.reason", terms: { reason: cancelReasonLabel[data.reason] } });
      if (isLifecycleStatus(data.from)) facts.push({ key: "adminCod.history.cancelledFrom", terms: { from: orderStatusLabel[data.from] } });
      if (data.by === "shopper" || data.by === "staff" || data.by === "system") {
        facts.push({ key: "adminCod.history.cancelledBy", terms: { by: `adminCod.cancelledBy.${data.by}` as const } });
      }
      break;
    case "ContactAttemptRecorded":
      if (isContactOutcome(data.outcome)) facts.push({ key: "adminCod.history.outcome", terms: { outcome: contactOutcomeLabel[data.outcome] } });
      break;
    case "ShipmentAssigned": {
      const courier = str(data.courierName);
      const tracking = str(data.trackingNumber);
      if (courier) facts.push({ key: "adminCod.history.courier", params: { courier, tracking: tracking ?? "" } });
      break;
    }
    case "DeliveryAttempted": {
      const attempt = num(data.attemptNumber);
      if (isDeliveryOutcome(data.outcome)) {
        facts.push({ key: "adminCod.history.attempt", params: { number: attempt ?? "" }, terms: { outcome: deliveryOutcomeLabel[data.outcome] } });
      }
      const collected = str(data.codCollected);
      if (collected) facts.push({ key: "adminCod.history.collected", params: { amount: collected } });
      const cost = str(data.cost);
      if (cost) facts.push({ key: "adminCod.history.cost", params: { amount: cost } });
      break;
    }
    case "OrderReturnStarted":
      if (data.reason === "refused" || data.reason === "undeliverable") {
        facts.push({ key: "adminCod.history.reason", terms: { reason: `adminCod.returnReason.${data.reason}` as const } });
      }
      break;
    case "OrderReturnReceived": {
      const items = Array.isArray(data.items) ? (data.items as Record<string, unknown>[]) : [];
      const units = (condition: string) =>
        items.filter((item) => item?.condition === condition).reduce((sum, item) => sum + (num(item.quantity) ?? 0), 0);
      facts.push({ key: "adminCod.history.received", params: { sellable: units("sellable"), damaged: units("damaged") } });
      const cost = str(data.returnCost);
      if (cost) facts.push({ key: "adminCod.history.cost", params: { amount: cost } });
      break;
    }
    case "OrderItemsEdited": {
      // Edits before dispatch (ADR 067): the lines and the total before and after.
      const before = data.before && typeof data.before === "object" ? (data.before as Record<string, unknown>) : {};
      facts.push({ key: "adminOrderEdits.history.lines", params: { before: linesText(before.items), after: linesText(data.items) } });
      const total = str(data.totalAmount);
      const totalBefore = str(before.totalAmount);
      if (total && totalBefore) facts.push({ key: "adminOrderEdits.history.totals", params: { totalBefore, total } });
      break;
    }
    case "OrderAddressChanged": {
      const address = (value: unknown) => {
        const fields = value && typeof value === "object" ? (value as Record<string, unknown>) : {};
        const phone = typeof fields.shippingPhone === "string" ? formatPhone(fields.shippingPhone) : undefined;
        return [fields.shippingName, phone, fields.shippingAddressLine1, fields.shippingAddressLine2, fields.shippingCity, fields.deliveryNote]
          .map(str)
          .filter(Boolean)
          .join(", ");
      };
      facts.push({ key: "adminOrderEdits.history.addressChanged", params: { before: address(data.before), after: address(data.after) } });
      break;
    }
    case "CodCollected": {
      const amount = str(data.amount);
      const expected = str(data.expected);
      if (amount) facts.push({ key: "adminCod.history.collected", params: { amount } });
      if (amount && expected && amount !== expected) facts.push({ key: "adminCod.history.discrepancy", params: { expected } });
      break;
    }
  }
  if (note) facts.push({ key: "adminCod.history.note", params: { note } });
  return facts;
}
