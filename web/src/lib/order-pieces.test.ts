import { describe, expect, it } from "vitest";
import { piecesIn } from "./order-pieces";

describe("piecesIn", () => {
  it("counts an order's pieces, not its lines", () => {
    expect(piecesIn([{ quantity: 2 }, { quantity: 1 }, { quantity: 3 }])).toBe(6);
    expect(piecesIn([{ quantity: 2 }])).toBe(2);
    expect(piecesIn([])).toBe(0);
  });
});
