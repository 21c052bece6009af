import { describe, expect, it } from "vitest";
import type { OrderHistoryEntry } from "../types";
import { describeHistory } from "./describe-history";

const entry = (type: string, data: unknown): OrderHistoryEntry => ({
  type,
  data,
  recordedAt: "2026-11-21T10:00:00.000Z",
  streamVersion: 1,
  actor: { id: "u", email: "admin@store.test", role: "admin" },
  correlationId: "c",
});

describe("describeHistory", () => {
  it("names a status change and its from and to", () => {
    expect(describeHistory(entry("OrderStatusChanged", { from: "placed", to: "shipped" }))).toEqual({
      label: "adminOrders.history.OrderStatusChanged",
      change: { from: "placed", to: "shipped" },
      facts: [],
    });
  });

  it("names a move back a correction the shopper was not told of, and a step reached again one she was told of before", () => {
    expect(describeHistory(entry("OrderStatusChanged", { from: "shipped", to: "placed", correction: true, reachedBefore: true }))).toEqual({
      label: "adminOrders.history.OrderStatusCorrected",
      change: { from: "shipped", to: "placed" },
      facts: [{ key: "adminOrders.history.correctionQuiet" }],
    });
    expect(describeHistory(entry("OrderStatusChanged", { from: "packed", to: "shipped", correction: false, reachedBefore: true }))).toEqual({
      label: "adminOrders.history.OrderStatusChanged",
      change: { from: "packed", to: "shipped" },
      facts: [{ key: "adminOrders.history.reachedBeforeQuiet" }],
    });
  });

  it("shows an edit of the items with the lines and the total before and after, and a change of address", () => {
    const line = (name: string, size: string | null, quantity: number) => ({ productNameEn: name, variantSize: size, variantColor: null, quantity });
    const edited = describeHistory(
      entry("OrderItemsEdited", {
        items: [line("Abaya", "M", 1), line("Scarf", null, 2)],
        before: { items: [line("Abaya", "M", 2)], totalAmount: "235.00" },
        totalAmount: "225.00",
      }),
    );
    expect(edited).toEqual({
      label: "adminOrderEdits.history.OrderItemsEdited",
      change: null,
      facts: [
        { key: "adminOrderEdits.history.lines", params: { before: "Abaya (M) × 2", after: "Abaya (M) × 1, Scarf × 2" } },
        { key: "adminOrderEdits.history.totals", params: { totalBefore: "235.00", total: "225.00" } },
      ],
    });
    const moved = describeHistory(
      entry("OrderAddressChanged", {
        before: { shippingName: "Latifa", shippingAddressLine1: "Villa 12", shippingCity: "Dubai" },
        after: { shippingName: "Latifa", shippingAddressLine1: "Tower 4", shippingCity: "دبي" },
      }),
    );
    expect(moved.facts).toEqual([
      { key: "adminOrderEdits.history.addressChanged", params: { before: "Latifa, Villa 12, Dubai", after: "Latifa, Tower 4, دبي" } },
    ]);
  });

  it("names placement and deletion without a change", () => {
    expect(describeHistory(entry("OrderPlaced", { orderNumber: 1 }))).toEqual({
      label: "adminOrders.history.OrderPlaced",
      change: null,
      facts: [],
    });
    expect(describeHistory(entry("OrderDeleted", null)).label).toBe("adminOrders.history.OrderDeleted");
  });

  it("keeps an unknown event or malformed data readable instead of failing", () => {
    expect(describeHistory(entry("OrderRefunded", {}))).toEqual({ label: null, change: null, facts: [] });
    expect(describeHistory(entry("OrderStatusChanged", { from: "lost", to: 3 })).change).toBeNull();
    expect(describeHistory(entry("DeliveryAttempted", { outcome: "teleported", attemptNumber: "x" })).facts).toEqual([]);
  });

  it("says why, from where and by whom an order was cancelled, with the staff's note", () => {
    const line = describeHistory(
      entry("OrderCancelled", { from: "confirmed", reason: "suspected_fraud", note: "Third fake order", by: "staff" }),
    );
    expect(line.label).toBe("adminCod.history.OrderCancelled");
    expect(line.facts).toEqual([
      { key: "adminCod.history.reason", terms: { reason: "adminCod.cancelReason.suspected_fraud" } },
      { key: "adminCod.history.cancelledFrom", terms: { from: "orderStatus.confirmed" } },
      { key: "adminCod.history.cancelledBy", terms: { by: "adminCod.cancelledBy.staff" } },
      { key: "adminCod.history.note", params: { note: "Third fake order" } },
    ]);
  });

  it("names a call's outcome", () => {
    expect(describeHistory(entry("ContactAttemptRecorded", { outcome: "no_answer", note: null })).facts).toEqual([
      { key: "adminCod.history.outcome", terms: { outcome: "adminCod.contact.no_answer" } },
    ]);
  });

  it("names the courier and tracking number of a shipment", () => {
    expect(describeHistory(entry("ShipmentAssigned", { courierName: "Aramex", trackingNumber: "AX-1" })).facts).toEqual([
      { key: "adminCod.history.courier", params: { courier: "Aramex", tracking: "AX-1" } },
    ]);
  });

  it("numbers a delivery attempt, with its outcome, the cash taken and what it cost", () => {
    const line = describeHistory(
      entry("DeliveryAttempted", { attemptNumber: 2, outcome: "delivered", codCollected: "315.00", cost: "20.00", note: null }),
    );
    expect(line.label).toBe("adminCod.history.DeliveryAttempted");
    expect(line.facts).toEqual([
      { key: "adminCod.history.attempt", params: { number: 2 }, terms: { outcome: "adminCod.delivery.delivered" } },
      { key: "adminCod.history.collected", params: { amount: "315.00" } },
      { key: "adminCod.history.cost", params: { amount: "20.00" } },
    ]);
  });

  it("says why a parcel is coming back and what came back in which condition", () => {
    expect(describeHistory(entry("OrderReturnStarted", { reason: "undeliverable" })).facts).toEqual([
      { key: "adminCod.history.reason", terms: { reason: "adminCod.returnReason.undeliverable" } },
    ]);
    const received = describeHistory(
      entry("OrderReturnReceived", {
        items: [
          { itemId: "a", quantity: 2, condition: "sellable" },
          { itemId: "b", quantity: 1, condition: "damaged" },
          { itemId: "c", quantity: 1, condition: "sellable" },
        ],
        returnCost: "15.00",
      }),
    );
    expect(received.label).toBe("adminCod.history.OrderReturnReceived");
    expect(received.facts).toEqual([
      { key: "adminCod.history.received", params: { sellable: 3, damaged: 1 } },
      { key: "adminCod.history.cost", params: { amount: "15.00" } },
    ]);
  });

  it("shows cash collected, and the expected total when the courier took another amount", () => {
    expect(describeHistory(entry("CodCollected", { amount: "300.00", expected: "315.00" })).facts).toEqual([
      { key: "adminCod.history.collected", params: { amount: "300.00" } },
      { key: "adminCod.history.discrepancy", params: { expected: "315.00" } },
    ]);
    expect(describeHistory(entry("CodCollected", { amount: "315.00", expected: "315.00" })).facts).toHaveLength(1);
  });
});
