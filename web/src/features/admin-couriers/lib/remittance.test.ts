import { describe, expect, it } from "vitest";
import type { CashOrder } from "../types";
import { remittanceAmount, unremitted } from "./remittance";

const cash = (orderId: string, collected: string, remittedAt: string | null = null): CashOrder => ({
  orderId,
  orderNumber: Number(orderId.slice(1)),
  collected,
  collectedAt: "2026-11-26T10:00:00Z",
  remittedAt,
});

const orders = [cash("o1", "315.00"), cash("o2", "99.95"), cash("o3", "120.00", "2026-11-26T18:00:00Z")];

describe("a remittance", () => {
  it("offers only the orders whose cash the courier still holds", () => {
    expect(unremitted(orders).map((order) => order.orderId)).toEqual(["o1", "o2"]);
  });

  it("carries the sum of the chosen orders' cash, to the fils", () => {
    expect(remittanceAmount(orders, new Set(["o1", "o2"]))).toBe("414.95");
    expect(remittanceAmount(orders, new Set(["o2"]))).toBe("99.95");
    expect(remittanceAmount(orders, new Set())).toBe("0.00");
  });
});
