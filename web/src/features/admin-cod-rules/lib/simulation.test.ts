import { describe, expect, it } from "vitest";
import { reasonBars } from "./simulation";

describe("the simulation's chart", () => {
  it("draws one bar per reason met, in the order the rules are asked, the longest at full length", () => {
    expect(reasonBars({ above_maximum: 8, customer_blocked: 2, below_minimum: 0, refusal_history: 4 })).toEqual([
      { reason: "customer_blocked", count: 2, percent: 25 },
      { reason: "refusal_history", count: 4, percent: 50 },
      { reason: "above_maximum", count: 8, percent: 100 },
    ]);
  });

  it("keeps a bar of one order visible beside a very long one, and draws nothing when no order is refused", () => {
    expect(reasonBars({ above_maximum: 1000, new_customer_limit: 1 })[1]).toEqual({ reason: "new_customer_limit", count: 1, percent: 1 });
    expect(reasonBars({})).toEqual([]);
  });
});
