import { describe, expect, it } from "vitest";
import { stockLevel, totalStock } from "./stock-level";

describe("the admin stock badge", () => {
  it("adds up the stock of every variant", () => {
    expect(totalStock([{ stock: 3 }, { stock: 0 }, { stock: 12 }])).toBe(15);
    expect(totalStock([])).toBe(0);
  });

  it("is out of stock at 0, low from 1 to 9 and normal from 10", () => {
    expect(stockLevel(0)).toBe("out");
    expect(stockLevel(1)).toBe("low");
    expect(stockLevel(9)).toBe("low");
    expect(stockLevel(10)).toBe("normal");
    expect(stockLevel(250)).toBe("normal");
  });
});
