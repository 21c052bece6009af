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
    });
  });

  it("names placement and deletion without a change", () => {
    expect(describeHistory(entry("OrderPlaced", { orderNumber: 1 }))).toEqual({
      label: "adminOrders.history.OrderPlaced",
      change: null,
    });
    expect(describeHistory(entry("OrderDeleted", null)).label).toBe("adminOrders.history.OrderDeleted");
  });

  it("keeps an unknown event or malformed data readable instead of failing", () => {
    expect(describeHistory(entry("OrderRefunded", {}))).toEqual({ label: null, change: null });
    expect(describeHistory(entry("OrderStatusChanged", { from: "lost", to: 3 })).change).toBeNull();
  });
});
