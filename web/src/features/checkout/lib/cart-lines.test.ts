import { describe, expect, it } from "vitest";
import type { CartQuote, QuotedLine } from "../api/quote-cart";
import { blocksOrder, cartTotals, resolveCartLines, type StoredCartLine } from "./cart-lines";

const stored: StoredCartLine = {
  productId: "p1",
  variantId: "v1",
  name: "Linen abaya",
  price: "250.00",
  image: "/old.jpg",
  size: "M",
  color: "Sand",
  quantity: 2,
};

const answer = (overrides: Partial<QuotedLine> = {}): QuotedLine => ({
  productId: "p1",
  variantId: "v1",
  quantity: 2,
  status: "available",
  price: "240.50",
  stock: 7,
  maxQuantity: 7,
  lineTotal: "481.00",
  nameEn: "Linen abaya",
  nameAr: "عباءة كتان",
  slug: "linen-abaya",
  image: "/primary.jpg",
  size: "M",
  color: "Sand",
  ...overrides,
});

const quote = (...items: QuotedLine[]): CartQuote => ({
  items,
  lines: items,
  subtotal: "0.00",
  discount: "0.00",
  deliveryFee: "0.00",
  codFee: "15.00",
  totalAmount: "15.00",
  freeDeliveryRemaining: null,
  delivery: { emirate: null, etaDays: null },
  coupon: null,
  storeCredit: null,
  amountDue: "15.00",
  orderable: true,
  problem: null,
  cod: { available: true },
});

describe("resolveCartLines", () => {
  it("shows the name in the current language, today's price, the price it was added at, and the store's picture", () => {
    const [line] = resolveCartLines([stored], quote(answer()), "ar");
    expect(line).toMatchObject({ name: "عباءة كتان", price: "240.50", previousPrice: "250.00", lineTotal: "481.00", image: "/primary.jpg" });
    expect(line).toMatchObject({ slug: "linen-abaya", status: "available", maxQuantity: 7 });
  });

  it("falls back to what the cart stored while the store has not answered", () => {
    const [line] = resolveCartLines([stored], undefined, "ar");
    expect(line).toMatchObject({ name: "Linen abaya", price: "250.00", previousPrice: null, lineTotal: "500.00", image: "/old.jpg", slug: null });
    expect(line?.status).toBe("unchecked");
  });

  it("keeps what was stored for a product that is gone, and flags it", () => {
    const gone = answer({ status: "deleted", price: null, stock: null, maxQuantity: 0, nameEn: null, nameAr: null, slug: null, image: null, size: null, color: null });
    const [line] = resolveCartLines([stored], quote(gone), "en");
    expect(line).toMatchObject({ name: "Linen abaya", price: "250.00", previousPrice: null, size: "M", status: "deleted" });
    expect(blocksOrder(line!)).toBe(true);
  });

  it("takes an answer for another quantity for its price, not its verdict", () => {
    const [line] = resolveCartLines([{ ...stored, quantity: 9 }], quote(answer({ quantity: 2 })), "en");
    expect(line).toMatchObject({ price: "240.50", lineTotal: "2164.50", status: "unchecked" });
  });

  it("drops a stored line whose price cannot be read", () => {
    expect(resolveCartLines([{ ...stored, price: "free" }], undefined, "en")).toEqual([]);
  });
});

describe("cartTotals", () => {
  const lines = resolveCartLines(
    [
      { ...stored, price: "19.99", quantity: 3 },
      { ...stored, variantId: "v2", price: "0.10", quantity: 1 },
    ],
    undefined,
    "en",
  );

  it("adds the COD fee to the subtotal without float drift", () => {
    expect(cartTotals(lines, "15.00")).toEqual({ subtotal: "60.07", codFee: "15.00", total: "75.07" });
  });

  it("leaves fee and total unknown while the fee is", () => {
    expect(cartTotals(lines, undefined)).toEqual({ subtotal: "60.07", codFee: undefined, total: undefined });
  });

  it("leaves out lines the store would not take, and charges no fee when none is left", () => {
    const flagged = resolveCartLines([stored], quote(answer({ status: "inactive", maxQuantity: 0 })), "en");
    expect(cartTotals(flagged, "15.00")).toEqual({ subtotal: "0.00", codFee: "0.00", total: "0.00" });
    expect(cartTotals([...flagged, ...lines], "15.00")).toEqual({ subtotal: "60.07", codFee: "15.00", total: "75.07" });
  });

  it("charges no fee on an empty cart", () => {
    expect(cartTotals([], "15.00")).toEqual({ subtotal: "0.00", codFee: "0.00", total: "0.00" });
  });
});
