import { describe, expect, it } from "vitest";
import { stockBeforeChoice, stockLevel } from "./stock";

describe("stock message", () => {
  it("says out of stock at 0 (and for any count below 1)", () => {
    expect(stockLevel(0)).toEqual({ kind: "out" });
    expect(stockLevel(-2)).toEqual({ kind: "out" });
  });

  it("warns with the count from 1 to 4", () => {
    expect(stockLevel(1)).toEqual({ kind: "low", count: 1 });
    expect(stockLevel(4)).toEqual({ kind: "low", count: 4 });
  });

  it("says in stock from 5", () => {
    expect(stockLevel(5)).toEqual({ kind: "in" });
    expect(stockLevel(120)).toEqual({ kind: "in" });
  });
});

describe("stock before a size is chosen", () => {
  it("is out only when every variant is, whichever size is first", () => {
    expect(stockLevel(stockBeforeChoice([{ stock: 0 }, { stock: 7 }]))).toEqual({ kind: "in" });
    expect(stockLevel(stockBeforeChoice([{ stock: 0 }, { stock: 2 }, { stock: 1 }]))).toEqual({ kind: "low", count: 3 });
    expect(stockLevel(stockBeforeChoice([{ stock: 0 }, { stock: 0 }]))).toEqual({ kind: "out" });
  });
});
