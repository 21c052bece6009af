import { describe, expect, it } from "vitest";
import { addLine, estimate, requestLines, type EditLine } from "./edit-lines";

const kept: EditLine = { variantId: "v1", nameEn: "Abaya", nameAr: "عباية", size: "M", color: null, price: "100.00", quantity: 2, isNew: false, stock: null };
const order = { subtotal: "200.00", discount: "20.00", deliveryFee: "20.00", codFee: "15.00", coupon: { code: "EID10", kind: "percent" as const } };

describe("editing an order's lines on the page", () => {
  it("adds a new variant once and counts a second add as one more unit", () => {
    const scarf = { variantId: "v2", nameEn: "Scarf", nameAr: "وشاح", size: null, color: "Black", price: "50.00", stock: 3 };
    const once = addLine([kept], scarf);
    expect(once.map((line) => [line.variantId, line.quantity, line.isNew])).toEqual([["v1", 2, false], ["v2", 1, true]]);
    expect(addLine(once, scarf).find((line) => line.variantId === "v2")?.quantity).toBe(2);
  });

  it("shows the new subtotal exactly and estimates the total with the coupon's share and the fees", () => {
    const lines = [{ ...kept, quantity: 1 }, { ...kept, variantId: "v2", price: "50.00", quantity: 3, isNew: true }];
    expect(estimate(order, lines)).toEqual({ subtotal: "250.00", total: "260.00" });
    expect(estimate({ ...order, coupon: { code: "OFF30", kind: "amount" }, discount: "30.00" }, [{ ...kept, price: "10.00", quantity: 1 }])).toEqual({
      subtotal: "10.00",
      total: "35.00",
    });
  });

  it("sends each line with a quantity, leaving out lines set to nothing", () => {
    expect(requestLines([kept, { ...kept, variantId: "v2", quantity: 0 }])).toEqual([{ variantId: "v1", quantity: 2 }]);
  });
});
