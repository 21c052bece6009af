import { describe, expect, it } from "vitest";
import { type CatalogProductInfo, cartTotals, resolveCartLines, type StoredCartLine } from "./cart-lines";

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

const product: CatalogProductInfo = {
  id: "p1",
  slug: "linen-abaya",
  nameEn: "Linen abaya",
  nameAr: "عباءة كتان",
  variants: [{ id: "v1", price: "240.50", size: "M", color: "Sand" }],
  images: [
    { url: "/second.jpg", isPrimary: false, position: 1 },
    { url: "/primary.jpg", isPrimary: true, position: 2 },
  ],
};

describe("resolveCartLines", () => {
  it("shows the name in the current language, today's price and the primary image when the catalog knows the line", () => {
    const [line] = resolveCartLines([stored], [product], "ar");
    expect(line).toMatchObject({ name: "عباءة كتان", price: "240.50", lineTotal: "481.00", image: "/primary.jpg" });
    expect(line?.slug).toBe("linen-abaya");
  });

  it("falls back to what the cart stored while the catalog is loading or the product is gone", () => {
    const [line] = resolveCartLines([stored], undefined, "ar");
    expect(line).toMatchObject({ name: "Linen abaya", price: "250.00", lineTotal: "500.00", image: "/old.jpg", slug: null });
  });

  it("drops a stored line whose price cannot be read", () => {
    expect(resolveCartLines([{ ...stored, price: "free" }], [], "en")).toEqual([]);
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

  it("charges no fee on an empty cart", () => {
    expect(cartTotals([], "15.00")).toEqual({ subtotal: "0.00", codFee: "0.00", total: "0.00" });
  });
});
