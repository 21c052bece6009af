import { describe, expect, it } from "vitest";
import type { CartQuote } from "../api/quote-cart";
import type { CartLine } from "./cart-lines";
import { summaryFigures } from "./summary-figures";

const line = (lineTotal: string, overrides: Partial<CartLine> = {}): CartLine => ({
  productId: "p1",
  variantId: "v1",
  slug: "linen-abaya",
  name: "Linen abaya",
  image: "/a.jpg",
  size: "M",
  color: "Sand",
  price: lineTotal,
  previousPrice: null,
  quantity: 1,
  lineTotal,
  status: "available",
  maxQuantity: 5,
  clamped: null,
  ...overrides,
});

/** The store's answer for 200.00 of goods, with a COD fee of 10.00 and whatever the test changes. */
const answer = (overrides: Partial<CartQuote> = {}): CartQuote => ({
  items: [],
  lines: [],
  subtotal: "200.00",
  discount: "0.00",
  deliveryFee: "0.00",
  codFee: "10.00",
  totalAmount: "210.00",
  freeDeliveryRemaining: null,
  delivery: { emirate: null, etaDays: null },
  coupon: null,
  storeCredit: null,
  amountDue: "210.00",
  orderable: true,
  problem: null,
  cod: { available: true },
  ...overrides,
});

describe("the order summary's figures", () => {
  it("are the spec's subtotal and COD fee while the store has not answered", () => {
    expect(summaryFigures([line("200.00")], "10.00")).toEqual({
      subtotal: "200.00",
      discount: null,
      delivery: null,
      codFee: "10.00",
      total: "210.00",
      freeDeliveryRemaining: null,
    });
  });

  it("show no delivery line in a store that charges nothing for it", () => {
    const figures = summaryFigures([line("200.00")], "10.00", { data: answer(), current: true });
    expect(figures.delivery).toBeNull();
    expect(figures.discount).toBeNull();
    expect(figures.total).toBe("210.00");
  });

  it("take every amount from the answer for the cart as it is: what the order will charge", () => {
    const quoted = answer({
      discount: "20.00",
      deliveryFee: "15.00",
      totalAmount: "205.00",
      freeDeliveryRemaining: "120.00",
      delivery: { emirate: "sharjah", etaDays: [2, 4] },
      coupon: { code: "SAVE10", kind: "percent", value: "10.00", discount: "20.00" },
    });
    expect(summaryFigures([line("200.00")], "10.00", { data: quoted, current: true })).toEqual({
      subtotal: "200.00",
      discount: { amount: "20.00", code: "SAVE10" },
      delivery: { amount: "15.00", free: false, atMost: false, etaDays: [2, 4] },
      codFee: "10.00",
      total: "205.00",
      freeDeliveryRemaining: "120.00",
    });
  });

  it("say delivery is at most the fee while no emirate is chosen", () => {
    const figures = summaryFigures([line("200.00")], "10.00", { data: answer({ deliveryFee: "25.00", totalAmount: "235.00" }), current: true });
    expect(figures.delivery).toEqual({ amount: "25.00", free: false, atMost: true, etaDays: null });
  });

  it("call delivery free when the goods reach the free-delivery amount, a coupon gives it, or the emirate costs nothing", () => {
    const reached = answer({ freeDeliveryRemaining: "0.00" });
    expect(summaryFigures([line("200.00")], "10.00", { data: reached, current: true }).delivery).toEqual({
      amount: "0.00",
      free: true,
      atMost: false,
      etaDays: null,
    });
    const coupon = answer({ coupon: { code: "SHIPFREE", kind: "free_delivery", value: null, discount: "0.00" }, delivery: { emirate: "dubai", etaDays: [1, 2] } });
    const figures = summaryFigures([line("200.00")], "10.00", { data: coupon, current: true });
    expect(figures.delivery).toMatchObject({ free: true, etaDays: [1, 2] });
    expect(figures.discount).toBeNull();
    const noFee = answer({ delivery: { emirate: "ajman", etaDays: [1, 3] } });
    expect(summaryFigures([line("200.00")], "10.00", { data: noFee, current: true }).delivery).toMatchObject({ free: true, etaDays: [1, 3] });
  });

  it("keep the discount and delivery of the answer before while a new one is on its way, on the lines' own sum", () => {
    const before = answer({ discount: "20.00", deliveryFee: "15.00", totalAmount: "205.00", coupon: { code: "SAVE10", kind: "percent", value: "10.00", discount: "20.00" } });
    const figures = summaryFigures([line("200.00"), line("50.00", { variantId: "v2" })], "10.00", { data: before, current: false });
    expect(figures.subtotal).toBe("250.00");
    expect(figures.discount).toEqual({ amount: "20.00", code: "SAVE10" });
    expect(figures.total).toBe("255.00");
  });

  it("leave the COD fee and the total unknown until the fee is known, whatever the answer", () => {
    const figures = summaryFigures([line("200.00")], undefined, { data: answer({ deliveryFee: "15.00" }), current: true });
    expect(figures.codFee).toBeUndefined();
    expect(figures.total).toBeUndefined();
    expect(figures.subtotal).toBe("200.00");
  });
});
